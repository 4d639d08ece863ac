"""The `nslab` command line: `run SCRIPT [ARGS...]` is read without argparse (start-up
time); it must mean what argparse's reading of the same words means.  What a run imports,
and how its process ends."""
import argparse
import os

import pytest

from nslab import cli


def argparse_reading(argv):
    parser = argparse.ArgumentParser(prog="nslab")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    return parser.parse_args(argv)


@pytest.mark.parametrize("argv", [
    ["run", "a.tcl"],
    ["run", "a.tcl", "1", "2.5", "Reno"],
    ["run", "a.tcl", "-x", "--y", "--"],
    ["run", "dir/b c.tcl", ""],
])
def test_run_is_read_as_argparse_reads_it(argv):
    fast = cli._parse(argv)
    slow = argparse_reading(argv)
    assert (fast.command, fast.script, fast.args) == (slow.command, slow.script, slow.args)


def test_options_and_other_commands_still_go_through_argparse(capsys):
    with pytest.raises(SystemExit) as e:
        cli._parse(["run", "--help"])
    assert e.value.code == 0 and "script" in capsys.readouterr().out
    assert cli._parse(["run", "--", "a.tcl"]).script == "a.tcl"
    with pytest.raises(SystemExit):
        cli._parse(["run"])
    ns = cli._parse(["sweep", "s.tcl", "--args", "{x}", "--grid", "x=1,2", "--out", "o.csv"])
    assert ns.command == "sweep" and ns.script == "s.tcl"


def test_a_script_runs_without_path(tmp_path):
    """The grader's jail gives scripts an environment without PATH: the prelude's PERL and
    TCLSH (ns-autoconf's, found on PATH) fall back on the bare names instead of failing."""
    import subprocess
    import sys
    script = tmp_path / "p.tcl"
    script.write_text("puts \"$PERL $TCLSH\"\n")
    done = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], env={},
                          capture_output=True, text=True, cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "perl tclsh\n", "")



LAZY = ("nslab.otcl.route_dv", "nslab.otcl.lan_objects", "nslab.lan", "nslab.tcplib",
        "nslab.otcl.agent_cbr", "nslab.mcast", "nslab.satellite.objects", "nslab.hier",
        "nslab.otcl.hier_commands", "nslab.otcl.route_ls", "nslab.dsr",
        "nslab.otcl.webtraf", "nslab.otcl.webcache", "nslab.otcl.pagepool", "nslab.otcl.tcpapp",
        "nslab.otcl.legacy_mobile")
TWO_NODES = ("set ns [new Simulator]\n%s\nset n0 [$ns node]\nset n1 [$ns node]\n"
             "$ns duplex-link $n0 $n1 1Mb 10ms DropTail\n%s\n"
             "$ns at 0.5 \"exit 0\"\n$ns run\n")


def exit_status_and_lazy_modules_loaded(tmp_path, script_text):
    """Run the script in a fresh Python: its exit status and which of LAZY it imported."""
    import subprocess
    import sys
    script = tmp_path / "s.tcl"
    script.write_text(script_text)
    probe = ("import sys\nfrom nslab.otcl import run_script\n"
             "status = run_script(sys.argv[1], [])\n"
             "print(status, sorted(m for m in %r if m in sys.modules))\n" % (LAZY,))
    done = subprocess.run([sys.executable, "-c", probe, str(script)], capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[-1]


def test_a_wired_script_does_not_import_what_it_does_not_use(tmp_path):
    """Start-up: DV and LS routing, LANs, tcplib's table, the old Agent/CBR, multicast, the
    satellites' Tcl objects, hierarchical addresses, DSR, web traffic and caches, and the
    old mobile nodes are imported when a script uses them, not by every run."""
    assert exit_status_and_lazy_modules_loaded(tmp_path, TWO_NODES % ("", "")) == "0 []"


def test_the_lazy_modules_load_when_a_script_uses_them(tmp_path):
    """The same modules, used: DV routing, a LAN and an Agent/CBR in one script."""
    uses = ("set n2 [$ns node]\n"
            "set lan [$ns newLan \"$n1 $n2\" 10Mb 1ms -llType LL -ifqType Queue/DropTail "
            "-macType Mac/802_3 -chanType Channel]\n"
            "set cbr [new Agent/CBR]\n$ns attach-agent $n0 $cbr\n"
            "set sink [new Agent/Null]\n$ns attach-agent $n2 $sink\n$ns connect $cbr $sink\n"
            "$ns at 0.1 \"$cbr start\"")
    loaded = exit_status_and_lazy_modules_loaded(tmp_path, TWO_NODES % ("$ns rtproto DV", uses))
    assert loaded == "0 %s" % sorted(["nslab.otcl.route_dv", "nslab.otcl.lan_objects",
                                      "nslab.lan", "nslab.otcl.agent_cbr"])


def test_a_lazy_class_loads_its_module_at_its_first_new(tmp_path):
    """nslab.otcl.lazy_classes: `new PagePool/Math` imports nslab.otcl.pagepool, and the
    object works (its `get-poolsize` command)."""
    uses = "set pool [new PagePool/Math]\nputs [$pool get-poolsize]"
    loaded = exit_status_and_lazy_modules_loaded(tmp_path, TWO_NODES % ("", uses))
    assert loaded == "0 ['nslab.otcl.pagepool']"


def test_nslab_run_of_a_wired_script_imports_no_re_enum_or_threading(tmp_path):
    """Start-up: `nslab run` of a wired script imports neither re (nslab.units scans numbers
    by hand), nor enum (signal.py's), nor threading (the interrupt watcher is a plain
    thread).  What Python's site imported before the command runs is left out."""
    import subprocess
    import sys
    script = tmp_path / "s.tcl"
    script.write_text(TWO_NODES % ("", ""))
    probe = ("import sys\nbefore = set(sys.modules)\nfrom nslab.cli import main\n"
             "status = main(['run', sys.argv[1]])\n"
             "print(status, sorted(m for m in ('re', 'enum', 'threading', 'pathlib')\n"
             "                     if m in sys.modules and m not in before))\n")
    done = subprocess.run([sys.executable, "-c", probe, str(script)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []"


# A run whose output goes three ways: Tcl's stdout (more than one 4 KiB buffer), C's stdout
# (a queue's printstats) and a trace file the script leaves open.
THREE_OUTPUTS = """set ns [new Simulator]
set f [open out.tr w]
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
for {set i 0} {$i < %d} {incr i} { puts "line $i" }
$ns at 2.0 "[[$ns link $n0 $n1] queue] printstats"
$ns at 3.0 "%s"
$ns run
"""


def _outputs(tmp_path, argv, script_text, stdout=None):
    import subprocess
    import sys
    script = tmp_path / "s.tcl"
    script.write_text(script_text)
    done = subprocess.run([sys.executable] + argv + [str(script)], cwd=tmp_path, timeout=120,
                          stdout=stdout or subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    trace = (tmp_path / "out.tr").read_bytes() if (tmp_path / "out.tr").exists() else None
    return done, trace


@pytest.mark.parametrize("end", ["exit 0", "$ns halt"])
def test_nslab_run_ends_the_process_with_every_output_whole(tmp_path, end):
    """`nslab run` ends its process at once (cli._end_process skips Python's teardown):
    its stdout, C's lines after Tcl's, and the trace file left open are what the same
    run gives in a Python that ends the usual way."""
    text = THREE_OUTPUTS % (3000, end)
    fast, fast_trace = _outputs(tmp_path, ["-m", "nslab", "run"], text)
    probe = "import sys\nfrom nslab.otcl import run_script\nsys.exit(run_script(sys.argv[1]))\n"
    (tmp_path / "out.tr").unlink()
    usual, usual_trace = _outputs(tmp_path, ["-c", probe], text)
    assert (fast.returncode, fast.stderr) == (0, "")
    assert (usual.returncode, usual.stderr) == (0, "")
    assert fast.stdout == usual.stdout
    lines = fast.stdout.splitlines()
    assert lines[0] == "line 0" and lines[2999] == "line 2999"
    assert lines[-1].startswith("True average queue:")
    assert fast_trace == usual_trace and fast_trace.endswith(b"\n") and len(fast_trace) > 10000


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_nslab_run_reports_that_its_c_output_could_not_be_written(tmp_path):
    """Only C's stdout has output (Tcl's puts would fail in the script, with its own
    message): a full device is reported, with Python's exit status for it, 120."""
    with open("/dev/full", "w") as full:
        done, _ = _outputs(tmp_path, ["-m", "nslab", "run"], THREE_OUTPUTS % (0, "exit 0"),
                           stdout=full)
    assert done.returncode == 120
    assert done.stderr == "nslab: cannot write standard output: No space left on device\n"
