"""Scalable TCP (kernel/tcp/scalable.pxi) against Kelly's rules (ACM SIGCOMM CCR
33(2), 2003): above the legacy window each new ack in congestion avoidance adds a_
segments and a fast retransmit keeps 1 - b_ of the window; at or below it the
sender is NewReno.  ns-2.35 has no Scalable TCP, so no trace of the real ns pins it."""
import subprocess
import sys

import pandas as pd
import pytest

from nslab import Simulator
from nslab.units import ParameterError
from run_helpers import one_tcp_flow


def one_flow(cls="Agent/TCP/Scalable", seconds=20.0, **params):
    """One flow over a 10 Mb/s, 50 ms bottleneck with a 60-packet queue (windows well
    above the legacy 16); cwnd_ and ssthresh_ captured."""
    sim, _, _ = one_tcp_flow(cls, access=("100Mb", "1ms"), bottleneck=("10Mb", "50ms"),
                             queue=60, seconds=seconds, window=10000, **params)
    v = sim.variables()
    return v[v.name == "cwnd_"], v[(v.name == "ssthresh_") & (v.time > 0)]


@pytest.mark.parametrize("b", [0.125, 0.3])
def test_a_fast_retransmit_keeps_one_minus_b_of_the_window(b):
    cwnd, cuts = one_flow(b=b)
    assert len(cuts) >= 3
    fast = 0
    for row in cuts.itertuples():
        before = cwnd[cwnd.time < row.time].value.iloc[-1]
        after = cwnd[cwnd.time == row.time].value.iloc[-1]
        if after == 1.0 or before <= 16:    # a timeout, or a legacy window: NewReno's halving
            assert row.value == max(int(before / 2), 2)
        else:
            fast += 1
            assert row.value == max(int((1 - b) * before), 2)
            assert after == pytest.approx(max((1 - b) * before, 2.0))
    assert fast >= 2


@pytest.mark.parametrize("a", [0.01, 0.05])
def test_congestion_avoidance_adds_a_per_ack_above_the_legacy_window(a):
    cwnd, cuts = one_flow(a=a)
    v = pd.merge_asof(cwnd, cuts[["time", "value"]].rename(columns={"value": "ssthresh"}),
                      on="time", allow_exact_matches=False)
    step = v.value.diff()
    previous = v.value.shift()
    # new acks in congestion avoidance above 16 packets (slow start adds 1 per ack)
    avoidance = (step > 0) & (previous >= v.ssthresh) & (previous > 16)
    assert avoidance.sum() > 100
    assert step[avoidance].to_numpy() == pytest.approx(a, abs=1e-9)


def test_with_a_huge_legacy_window_it_is_newreno():
    scalable, _ = one_flow(low_window=10**6, seconds=8.0)
    newreno, _ = one_flow("Agent/TCP/Newreno", seconds=8.0)
    assert list(scalable.time) == list(newreno.time)
    assert list(scalable.value) == list(newreno.value)


def test_parameters_are_checked_by_name():
    with pytest.raises(ParameterError, match="b_"):
        Simulator().agent("Agent/TCP/Scalable", b=1.5)
    with pytest.raises(ParameterError, match="a_"):
        Simulator().agent("Agent/TCP/Scalable", a=0)


def test_tcl_scripts_can_use_it(tmp_path):
    script = tmp_path / "scalable.tcl"
    script.write_text("""
        set ns [new Simulator]
        set tcp [new Agent/TCP/Scalable]
        $tcp set b_ 0.25
        puts "[$tcp set a_] [$tcp set b_] [$tcp set low_window_]"
    """)
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "0.01 0.25 16\n"
