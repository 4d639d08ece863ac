"""ns-2's parsing of numbers with units (docs/ns2-behavior.md §2.4–2.6).

Each parser names the parameter in its error, so a bad value in a script or a
Python call says which parameter it was meant for.  The texts are scanned by hand, as C's
strtod and strtol scan them, not with regular expressions: every `nslab run` parses
bandwidths and delays, and importing `re` and compiling the patterns cost its start-up
more than the parsing ever does (tests/kernel/test_units.py checks the scanners against
the patterns they replace).
"""
import math
import numbers
import sys

from .errors import ParameterError

_SPACE = " \t\n\r\f\v"               # C's isspace
_DEC = "0123456789"
_OCT = "01234567"
_HEX = "0123456789abcdefABCDEF"
_NUMBER_CHARS = "0123456789eE+-."

_BW_SCALE = {"k": 1e3, "m": 1e6, "g": 1e9, "t": 1e12, "p": 1e15}
_TIME_SCALE = {"m": 1e-3, "u": 1e-6, "n": 1e-9, "p": 1e-12}


def number(value, param="value"):
    """A Python number given for a numeric parameter, as a finite float or an int.

    The one gate for values that do not come as Tcl text: booleans, complex
    numbers, None and containers are not numbers here, and NaN, infinities and
    integers too large for a double are refused, each with the parameter's name."""
    if isinstance(value, str):
        raise TypeError("number() takes non-text values; parse text with atof or strtol")
    if isinstance(value, (bool, _np_bool())):
        raise ParameterError("%s: expected a number, got the boolean %r" % (param, value))
    if isinstance(value, numbers.Integral):
        value = int(value)
        if abs(value) > _MAX_EXACT_INT:
            raise ParameterError("%s: %d is too large for a number of the simulation" % (param, value))
        return value
    if isinstance(value, numbers.Real):
        value = float(value)
        if math.isnan(value):
            raise ParameterError("%s: got NaN (not a number)" % param)
        if math.isinf(value):
            raise ParameterError("%s: got %r; the value must be finite" % (param, value))
        return value
    if isinstance(value, numbers.Complex):
        raise ParameterError("%s: expected a real number, got the complex %r" % (param, value))
    raise ParameterError("%s: expected a number, got %r (a %s)" % (param, value, type(value).__name__))


_MAX_EXACT_INT = 2 ** 63 - 1


def _np_bool():
    numpy = sys.modules.get("numpy")        # numpy is never imported just for this check
    return numpy.bool_ if numpy is not None else bool


def _run(s, i, chars):
    """Where the run of characters from `chars` that starts at s[i] ends."""
    n = len(s)
    while i < n and s[i] in chars:
        i += 1
    return i


def _signed(s):
    """Past C's leading white space and an optional sign: (sign, index of what follows)."""
    i = _run(s, 0, _SPACE)
    if i < len(s) and s[i] in "+-":
        return s[i], i + 1
    return "", i


def _mantissa(s, i, digits):
    """The end of `D+.?D*` or `.D+` (D: one of `digits`) at s[i], or -1."""
    j = _run(s, i, digits)
    if j > i:
        return _run(s, j + 1, digits) if s.startswith(".", j) else j
    if s.startswith(".", i):
        j = _run(s, i + 1, digits)
        if j > i + 1:
            return j
    return -1


def _exponent(s, i, letters):
    """The end of an exponent `L[+-]?[0-9]+` (L: one of `letters`) at s[i]; i when none."""
    if i < len(s) and s[i] in letters:
        j = i + 1 + (i + 1 < len(s) and s[i + 1] in "+-")
        k = _run(s, j, _DEC)
        if k > j:
            return k
    return i


def _c_float_end(s):
    """The end of the decimal float strtod reads at the start of s (white space, sign,
    digits with an optional point, exponent), or -1 when there is none."""
    end = _mantissa(s, _signed(s)[1], _DEC)
    return end if end < 0 else _exponent(s, end, "eE")


def _c_hex_float(s):
    """C99's hexadecimal float at the start of s (0x10 is 16, 0x1.8p1 is 3) as the text
    float.fromhex reads (its sign included), or None."""
    sign, i = _signed(s)
    if not (s.startswith("0", i) and s[i + 1:i + 2] in ("x", "X")):
        return None
    end = _mantissa(s, i + 2, _HEX)
    if end < 0:
        return None
    return sign + s[i:_exponent(s, end, "pP")]


def _c_int(s):
    """The sign and the digits strtol(s, 0, 0) reads: 0x hex, leading-0 octal or decimal
    ("" digits when there are none)."""
    sign, i = _signed(s)
    if s.startswith("0", i):
        if s[i + 1:i + 2] in ("x", "X") and s[i + 2:i + 3] and s[i + 2] in _HEX:
            return sign, s[i:_run(s, i + 2, _HEX)]
        return sign, s[i:_run(s, i + 1, _OCT)]
    if i < len(s) and s[i] in "123456789":
        return sign, s[i:_run(s, i, _DEC)]
    return sign, ""


def atof(text, param="value"):
    """C `atof`: the longest leading float (decimal or C99 hexadecimal), 0.0
    when there is none."""
    if not isinstance(text, str):
        return float(number(text, param))
    hexadecimal = _c_hex_float(text)
    if hexadecimal is not None:
        return float.fromhex(hexadecimal)
    end = _c_float_end(text)
    return float(text[:end]) if end >= 0 else 0.0


def strtol(text, param="value"):
    """C `strtol(s, 0, 0)`: decimal, 0x hex or leading-0 octal; 20.5 gives 20."""
    if not isinstance(text, str):
        return int(number(text, param))
    sign, digits = _c_int(str(text))
    if not digits:
        return 0
    value = int(digits, 0) if not digits.startswith("0") or len(digits) == 1 or digits[1] in "xX" \
        else int(digits, 8)
    return -value if sign == "-" else value


def boolean(text, param="value"):
    """tclcl's bool from text: a leading decimal digit gives the value of the digits
    that follow (atoi: "08" is 8, "0x1" is 0, "010" is 10, and ns-2 keeps and prints
    that number), a leading t/T gives 1, anything else 0 (docs/ns2-behavior.md §2.6)."""
    if not isinstance(text, str):
        if isinstance(text, (bool, _np_bool())):
            return int(bool(text))
        return int(bool(number(text, param)))
    s = text.lstrip()
    end = _run(s, 0, _DEC)
    if end:
        return int(s[:end])
    return 1 if s[:1] in ("t", "T") else 0


def _split(text):
    """The leading number characters of the stripped text, and the rest (the unit)."""
    s = str(text).strip()
    end = _run(s, 0, _NUMBER_CHARS)
    return s[:end], s[end:]


def _is_c_float(text):
    """The whole text is one decimal float as strtod reads it."""
    return _c_float_end(text) == len(text)


# the units after a number (ns-2 takes the scale letter alone too: 100k is 100kb)
_BANDWIDTH_UNITS = frozenset(["b", "B", "bps"] + [scale + unit for scale in "kKmMgGtTpP"
                                                  for unit in ("", "b", "B", "bps", "Bps")])
_TIME_UNITS = frozenset(["s", "sec"] + [scale + unit for scale in "munp" for unit in ("", "s")])


# texts parsed before, (kind, text) -> value: a large scenario gives the same few
# bandwidths and delays thousands of times (only valid ones are kept, at most _PARSED_MAX)
_PARSED = {}
_PARSED_MAX = 4096


def _remembered(kind, parse, text, param, *options):
    """parse(text, param, *options), once per text."""
    if not isinstance(text, str):
        return parse(text, param, *options)
    key = (kind, text) + options
    value = _PARSED.get(key)
    if value is None:
        value = parse(text, param, *options)
        if len(_PARSED) < _PARSED_MAX:
            _PARSED[key] = value
    return value


def bandwidth(text, param="bandwidth"):
    """Bits per second from ns-2 bandwidth strings: '10Mb', '800Kb', '1KB', 8e5.

    Raises ParameterError on unknown units and on values that are not positive.
    """
    return _remembered("bandwidth", _bandwidth, text, param)


def _bandwidth(text, param):
    if not isinstance(text, str):
        value = float(number(text, param))
    else:
        num, suffix = _split(text)
        if not num or not _is_c_float(num):
            raise ParameterError("%s: %r is not a bandwidth (expected e.g. 10Mb, 800Kb, 1.5Mb)"
                                 % (param, text))
        value = float(num)
        if suffix:
            scale = _BW_SCALE.get(suffix[0].lower())
            if scale is None and suffix[0] not in "bB":
                raise ParameterError("%s: unknown bandwidth unit %r in %r (use b, Kb, Mb, Gb, "
                                     "or B for bytes)" % (param, suffix, text))
            if scale is not None:
                value *= scale
                if len(suffix) >= 2 and suffix[1] == "B":
                    value *= 8
            if suffix not in _BANDWIDTH_UNITS:
                raise ParameterError("%s: unknown bandwidth unit %r in %r" % (param, suffix, text))
    if not math.isfinite(value):
        raise ParameterError("%s: %r is not a finite bandwidth" % (param, text))
    if value <= 0:
        raise ParameterError("%s: bandwidth must be positive, got %r" % (param, text))
    return value


def duration(text, param="delay", allow_zero=True):
    """Seconds from ns-2 time strings: '10ms', '5us', '0.1', 2.

    Raises ParameterError on unknown units and negative values.
    """
    return _remembered("time", _duration, text, param, allow_zero)


def _duration(text, param, allow_zero):
    if not isinstance(text, str):
        value = float(number(text, param))
    else:
        num, suffix = _split(text)
        if not num or not _is_c_float(num):
            raise ParameterError("%s: %r is not a time (expected e.g. 10ms, 5us, 0.1)"
                                 % (param, text))
        value = float(num)
        if suffix:
            if suffix not in _TIME_UNITS:
                raise ParameterError("%s: unknown time unit %r in %r (use s, ms, us, ns, ps)"
                                     % (param, suffix, text))
            if suffix[0] in _TIME_SCALE:
                value *= _TIME_SCALE[suffix[0]]
    if not math.isfinite(value):
        raise ParameterError("%s: %r is not a finite time" % (param, text))
    if value < 0 or (value == 0 and not allow_zero):
        raise ParameterError("%s: time must not be negative%s, got %r"
                             % (param, "" if allow_zero else " or zero", text))
    return value
