"""Answers as data: what `Params.submit` records, and how the grader reads it back.

An answer is written as tagged JSON, never pickled: numbers, text, lists,
tuples ({"$tuple": [...]}), dicts ({"$dict": [[key, value], ...]}), numpy
arrays ({"$array": ...}), pandas frames and series, plotly figures (their
JSON), a `Run` of nslab.widgets.scenarios (its scenario and values: it is run
again where needed) and functions, by their source and the sources of the
notebook functions, modules and plain values they use.  `decode` reads that
format strictly (only these tags, bounded size and depth) and returns plain
Python, numpy and pandas values; a function comes back as a `FunctionSource`,
which is only text: the grader runs it in a sandbox, never in its own process.

The same checks of form run when the student submits and when the grader
reads the file (`form_errors`): an answer, not a placeholder; finite numbers;
no booleans or numbers in quotes; a function defined with `def` in the
notebook.
"""
import builtins
import inspect
import json
import math
import numbers
import os
import textwrap
import types

import numpy as np

from ..errors import AnswerFormatError, CheckFailed

__all__ = ["ANSWERS_FILE", "record", "encode", "decode", "load_answers", "form_errors",
           "FunctionSource", "AnswerFormatError"]

ANSWERS_FILE = ".nslab-answers.json"
FORMAT = "nslab-answers/1"
MAX_BYTES = 64 << 20             # the whole file
MAX_ITEMS = 2_000_000            # numbers and strings in one file
MAX_DEPTH = 24
MAX_TEXT = 1 << 20               # one string (a function's source, ...)
_PLACEHOLDERS = (None, Ellipsis, NotImplemented)


class FunctionSource:
    """A student's function as text: its source, the sources of the notebook's
    functions it calls, the modules it uses (name -> module) and the plain
    values of the notebook's other globals it reads.  Only a sandbox runs it."""

    def __init__(self, name, source, helpers=(), modules=None, values=None, missing=()):
        self.name, self.source = name, source
        self.helpers = list(helpers)            # [(name, source)]
        self.modules = dict(modules or {})      # global name -> module name
        self.values = dict(values or {})        # global name -> encoded value
        self.missing = list(missing)            # globals that could not be recorded

    def to_json(self):
        return {"name": self.name, "source": self.source,
                "helpers": [[n, s] for n, s in self.helpers],
                "modules": self.modules, "values": self.values, "missing": self.missing}

    def __repr__(self):
        return "<function %s (recorded source)>" % self.name


# ---- encoding (in the student's kernel, and in the sandbox for results) --------------------

class _Unrecordable(Exception):
    pass


def _is_figure(value):
    cls = type(value)
    return cls.__module__.startswith("plotly.") and hasattr(value, "to_plotly_json")


def _is_run(value):
    cls = type(value)
    return cls.__name__ == "Run" and cls.__module__ == "nslab.widgets.scenarios"


def _encode_array(a):
    a = np.asarray(a)
    if a.dtype.kind == "b":
        kind, data = "bool", a.ravel().tolist()
    elif a.dtype.kind in "iu":
        kind, data = "int", [int(x) for x in a.ravel()]
    elif a.dtype.kind == "f":
        kind = "float"
        data = [None if not math.isfinite(x) else float(x) for x in a.ravel().tolist()]
        if any(x is None for x in data):     # NaN and infinities, kept apart
            data = [float(x) if math.isfinite(x) else repr(float(x)) for x in a.ravel().tolist()]
            kind = "float-special"
    elif a.dtype.kind in "US":
        kind, data = "str", [str(x) for x in a.ravel()]
    elif a.dtype.kind == "O":
        return {"$list-array": encode(a.tolist())}
    else:
        raise _Unrecordable("an array of %s" % a.dtype)
    return {"$array": {"kind": kind, "shape": list(a.shape), "data": data}}


def encode(value, _depth=0):
    """`value` as tagged JSON data (raises _Unrecordable for what cannot be recorded)."""
    if _depth > MAX_DEPTH:
        raise _Unrecordable("data nested too deeply")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        x = float(value)
        return x if math.isfinite(x) else {"$float": repr(x)}
    if isinstance(value, tuple):
        return {"$tuple": [encode(v, _depth + 1) for v in value]}
    if isinstance(value, list):
        return [encode(v, _depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        items = [encode(v, _depth + 1) for v in value]
        return {"$set": sorted(items, key=lambda v: json.dumps(v, sort_keys=True))}
    if isinstance(value, dict):
        return {"$dict": [[encode(k, _depth + 1), encode(v, _depth + 1)]
                          for k, v in value.items()]}
    if isinstance(value, np.ndarray):
        return _encode_array(value)
    if isinstance(value, range):
        return [int(v) for v in value]
    if _is_figure(value):
        import plotly.io as pio
        return {"$figure": json.loads(pio.to_json(value, validate=False))}
    if _is_run(value):
        return {"$run": {"scenario": value.scenario.name,
                         "values": encode(dict(value.values), _depth + 1)}}
    mod = type(value).__module__
    if mod == "pandas" or mod.startswith("pandas."):
        import pandas as pd
        if isinstance(value, pd.DataFrame):
            if value.size > 1_000_000:
                raise _Unrecordable("a table of more than a million cells")
            return {"$frame": {"columns": [encode(c, _depth + 1) for c in value.columns],
                               "index": _encode_array(np.asarray(value.index)),
                               "data": [_encode_array(value[c].to_numpy())
                                        for c in value.columns]}}
        if isinstance(value, pd.Series):
            return {"$series": {"name": encode(value.name, _depth + 1),
                                "index": _encode_array(np.asarray(value.index)),
                                "data": _encode_array(value.to_numpy())}}
        if isinstance(value, pd.Index):
            return _encode_array(np.asarray(value))
    if isinstance(value, np.generic):
        return encode(value.item(), _depth)
    raise _Unrecordable("a %s" % type(value).__name__)


def _code_names(code):
    """The global names a code object (and the functions nested in it) reads."""
    import dis
    names = {ins.argval for ins in dis.get_instructions(code)
             if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME", "STORE_GLOBAL", "DELETE_GLOBAL")
             and isinstance(ins.argval, str)}
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _code_names(const)
    return names


def _function_source(func):
    try:
        source = inspect.getsource(func)
    except (OSError, TypeError):
        return None
    return textwrap.dedent(source)


def capture_function(name, func):
    """A FunctionSource of `func` (a function defined with def in the notebook),
    with what it needs from the notebook's globals."""
    if getattr(func, "__name__", "") == "<lambda>":
        raise _Unrecordable("a lambda; define it with def so that its source can be recorded")
    source = _function_source(func)
    if source is None:
        raise _Unrecordable("a function whose source is not available; define it with def "
                            "in a cell of this notebook")
    helpers, modules, values, missing = [], {}, {}, []
    seen = {func.__name__}
    todo = [func]
    while todo:
        f = todo.pop()
        names = _code_names(f.__code__)
        scope = dict(f.__globals__)
        if f.__closure__:
            scope.update({n: c.cell_contents for n, c in zip(f.__code__.co_freevars,
                                                              f.__closure__)
                          if _cell_filled(c)})
            names |= set(f.__code__.co_freevars)
        for default in (f.__defaults__ or ()) + tuple((f.__kwdefaults__ or {}).values()):
            if isinstance(default, types.FunctionType) and default.__module__ == "__main__":
                missing.append("a function given as a default argument")
        for n in sorted(names):
            if n in seen or n not in scope:
                continue
            seen.add(n)
            v = scope[n]
            if isinstance(v, types.ModuleType):
                modules[n] = v.__name__
            elif isinstance(v, types.FunctionType) and v.__module__ in ("__main__", None):
                src = _function_source(v)
                if src is None:
                    missing.append(n)
                    continue
                helpers.append((n, src))
                todo.append(v)
            elif isinstance(v, type) or callable(v) and not _is_figure(v):
                # a library class or function (np.mean, SINGLE_SENDER.run, ...): the
                # sandbox has the notebook's set-up names; others are reported
                if getattr(v, "__module__", "__main__") == "__main__":
                    missing.append(n)
            elif n in vars(builtins):
                continue
            else:
                try:
                    values[n] = encode(v)
                except _Unrecordable:
                    if not _library_object(v):
                        missing.append(n)
    return FunctionSource(func.__name__, source, helpers[::-1], modules, values, missing)


def _library_object(v):
    mod = type(v).__module__ or ""
    return mod.split(".")[0] in ("nslab", "numpy", "pandas", "plotly", "math")


def _cell_filled(cell):
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


# ---- form checks -----------------------------------------------------------------------

def _looks_numeric(text):
    try:
        float(text.strip().replace("_", ""))
    except ValueError:
        return False
    return bool(text.strip())


def _nonfinite(value, depth=0):
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, (bool, np.bool_)):
        return False
    if isinstance(value, numbers.Real):
        return not math.isfinite(float(value))
    if isinstance(value, (list, tuple)):
        return any(_nonfinite(v, depth + 1) for v in value)
    return False


def form_errors(name, value):
    """What is wrong with the form of an answer (a list of messages, empty if none)."""
    if any(value is p for p in _PLACEHOLDERS):
        return ["%s: no answer yet; set %s in your answer cell and run it." % (name, name)]
    if isinstance(value, (bool, np.bool_)):
        return ["%s: expected a number or data, got the boolean %s; the exercise asks for a "
                "value, not a yes/no." % (name, value)]
    if isinstance(value, str):
        if _looks_numeric(value):
            return ["%s: expected a number, got the text %r; remove the quotes."
                    % (name, value[:40])]
        if not value.strip():
            return ["%s: the text is empty." % name]
    if isinstance(value, numbers.Real) and not math.isfinite(float(value)):
        return ["%s: got %s; check for a division by zero or an empty selection."
                % (name, "NaN" if math.isnan(float(value)) else "an infinite value")]
    if isinstance(value, (list, tuple)):
        if not value:
            return ["%s: the %s is empty." % (name, type(value).__name__)]
        if any(any(v is p for p in _PLACEHOLDERS) for v in value):
            return ["%s: some items are still None or ...; fill them in." % name]
        if _nonfinite(value):
            return ["%s: some items are NaN or infinite." % name]
    if isinstance(value, FunctionSource):
        if value.missing:
            return ["%s: the function uses %s, which could not be recorded; define what it "
                    "needs inside the function or in a def of this notebook."
                    % (name, ", ".join(sorted(value.missing)))]
    return []


# ---- recording (the student's kernel) ---------------------------------------------------

def _read_file(path):
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
        doc = json.loads(data)
        if isinstance(doc, dict) and doc.get("format") == FORMAT:
            return doc
    except (OSError, ValueError, RecursionError):
        pass
    return None


def record(params, exercise, answers):
    """Check the form of `answers` ({name: value}) and write them to ANSWERS_FILE
    in the working directory, under (params.lab, exercise)."""
    exercise = str(exercise)
    if not answers:
        raise CheckFailed("Exercise %s: nothing to submit." % exercise)
    waiting = [name for name, value in answers.items() if any(value is p for p in _PLACEHOLDERS)]
    if waiting:
        # not answered yet: say so and let the notebook go on (Run All runs the whole lab);
        # answers recorded earlier for this exercise no longer stand
        _write_exercise(params, exercise, None)
        print("Exercise %s: not answered yet (%s still ...); nothing recorded."
              % (exercise, ", ".join(waiting)))
        return
    problems, encoded = [], {}
    for name, value in answers.items():
        if isinstance(value, (types.FunctionType, types.MethodType)) or \
                (callable(value) and isinstance(value, type(len))):
            try:
                value = capture_function(name, value)
            except _Unrecordable as exc:
                problems.append("%s: %s." % (name, exc))
                continue
        found = form_errors(name, value)
        if found:
            problems += found
            continue
        if isinstance(value, FunctionSource):
            encoded[name] = {"$function": value.to_json()}
            continue
        try:
            encoded[name] = encode(value)
        except _Unrecordable as exc:
            problems.append("%s: %s cannot be recorded as an answer; give a number, a list, "
                            "an array, a table, a figure or a function." % (name, exc))
    if problems:
        _write_exercise(params, exercise, None)
        raise CheckFailed("Exercise %s: answers not recorded.\n%s" % (exercise, "\n".join(problems)))
    _write_exercise(params, exercise, encoded)
    print("Exercise %s: answers recorded (%s); they are checked against your parameters when "
          "your notebook is graded." % (exercise, ", ".join(answers)))


def _write_exercise(params, exercise, encoded):
    """Store `encoded` as the answers to (params.lab, exercise) in ANSWERS_FILE, or remove
    that exercise's answers when `encoded` is None."""
    path = os.path.abspath(ANSWERS_FILE)
    doc = _read_file(path)
    if doc is None or doc.get("student") != params.student:
        if encoded is None:
            return
        doc = {"format": FORMAT, "student": params.student, "labs": {}}
    lab = doc["labs"].setdefault(params.lab, {})
    if encoded is None:
        if lab.pop(exercise, None) is None:
            return
    else:
        lab[exercise] = encoded
    text = json.dumps(doc, allow_nan=False, separators=(",", ":"))
    tmp = "%s.%d.tmp" % (path, os.getpid())
    try:
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise CheckFailed("Exercise %s: the answers could not be written to %s (%s)."
                          % (exercise, path, exc.strerror or exc)) from None


# ---- decoding (the grader) -------------------------------------------------------------

class _Budget:
    def __init__(self):
        self.items = 0

    def take(self, n=1):
        self.items += n
        if self.items > MAX_ITEMS:
            raise AnswerFormatError("too much data")


def _reject_constant(name):
    raise AnswerFormatError("non-standard JSON constant %s" % name)


def _plain_json(value, budget, depth=0):
    """Check that `value` is plain JSON data (for figures); returns it."""
    if depth > 64:
        raise AnswerFormatError("figure nested too deeply")
    budget.take()
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        if len(value) > MAX_TEXT * 32:
            raise AnswerFormatError("text too long")
        return value
    if isinstance(value, list):
        for v in value:
            _plain_json(v, budget, depth + 1)
        return value
    if isinstance(value, dict):
        for k, v in value.items():
            _plain_json(v, budget, depth + 1)
        return value
    raise AnswerFormatError("not JSON")


def _text(value, what="text"):
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise AnswerFormatError("bad %s" % what)
    return value


def _decode_array(spec, budget):
    if not isinstance(spec, dict) or set(spec) != {"kind", "shape", "data"}:
        raise AnswerFormatError("bad array")
    kind, shape, data = spec["kind"], spec["shape"], spec["data"]
    if not isinstance(shape, list) or len(shape) > 8 or \
            not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n for n in shape):
        raise AnswerFormatError("bad array shape")
    if not isinstance(data, list) or len(data) != int(np.prod(shape, dtype=np.int64)):
        raise AnswerFormatError("array size does not match its shape")
    budget.take(len(data))
    if kind == "bool":
        if not all(isinstance(x, bool) for x in data):
            raise AnswerFormatError("bad bool array")
        out = np.array(data, dtype=bool)
    elif kind == "int":
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in data):
            raise AnswerFormatError("bad int array")
        try:
            out = np.array(data, dtype=np.int64)
        except OverflowError:
            raise AnswerFormatError("int array out of range") from None
    elif kind in ("float", "float-special"):
        vals = []
        for x in data:
            if isinstance(x, (int, float)) and not isinstance(x, bool):
                vals.append(float(x))
            elif kind == "float-special" and x in ("nan", "inf", "-inf"):
                vals.append(float(x))
            else:
                raise AnswerFormatError("bad float array")
        out = np.array(vals, dtype=float)
    elif kind == "str":
        out = np.array([_text(x) for x in data], dtype=str)
    else:
        raise AnswerFormatError("bad array kind")
    return out.reshape(shape)


def _decode_array_value(value, budget, depth):
    out = _decode(value, budget, depth + 1)
    if not isinstance(out, np.ndarray):
        raise AnswerFormatError("expected an array")
    return out


def _decode(value, budget, depth=0):
    if depth > MAX_DEPTH:
        raise AnswerFormatError("data nested too deeply")
    budget.take()
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        return _text(value)
    if isinstance(value, list):
        return [_decode(v, budget, depth + 1) for v in value]
    if not isinstance(value, dict) or len(value) != 1:
        raise AnswerFormatError("untagged object")
    (tag, body), = value.items()
    if tag == "$tuple":
        if not isinstance(body, list):
            raise AnswerFormatError("bad tuple")
        return tuple(_decode(v, budget, depth + 1) for v in body)
    if tag == "$set":
        if not isinstance(body, list):
            raise AnswerFormatError("bad set")
        items = [_decode(v, budget, depth + 1) for v in body]
        try:
            return set(items)
        except TypeError:
            raise AnswerFormatError("unhashable set item") from None
    if tag == "$float":
        if body not in ("nan", "inf", "-inf"):
            raise AnswerFormatError("bad float")
        return float(body)
    if tag == "$dict":
        if not isinstance(body, list):
            raise AnswerFormatError("bad dict")
        out = {}
        for pair in body:
            if not isinstance(pair, list) or len(pair) != 2:
                raise AnswerFormatError("bad dict item")
            k = _decode(pair[0], budget, depth + 1)
            try:
                out[k] = _decode(pair[1], budget, depth + 1)
            except TypeError:
                raise AnswerFormatError("unhashable dict key") from None
        return out
    if tag == "$array":
        return _decode_array(body, budget)
    if tag == "$list-array":
        return np.array(_decode(body, budget, depth + 1), dtype=object)
    if tag == "$frame":
        import pandas as pd
        if not isinstance(body, dict) or set(body) != {"columns", "index", "data"}:
            raise AnswerFormatError("bad table")
        columns = _decode(body["columns"], budget, depth + 1)
        if not isinstance(columns, list) or not isinstance(body["data"], list) or \
                len(columns) != len(body["data"]):
            raise AnswerFormatError("bad table columns")
        index = _decode_array_value(body["index"], budget, depth)
        data = [_decode_array_value(c, budget, depth) for c in body["data"]]
        if any(c.ndim != 1 or len(c) != len(index) for c in data) or index.ndim != 1:
            raise AnswerFormatError("bad table shape")
        try:
            frame = pd.DataFrame(dict(enumerate(data)), index=index)
            frame.columns = columns
        except (TypeError, ValueError):
            raise AnswerFormatError("bad table") from None
        return frame
    if tag == "$series":
        import pandas as pd
        if not isinstance(body, dict) or set(body) != {"name", "index", "data"}:
            raise AnswerFormatError("bad series")
        index = _decode_array_value(body["index"], budget, depth)
        data = _decode_array_value(body["data"], budget, depth)
        if data.ndim != 1 or index.shape != data.shape:
            raise AnswerFormatError("bad series shape")
        return pd.Series(data, index=index, name=_decode(body["name"], budget, depth + 1))
    if tag == "$figure":
        if not isinstance(body, dict):
            raise AnswerFormatError("bad figure")
        return _plain_json(body, budget)
    if tag == "$run":
        if not isinstance(body, dict) or set(body) != {"scenario", "values"}:
            raise AnswerFormatError("bad run")
        return _RunSpec(_text(body["scenario"]), _decode(body["values"], budget, depth + 1))
    if tag == "$function":
        return _decode_function(body, budget)
    raise AnswerFormatError("unknown tag %r" % tag[:20])


class _RunSpec:
    """A recorded Run: its scenario's name and values (run again on use)."""

    def __init__(self, scenario, values):
        if not isinstance(values, dict):
            raise AnswerFormatError("bad run values")
        self.scenario, self.values = scenario, values

    def run(self):
        from ..widgets.scenarios import SCENARIOS
        if self.scenario not in SCENARIOS:
            raise ValueError("unknown scenario %r" % self.scenario)
        return SCENARIOS[self.scenario].run(**self.values)


def _decode_function(body, budget):
    if not isinstance(body, dict) or \
            set(body) != {"name", "source", "helpers", "modules", "values", "missing"}:
        raise AnswerFormatError("bad function")
    name, source = _text(body["name"], "name"), _text(body["source"], "source")
    if not name.isidentifier():
        raise AnswerFormatError("bad function name")
    helpers = []
    if not isinstance(body["helpers"], list):
        raise AnswerFormatError("bad helpers")
    for pair in body["helpers"]:
        if not isinstance(pair, list) or len(pair) != 2:
            raise AnswerFormatError("bad helper")
        helpers.append((_text(pair[0], "name"), _text(pair[1], "source")))
    modules = body["modules"]
    if not isinstance(modules, dict) or \
            not all(isinstance(v, str) and len(v) < 200 for v in modules.values()):
        raise AnswerFormatError("bad modules")
    values = body["values"]
    if not isinstance(values, dict):
        raise AnswerFormatError("bad values")
    for v in values.values():          # validate now, decode in the sandbox
        _decode(v, budget, 1)
    missing = body["missing"]
    if not isinstance(missing, list) or not all(isinstance(m, str) for m in missing):
        raise AnswerFormatError("bad missing")
    budget.take(len(source) // 64 + 1)
    return FunctionSource(name, source, helpers, modules, values, missing)


def decode(data, budget=None):
    """Tagged JSON data -> Python values (strict; AnswerFormatError otherwise)."""
    return _decode(data, budget or _Budget())


def loads(text):
    """Parse JSON text strictly (no NaN/Infinity constants, bounded size)."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise AnswerFormatError("too large")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise AnswerFormatError("not UTF-8") from None
    if len(text) > MAX_BYTES:
        raise AnswerFormatError("too large")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise AnswerFormatError("nested too deeply") from None
    except ValueError as exc:
        if isinstance(exc, AnswerFormatError):
            raise
        raise AnswerFormatError("not JSON") from None


def load_answers(raw, lab):
    """{exercise: {name: value}} for `lab` from the bytes of an answers file
    (AnswerFormatError if the file is not in the format)."""
    doc = loads(raw)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or \
            not isinstance(doc.get("labs"), dict):
        raise AnswerFormatError("not an nslab answers file")
    exercises = doc["labs"].get(lab, {})
    if not isinstance(exercises, dict):
        raise AnswerFormatError("bad lab entry")
    budget = _Budget()
    out = {}
    for key, answers in exercises.items():
        if not isinstance(answers, dict):
            raise AnswerFormatError("bad exercise entry")
        out[key] = {}
        for name, value in answers.items():
            if not name.isidentifier():
                raise AnswerFormatError("bad answer name")
            out[key][name] = _decode(value, budget)
    return out


def _student_of(raw):
    doc = loads(raw)
    return doc.get("student") if isinstance(doc, dict) else None

