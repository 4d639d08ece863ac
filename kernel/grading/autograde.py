"""nbgrader autograding that a submission cannot fool.

nbgrader_config.py puts these preprocessors around nbgrader's own:

    c.Autograde.autograde_preprocessors = [NslabPrepare, NslabExecute, NslabVerdicts,
        IgnorePattern, ClearMetadataPreprocessor, LimitOutput, SaveAutoGrades,
        AssignLatePenalties, CheckCellMetadata]

A *new-style* test cell is a graded code cell whose visible part calls
`<params>.submit("exercise", name=value, ...)`; its checks are in its hidden
part (### BEGIN HIDDEN TESTS ... ### END HIDDEN TESTS).  For these cells:

NslabPrepare   takes the hidden part out of the cell (nbgrader has just put it
               back from the gradebook), so the student's kernel runs only the
               visible `submit`, and takes a copy of the gradebook (SQLite) file.
NslabExecute   nbgrader's Execute, but the kernel runs in a scratch directory
               outside the course holding only the submission's other files,
               with NSLAB_STUDENT_ID set to nbgrader's student id and a clean
               environment; as root it runs in the jail of nslab.grading.jail
               (nobody, its own namespaces, a root file system without the course,
               the sources, the gradebook or other students' work, no network).
               Afterwards it keeps the answers the notebook recorded
               (.nslab-answers.json) and removes the scratch directory.
NslabVerdicts  runs nslab.grading.trusted in a fresh process (`python -I`, a new
               temporary directory): the read-only cells of the *source* notebook,
               the recorded answers as data, and each test cell's hidden checks
               (student functions run in a jailed sandbox).  Each new-style test
               cell's outputs become its verdict: one confirmation line (full
               points), or one error with the check's message (zero points from
               SaveAutoGrades).  If the gradebook file changed while the notebook
               ran, it is put back and the submission is flagged in the log and
               at the top of the graded notebook.

Old-style test cells (the checks in the visible part, computed in the student's
kernel) are executed as before, in the same scratch directory and jail.

Settings (nbgrader_config.py, section NslabGrading): isolation ("auto": the
jail when running as root and namespaces work, else only the scratch directory
and the gradebook guard, with a warning; "required": refuse to grade without
the jail; "off"), sandbox_user, extra_paths (more host paths the kernel may
read), function_timeout, test_timeout.
"""
import ast
import hashlib
import json
import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile

from nbformat import NotebookNode, read as read_notebook
from nbgrader.coursedir import CourseDirectory
from nbgrader.preprocessors import Execute, NbGraderPreprocessor
from jupyter_client.manager import AsyncKernelManager
from nbclient.exceptions import CellTimeoutError, DeadKernelError
from traitlets import Enum, Integer, List, Unicode
from traitlets.config import LoggingConfigurable

from . import jail
from .answers import ANSWERS_FILE, MAX_BYTES

BEGIN_HIDDEN, END_HIDDEN = "BEGIN HIDDEN TESTS", "END HIDDEN TESTS"

__all__ = ["NslabGrading", "NslabPrepare", "NslabExecute", "NslabVerdicts", "split_hidden",
           "submit_calls", "new_style_tests", "read_only_cells", "PREPROCESSORS"]


class NslabGrading(LoggingConfigurable):
    """How nslab protects autograding (c.NslabGrading.* in nbgrader_config.py)."""

    isolation = Enum(["auto", "required", "off"], "auto", help=(
        "auto: run the student's code in the jail (nslab.grading.jail) when grading as root "
        "and Linux namespaces work, else in a scratch directory with a warning; required: "
        "refuse to grade without the jail; off: never use it.")).tag(config=True)
    sandbox_user = Unicode("nobody", help="The unprivileged user the student's code runs as "
                           "(when grading as root).").tag(config=True)
    extra_paths = List(Unicode(), help="Host paths (read-only) the student's kernel may see "
                       "besides the system and the Python environment.").tag(config=True)
    function_timeout = Integer(60, help="Seconds one call of a student's function may take "
                               "in the hidden checks.").tag(config=True)
    test_timeout = Integer(0, help="Seconds the hidden checks of one test cell may take "
                           "(0: Execute.timeout).").tag(config=True)
    student_id_source = Unicode("", help="Where the students' notebooks take the student id "
                                "from: a comma list of env, nbgrader, jupyterhub, login (set it "
                                "in the students' nbgrader config, e.g. /etc/jupyter/"
                                "nbgrader_config.py; NSLAB_STUDENT_ID_SOURCE overrides it).  "
                                "Autograding always uses nbgrader's id.").tag(config=True)


# ---- notebook structure --------------------------------------------------------------------

def split_hidden(source):
    """(visible, hidden) parts of a test cell's source; visible is exactly what
    nbgrader's ClearHiddenTests leaves (the release's cell)."""
    visible, hidden, inside = [], [], False
    for line in source.split("\n"):
        if BEGIN_HIDDEN in line:
            if inside:
                raise ValueError("nested %s" % BEGIN_HIDDEN)
            inside = True
        elif END_HIDDEN in line:
            inside = False
        elif inside:
            hidden.append(line)
        else:
            visible.append(line)
    if inside:
        raise ValueError("no %s" % END_HIDDEN)
    return "\n".join(visible), "\n".join(hidden)


def submit_calls(source):
    """{exercise: [answer names]} of the `x.submit("exercise", name=...)` calls in
    `source` (read with ast, never run); {} if none or not Python."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    calls = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr == "submit" and node.args and \
                isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            calls.setdefault(node.args[0].value, []).extend(
                k.arg for k in node.keywords if k.arg)
    return calls


def _meta(cell):
    return cell.get("metadata", {}).get("nbgrader", {})


def new_style_tests(nb):
    """[{id, title, answers, hidden, visible, points}] of the notebook's new-style test cells."""
    tests = []
    for cell in nb.cells:
        meta = _meta(cell)
        if cell.cell_type != "code" or not meta.get("grade") or meta.get("solution"):
            continue
        visible, hidden = split_hidden(cell.source)
        calls = submit_calls(visible)
        if not calls:
            continue
        tests.append({"id": meta["grade_id"], "answers": calls, "hidden": hidden,
                      "visible": visible, "points": meta.get("points", 0),
                      "title": "Exercise " + ", ".join(calls)})
    return tests


def read_only_cells(nb):
    """The sources of the read-only code cells that are not tests (set-up, parameters)."""
    return [cell.source for cell in nb.cells
            if cell.cell_type == "code" and _meta(cell).get("locked")
            and not _meta(cell).get("grade") and not _meta(cell).get("solution")]


# ---- the gradebook guard -----------------------------------------------------------------

def _db_path(db_url):
    if db_url and db_url.startswith("sqlite:///"):
        return os.path.abspath(db_url[len("sqlite:///"):])
    return None


def _snapshot(path):
    if not path or not os.path.isfile(path):
        return None
    files = {}
    for suffix in ("", "-journal", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            with open(path + suffix, "rb") as f:
                files[suffix] = f.read()
    return files


def _restore(path, files):
    """Put the gradebook back as it was; True if it had changed."""
    now = _snapshot(path) or {}
    if now == files:
        return False
    for suffix in ("-journal", "-wal", "-shm"):
        if suffix not in files and os.path.exists(path + suffix):
            os.remove(path + suffix)
    for suffix, data in files.items():
        with open(path + suffix, "r+b" if os.path.exists(path + suffix) else "wb") as f:
            f.write(data)
            f.truncate()
    return True


# ---- the jail's settings ------------------------------------------------------------------

_PROBE = r"""
import json, os, sys
paths = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
         os.path.dirname(os.path.realpath(sys.executable))]
paths += [p for p in sys.path if p and os.path.isabs(p)]
import nslab, nslab.widgets, ipykernel
paths += list(nslab.__path__) + list(nslab.widgets.__path__) + list(ipykernel.__path__)
out = []
for p in paths:
    for q in (os.path.abspath(p), os.path.realpath(p)):
        if os.path.exists(q) and q not in out:
            out.append(q)
print(json.dumps(out))
"""
_probed = {}
_isolation_works = None


def python_paths(python):
    """The host paths `python` needs to run the kernel (cached per interpreter)."""
    if python not in _probed:
        out = subprocess.run([python, "-I", "-c", _PROBE], capture_output=True, text=True,
                             timeout=120, env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")})
        if out.returncode != 0:
            raise RuntimeError("nslab grading: cannot probe %s: %s" % (python, out.stderr[-2000:]))
        _probed[python] = json.loads(out.stdout.strip().splitlines()[-1])
    return _probed[python]


def isolation_available():
    """True when this process can build the jail (root, unshare, namespaces, mounts): it
    builds one around `true` and sees it run."""
    global _isolation_works
    if _isolation_works is None:
        _isolation_works = False
        if os.geteuid() == 0 and shutil.which("unshare") and shutil.which("true"):
            work = tempfile.mkdtemp(prefix="nslab-probe-")
            try:
                scratch = os.path.join(work, "scratch")
                os.mkdir(scratch)
                os.mkdir(os.path.join(work, "root"))
                entry = pwd.getpwnam("nobody")
                config = {"isolate": True, "root": os.path.join(work, "root"), "ro": [],
                          "rw": [scratch], "hide": [], "cwd": scratch, "uid": entry.pw_uid,
                          "gid": entry.pw_gid, "env": {"PATH": "/usr/bin:/bin"}, "chown": [scratch]}
                path = os.path.join(work, "jail.json")
                with open(path, "w") as f:
                    json.dump(config, f)
                _isolation_works = subprocess.run(
                    jail.wrap([shutil.which("true")], path), capture_output=True,
                    timeout=60).returncode == 0
            except (OSError, KeyError, subprocess.SubprocessError):
                pass
            finally:
                shutil.rmtree(work, ignore_errors=True)
    return _isolation_works


def _hidden_paths(config, db_url):
    """Paths the student's code must never see even if a kept path holds them."""
    coursedir = CourseDirectory(config=config)
    root = os.path.abspath(coursedir.root)
    out = [root, os.path.join(root, coursedir.source_directory),
           os.path.join(root, coursedir.submitted_directory),
           os.path.join(root, coursedir.autograded_directory),
           os.path.join(root, coursedir.feedback_directory)]
    db = _db_path(db_url)
    if db:
        out.append(db)
    source = os.path.join(root, coursedir.source_directory)
    top = _git_toplevel(source)
    if top:
        out += [top, os.path.join(top, ".git")]
    exchange = getattr(getattr(config, "Exchange", None), "root", None)
    if isinstance(exchange, str):
        out.append(exchange)
    return sorted({os.path.abspath(p) for p in out})


def _git_toplevel(path):
    path = os.path.abspath(path)
    while True:
        if os.path.exists(os.path.join(path, ".git")):
            return path
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path = parent


def jail_settings(config, db_url, python, student, log):
    """The jail's settings (shared by the kernel and the sandbox)."""
    settings = NslabGrading(config=config)
    isolate = False
    if settings.isolation != "off":
        isolate = isolation_available()
        if not isolate:
            message = ("nslab grading: no jail (needs root, `unshare` and Linux namespaces): the "
                       "student's code runs in a scratch directory only and can read whatever "
                       "this user can (the sources, other files), though the gradebook is "
                       "guarded")
            if settings.isolation == "required":
                raise RuntimeError(message + "; NslabGrading.isolation is 'required'")
            log.warning(message)
    uid = gid = None
    if isolate:
        entry = pwd.getpwnam(settings.sandbox_user)
        uid, gid = entry.pw_uid, entry.pw_gid
    bindir = os.path.dirname(python)
    env = {"PATH": os.pathsep.join([bindir, "/usr/local/bin", "/usr/bin", "/bin"]),
           "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NSLAB_STUDENT_ID": student,
           "NSLAB_HEADLESS": "1", "NBGRADER_EXECUTION": "autograde", "TMPDIR": "/tmp"}
    return {"isolate": isolate, "uid": uid, "gid": gid, "python": python,
            "ro": python_paths(python) + [os.path.abspath(p) for p in settings.extra_paths],
            "hide": _hidden_paths(config, db_url), "env": env}, settings


# ---- the preprocessors --------------------------------------------------------------------

class NslabPrepare(NbGraderPreprocessor):
    """Before Execute: hidden checks out of new-style test cells; gradebook snapshot."""

    def preprocess(self, nb, resources):
        state = resources.setdefault("nslab", {})
        db = _db_path(resources.get("nbgrader", {}).get("db_url"))
        state["db"] = (db, _snapshot(db))
        hidden = {}
        for cell in nb.cells:
            meta = _meta(cell)
            if cell.cell_type == "code" and meta.get("grade") and not meta.get("solution"):
                visible, block = split_hidden(cell.source)
                if submit_calls(visible):
                    cell.source = visible
                    hidden[meta["grade_id"]] = block
        state["stripped"] = hidden
        return nb, resources


class _JailedKernelManager(AsyncKernelManager):
    """A kernel manager whose kernel starts inside the jail (nslab.grading.jail)."""

    nslab_jail = None            # path of the jail's JSON settings
    nslab_python = None

    def format_kernel_cmd(self, extra_arguments=None):
        cmd = super().format_kernel_cmd(extra_arguments)
        if self.nslab_jail is None:
            return cmd
        return jail.wrap(cmd, self.nslab_jail, self.nslab_python)


class NslabExecute(Execute):
    """nbgrader's Execute, in a scratch directory (and the jail, see the module doc)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("kernel_manager_class", _JailedKernelManager)
        super().__init__(*args, **kwargs)
        self._nslab = None

    def create_kernel_manager(self):
        km = super().create_kernel_manager()
        if self._nslab is not None:
            scratch, config_path, python = self._nslab
            km.transport = "ipc"                 # Unix sockets: the jail has no network
            km.cache_ports = False
            km.ip = os.path.join(scratch, ".kernel")
            km.connection_file = os.path.join(scratch, ".kernel.json")
            km.nslab_jail, km.nslab_python = config_path, python
        return km

    def preprocess(self, nb, resources, km=None):
        student = resources["nbgrader"]["student"]
        folder = resources.get("metadata", {}).get("path") or os.getcwd()
        python = sys.executable
        settings, _ = jail_settings(self.config, resources["nbgrader"].get("db_url"), python,
                                    student, self.log)
        work = tempfile.mkdtemp(prefix="nslab-grade-")
        scratch = os.path.join(work, "scratch")
        os.mkdir(scratch)
        os.mkdir(os.path.join(work, "root"))
        _copy_regular(folder, scratch)
        env = dict(settings["env"])
        env.update({"HOME": scratch, "IPYTHONDIR": os.path.join(scratch, ".ipython"),
                    "NSLAB_CACHE_DIR": os.path.join(scratch, ".nslab-cache"),
                    "MPLCONFIGDIR": os.path.join(scratch, ".config"),
                    "JUPYTER_RUNTIME_DIR": os.path.join(scratch, ".runtime")})
        config = {"isolate": settings["isolate"], "root": os.path.join(work, "root"),
                  "ro": settings["ro"], "rw": [scratch], "hide": settings["hide"],
                  "cwd": scratch, "uid": settings["uid"], "gid": settings["gid"], "env": env,
                  "chown": [], "quiet": True}
        if settings["uid"] is not None:
            os.chown(scratch, settings["uid"], settings["gid"])
            for dirpath, dirnames, filenames in os.walk(scratch):
                for name in dirnames + filenames:
                    os.lchown(os.path.join(dirpath, name), settings["uid"], settings["gid"])
            config["chown"] = [os.path.join(scratch, ".kernel.json")]
        config_path = os.path.join(work, "jail.json")
        with open(config_path, "w") as f:
            json.dump(config, f)
        self._nslab = (scratch, config_path, python)
        resources.setdefault("metadata", {})["path"] = scratch
        state = resources.setdefault("nslab", {})
        state["jail"] = settings
        try:
            nb, resources = super().preprocess(nb, resources, km)
        except (DeadKernelError, CellTimeoutError) as exc:
            # the notebook ended or broke its own kernel (exit(), os._exit, a crash, patched
            # builtins that silence it): what it recorded until then is graded; old-style test
            # cells that did not run get no points
            self.log.warning("nslab grading: the kernel of %s's notebook stopped answering (%s); "
                             "the cells after that point did not run", student,
                             type(exc).__name__)
            _mark_unrun(nb)
        finally:
            self._nslab = None
            resources["metadata"]["path"] = folder
            state["answers"] = _read_answers(os.path.join(scratch, ANSWERS_FILE))
            shutil.rmtree(work, ignore_errors=True)
        return nb, resources


def _mark_unrun(nb):
    """An error output for each test cell the kernel did not reach (it would otherwise
    count as passed: nbgrader gives full points to a test cell without an error)."""
    for cell in nb.cells:
        meta = _meta(cell)
        if cell.cell_type == "code" and meta.get("grade") and not meta.get("solution") and \
                cell.get("execution_count") is None and not cell.get("outputs"):
            message = "This cell did not run: the notebook's kernel stopped before it."
            cell.outputs = [NotebookNode(output_type="error", ename="KernelDied", evalue=message,
                                         traceback=[message])]


def _copy_regular(src, dst):
    """Copy the submission's regular files and folders (no notebooks, no links, no
    answers file) from src into dst."""
    for dirpath, dirnames, filenames in os.walk(src):
        rel = os.path.relpath(dirpath, src)
        target = dst if rel == "." else os.path.join(dst, rel)
        dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))
                       and d not in (".ipynb_checkpoints",)]
        os.makedirs(target, exist_ok=True)
        for name in filenames:
            path = os.path.join(dirpath, name)
            if name.endswith(".ipynb") or name == ANSWERS_FILE or os.path.islink(path) or \
                    not os.path.isfile(path):
                continue
            shutil.copyfile(path, os.path.join(target, name))


def _read_answers(path):
    """The answers file's bytes (a regular file, never through a link), or None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
            return None
        with os.fdopen(fd, "rb") as f:
            fd = None
            return f.read(MAX_BYTES + 1)
    finally:
        if fd is not None:
            os.close(fd)


class NslabVerdicts(NbGraderPreprocessor):
    """After Execute: the trusted checks, verdicts as outputs, the gradebook guard."""

    def preprocess(self, nb, resources):
        state = resources.get("nslab", {})
        grading = resources["nbgrader"]
        try:
            source = self._source_notebook(grading)
            tests = new_style_tests(source)
            if tests:
                results = self._run_trusted(source, tests, grading, state)
                _apply(nb, tests, results)
        finally:
            db, files = state.get("db", (None, None))
            if files is not None and _restore(db, files):
                self.log.error("nslab grading: the gradebook changed while %s's notebook ran; "
                               "it was put back as it was", grading["student"])
                nb.cells.insert(0, NotebookNode(
                    cell_type="markdown", metadata={}, id="nslab-gradebook-note",
                    source="**Grading note:** this notebook changed the gradebook while it "
                           "was graded; the change was undone and reported to the instructor."))
        return nb, resources

    def _source_notebook(self, grading):
        coursedir = CourseDirectory(config=self.config)
        path = coursedir.format_path(coursedir.source_directory, ".", grading["assignment"])
        return read_notebook(os.path.join(path, grading["notebook"] + ".ipynb"), as_version=4)

    def _run_trusted(self, source, tests, grading, state):
        settings = state.get("jail")
        if settings is None:
            settings, _ = jail_settings(self.config, grading.get("db_url"), sys.executable,
                                        grading["student"], self.log)
        options = NslabGrading(config=self.config)
        timeout = options.test_timeout or int(self.config.get("Execute", {}).get("timeout") or 60)
        job = {"lab": grading["assignment"], "student": grading["student"],
               "setup": read_only_cells(source), "jail": settings,
               "function_timeout": options.function_timeout, "test_timeout": timeout,
               "tests": [{k: t[k] for k in ("id", "title", "answers", "hidden")} for t in tests]}
        work = tempfile.mkdtemp(prefix="nslab-trusted-")
        try:
            job_path = os.path.join(work, "job.json")
            answers_path = os.path.join(work, "answers.json")
            result_path = os.path.join(work, "result.json")
            with open(job_path, "w") as f:
                json.dump(job, f)
            if state.get("answers") is not None:
                with open(answers_path, "wb") as f:
                    f.write(state["answers"])
            cwd = os.path.join(work, "run")
            os.mkdir(cwd)
            env = {"PATH": os.pathsep.join([os.path.dirname(sys.executable), "/usr/local/bin",
                                            "/usr/bin", "/bin", "/usr/sbin", "/sbin"]),
                   "LANG": "C.UTF-8", "HOME": cwd, "NSLAB_STUDENT_ID": grading["student"],
                   "NSLAB_HEADLESS": "1", "NSLAB_CACHE_DIR": os.path.join(cwd, ".nslab-cache"),
                   "MPLCONFIGDIR": os.path.join(cwd, ".config"), "TMPDIR": work}
            try:
                done = subprocess.run(
                    [sys.executable, "-I", "-m", "nslab.grading.trusted", job_path, answers_path,
                     result_path], cwd=cwd, env=env, capture_output=True, text=True,
                    timeout=timeout * (len(tests) + 2) + 120)
            except subprocess.TimeoutExpired:
                raise RuntimeError("nslab grading: the hidden checks of %s did not finish"
                                   % grading["student"]) from None
            if done.returncode != 0 or not os.path.exists(result_path):
                raise RuntimeError("nslab grading: the hidden checks failed to run for %s:\n%s"
                                   % (grading["student"], done.stderr[-4000:]))
            with open(result_path) as f:
                return json.load(f)
        finally:
            shutil.rmtree(work, ignore_errors=True)


def _apply(nb, tests, results):
    """Each new-style test cell of `nb`: its visible part, and its verdict as output."""
    by_id = {t["id"]: t for t in tests}
    for cell in nb.cells:
        gid = _meta(cell).get("grade_id")
        if gid not in by_id or cell.cell_type != "code":
            continue
        cell.source = by_id[gid]["visible"]
        verdict = results.get(gid) or {"passed": False, "message": "not graded"}
        if verdict["passed"]:
            cell.outputs = [NotebookNode(output_type="stream", name="stdout",
                                         text=verdict["message"] + "\n")]
        else:
            lines = verdict["message"].splitlines() or ["failed"]
            cell.outputs = [NotebookNode(output_type="error", ename="CheckFailed",
                                         evalue=verdict["message"],
                                         traceback=["CheckFailed: " + lines[0]] + lines[1:])]


# the autograde preprocessors of nbgrader_config.py, nbgrader's defaults around ours
def _preprocessors():
    from nbconvert.preprocessors import ClearMetadataPreprocessor
    from nbgrader.preprocessors import (IgnorePattern, LimitOutput, SaveAutoGrades,
                                        AssignLatePenalties, CheckCellMetadata)
    return [NslabPrepare, NslabExecute, NslabVerdicts, IgnorePattern, ClearMetadataPreprocessor,
            LimitOutput, SaveAutoGrades, AssignLatePenalties, CheckCellMetadata]


PREPROCESSORS = _preprocessors()
