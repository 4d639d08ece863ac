"""Ctrl-C (SIGINT) and SIGTERM stop `nslab run`, `nslab sweep` and an in-process run promptly
and cleanly: the same message for both, the status 128 + the signal's number, no traceback, a trace that ends
on a whole line, the finished sweep points kept in the cache.

No test here measures time: each workload is far longer than the test (a run that would take
minutes, or never end), so stopping before the end is the behaviour observed; timeouts only
guard against a hang.  Children start with the default signal handlers, whatever the shell
running the tests did (a background job starts with SIGINT ignored, and Python then keeps
ignoring it)."""
import json
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BASIC2 = REPO / "tests" / "reference" / "scenarios" / "basic2.tcl"
LONG_TRACED_RUN = ["0", "0.002", "8.0", "3000", "20", "Reno", "1"]     # ~30 M trace lines
FULL_TRACE_BYTES = 1_700_000_000                                       # about, for that run
STOPS = {"SIGINT": 130, "SIGTERM": 143}          # the exit status: 128 + the signal's number


def _default_signals():
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _start(args, cwd):
    return subprocess.Popen([sys.executable, "-m", "nslab", *args], cwd=cwd,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=_default_signals)


def _wait_until(condition, proc, what, guard=120):
    """Poll until condition() (a hang guard, not a measurement)."""
    deadline = time.monotonic() + guard
    while not condition():
        assert proc.poll() is None, "%s: the process ended first: %r" % (what, proc.communicate())
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail("%s: not seen within %d s" % (what, guard))
        time.sleep(0.05)


def _stop(proc, name):
    proc.send_signal(getattr(signal, name))
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail("still running 60 s after %s" % name)
    return out.decode(), err.decode()


@pytest.mark.parametrize("name", sorted(STOPS))
def test_a_signal_stops_nslab_run_with_a_whole_trace(tmp_path, name):
    proc = _start(["run", str(BASIC2), *LONG_TRACED_RUN], tmp_path)
    trace = tmp_path / "basic2.tr"
    try:
        _wait_until(lambda: trace.exists() and trace.stat().st_size > 0, proc, "a trace")
        out, err = _stop(proc, name)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == STOPS[name]
    assert err == "nslab: interrupted\n"                 # the same message for both signals
    assert "utilization=" not in out                     # the run did not reach its end
    data = trace.read_bytes()
    assert 0 < len(data) < FULL_TRACE_BYTES and data.endswith(b"\n")
    last = data[data.rfind(b"\n", 0, len(data) - 1) + 1:].split()
    assert len(last) in (7, 12), last              # a whole packet or variable line
    trace.unlink()


@pytest.mark.parametrize("name", sorted(STOPS))
def test_a_signal_stops_a_script_busy_in_tcl(tmp_path, name):
    """A script stuck in a Tcl loop (no kernel events, no calls into nslab) still stops,
    as `ns` does, instead of needing kill -9."""
    script = tmp_path / "loop.tcl"
    script.write_text('puts start\nflush stdout\nwhile 1 {}\n')
    proc = _start(["run", str(script)], tmp_path)
    try:
        assert proc.stdout.readline() == b"start\n"
        out, err = _stop(proc, name)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == STOPS[name]
    assert err == "nslab: interrupted\n"                 # the same message for both signals


def _cached_points(cache):
    path = cache / "sweeps.sqlite"
    if not path.exists():
        return 0
    db = sqlite3.connect(str(path), timeout=30)
    try:
        return db.execute("SELECT COUNT(*) FROM points").fetchone()[0]
    except sqlite3.OperationalError:            # the table is not made yet
        return 0
    finally:
        db.close()


@pytest.mark.parametrize("name", sorted(STOPS))
def test_a_signal_stops_a_sweep_keeping_the_finished_points(tmp_path, name):
    cache = tmp_path / "cache"
    args = ["sweep", str(BASIC2), "--args", "{delayB} 0.002 8.0 3000 20 Reno 0",
            "--grid", "delayB=0:200:1", "--out", str(tmp_path / "out.csv"),
            "--cache-dir", str(cache), "--quiet", "--workers", "2"]
    proc = _start(args, tmp_path)
    try:
        _wait_until(lambda: _cached_points(cache) >= 2, proc, "two finished points")
        out, err = _stop(proc, name)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == STOPS[name], err
    assert err == "nslab sweep: interrupted; finished points are cached\n"
    kept = _cached_points(cache)
    assert 2 <= kept < 201
    assert not (tmp_path / "out.csv").exists()
    assert "Traceback" not in err and "BrokenPipe" not in err


IN_PROCESS_CHILD = r"""
import json, signal, sys, threading, _thread
from nslab import Simulator

def build():
    sim = Simulator()
    a, r, b = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, "100Mb", "10ms")
    sim.duplex_link(r, b, "10Mb", "50ms")
    sim.queue_limit(r, b, 20)
    tcp = sim.agent("Agent/TCP/Reno", window=1000, packet_size=960)
    sink = sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp); sim.attach_agent(b, sink); sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    return sim

how = sys.argv[1]
result = {"how": how}
sim = build()
main_id = threading.get_ident()
running = threading.Event()
sim.at(1.0, running.set)                  # the handshake: run() is under way

def interrupter():
    running.wait()
    result["sent_at_sim_time"] = sim.now
    if how == "pthread_kill":
        signal.pthread_kill(main_id, signal.SIGINT)
    else:
        _thread.interrupt_main()

th = threading.Thread(target=interrupter, daemon=True)
th.start()
try:
    try:
        sim.run(until=1e9)                # years of work: it can only end by the interrupt
        result["outcome"] = "completed"
    except KeyboardInterrupt:
        result["outcome"] = "KeyboardInterrupt"
    result["sim_now"] = sim.now
    th.join()
    # the interpreter survives: a new simulation still runs
    sim2 = build()
    sim2.run(until=1.0)
    result["second_run_now"] = sim2.now
except KeyboardInterrupt:
    result["late_interrupt"] = True
print(json.dumps(result))
"""


@pytest.mark.parametrize("how", ["pthread_kill", "interrupt_main"])
def test_ctrl_c_from_a_thread_interrupts_an_in_process_run(tmp_path, how):
    """A thread of the same interpreter sends SIGINT (or interrupt_main) once the run is
    under way: KeyboardInterrupt comes out of Simulator.run() and the interpreter goes on
    working.  In a child interpreter, so that a late interrupt cannot hit pytest."""
    child = tmp_path / "child.py"
    child.write_text(IN_PROCESS_CHILD)
    proc = subprocess.run([sys.executable, str(child), how], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300, preexec_fn=_default_signals)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result.get("outcome") == "KeyboardInterrupt", result
    assert 1.0 <= result["sent_at_sim_time"] <= result["sim_now"] < 1e9
    assert result["second_run_now"] == 1.0
    assert "late_interrupt" not in result
