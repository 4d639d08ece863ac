"""nslab.satellite: ns-2's satellite geometry and the bent-pipe (geo-repeater) model.

The geometry follows satellite/satposition.cc and satgeometry.cc (terminal coordinates
read as C floats, pi as ns-2 writes it, distances and delays rounded to 1e-8); the whole
model is pinned byte for byte against the real ns-2 by
tests/reference/otcl/scripts/sat_repeater_queue.tcl (test_otcl_objects.py) and by the
compatibility suite's sat-repeater.tcl and satellite.tcl repeater runs.  What nslab does
not model stops with one error naming it.
"""
import math

import pytest

from nslab.satellite import geometry as G
from test_otcl import assert_clean_error, run_tcl


def test_a_geostationary_satellite_straight_above_is_its_altitude_away():
    sat, ground = G.geo_position(30), G.terminal_position(0, 30)
    assert G.distance_km(sat, ground) == pytest.approx(G.GEO_ALTITUDE_KM, abs=1e-7)
    assert G.propagation_delay(sat, ground) == G.round_to(G.GEO_ALTITUDE_KM / G.LIGHT_KM_S, 1e8)


def test_delays_are_rounded_to_ten_nanoseconds_and_symmetric():
    a, b = G.terminal_position(40.9, -73.9), G.geo_position(-95)
    d = G.propagation_delay(a, b)
    assert d == G.propagation_delay(b, a)
    assert round(d * 1e8) == pytest.approx(d * 1e8, abs=1e-6)
    assert 0.119 < d < 0.14         # a GEO hop from mid-latitudes


def test_terminal_coordinates_are_read_as_c_floats():
    lat = G.latitude_deg(G.terminal_position(40.9, -73.9))
    assert lat != 40.9 and abs(lat - 40.9) < 1e-5
    assert G.trace_columns(G.terminal_position(40.9, -73.9)) == "40.90 -73.90"


def test_longitudes_print_west_negative_and_the_meridian_without_a_sign():
    assert G.trace_columns(G.terminal_position(37.8, -122.4)) == "37.80 -122.40"
    assert G.trace_columns(G.geo_position(0)) == "0.00 0.00"
    assert G.trace_columns(G.geo_position(180)) == "0.00 180.00"


def test_out_of_range_positions_are_refused():
    with pytest.raises(ValueError, match="latitude"):
        G.terminal_position(91, 0)
    with pytest.raises(ValueError, match="longitude"):
        G.geo_position(-181)


REPEATER = """
set ns [new Simulator]
$ns node-config -satNodeType geo-repeater -phyType Phy/Repeater -channelType Channel/Sat \\
    -downlinkBW 2Mb -wiredRouting OFF
set sat [$ns node]
$sat set-position -95
$ns node-config -satNodeType terminal -llType LL/Sat -ifqType Queue/DropTail -ifqLen 50 \\
    -macType Mac/Sat -phyType Phy/Sat
"""


def _terminal(name, lat, lon):
    return ("set %s [$ns node]\n$%s set-position %s %s\n$%s add-gsl geo LL/Sat Queue/DropTail "
            "50 Mac/Sat 2Mb Phy/Sat [$sat set downlink_] [$sat set uplink_]\n"
            % (name, name, lat, lon, name))


def test_a_third_terminal_on_one_repeater_is_refused_by_name(tmp_path):
    body = REPEATER + _terminal("a", 40, -74) + _terminal("b", 38, -122) + _terminal("c", 30, -90)
    assert_clean_error(run_tcl(tmp_path, body), "more than one peer")


def test_processing_satellites_are_refused_by_name(tmp_path):
    body = "set ns [new Simulator]\n$ns node-config -satNodeType polar\nset n [$ns node]\n"
    assert_clean_error(run_tcl(tmp_path, body), "-satNodeType polar", "not implemented")


def test_set_position_checks_its_arguments(tmp_path):
    body = REPEATER + "set a [$ns node]\n$a set-position 40\n"
    assert_clean_error(run_tcl(tmp_path, body), "set-position", "2 position arguments")


def test_other_link_layers_are_refused_by_name(tmp_path):
    body = REPEATER + ("set a [$ns node]\n$a set-position 40 -74\n$a add-gsl geo LL "
                       "Queue/DropTail 50 Mac/Sat 2Mb Phy/Sat [$sat set downlink_] "
                       "[$sat set uplink_]\n")
    assert_clean_error(run_tcl(tmp_path, body), "add-gsl", "LL")


def test_the_repeater_pair_is_one_hop_and_trace_all_does_not_reach_it(tmp_path):
    """trace-all alone writes no line of a satellite link: only trace-all-satlinks does."""
    body = ("set f [open out.tr w]\n" + REPEATER.replace("set sat", "$ns trace-all $f\nset sat")
            + _terminal("a", 40.9, -73.9) + _terminal("b", 37.8, -122.4) + """
set udp [$ns create-connection UDP $a Null $b 0]
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set interval_ 1
$ns at 0.5 "$cbr start"
$ns at 2.0 "$ns flush-trace; close $f; exit 0"
$ns run
""")
    proc = run_tcl(tmp_path, body)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out.tr").read_text() == ""
    # with the satellite links traced: the CBR packet arrives after its transmission
    # ((210 + 16) bytes at 2 Mb/s) and both propagation delays
    proc = run_tcl(tmp_path, body.replace("set udp", "$ns trace-all-satlinks $f\nset udp", 1))
    lines = (tmp_path / "out.tr").read_text().splitlines()
    assert [l.split()[0] for l in lines[:3]] == ["+", "-", "r"]
    up = G.propagation_delay(G.terminal_position(40.9, -73.9), G.geo_position(-95))
    down = G.propagation_delay(G.geo_position(-95), G.terminal_position(37.8, -122.4))
    assert lines[2].split()[1] == "%.4f" % (0.5 + 226 * 8 / 2e6 + up + down)
    assert lines[2].endswith(" 40.90 -73.90 37.80 -122.40")
    assert math.isfinite(up)
