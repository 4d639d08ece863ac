"""Agent/TCP/RFC793edu (kernel/tcp/rfc793edu.pxi), ns-2's teaching TCP: its switches
against their rules.  Byte identity with the real ns-2.35 for every switch is pinned by
tests/reference/otcl/scripts/rfc793edu_switches.tcl (test_otcl_objects.py) and by the
compatibility suite's run of ns-2's own test-suite-rfc793edu.tcl."""
import pytest

from nslab.units import ParameterError
from run_helpers import one_tcp_flow

RFC793 = "Agent/TCP/RFC793edu"


def cwnd_values(window=30, **switches):
    sim, tcp, _ = one_tcp_flow(RFC793, seconds=5.0, window=window, **switches)
    v = sim.variables()
    return sim, tcp, v[v.name == "cwnd_"].value.tolist()


def test_without_switches_every_ack_opens_the_whole_window():
    _, _, cwnd = cwnd_values()
    # the SYN's ack: the whole window, then windowInit_ (delay_growth_), as ns-2 orders it
    assert cwnd[:3] == [1, 30, 2]
    assert set(cwnd[3:]) == {30}            # no loss response either: RFC 793 has none


def test_slow_start_grows_one_segment_per_ack():
    _, _, cwnd = cwnd_values(add793slowstart_=1)
    assert cwnd[:6] == [1, 2, 3, 4, 5, 6]       # the SYN's ack: 2, and windowInit_ is 2


def test_additive_increase_jumps_to_ssthresh_then_grows_linearly():
    _, _, cwnd = cwnd_values(add793additiveinc_=1, window=10**4)
    assert cwnd[1] == 10**4                 # ssthresh_ starts at the window
    assert cwnd[3:5] == [10**4, pytest.approx(10**4 + 1e-4)]


def test_the_timeout_is_twice_the_smoothed_rtt_in_ticks_or_jacobsons():
    for jacobson in (0, 1):
        sim, tcp, _ = cwnd_values(add793jacobsonrtt_=jacobson)
        srtt, rttvar = tcp["srtt_"], tcp["rttvar_"]
        expected = ((rttvar << (2 + 3 - 2)) + srtt) >> 3 if jacobson else srtt >> 2
        assert tcp["rto_"] == expected


def test_no_exponential_backoff_keeps_backoff_at_one():
    sim, tcp, _ = one_tcp_flow(RFC793, seconds=40.0, window=60, queue=5,
                               add793expbackoff_=0)
    assert tcp["backoff_"] == 1
    sim, tcp, _ = one_tcp_flow(RFC793, seconds=40.0, window=60, queue=5)
    assert tcp["nrexmit_"] > 0


def test_a_negative_timeout_is_refused_by_name():
    with pytest.raises(ParameterError, match="rto_"):
        one_tcp_flow(RFC793, seconds=1.0, rto_=-1)
