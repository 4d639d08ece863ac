"""Every write is checked: a trace, monitor or script file that cannot be written in full
stops the run with a message naming the file and a non-zero exit (the Python API raises
OSError), never a silent exit 0 with a cut file.

Two ways to fail a write: /dev/full (every write fails with ENOSPC) and, where this process
may mount file systems (root), a 64 KiB tmpfs that fills up part-way through a trace.
"""
import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nslab import Simulator

FULL = "/dev/full"
pytestmark = pytest.mark.skipif(not os.path.exists(FULL), reason="no /dev/full")


def _tcl(tmp_path, body):
    script = tmp_path / "w.tcl"
    script.write_text(textwrap.dedent(body))
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)


def _traced_script(path, end=20.0, close=True):
    finish = "close $f; exit 0" if close else "exit 0"
    return """\
        set ns [new Simulator]
        set f [open %s w]
        $ns trace-all $f
        set n0 [$ns node]
        set n1 [$ns node]
        $ns duplex-link $n0 $n1 1Mb 10ms DropTail
        set tcp [new Agent/TCP]
        set sink [new Agent/TCPSink]
        $ns attach-agent $n0 $tcp
        $ns attach-agent $n1 $sink
        $ns connect $tcp $sink
        set ftp [new Application/FTP]
        $ftp attach-agent $tcp
        $ns at 0.1 "$ftp start"
        proc finish {} { global f; %s }
        $ns at %r "finish"
        $ns run
        """ % (path, finish, end)


def _assert_failed_naming(proc, path):
    assert proc.returncode == 1, (proc.returncode, proc.stderr)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert "cannot write" in proc.stderr and repr(str(path)) in proc.stderr, proc.stderr
    assert "No space left on device" in proc.stderr or "no space left" in proc.stderr


@pytest.mark.parametrize("close", [True, False], ids=["closed", "left-open"])
def test_tcl_trace_to_a_full_device_fails_naming_the_file(tmp_path, close):
    _assert_failed_naming(_tcl(tmp_path, _traced_script(FULL, close=close)), FULL)


def test_tcl_trace_failing_mid_run_stops_the_run(tmp_path):
    """2000 s of trace fill the kernel's 1 MiB buffer many times: the first failed flush
    stops the run at once (the error comes from `$ns run`, not from `finish`)."""
    proc = _tcl(tmp_path, _traced_script(FULL, end=2000.0))
    _assert_failed_naming(proc, FULL)
    assert '"$ns run"' in proc.stderr and '"finish"' not in proc.stderr


def test_tcl_own_file_that_cannot_be_flushed_fails(tmp_path):
    proc = _tcl(tmp_path, """\
        set f [open %s w]
        puts $f "a line the script never closes"
        puts done
        """ % FULL)
    assert proc.stdout == "done\n"
    _assert_failed_naming(proc, FULL)


def test_tcl_queue_monitor_trace_to_a_full_device_fails(tmp_path):
    proc = _tcl(tmp_path, """\
        set ns [new Simulator]
        set n0 [$ns node]
        set n1 [$ns node]
        $ns duplex-link $n0 $n1 1Mb 10ms DropTail
        set q [open %s w]
        $ns monitor-queue $n0 $n1 $q 0.1
        [$ns link $n0 $n1] queue-sample-timeout
        set tcp [new Agent/TCP]
        set sink [new Agent/TCPSink]
        $ns attach-agent $n0 $tcp
        $ns attach-agent $n1 $sink
        $ns connect $tcp $sink
        set ftp [new Application/FTP]
        $ftp attach-agent $tcp
        $ns at 0.1 "$ftp start"
        $ns at 5.0 "exit 0"
        $ns run
        """ % FULL)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr and repr(FULL) in proc.stderr, proc.stderr


def _python_scenario(sim):
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms")
    tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.1, sim.ftp(tcp).start)
    return tcp


def test_python_trace_all_to_a_full_device_raises():
    sim = Simulator()
    sim.trace_all(FULL)
    _python_scenario(sim)
    with pytest.raises(OSError) as info:
        sim.run(until=20.0)
    assert info.value.errno == errno.ENOSPC and repr(FULL) in str(info.value)


def test_python_variable_trace_to_a_full_device_raises():
    sim = Simulator()
    tcp = _python_scenario(sim)
    tcp.trace(FULL, "cwnd_")
    with pytest.raises(OSError, match="cannot write trace file"):
        sim.run(until=20.0)


def test_python_open_trace_write_flush_and_close_raise():
    sim = Simulator()
    out = sim.open_trace(FULL)
    sim.kernel.write_output(out.id, b"x" * 100)       # in the C stdio buffer so far
    with pytest.raises(OSError, match="No space left"):
        out.flush()
    with pytest.raises(OSError, match="No space left"):  # the failure stays reported
        out.close()


def test_a_healthy_trace_still_ends_in_whole_lines(tmp_path):
    sim = Simulator()
    path = tmp_path / "ok.tr"
    sim.trace_all(str(path))
    _python_scenario(sim)
    sim.run(until=20.0)
    sim.flush_trace()
    data = path.read_bytes()
    assert data.endswith(b"\n") and data.count(b"\n") > 1000


@pytest.fixture
def small_disk(tmp_path):
    """A 64 KiB tmpfs (root only): writes succeed, then fail with ENOSPC."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if proc.returncode:
        pytest.skip("cannot mount a tmpfs here: " + proc.stderr.strip())
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=True)    # lazy: a Simulator may still hold its file


def test_tcl_trace_filling_a_small_disk_fails_naming_the_file(tmp_path, small_disk):
    path = small_disk / "full.tr"
    proc = _tcl(tmp_path, _traced_script(path, end=2000.0))
    _assert_failed_naming(proc, path)
    data = path.read_bytes()
    assert 0 < len(data) <= 64 * 1024


def test_python_trace_filling_a_small_disk_raises(small_disk):
    sim = Simulator()
    path = small_disk / "full.tr"
    sim.trace_all(str(path))
    _python_scenario(sim)
    with pytest.raises(OSError) as info:
        sim.run(until=2000.0)
    assert info.value.errno == errno.ENOSPC and repr(str(path)) in str(info.value)
    assert sim.now < 2000.0                              # stopped at the failure
