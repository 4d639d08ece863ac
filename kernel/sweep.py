"""Run a scenario over a grid of parameters, in parallel, with a resumable cache.

    >>> from nslab.sweep import Script, sweep
    >>> basic2 = Script("basic2.tcl", "{delayB} 0.002 8.0 3000 20 Reno 0")
    >>> table = sweep(basic2, grid={"delayB": range(0, 401)})
    >>> table[["delayB", "recv0", "recv1", "wall_time", "error"]]

A scenario is a Python function, called as f(**point) and returning a dict (or
a pandas Series, or one value, put in a column `result`), or a `Script`: an
ns-2 script and an argv template whose {name} fields are filled from the
point; its printed key=value lines become the result columns (numbers
converted).  The table has one row per point, in grid order: the parameters,
the results, `wall_time` (seconds the point took) and `error` (missing -- None
or NaN -- when the point succeeded, else why it failed; the other points still
run).

Each finished point is stored at once in a cache (see `cache_dir`) keyed by
the scenario (for a script its text, the files it sources and the template;
for a function its code and the code and values of the globals, closures and
helper functions it uses), the point and the kernel version: an interrupted
sweep resumes where it stopped, and re-running a lab cell returns at once.
Failed points are not cached; a scenario that depends on something the cache
cannot fingerprint (a value it cannot read, a `source` of a file named by a
variable) is not cached at all;
a damaged entry is recomputed and a cache that fails is given up, each with a
CacheWarning (see nslab._sweep_cache).

A function scenario can run a script itself and analyse its trace:

    >>> from nslab import analysis, trace
    >>> from nslab.otcl import Runner
    >>> def teeth(delayB):
    ...     r = Runner("basic2.tcl", [str(delayB), "0", "0.8", "300", "20", "Reno", "1"],
    ...                capture=True)
    ...     r.run_file("basic2.tcl")       # (each point runs in its own temporary folder)
    ...     t = analysis.teeth(trace.from_kernel(r.sim))["teeth"]
    ...     return {"teeth0": t[0], "teeth1": t[1]}

Backends: local worker processes by default (one per core); or Dask, with
`client=` a distributed.Client or `scheduler=` its address.  Scripts run
in-process in local workers and as `python -m nslab run` subprocesses on Dask
workers; the results are the same.  A progress bar with an ETA is shown
(notebook-aware) unless progress=False.
"""
import hashlib
import inspect
import itertools
import os
import re
import shlex
import string
import sys
import time
import warnings

from ._sweep_cache import Cache, kernel_version, point_key
from .errors import CacheWarning, SweepError
from ._sweep_run import run_point

__all__ = ["Script", "sweep", "parse_grid", "grid_points", "kernel_version", "SweepError",
           "CacheWarning"]


class _Unkeyable(Exception):
    """A scenario depends on something whose content cannot be fingerprinted."""


# a Tcl `source` in command position: at the start of a line (after blanks), after `;`,
# or first inside [...] or {...}; its arguments run to the end of the command
_SOURCE = re.compile(r"(?:^|[;\[{])[ \t]*source[ \t]+([^;\n]*)", re.M)
_SCRIPT_DIR = re.compile(r"\[\s*file\s+dirname\s+\[\s*info\s+script\s*\]\s*\]")
_FILE_JOIN = re.compile(r"\[\s*file\s+join\s+(.*)\]", re.S)
_HERE = "\0script-dir\0"


def _tcl_word(text):
    """The first Tcl word of `text`, as written (brackets kept), or ''."""
    text = text.lstrip()
    if text[:1] in ('"', "{"):
        end = text.find('"' if text[0] == '"' else "}", 1)
        return text[:end + 1] if end > 0 else text
    depth, i = 0, 0
    while i < len(text):
        c = text[i]
        if c == "[":
            depth += 1
        elif c == "]":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and (c.isspace() or c == "}"):
            break
        i += 1
    return text[:i]


def _unquote(word):
    if len(word) >= 2 and (word[0], word[-1]) in (('"', '"'), ("{", "}")):
        return word[1:-1]
    return word


def _source_path(word, here):
    """The file a `source WORD` reads, with `here` the folder of the file that
    holds it ([info script] there); None when the word needs Tcl to evaluate it."""
    word = _SCRIPT_DIR.sub(_HERE, _unquote(word.strip()))
    joined = _FILE_JOIN.fullmatch(word)
    parts = [_unquote(part) for part in joined.group(1).split()] if joined else [word]
    if not parts or any("$" in part or "[" in part or "\\" in part for part in parts):
        return None
    path = os.path.join(*parts).replace(_HERE, here)
    # (a relative name is taken from the sourcing file's folder; Tcl takes it from the
    # working directory, which in a sweep is an empty temporary folder, so such a run
    # fails and caches nothing: the key only has to be right for runs that succeed)
    return os.path.normpath(os.path.join(here, os.path.expanduser(path)))


def _sourced_files(text, here, seen, where):
    """[(name as written, sha256 of its content)] for the files a script sources,
    and those they source in turn; _Unkeyable when one cannot be followed."""
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            continue
        for match in _SOURCE.finditer(line):
            args = match.group(1)
            word = _tcl_word(args)
            if word == "-encoding":                 # source -encoding NAME FILE
                rest = args.lstrip()[len(word):].lstrip()
                rest = rest[len(_tcl_word(rest)):]
                word = _tcl_word(rest)
            path = _source_path(word, here) if word else None
            if path is None:
                raise _Unkeyable("%s sources %r, a file the cache cannot name before the run"
                                 % (where, word or args.strip()))
            if path in seen:
                continue
            seen.add(path)
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError:     # not there: the run fails, and failed points are not cached
                out.append([word, None])
                continue
            out.append([word, hashlib.sha256(data).hexdigest()])
            out += _sourced_files(data.decode(errors="replace"), os.path.dirname(path), seen,
                                  path)
    return out


class Script:
    """An ns-2 script as a sweep scenario: its path and an argv template.

    args: a string split like a shell line ("{delayB} 0.002 8.0 3000"), or a
    list of tokens; each token is filled with str.format(**point)."""

    def __init__(self, path, args=""):
        path = os.fspath(path)
        if not os.path.isfile(path):
            raise SweepError("script: no such file: %s" % path)
        with open(path) as f:
            self.text = f.read()
        self.path = os.path.abspath(path)
        try:
            self.template = shlex.split(args) if isinstance(args, str) else [str(a) for a in args]
        except ValueError as e:
            raise SweepError("args: cannot split %r: %s" % (args, e)) from None
        self.fields = set()
        for token in self.template:
            try:
                parsed = list(string.Formatter().parse(token))
            except ValueError as e:
                raise SweepError("args: bad template token %r: %s" % (token, e)) from None
            self.fields |= {name for _, name, _, _ in parsed if name}

    def _current_text(self):
        """The script as it is now (it may have been edited since Script() read it);
        the text read then if the file is gone."""
        try:
            with open(self.path) as f:
                self.text = f.read()
        except OSError:
            pass
        return self.text

    def key(self):
        """What a point's result depends on: the script's text, the files it sources
        (recursively) and the template.  _Unkeyable when a `source` names its file
        with a variable or a command the cache cannot follow."""
        text = self._current_text()
        key = ["script", hashlib.sha256(text.encode()).hexdigest(), self.template]
        sourced = _sourced_files(text, os.path.dirname(self.path), {self.path}, self.path)
        return key + [sourced] if sourced else key

    __nslab_cache_key__ = key

    def spec(self):
        return {"path": self.path, "text": self._current_text(), "template": self.template}

    def __repr__(self):
        return "Script(%r, %r)" % (self.path, " ".join(self.template))


# ---- the grid ---------------------------------------------------------------------------------

def _number(text, what, spec):
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise SweepError("--grid %s: %s %r is not a number" % (spec, what, text)) from None


def _decimals(text):
    text = text.lower()
    if "e" in text:
        return 12
    return len(text.split(".")[1]) if "." in text else 0


def parse_grid(spec):
    """'NAME=START:STOP:STEP' (STOP included), 'NAME=V1,V2,...' or 'NAME=V' ->
    (name, [values]).  Numbers become int when they are whole, else float;
    other list items stay strings (e.g. flavor=Reno,Sack1)."""
    name, sep, values = spec.partition("=")
    name = name.strip()
    if not sep or not name:
        raise SweepError("--grid %r: expected NAME=START:STOP:STEP or NAME=V1,V2,..." % spec)
    if not name.isidentifier():
        raise SweepError("--grid %s: %r is not a parameter name" % (spec, name))
    if ":" in values:
        parts = values.split(":")
        if len(parts) != 3:
            raise SweepError("--grid %s: a range is START:STOP:STEP, got %r" % (spec, values))
        start, stop, step = (_number(p.strip(), w, spec) for p, w in
                             zip(parts, ("START", "STOP", "STEP")))
        if step == 0 or (stop - start) * step < 0:
            raise SweepError("--grid %s: STEP %r cannot go from %r to %r"
                             % (spec, step, start, stop))
        count = int((stop - start) / step + 1e-9) + 1
        if count > 1_000_000:
            raise SweepError("--grid %s: %d points is too many" % (spec, count))
        if all(isinstance(v, int) for v in (start, stop, step)):
            return name, [start + i * step for i in range(count)]
        digits = max(_decimals(p.strip()) for p in parts)
        return name, [round(start + i * step, digits) for i in range(count)]
    items = [v.strip() for v in values.split(",")]
    if not values.strip() or any(not v for v in items):
        raise SweepError("--grid %s: empty value" % spec)
    out = []
    for v in items:
        try:
            out.append(_number(v, "value", spec))
        except SweepError:
            out.append(v)
    return name, out


def grid_points(grid):
    """The Cartesian product of {name: values} as a list of dicts (the last name
    varies fastest)."""
    names = list(grid)
    values = []
    for name in names:
        v = grid[name]
        v = [v] if isinstance(v, (str, bytes, int, float)) else list(v)
        if not v:
            raise SweepError("grid: parameter %r has no values" % name)
        values.append([_plain(x) for x in v])
    return [dict(zip(names, combo)) for combo in itertools.product(*values)]


def _plain(value):
    return value.item() if hasattr(value, "item") else value


# ---- the scenario -----------------------------------------------------------------------------

_DATA = (type(None), bool, int, float, complex, str, bytes)


def _fingerprint(value, h, seen, where):
    """Feed into hash `h` everything a result may depend on in `value`: for a
    function its code, and the globals, closures and defaults it uses, down
    through the functions it calls; for data its content.  _Unkeyable when a
    value's content cannot be read (an arbitrary object)."""
    import types
    h.update(type(value).__qualname__.encode())
    if isinstance(value, _DATA):
        h.update(repr(value).encode())
    elif isinstance(value, (tuple, list, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        h.update(b"%d" % len(items))
        for item in items:
            _fingerprint(item, h, seen, where)
    elif isinstance(value, dict):
        for k in sorted(value, key=repr):
            _fingerprint(k, h, seen, where)
            _fingerprint(value[k], h, seen, where)
    elif isinstance(value, types.ModuleType):
        h.update(value.__name__.encode())       # nslab's own modules: see kernel_version()
    elif isinstance(value, (types.FunctionType, types.MethodType)):
        fn = getattr(value, "__func__", value)
        if id(fn) in seen:
            return
        seen.add(id(fn))
        h.update(("%s.%s" % (fn.__module__, fn.__qualname__)).encode())
        if not _is_library(fn):         # library code: kernel_version(); its closures count
            _code(fn.__code__, fn.__globals__, h, seen, "%s()" % fn.__qualname__)
        _fingerprint(fn.__defaults__, h, seen, where)
        _fingerprint(fn.__kwdefaults__, h, seen, where)
        for cell in fn.__closure__ or ():
            try:
                _fingerprint(cell.cell_contents, h, seen, "%s()" % fn.__qualname__)
            except ValueError:              # an empty cell
                h.update(b"<empty>")
        if isinstance(value, types.MethodType):
            _fingerprint(value.__self__, h, seen, where)
    elif isinstance(value, type) or isinstance(value, (types.BuiltinFunctionType,)):
        h.update(("%s.%s" % (getattr(value, "__module__", ""), value.__qualname__)).encode())
        if isinstance(value, type) and not _is_library(value):
            try:
                h.update(inspect.getsource(value).encode())
            except (OSError, TypeError):
                raise _Unkeyable("%s: class %s (its source is not available)"
                                 % (where, value.__qualname__)) from None
    elif hasattr(value, "dtype") and hasattr(value, "tobytes"):        # numpy
        h.update(str((value.dtype, getattr(value, "shape", ()))).encode())
        h.update(value.tobytes())
    elif type(value).__module__.startswith("pandas"):
        import pandas as pd
        h.update(pd.util.hash_pandas_object(value, index=True).values.tobytes()
                 if hasattr(value, "index") else repr(value).encode())
    elif hasattr(type(value), "__nslab_cache_key__"):       # Script, the labs' scenarios
        _fingerprint(value.__nslab_cache_key__(), h, seen, where)
    else:
        raise _Unkeyable("%s uses %r (a %s), whose content the cache cannot read"
                         % (where, value, type(value).__qualname__))


def _is_library(obj):
    """nslab's own code (kernel_version() covers it) and installed packages."""
    module = getattr(obj, "__module__", "") or ""
    if module == "nslab" or module.startswith("nslab."):
        return True
    if module == "__main__":                # a script's or a notebook's own code
        return False
    mod = sys.modules.get(module)
    path = getattr(mod, "__file__", None) or ""
    return "site-packages" in path or "dist-packages" in path or module in sys.builtin_module_names


def _code(code, globals_, h, seen, where):
    """A code object and, through its names, the globals it reads."""
    import types
    h.update(code.co_code)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _code(const, globals_, h, seen, where)
        else:
            _fingerprint(const, h, seen, where)
    for name in code.co_names:
        h.update(name.encode())
        if name in globals_:
            _fingerprint(globals_[name], h, seen, "%s (global %r)" % (where, name))


def _function_key(fn):
    """The cache key of a function scenario, or None (with the reason) when it
    uses a value the cache cannot fingerprint: then nothing is cached."""
    h = hashlib.sha256()
    try:
        _fingerprint(fn, h, set(), getattr(fn, "__qualname__", repr(fn)))
    except _Unkeyable as e:
        return None, str(e)
    return ["function", getattr(fn, "__module__", ""), getattr(fn, "__qualname__", repr(fn)),
            h.hexdigest()], None


def _keyable_value(value):
    """Does a parameter's text in the key (JSON, else str()) name its content?"""
    if isinstance(value, (list, tuple)):
        return all(_keyable_value(v) for v in value)
    return isinstance(value, _DATA) or (type(value).__module__ == "numpy"
                                        and getattr(value, "shape", None) == ())


def _unkeyable_point(points):
    """Why a point's parameters cannot key the cache (an object stands in a key only
    as its str(), which need not tell its content), or None."""
    for point in points:
        for name, value in point.items():
            if not _keyable_value(value):
                return "parameter %s=%r is a %s, whose content the cache cannot read" % (
                    name, value, type(value).__qualname__)
    return None


def _describe(scenario, points):
    if isinstance(scenario, Script):
        missing = scenario.fields - set(points[0])
        if missing:
            raise SweepError("args: template field(s) %s not in the grid (grid has: %s)"
                             % (", ".join(sorted(missing)), ", ".join(points[0]) or "nothing"))
        unused = set(points[0]) - scenario.fields
        if unused:
            raise SweepError("grid: parameter(s) %s not used by the args template %r"
                             % (", ".join(sorted(unused)), " ".join(scenario.template)))
        try:
            key = scenario.key()
        except _Unkeyable as e:
            key = None
            warnings.warn("nslab sweep: results are not cached: %s" % e, CacheWarning,
                          stacklevel=3)
        return "script", scenario.spec(), key
    if callable(scenario):
        key, why = _function_key(scenario)
        if key is None:
            warnings.warn("nslab sweep: results are not cached: %s" % why, CacheWarning,
                          stacklevel=3)
        return "function", scenario, key
    raise SweepError("scenario: expected a function or nslab.sweep.Script, got %r" % (scenario,))


# ---- running ------------------------------------------------------------------------------------

def _progress(total, initial, enabled):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, initial=initial, unit="run", desc="sweep", smoothing=0.1)


def _run_dask(tasks, client, scheduler, on_done):
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise SweepError("scheduler: the Dask backend needs dask.distributed "
                         "(pip install 'nslab[sweep]')") from None
    own = client is None
    if own:
        try:
            client = Client(scheduler, timeout="20s")
        except (OSError, ValueError) as e:
            raise SweepError("scheduler: cannot connect to %r: %s" % (scheduler, e)) from None
    futures = {}
    try:
        for index, task in tasks:
            task = dict(task, mode="subprocess")
            futures[client.submit(run_point, task, pure=False)] = index
        for future in as_completed(futures):
            try:
                outcome = future.result()
            except Exception as e:          # the worker died (KilledWorker) and so on
                outcome = {"results": {}, "wall_time": float("nan"),
                           "error": "%s: %s" % (type(e).__name__, e)}
            on_done(futures[future], outcome)
    except BaseException:
        client.cancel(list(futures))        # interrupted: stop what is still queued
        raise
    finally:
        if own:
            client.close()


def sweep(scenario, grid=None, points=None, *, workers=None, client=None, scheduler=None,
          cache=True, cache_dir=None, progress=True, timeout=None, out=None):
    """Run `scenario` at every point; returns a pandas DataFrame (see the module doc).

    grid: {name: values} (Cartesian product), or points: a list of dicts.
    workers: local processes (default: all cores).  client / scheduler: run on
    Dask instead.  cache: False to neither read nor write the cache;
    cache_dir: its folder (default $NSLAB_CACHE_DIR or ~/.cache/nslab).
    timeout: seconds one point may run (local backend).  out: also write the
    table to this .csv or .parquet file."""
    import pandas as pd
    if (grid is None) == (points is None):
        raise SweepError("sweep: give exactly one of grid= and points=")
    points = grid_points(grid) if grid is not None else [dict(p) for p in points]
    if not points:
        raise SweepError("points: no points to run")
    for p in points:
        if set(p) != set(points[0]):
            raise SweepError("points: every point needs the same parameters; %r differs from %r"
                             % (sorted(p), sorted(points[0])))
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        raise SweepError("workers: must be a positive integer, got %r" % (workers,))
    if out is not None and not str(out).endswith((".csv", ".parquet")):
        raise SweepError("out: the file name must end in .csv or .parquet, got %r" % (out,))
    kind, spec, scenario_key = _describe(scenario, points)
    if cache and scenario_key is not None:
        why = _unkeyable_point(points)
        if why:
            warnings.warn("nslab sweep: results are not cached: %s" % why, CacheWarning,
                          stacklevel=2)
            scenario_key = None
    store = Cache(cache_dir) if cache and scenario_key is not None else None
    if store is not None and not store.usable:
        store = None
    keys = [point_key(scenario_key, p) for p in points] if store is not None else [None] * len(points)
    outcomes = store.get_many(keys) if store else {}
    done = [outcomes.get(k) for k in keys]
    todo = [(i, {"kind": kind, "scenario": spec, "params": points[i], "mode": "inprocess"})
            for i in range(len(points)) if done[i] is None]
    bar = _progress(len(points), len(points) - len(todo), progress and bool(todo))
    failed = [0]

    def on_done(index, outcome):
        done[index] = outcome
        if store is not None and outcome["error"] is None:
            store.put(keys[index], scenario_key, points[index], outcome)
        failed[0] += outcome["error"] is not None
        if bar is not None:
            bar.update(1)
            if failed[0]:
                bar.set_postfix(failed=failed[0])

    t0 = time.perf_counter()
    try:
        if todo and (client is not None or scheduler is not None):
            _run_dask(todo, client, scheduler, on_done)
        elif todo:
            from ._sweep_pool import run_local
            run_local(todo, workers or os.cpu_count() or 1, on_done, timeout)
    finally:
        if bar is not None:
            bar.close()
        if store is not None:
            store.close()
    table = _table(points, done, pd)
    table.attrs["wall_time"] = time.perf_counter() - t0
    table.attrs["cached"] = len(points) - len(todo)
    if out is not None:
        write(table, out)
    return table


def _table(points, outcomes, pd):
    names = list(points[0])
    rows, result_cols = [], []
    for p, o in zip(points, outcomes):
        o = o or {"results": {}, "wall_time": float("nan"), "error": "not run"}
        for k in o["results"]:
            if k not in result_cols and k not in names:
                result_cols.append(k)
        row = dict(p)
        row.update({k: v for k, v in o["results"].items() if k not in names})
        row["wall_time"], row["error"] = o["wall_time"], o["error"]
        rows.append(row)
    return pd.DataFrame(rows, columns=names + result_cols + ["wall_time", "error"])


def write(table, path):
    """Write a sweep table to .csv or .parquet (pyarrow needed for parquet)."""
    path = str(path)
    if path.endswith(".parquet"):
        try:
            table.to_parquet(path, index=False)
        except ImportError:
            raise SweepError("out: writing parquet needs pyarrow (pip install pyarrow)") from None
    elif path.endswith(".csv"):
        table.to_csv(path, index=False)
    else:
        raise SweepError("out: the file name must end in .csv or .parquet, got %r" % path)
