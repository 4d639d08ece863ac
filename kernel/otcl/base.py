"""The base of the Tcl objects and how their values print (nslab.otcl).

A script's object (`new Agent/TCP`) is a TclObject: its Tcl commands (`$tcp set
window_ 100`, `$ns duplex-link ...`) are its `tcl_<command>` methods, with `-` in a
command spelled `_`; instance variables nslab does not model are Tcl variables of the
object's namespace (`instvars`, see otcl.tcl), where Tcl instprocs see them too.  Values go back to Tcl as tclcl prints bound variables (`_fmt`,
`_bound`, `_fmt_bound`), and numbers come in as ns-2's atof reads them (`_number`).
"""
import math

from ..errors import ParameterError, ScriptError
from ..units import atof


class _Exit(Exception):
    """The script called `exit`: unwinds the Tcl call that made it."""


def _fmt(value):
    """Numbers as tclcl prints bound variables: ints plainly, doubles %g."""
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "%g" % value
    if value is None:
        return ""
    return str(value)


# tclcl reads a bound double back with %.17g, a TracedDouble (cwnd_) with %g.
TRACED_DOUBLES = ("cwnd_",)


def _bound(name, value):
    """A bound variable's value as `$obj set name` prints it."""
    if isinstance(value, float) and name not in TRACED_DOUBLES:
        return "%.17g" % value
    return value


def _fmt_bound(param, value):
    """A parameter's value as tclcl prints it (doubles with %.17g)."""
    if param.kind in ("double", "bandwidth", "time"):
        return "%.17g" % value
    return _fmt(value)


def _tcl_boolean(text, what):
    """Tcl's boolean (Tcl_GetBoolean): an integer (true unless 0) or a prefix of yes,
    no, true, false, on or off (on/off need two letters), in any case."""
    s = str(text).strip().lower()
    try:
        return int(s, 0) != 0
    except ValueError:
        pass
    for word, value in (("yes", True), ("no", False), ("true", True), ("false", False),
                        ("on", True), ("off", False)):
        if s and word.startswith(s) and (len(s) > 1 or word[0] not in "o"):
            return value
    raise ParameterError("%s: expected a boolean (ON, OFF, 1, 0, true, false), got %r"
                         % (what, text))


def _number(text, what):
    """A number from Tcl text as ns-2's atof reads it.  "inf", "nan" and overflowing
    literals ("1e400"), which C's atof turns into infinities and NaN, are refused."""
    s = str(text).strip()
    try:
        value = float(s)
    except ValueError:
        if not s or not (s[0].isdigit() or s[0] in "+-."):
            raise ParameterError("%s: expected a number, got %r" % (what, text)) from None
    else:
        if not math.isfinite(value):
            raise ParameterError("%s: %r is not a finite number" % (what, text))
    return atof(s)


class Unbound(Exception):
    """Raised by TclObject.tcl_set while the runner asks whether a name is bound."""


class TclVars:
    """An object's unbound instance variables: the Tcl variables of its namespace
    ::nslab::o::<handle> (a mapping of name to text), which the first of them makes."""
    __slots__ = ("tcl", "prefix")

    def __init__(self, tcl, handle):
        self.tcl, self.prefix = tcl, "::nslab::o::%s::" % handle

    def __contains__(self, name):
        return self.tcl.getboolean(self.tcl.call("info", "exists", self.prefix + name))

    def __getitem__(self, name):
        if name not in self:
            raise KeyError(name)
        # eval, not call: the value comes back as its text, never a typed Tcl object
        self.tcl.setvar("::nslab::otcl::wanted", self.prefix + name)
        return self.tcl.eval("set [set ::nslab::otcl::wanted]")

    def __setitem__(self, name, value):
        # one call into Tcl that makes the namespace too if this is the first variable
        self.tcl.call("namespace", "eval", self.prefix[:-2], ("set", self.prefix + name, value))

    def get(self, name, default=None):
        return self[name] if name in self else default

    def update(self, **values):
        for name, value in values.items():
            self[name] = value


class TclObject:
    """Base of the objects a script creates with `new`."""
    tcl_class = "Object"
    probing = False         # set while the runner asks whether a variable is bound

    def __init__(self, runner, handle):
        self.runner, self.handle = runner, handle

    @property
    def instvars(self):
        """The object's unbound variables (made when asked for: a scenario has thousands
        of objects and uses few of their variables from Python)."""
        return TclVars(self.runner.tcl, self.handle)

    def invoke(self, method, args):
        fn = getattr(self, "tcl_" + method.replace("-", "_"), None)
        if fn is None:
            raise ScriptError("%s: unsupported command '%s %s' (nslab implements: %s)" % (
                self.tcl_class, self.handle, method, ", ".join(self.commands())))
        try:
            return fn(*args)
        except TypeError as e:
            if "positional argument" in str(e):
                raise ScriptError("%s %s: wrong number of arguments (%d given)"
                                  % (self.handle, method, len(args))) from None
            raise

    @classmethod
    def commands(cls):
        """The commands the Python side implements (tcl_class is not one)."""
        return sorted(n[4:].replace("_", "-") for n in dir(cls)
                      if n.startswith("tcl_") and callable(getattr(cls, n)))

    def tcl_set(self, name, *value):
        """An unbound variable (a subclass handles its bound ones first)."""
        if self.probing:
            raise Unbound(name)
        if value:
            self.instvars[name] = value[0]
            return value[0]
        if name not in self.instvars:
            raise ScriptError("%s: can't read \"%s\": no such variable" % (self.handle, name))
        return self.instvars[name]
