"""ns-2's parsing of numbers with units (nslab.units; docs/ns2-behavior.md §2.4-2.6).

Bandwidths follow tclcl's bw_atof, times time_atof, plain ints strtol(s, 0, 0) and
booleans tclcl's bool rule.  Unlike ns-2, values ns-2 would silently misread (unknown
unit letters, zero or negative bandwidths, negative delays) raise ParameterError, and
the message names both the parameter and the value.
"""
import pytest

from nslab import ParameterError
from nslab import units


# ---- bandwidth ------------------------------------------------------------------------

@pytest.mark.parametrize("text, bits_per_second", [
    ("10Mb", 1e7),
    ("800Kb", 8e5),
    ("1.5Mb", 1.5e6),
    ("0.8Mb", 8e5),
    ("1Mbps", 1e6),
    ("1KB", 8000.0),        # second suffix letter B: bytes, times 8
    ("1kB", 8000.0),        # the first letter's case does not matter
    ("1B", 1.0),            # a lone B is not "bytes": ns-2 reads 1 bit/s
    ("1b", 1.0),
    ("8e5", 8e5),
    ("10", 10.0),
    ("1Gb", 1e9),
    ("10MB", 8e7),
])
def test_bandwidth_strings_parse_as_tclcl_bw_atof(text, bits_per_second):
    assert units.bandwidth(text) == bits_per_second


def test_bandwidth_1_5Mb_is_the_double_ns2_computes():
    # atof("1.5") * 1e6, one double multiply
    assert units.bandwidth("1.5Mb") == 1.5 * 1e6
    assert units.bandwidth("0.8Mb") == 0.8 * 1e6


@pytest.mark.parametrize("number", [8e5, 1e7, 1, 1500000, 0.5])
def test_bandwidth_numbers_are_bits_per_second(number):
    value = units.bandwidth(number)
    assert value == float(number)
    assert isinstance(value, float)


@pytest.mark.parametrize("text, unit", [("10Xb", "Xb"), ("10Mx", "Mx"), ("10Mbit", "Mbit")])
def test_bandwidth_unknown_unit_names_parameter_unit_and_value(text, unit):
    with pytest.raises(ParameterError,
                       match=r"^link bandwidth_: unknown bandwidth unit '%s' in '%s'" % (unit, text)):
        units.bandwidth(text, "link bandwidth_")


def test_bandwidth_that_is_not_a_number_names_parameter_and_value():
    with pytest.raises(ParameterError, match=r"^bottleneck: 'fast' is not a bandwidth"):
        units.bandwidth("fast", "bottleneck")


@pytest.mark.parametrize("value", ["0Mb", "0", 0, 0.0, "-1Mb", -5, -1e6])
def test_zero_or_negative_bandwidth_is_rejected_naming_parameter_and_value(value):
    with pytest.raises(ParameterError,
                       match=r"^link bandwidth_: bandwidth must be positive, got %s$"
                       % repr(value).replace(".", r"\.").replace("+", r"\+")):
        units.bandwidth(value, "link bandwidth_")


def test_bandwidth_error_uses_default_parameter_name():
    with pytest.raises(ParameterError, match=r"^bandwidth: bandwidth must be positive, got 0$"):
        units.bandwidth(0)


def test_nan_bandwidth_is_rejected():
    with pytest.raises(ParameterError, match=r"^bw: got NaN \(not a number\)$"):
        units.bandwidth(float("nan"), "bw")


# ---- time -------------------------------------------------------------------------------

def test_10ms_is_exactly_10_times_1e_minus_3():
    # time_atof scales with one double multiply: 10 * 1e-3 (which prints as 0.01)
    assert units.duration("10ms") == 10 * 1e-3
    assert repr(units.duration("10ms")) == "0.01"


@pytest.mark.parametrize("text, seconds", [
    ("5us", 5 * 1e-6),
    ("100ms", 100 * 1e-3),
    ("50ms", 50 * 1e-3),
    ("5m", 5 * 1e-3),           # the first suffix letter decides
    ("1ns", 1 * 1e-9),
    ("2ps", 2 * 1e-12),
    ("0.1", 0.1),
    ("2", 2.0),
    ("1s", 1.0),
    ("2sec", 2.0),
    ("0", 0.0),
    ("0ms", 0.0),
])
def test_time_strings_parse_as_time_atof(text, seconds):
    assert units.duration(text) == seconds


def test_5us_keeps_the_rounding_of_the_multiply():
    # 5 * 1e-6 is 4.9999999999999996e-06, not the literal 5e-06
    assert units.duration("5us") == 5 * 1e-6
    assert units.duration("5us") != 5e-06


@pytest.mark.parametrize("number", [0.1, 2, 0, 0.0108])
def test_time_numbers_are_seconds(number):
    value = units.duration(number)
    assert value == float(number)
    assert isinstance(value, float)


@pytest.mark.parametrize("text, unit", [("10xs", "xs"), ("10min", "min"), ("3h", "h")])
def test_time_unknown_unit_names_parameter_unit_and_value(text, unit):
    with pytest.raises(ParameterError,
                       match=r"^link delay_: unknown time unit '%s' in '%s'" % (unit, text)):
        units.duration(text, "link delay_")


def test_time_that_is_not_a_number_names_parameter_and_value():
    with pytest.raises(ParameterError, match=r"^link delay_: 'slow' is not a time"):
        units.duration("slow", "link delay_")


@pytest.mark.parametrize("value, shown", [("-1ms", "'-1ms'"), (-0.5, r"-0\.5"), ("-2", "'-2'")])
def test_negative_delay_is_rejected_naming_parameter_and_value(value, shown):
    with pytest.raises(ParameterError, match=r"^link delay_: time must not be negative, got %s$" % shown):
        units.duration(value, "link delay_")


def test_delay_error_uses_default_parameter_name():
    with pytest.raises(ParameterError, match=r"^delay: time must not be negative, got -1$"):
        units.duration(-1)


def test_zero_time_can_be_refused():
    assert units.duration(0, "interval_") == 0.0
    with pytest.raises(ParameterError, match=r"^interval_: .*got 0$"):
        units.duration(0, "interval_", allow_zero=False)


# ---- strtol (int variables) ---------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("010", 8),         # leading 0: octal
    ("20.5", 20),       # stops at the '.'
    ("0x10", 16),
    ("0X1f", 31),
    ("20", 20),
    ("-5", -5),
    ("+7", 7),
    ("  7", 7),         # leading white space is skipped
    ("0", 0),
    ("08", 0),          # '8' is not octal: strtol reads "0"
    ("12abc", 12),
    ("abc", 0),         # no digits: 0, as C
    ("", 0),
])
def test_strtol_reads_like_c_strtol_base_0(text, value):
    assert units.strtol(text) == value


def test_booleans_are_not_numbers():
    for parse in (units.strtol, units.atof, units.bandwidth, units.duration):
        with pytest.raises(ParameterError, match=r"^x: expected a number, got the boolean True$"):
            parse(True, "x")


@pytest.mark.parametrize("number, value", [(7, 7), (20.5, 20), (-3.9, -3)])
def test_strtol_of_numbers_truncates(number, value):
    assert units.strtol(number) == value


# ---- atof (double variables) --------------------------------------------------------------

@pytest.mark.parametrize("text, value", [("0.5", 0.5), ("1e-3x", 1e-3), (".25", 0.25),
                                         ("abc", 0.0), ("  3", 3.0), ("-2.5e1", -25.0)])
def test_atof_reads_the_longest_leading_float(text, value):
    assert units.atof(text) == value


# ---- booleans ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("yes", 0),         # only a leading t/T means true
    ("true", 1),
    ("True", 1),
    ("t", 1),
    ("false", 0),
    ("no", 0),
    ("1", 1),
    ("0", 0),
    ("2", 2),           # the number itself (true)
])
def test_boolean_follows_tclcl(text, value):
    assert units.boolean(text) == value


@pytest.mark.parametrize("number, value", [(1, 1), (0, 0), (True, 1), (False, 0), (0.0, 0), (3, 1)])
def test_boolean_of_numbers(number, value):
    assert units.boolean(number) == value


@pytest.mark.parametrize("text, value", [
    ("08", 8),          # atoi: the decimal digits, kept as a number
    ("09", 9),
    ("0x1", 0),         # atoi stops at the x: false
    ("010", 10),        # decimal, not octal
    (" 1", 1),          # leading white space skipped
    ("7", 7),
])
def test_boolean_reads_a_leading_digit_like_the_real_ns2(text, value):
    """What ns-2.35 prints for `$tcp set timestamps_ V; $tcp set timestamps_`, as an
    instance variable and as a class default (checked with the Debian ns binary; a run
    with "08" sends timestamped 1050-byte packets, one with "0x1" plain 1040-byte ones)."""
    assert units.boolean(text) == value


@pytest.mark.parametrize("text, value", [
    ("0x10", 16.0), ("0x1.8p1", 3.0), ("-0x.8", -0.5), ("0x", 0.0), ("1e1", 10.0),
    (" 12.5e1x", 125.0), ("abc", 0.0)])
def test_doubles_parse_as_c_atof_hexadecimal_included(text, value):
    # checked with ns-2.35: `$tcp set overhead_ 0x1.8p1` reads back 3, `0x` reads back 0
    assert units.atof(text) == value


# ---- texts parsed before (a scenario repeats the same few) ------------------------------

def test_a_text_parsed_again_gives_the_same_value_and_errors_each_time():
    assert units.bandwidth("7Mb", "a") == units.bandwidth("7Mb", "b") == 7e6
    assert units.duration("0", "d") == 0.0
    with pytest.raises(ParameterError, match="zero"):       # allow_zero is part of the key
        units.duration("0", "hold", allow_zero=False)
    for param in ("first", "second"):                       # bad texts are never kept
        with pytest.raises(ParameterError, match=param):
            units.bandwidth("7Qb", param)
        with pytest.raises(ParameterError, match=param):
            units.duration("-1ms", param)


# ---- the scanners against the patterns they replaced ------------------------------------
# nslab.units scans numbers by hand (start-up time of `nslab run`); these are the regular
# expressions it used before, and each scanner must read what its pattern matched.

import re  # noqa: E402

from hypothesis import given, settings, strategies as st  # noqa: E402

_WS = r"[ \t\n\r\f\v]*"
C_FLOAT = re.compile(_WS + r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
C_HEX_FLOAT = re.compile(_WS + r"([+-]?)(0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)"
                         r"(?:[pP][+-]?[0-9]+)?)")
C_INT = re.compile(_WS + r"([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)")
NUMBER = re.compile(r"[0-9eE+\-.]*")
DIGITS = re.compile(r"[0-9]+")

# texts made of the characters that matter to the scanners, and a few that do not
number_texts = st.text(alphabet=" \t\v+-.0123456789eEpPxXabfABF_kKmMgGs", max_size=14)


@settings(max_examples=3000, deadline=None)
@given(number_texts)
def test_the_number_scanners_read_what_the_patterns_matched(text):
    m = C_FLOAT.match(text)
    assert units._c_float_end(text) == (m.end() if m else -1)
    m = C_FLOAT.fullmatch(text)
    assert units._is_c_float(text) == bool(m)
    m = C_HEX_FLOAT.match(text)
    assert units._c_hex_float(text) == (m.group(1) + m.group(2) if m else None)
    m = C_INT.match(text)
    assert units._c_int(text) == (m.groups() if m else (units._signed(text)[0], ""))
    stripped = text.strip()
    end = NUMBER.match(stripped).end()
    assert units._split(text) == (stripped[:end], stripped[end:])
    digits = DIGITS.match(text.lstrip())
    assert units.boolean(text) == (int(digits.group()) if digits
                                   else int(text.lstrip()[:1] in ("t", "T")))


@pytest.mark.parametrize("suffix", ["b", "B", "bps", "Bps", "k", "kb", "KB", "Mbps", "MBps",
                                    "Gb", "tb", "P", "x", "kbit", "Mbp", "bb", "kbs", ""])
def test_the_bandwidth_units_are_those_the_pattern_took(suffix):
    took = suffix in ("b", "B", "bps") or bool(re.fullmatch(r"[kKmMgGtTpP]([bB](ps)?)?", suffix))
    assert (suffix in units._BANDWIDTH_UNITS) == took


@pytest.mark.parametrize("suffix", ["s", "sec", "m", "ms", "u", "us", "n", "ns", "p", "ps",
                                    "msec", "x", "mss", "S", ""])
def test_the_time_units_are_those_the_pattern_took(suffix):
    took = suffix in ("s", "sec") or bool(re.fullmatch(r"[munp]s?", suffix))
    assert (suffix in units._TIME_UNITS) == took
