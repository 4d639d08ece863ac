"""A student's ns-2 script run again for the grader (nslab.grading.scripts): in a child
process (the jail when grading), its files sent back as text; the grader's own reading of
the trace; and the check that a submitted trace parser reads the lines itself."""
import sys

import pytest

from nslab import trace as nstrace
from nslab.errors import CheckFailed
from nslab.grading import scripts
from nslab.grading.sandbox import make_jail

pytest.importorskip("tkinter")

SCRIPT = """
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
proc finish {} {
    global ns f
    $ns flush-trace
    close $f
    exit 0
}
set a [$ns node]
set r [$ns node]
set b [$ns node]
$ns duplex-link $a $r 10Mb 5ms DropTail
$ns duplex-link $r $b [lindex $argv 0]kb [lindex $argv 1]ms DropTail
$ns queue-limit $r $b [lindex $argv 2]
set tcp [new Agent/TCP/Reno]
$tcp set packetSize_ 960
$tcp set window_ 100
$ns attach-agent $a $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $b $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.0 "$ftp start"
$ns at 10.0 "finish"
$ns run
"""


def test_a_script_runs_again_with_its_arguments(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    done = scripts.rerun_script(SCRIPT, [800, 40, 6])
    assert done.status == 0 and set(done.files) == {"out.tr"}
    assert not list(tmp_path.iterdir())              # it ran in a directory of its own
    lines = done.lines("out.tr")
    times = scripts.link_times(lines, 1, 2) + scripts.link_times(lines, 2, 1)
    assert {size for size, _ in times} == {40, 1000}
    for size, t in times:                            # size * 8 / bandwidth + delay, as printed
        assert t == pytest.approx(size * 8 / 800e3 + 0.040, abs=2e-5)
    # the grader's counts agree with nslab.trace's frames of the same file
    (tmp_path / "out.tr").write_text(done.files["out.tr"])
    p = nstrace.read(str(tmp_path / "out.tr")).packets
    drops, kbps, largest = scripts.trace_counts(lines)
    assert drops == (p.event == "d").sum() > 0
    received = p[(p.event == "r") & (p.to_node == 2) & (p.ptype == "tcp")]
    assert kbps == pytest.approx(received["size"].sum() * 8 / 10 / 1000)
    assert largest == 6


def test_other_arguments_give_another_trace():
    slow = scripts.rerun_script(SCRIPT, [500, 40, 6]).lines("out.tr")
    fast = scripts.rerun_script(SCRIPT, [1500, 40, 12]).lines("out.tr")
    assert scripts.link_times(slow, 1, 2)[0][1] > scripts.link_times(fast, 1, 2)[0][1]
    assert scripts.trace_counts(fast)[2] == 12


def test_errors_exit_and_runaway_scripts_come_back_as_a_status():
    assert scripts.rerun_script("puts hi\nexit 3\n").status == 3
    bad = scripts.rerun_script("set ns [new Simulator]\n$ns no-such-command\n")
    assert bad.status != 0 and "no-such-command" in bad.stderr and bad.files == {}
    assert scripts.rerun_script("while {1} {}\n", timeout=2).status == -1
    with pytest.raises(CheckFailed, match="must be text"):
        scripts.rerun_script(None)


def test_in_the_jail(monkeypatch):
    """As the grader runs it (nslab.grading.trusted calls use_jail); without root the jail is
    its scratch directory and clean environment."""
    monkeypatch.setitem(scripts._jail, "factory", make_jail({"isolate": False}))
    done = scripts.rerun_script(SCRIPT, [800, 40, 6])
    assert done.status == 0 and scripts.trace_counts(done.lines("out.tr"))[2] == 6


def own_parser(lines):
    drops = 0
    for line in lines:
        drops += line.split()[0] == "d"
    return drops


def uses_nslab_trace(lines):
    return len(nstrace.read(lines).packets)


def imports_inside(lines):
    import importlib
    return importlib.import_module("nslab.trace")


def reads_a_file(lines):
    with open("out.tr") as f:
        return len(f.read())


def climbs_to_globals(lines):
    return own_parser.__globals__["nstrace"]


def calls_a_helper_that_cheats(lines):
    return uses_nslab_trace(lines)


uses_nslab_trace.__module__ = "__main__"        # as a notebook's function: recorded as a helper


@pytest.mark.parametrize("function, used", [
    (uses_nslab_trace, "nslab.trace"), (imports_inside, "importlib"), (reads_a_file, "open"),
    (climbs_to_globals, "__globals__"), (calls_a_helper_that_cheats, "nslab.trace")])
def test_a_parser_that_does_not_read_the_lines_itself_fails(function, used):
    with pytest.raises(CheckFailed, match="uses .*%s" % used):
        scripts.check_own_code("parse_trace", function)


def test_an_own_parser_passes():
    scripts.check_own_code("parse_trace", own_parser)


def test_a_script_in_the_real_jail_sees_no_course(monkeypatch):
    """As root with namespaces (the grader's usual case), Tcl's exec and file commands run as
    nobody in a root file system without the checkout's solutions."""
    import logging
    import pathlib
    from traitlets.config import Config
    from nslab.grading import autograde
    if not autograde.isolation_available():
        pytest.skip("the jail needs root, unshare and Linux namespaces")
    settings, _ = autograde.jail_settings(Config(), None, sys.executable, "s01",
                                          logging.getLogger("test"))
    monkeypatch.setitem(scripts._jail, "factory", make_jail(settings))
    solutions = pathlib.Path(__file__).resolve().parents[2] / "solutions"
    assert solutions.is_dir()
    done = scripts.rerun_script('set f [open out.txt w]\nputs $f "[file exists %s] [exec id -u]"\n'
                                'close $f\n' % solutions)
    assert done.status == 0, done.stderr
    assert done.files["out.txt"].split() == ["0", str(settings["uid"])]
