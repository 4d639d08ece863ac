"""Running one point of a sweep: a Python function or an ns-2 script (nslab.sweep).

`run_point(task)` never raises for a failing point: it returns a dict with the
point's `results` (a dict of column -> value), its `wall_time` (s) and `error`
(None, or the exception type and message).  Scripts run either in this process
(a fresh nslab.otcl.Runner, with fds 1 and 2 redirected to files, in a
temporary directory) or in a child process `python -m nslab run`, which is
what threaded or remote workers (Dask) use.
"""
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_INT = re.compile(r"^[+-]?\d+$")
_ERROR_CHARS = 4000


def convert(text):
    """A printed value as int, float or the string itself."""
    text = text.strip()
    if _INT.match(text):
        return int(text)
    if _NUMBER.match(text) or text.lower() in ("inf", "-inf", "nan"):
        return float(text)
    return text


def parse_output(text):
    """key=value lines of a script's stdout as a dict of converted values (the
    last value of a key wins; lines starting with a space, and keys with white
    space inside, are not key=value output)."""
    out = {}
    for line in text.splitlines():
        if "=" not in line or line.startswith(" "):
            continue
        key, value = line.split("=", 1)
        key = key.strip()
        if key and not any(c.isspace() for c in key):
            out[key] = convert(value)
    return out


def _tail(text, limit=_ERROR_CHARS):
    text = text.strip()
    return text if len(text) <= limit else "..." + text[-limit:]


@contextlib.contextmanager
def _redirected(fd, path):
    """Point file descriptor `fd` at `path` for the duration (the Tcl interpreter
    writes `puts` output to fd 1 itself, bypassing sys.stdout)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(fd)
    with open(path, "wb") as f:
        os.dup2(f.fileno(), fd)
    try:
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved, fd)
        os.close(saved)


def _script_file(script, workdir):
    """The script's own path when it exists here, else a copy of its text."""
    if os.path.isfile(script["path"]):
        return os.path.abspath(script["path"])
    path = os.path.join(workdir, os.path.basename(script["path"]))
    with open(path, "w") as f:
        f.write(script["text"])
    return path


def _run_script_inprocess(script, argv, workdir):
    from .errors import ScriptError
    from .otcl import Runner
    path = _script_file(script, workdir)
    out, err = os.path.join(workdir, ".stdout"), os.path.join(workdir, ".stderr")
    cwd = os.getcwd()
    os.chdir(workdir)
    status, error = 0, None
    try:
        with _redirected(1, out), _redirected(2, err):
            try:
                status = Runner(path, list(argv)).run_file(path)
            except ScriptError as e:
                status, error = 1, "ScriptError: %s" % _tail(str(e))
    finally:
        os.chdir(cwd)
    with open(out, errors="replace") as f:
        stdout = f.read()
    if error is None and status:
        with open(err, errors="replace") as f:
            error = "script exited with status %d: %s" % (status, _tail(f.read()) or "-")
    return stdout, error


def _run_script_subprocess(script, argv, workdir):
    import nslab
    path = _script_file(script, workdir)
    env = dict(os.environ)
    here = os.path.dirname(os.path.dirname(os.path.abspath(nslab.__file__)))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, env.get("PYTHONPATH")) if p)
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", path] + list(argv),
                          cwd=workdir, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, errors="replace")
    error = None
    if proc.returncode:
        error = "script exited with status %d: %s" % (proc.returncode,
                                                      _tail(proc.stderr) or "-")
    return proc.stdout, error


def _run_script(script, params, mode):
    argv = [token.format(**params) for token in script["template"]]
    workdir = tempfile.mkdtemp(prefix="nslab-sweep-")
    try:
        run = _run_script_inprocess if mode == "inprocess" else _run_script_subprocess
        stdout, error = run(script, argv, workdir)
        results = parse_output(stdout)
        if error is None and not results:
            error = "the script printed no key=value line"
        return results, error
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _as_results(value):
    """A function's return value as a dict of columns."""
    if value is None:
        return {}
    if isinstance(value, dict):
        return dict(value)
    if hasattr(value, "to_dict") and not hasattr(value, "columns"):
        return dict(value.to_dict())                 # a pandas Series
    return {"result": value}


def _run_function_in_tempdir(fn, params):
    """Run fn(**params) with a fresh temporary directory as the working directory,
    so files it writes (traces) do not meet those of other points."""
    workdir = tempfile.mkdtemp(prefix="nslab-sweep-")
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        return _as_results(fn(**params))
    finally:
        os.chdir(cwd)
        shutil.rmtree(workdir, ignore_errors=True)


def run_point(task):
    """Run one point: task = {'kind': 'function'|'script', 'scenario', 'params',
    'mode'}.  Returns {'results', 'wall_time', 'error'}; never raises."""
    t0 = time.perf_counter()
    results, error = {}, None
    try:
        if task["kind"] == "script":
            results, error = _run_script(task["scenario"], task["params"], task.get("mode"))
        elif task.get("mode") == "inprocess":
            results = _run_function_in_tempdir(task["scenario"], task["params"])
        else:
            results = _as_results(task["scenario"](**task["params"]))
    except (Exception, SystemExit) as e:        # sys.exit() in a scenario ends one point
        frames = traceback.extract_tb(e.__traceback__)
        where = " (%s:%d)" % (os.path.basename(frames[-1].filename), frames[-1].lineno) \
            if frames else ""
        error = "%s: %s%s" % (type(e).__name__, _tail(str(e)), where)
    return {"results": results, "wall_time": time.perf_counter() - t0, "error": error}
