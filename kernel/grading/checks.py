"""The graded checks: compare an answer with the expected value and say what is wrong
without ever saying what is right (no expected value in any message: it would be an
answer to copy).  Each message names what was checked, the unit, the direction
(too high, too low, too many, too few, wrong sign, wrong length) and a hint."""
import math

import numpy as np

from ..errors import CheckFailed

def _passed(name):
    """The short confirmation of a passing check."""
    print("\u2713 %s: correct" % name)


def _direction(value, expected, many=False):
    if value > expected:
        return "too many" if many else "too high"
    return "too few" if many else "too low"


# ---- checks -----------------------------------------------------------------------------------

def _where(context):
    return " (%s)" % context if context else ""


def _hint(value, hints):
    for condition, message in hints or ():
        try:
            if condition(value):
                return " Hint: " + message
        except Exception:                   # a hint that does not apply to this value
            continue
    return ""


def check_answered(name, value):
    """`value` must be an answer, not a placeholder (None, ..., NotImplemented)."""
    if _placeholder(value):
        raise CheckFailed("%s: no answer yet; set %s in the cell above." % (name, name))


NOT_ANSWERED = "not answered yet (replace the ... above)"


def show(*values):
    """Print `values` as print() does, an unanswered placeholder (None, ...,
    NotImplemented) as "not answered yet": an answer cell ends with show(answer)
    so that a blank notebook says what is missing instead of printing Ellipsis
    (one line when nothing is answered yet)."""
    if values and all(_placeholder(v) for v in values):
        print(NOT_ANSWERED)
    else:
        print(*("(not answered yet)" if _placeholder(v) else v for v in values))


def display_placeholders_in_words():
    """In IPython, an answer cell ending in a still unanswered `fig12` (an Ellipsis)
    displays NOT_ANSWERED instead of Python's bare "Ellipsis"; elsewhere nothing."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is not None and hasattr(shell, "display_formatter"):
        # Ellipsis is one of IPython's singletons, printed by identity before any type
        printers = shell.display_formatter.formatters["text/plain"].singleton_printers
        printers[id(Ellipsis)] = lambda value, printer, cycle: printer.text(NOT_ANSWERED)


def _placeholder(value):
    return value is None or value is Ellipsis or value is NotImplemented


def require(namespace, *names):
    """Each of `names` must be defined in `namespace` (pass globals()) and hold an
    answer: a test cell starts with this, so a missing answer fails at once with
    a clear message instead of after the expected values have been computed."""
    for name in names:
        if name not in namespace:
            raise CheckFailed("%s is not defined: write your answer in the exercise cell above "
                              "and run it (and the cells before it)." % name)
        check_answered(name, namespace[name])


def _number(name, value):
    check_answered(name, value)
    if isinstance(value, (bool, np.bool_)):
        raise CheckFailed("%s: expected a number, got the boolean %r." % (name, value))
    if isinstance(value, (str, bytes)):
        raise CheckFailed("%s: expected a number, got the text %r; remove the quotes."
                          % (name, value))
    if isinstance(value, np.ndarray) and value.size == 1:
        value = value.reshape(-1)[0]
    try:
        x = float(value)
    except (TypeError, ValueError, OverflowError):
        raise CheckFailed("%s: expected a number, got %s." % (name, _kind_of(value))) from None
    if math.isnan(x):
        raise CheckFailed("%s: got NaN; check for a division by zero or an empty selection."
                          % name)
    if math.isinf(x):
        raise CheckFailed("%s: got an infinite value; check for a division by zero." % name)
    return x


def _kind_of(value):
    """A short description of a value's type, for messages (never its whole repr)."""
    if isinstance(value, (list, tuple)):
        return "a %s of %d items" % (type(value).__name__, len(value))
    if isinstance(value, np.ndarray):
        return "an array of shape %s" % (value.shape,)
    if isinstance(value, (str, bytes)):
        return "the text %r" % (value[:40],)
    return "a %s" % type(value).__name__


def check_number(name, value, expected, rel=0.01, abs=0.0, unit="", context="", hints=()):
    """`value` must be within max(rel·|expected|, abs) of `expected`.

    context: the parameters the expectation is for; hints: (condition(value),
    message) pairs, the first whose condition holds is added to the message."""
    x = _number(name, value)
    expected = float(expected)
    tol = max(rel * math.fabs(expected), abs)
    if not math.fabs(x - expected) <= tol:
        u = " " + unit if unit else ""
        if x * expected < 0:
            what = "has the wrong sign"
        else:
            what = "is " + _direction(x, expected)
        raise CheckFailed("%s: %.6g%s %s%s.%s" % (
            name, x, u, what, _where(context), _hint(x, hints)))
    _passed(name)


def check_int(name, value, expected, context="", hints=()):
    """`value` must be the integer `expected`."""
    x = _number(name, value)
    if x != int(x):
        raise CheckFailed("%s: expected a whole number (a count), got %r." % (name, value))
    if int(x) != int(expected):
        raise CheckFailed("%s: %d is %s%s.%s" % (name, int(x), _direction(x, int(expected), True),
                                                  _where(context), _hint(int(x), hints)))
    _passed(name)


def check_equal(name, value, expected, context="", hints=()):
    """`value` must equal `expected` (strings compare without case and spaces;
    tuples, lists and dicts element by element)."""
    check_answered(name, value)

    def norm(v):
        if isinstance(v, str):
            return v.strip().lower()
        if isinstance(v, (list, tuple)):
            return tuple(norm(x) for x in v)
        if isinstance(v, dict):
            return {norm(k): norm(x) for k, x in v.items()}
        if isinstance(v, (np.integer,)):
            return int(v)
        if isinstance(v, (np.floating,)):
            return float(v)
        return v
    mine, want = norm(value), norm(expected)
    if mine != want:
        if isinstance(want, tuple) and isinstance(mine, tuple) and len(mine) != len(want):
            what = "has %s items" % _direction(len(mine), len(want), True)
        elif isinstance(want, tuple) and isinstance(mine, tuple):
            first = next(i for i, (a, b) in enumerate(zip(mine, want)) if a != b)
            what = "has the right length, but item %d (counting from 0) is not right" % first
        else:
            what = "is not the expected answer"
        raise CheckFailed("%s: your answer %s%s.%s" % (name, what, _where(context),
                                                       _hint(value, hints)))
    _passed(name)


def check_true(condition, message):
    """Fail with `message` unless `condition` holds."""
    if not condition:
        raise CheckFailed(message)


# ---- figures ----------------------------------------------------------------------------------

def figure_traces(fig):
    """The traces of a plotly Figure, FigureWidget or figure dict, as dicts."""
    if hasattr(fig, "to_plotly_json"):
        fig = fig.to_plotly_json()
    if not isinstance(fig, dict) or "data" not in fig:
        raise CheckFailed("expected a plotly figure (go.Figure), got %s" % type(fig).__name__)
    return [dict(t) for t in fig["data"]]


def _kind(trace):
    meta = trace.get("meta")
    return meta.get("kind") if isinstance(meta, dict) else None


def _values(trace, axis):
    v = trace.get(axis)
    if v is None:
        return np.zeros(0)
    if isinstance(v, dict) and "bdata" in v:          # plotly's base64 arrays
        import base64
        return np.frombuffer(base64.b64decode(v["bdata"]), dtype=v.get("dtype", "f8"))
    try:
        return np.asarray(v, dtype=float)
    except (TypeError, ValueError):
        return np.asarray(v, dtype=object)


def check_figure(fig, kinds=(), expected=None, name="figure", min_points=1, rel=0.02,
                 xtitle=None, ytitle=None):
    """`fig` must be a plotly figure holding a non-empty trace of each of
    `kinds` (the meta["kind"] of nslab.widgets.figures' traces, e.g. "cwnd",
    "queue", "drops") or, with no kinds, at least one non-empty trace.

    expected: a figure of the right data; then each kind's traces must agree
    with it in number and, per trace, in point count and in the range of x
    and y (within rel).  xtitle/ytitle: words the axis titles must contain."""
    traces = figure_traces(fig)
    if not traces:
        raise CheckFailed("%s: the figure has no traces; add your data with "
                          "fig.add_trace(...) or use a function of nslab.widgets.figures." % name)
    if not kinds:
        if not any(len(_values(t, "y")) >= min_points or len(_values(t, "z"))
                   for t in traces):
            raise CheckFailed("%s: every trace is empty." % name)
    for kind in kinds:
        mine = [t for t in traces if _kind(t) == kind]
        if not mine:
            have = sorted({str(_kind(t)) for t in traces})
            raise CheckFailed("%s: no %r trace (the figure has: %s). Did you plot the right "
                              "quantity?" % (name, kind, ", ".join(have)))
        if kind not in ("drops", "timeouts") and \
                not any(len(_values(t, "y")) >= min_points for t in mine):
            raise CheckFailed("%s: the %r trace has fewer than %d points." % (name, kind,
                                                                             min_points))
        if expected is not None:
            want = [t for t in figure_traces(expected) if _kind(t) == kind]
            if len(want) != len(mine):
                raise CheckFailed("%s: %s %r traces (one per flow?)"
                                  % (name, _direction(len(mine), len(want), True), kind))
            for a, b in zip(mine, want):
                _compare_trace(name, kind, a, b, rel)
    layout = fig.to_plotly_json()["layout"] if hasattr(fig, "to_plotly_json") else \
        fig.get("layout", {})
    for axis, words in (("xaxis", xtitle), ("yaxis", ytitle)):
        if words:
            title = ((layout.get(axis) or {}).get("title") or {})
            text = title.get("text", "") if isinstance(title, dict) else str(title)
            if words.lower() not in (text or "").lower():
                raise CheckFailed("%s: the %s title %r should mention %r." % (
                    name, axis[0], text, words))


def _compare_trace(name, kind, mine, want, rel):
    for axis in ("x", "y"):
        a, b = _values(mine, axis), _values(want, axis)
        if b.dtype == object or a.dtype == object:
            continue
        if abs(len(a) - len(b)) > max(2, rel * len(b)):
            raise CheckFailed("%s: the %r trace has %s points: is it the same run (same "
                              "parameters and end time)?" % (name, kind,
                                                            _direction(len(a), len(b), True)))
        if len(a) and len(b):
            for what, fa, fb in (("largest", a.max(), b.max()), ("smallest", a.min(), b.min())):
                tol = rel * max(abs(fb), 1e-9) + 1e-9
                if abs(fa - fb) > max(tol, rel):
                    raise CheckFailed("%s: the %s %s value of the %r trace, %.6g, is %s."
                                      % (name, what, axis, kind, fa, _direction(fa, fb)))
