"""The parameter record (`Param`: name, default, unit, range, help) and the helpers the
tables of nslab.params are built with."""
import math

from .. import units


class Param:
    """One parameter (immutable).  A plain class rather than a dataclass: importing
    dataclasses (and inspect) cost a noticeable part of every `nslab run` start-up."""
    __slots__ = ("name", "default", "kind", "unit", "low", "high", "help", "special",
                 "open_low", "open_high", "ns2_double")
    _FIELDS = __slots__

    def __init__(self, name, default, kind, unit="", low=-math.inf, high=math.inf, help="",
                 special=(), open_low=False, open_high=False, ns2_double=False):
        set_ = object.__setattr__
        set_(self, "name", name)            # ns-2 name, e.g. "window_"
        set_(self, "default", default)
        set_(self, "kind", kind)            # int | double | bool | bandwidth | time
        set_(self, "unit", unit)
        set_(self, "low", low)
        set_(self, "high", high)
        set_(self, "help", help)
        set_(self, "special", special)      # values accepted outside [low, high] ("automatic")
        set_(self, "open_low", open_low)    # low itself is out of range: (low, high]
        set_(self, "open_high", open_high)  # high itself is out of range: [low, high)
        # an "int" that ns-2 binds to a C double: script text reads as a double ("010" is
        # 10, not octal 8) and must be a whole number here
        set_(self, "ns2_double", ns2_double)

    def __setattr__(self, name, value):
        raise AttributeError("Param is immutable (cannot set %r)" % name)

    def _values(self):
        return tuple(getattr(self, f) for f in self._FIELDS)

    def __reduce__(self):
        # rebuilt through __init__ (pickle's slot restore would go through __setattr__)
        return (Param, self._values())

    def __eq__(self, other):
        return isinstance(other, Param) and self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return "Param(%s)" % ", ".join("%s=%r" % (f, getattr(self, f)) for f in self._FIELDS)

    def convert(self, value, owner="parameter"):
        """The value as the kernel stores it, from a number or a Tcl string."""
        label = "%s %s" % (owner, self.name)
        if self.kind == "bandwidth":
            v = units.bandwidth(value, label)
        elif self.kind == "rate":           # a bandwidth where 0 means "not set"
            v = 0.0 if str(value).strip() in ("0", "0.0") else units.bandwidth(value, label)
        elif self.kind == "time":
            v = units.duration(value, label)
        elif self.kind == "bool":
            v = units.boolean(value, label)
        elif self.kind == "int" and self.ns2_double and isinstance(value, str):
            _require_numeric(value, label)
            v = units.atof(value, label)
            if math.isfinite(v):
                if v != int(v):
                    raise units.ParameterError(
                        "%s: %r is not a whole number (nslab keeps %s in whole packets)"
                        % (label, value, self.name))
                v = int(v)
        elif self.kind == "int":
            if isinstance(value, str):
                _require_numeric(value, label)
            v = units.strtol(value, label)
        else:
            if isinstance(value, str):
                _require_numeric(value, label)
            v = units.atof(value, label)
        if isinstance(v, float) and not math.isfinite(v):       # "1e400": C's atof gives inf
            raise units.ParameterError("%s: %r is not a finite number (range %s)"
                                       % (label, value, self.range_text()))
        # a flag keeps any number ns-2's atoi reads ("08" is 8: true)
        if self.kind != "bool" and not self.in_range(v) and v not in self.special:
            raise units.ParameterError("%s: %r is out of range %s%s%s" % (
                label, value, self.range_text(),
                " (%s)" % self.unit if self.unit else "",
                " and is not one of %s" % ", ".join(_fmt(x) for x in self.special)
                if self.special else ""))
        return v

    def in_range(self, v):
        return ((self.low < v if self.open_low else self.low <= v)
                and (v < self.high if self.open_high else v <= self.high))

    def range_text(self):
        """[low, high], with ( or ) at an open end."""
        return "%s%s, %s%s" % ("(" if self.open_low or self.low == -math.inf else "[",
                               _fmt(self.low), _fmt(self.high),
                               ")" if self.open_high or self.high == math.inf else "]")


def _fmt(x):
    return "-inf" if x == -math.inf else "inf" if x == math.inf else "%.12g" % x


# Words scripts write for a flag (`$cbr set random_ false`): ns-2 reads numeric
# variables with atof, which makes every one of them 0 ("true" too); nslab takes
# them as ns-2 does but refuses other words, which are more likely typos.
_FLAG_WORDS = ("false", "true", "no", "yes", "off", "on")


def _require_numeric(text, label):
    s = text.strip()
    if s.lower() in _FLAG_WORDS:
        return
    if not s or not (s[0].isdigit() or s[0] in "+-." and len(s) > 1):
        raise units.ParameterError("%s: expected a number, got %r" % (label, text))


def _table(*params):
    return {p.name: p for p in params}


I, D, B = "int", "double", "bool"


def defaults(table):
    return {name: p.default for name, p in table.items()}


def describe(table):
    """One line per parameter: name, default, unit, range and help."""
    lines = []
    for p in sorted(table.values(), key=lambda p: p.name.lower()):
        rng = "" if (p.low, p.high) == (-math.inf, math.inf) else " in " + p.range_text()
        lines.append("    %-22s default %s%s%s: %s" % (
            p.name, p.default, " " + p.unit if p.unit else "", rng, p.help))
    return "\n".join(lines)
