"""nslab against the real ns-2 on the compatibility suite (tests/compat/scripts/).

Every script runs with `nslab run` as compat_run runs it (a fresh directory, stub
nam/xgraph/gnuplot, a time limit) and is compared with what ns-2 did, as record.py
stored it in expected.json:
* by default the run must be identical: exit status, stdout and every output file;
* a script in NOT_IDENTICAL is held to what it says instead: "unsupported" scripts must
  stop with exactly one error message, naming the missing feature.
Never a crash: no Python traceback, no internal error, no signal, no hang.  Scripts whose
ns-2 runs differ from each other (deterministic false) are only held to that.  Scripts
ns-2 needs more than SLOW_SECONDS for and that should run to the end are skipped unless
NSLAB_COMPAT_SLOW=1.
A script of NOT_IDENTICAL that becomes identical fails too: move it out of the table.
"""
import os
import sys

import pytest

from compat_run import load_expected, run, scripts

NSLAB = [sys.executable, "-m", "nslab", "run"]
SLOW_SECONDS = 5.0
TIMEOUT = 120

# What nslab still lacks, per script: ("unsupported", text its error names).
NOT_IDENTICAL = {
    "course/anyk8--wired_5.tcl": ("unsupported", " mrtproto'"),
    "course/anyk8--wireless_4w.tcl": ("unsupported", "'DSR'"),
    "course/vivek0739--wirecumwireless.tcl": ("unsupported", '-addressType hierarchical'),
    "ns2-ex/flooding.tcl": ("unsupported", "'Agent/MessagePassing'"),
    "ns2-ex/fq.tcl": ("unsupported", "'Queue/DropTail'"),
    "ns2-ex/hier-rtg-10.tcl": ("unsupported", " set-address-format'"),
    "ns2-ex/mcast.tcl": ("unsupported", " mrtproto'"),
    "ns2-ex/nam-example.tcl": ("unsupported", "allocaddr"),
    "ns2-ex/nam-separate-trace.tcl": ("unsupported", "allocaddr"),
    "ns2-ex/nam-simplexlink.tcl": ("unsupported", "'Agent/TCP/FullTcp'"),
    "ns2-ex/sat-mixed.tcl": ("unsupported", '-satNodeType'),
    "ns2-ex/sat-repeater.tcl": ("unsupported", '-satNodeType'),
    "ns2-ex/sat-wired.tcl": ("unsupported", '-satNodeType'),
    "ns2-ex/simple-eqp.tcl": ("unsupported", " mrtproto'"),
    "ns2-ex/simple-eqp1.tcl": ("unsupported", "multipath routing"),
    "ns2-ex/simple-fsm-tcp.tcl": ("unsupported", " abstract-tcp'"),
    "ns2-ex/simple-plm.tcl": ("unsupported", '"calc_cum"'),
    "ns2-ex/simple-rtp.tcl": ("unsupported", " mrtproto'"),
    "ns2-ex/simple-webcache.tcl": ("unsupported", "'PagePool/Math'"),
    "ns2-ex/src_test.tcl": ("unsupported", " src_rting'"),
    "ns2-ex/srm-demo.tcl": ("unsupported", " mrtproto'"),
    "ns2-ex/tcpapp.tcl": ("unsupported", "'Agent/TCP/FullTcp'"),
    "ns2-ex/test-rlm.tcl": ("unsupported", "allocaddr"),
    "ns2-ex/virtual-classifier.tcl": ("unsupported", "enable-module"),
    "ns2-ex/wired-cum-wireless-sim.tcl": ("unsupported", '-addressType hierarchical'),
    "ns2-ex/wireless-flooding.tcl": ("unsupported", "'DumbAgent'"),
    "ns2-ex/wireless-simple-mac.tcl": ("unsupported", "'DumbAgent'"),
    "ns2-ex/worm.tcl": ("unsupported", " entry'"),
}

EXPECTED = load_expected()["scripts"]


def _crash(result):
    """Why the run counts as a crash, or None."""
    if result["status"] == "timeout":
        return "no end within %d s" % TIMEOUT
    if result["status"] < 0:
        return "killed by signal %d" % -result["status"]
    for mark in ("Traceback (most recent call last)", "internal error", "Segmentation"):
        if mark in result["stderr"]:
            return "%r in stderr:\n%s" % (mark, result["stderr"][-3000:])
    return None


def _differences(ns, mine):
    problems = []
    if mine["status"] != ns["status"]:
        problems.append("exit status %s, ns-2 %s" % (mine["status"], ns["status"]))
    if "stdout" in ns and mine["stdout"] != ns["stdout"]:
        problems.append("stdout differs:\n--- ns-2\n%s\n--- nslab\n%s" % (ns["stdout"][-1500:],
                                                                         mine["stdout"][-1500:]))
    theirs, ours = ns["files"], mine["files"]
    if set(theirs) != set(ours):
        problems.append("files: ns-2 wrote %s, nslab %s" % (sorted(theirs), sorted(ours)))
    problems += ["%s differs" % k for k in sorted(set(theirs) & set(ours)) if theirs[k] != ours[k]]
    if problems and mine["stderr"]:
        problems.append("nslab's stderr:\n" + mine["stderr"][-1500:])
    return problems


def _slow(rel):
    """A script that runs long in ns-2 and is expected to run to the end in nslab too
    (an unsupported one stops early)."""
    return (EXPECTED[rel]["seconds"] > SLOW_SECONDS and not os.environ.get("NSLAB_COMPAT_SLOW")
            and NOT_IDENTICAL.get(rel, ("",))[0] != "unsupported")


@pytest.mark.parametrize("rel", scripts())
def test_script(rel):
    assert rel in EXPECTED, "%s has no ns-2 record: run tests/compat/record.py --only %s" % (rel, rel)
    ns = EXPECTED[rel]
    if _slow(rel):
        pytest.skip("ns-2 takes %.1f s (set NSLAB_COMPAT_SLOW=1 to run it)" % ns["seconds"])
    mine = run(NSLAB, rel, TIMEOUT)
    crash = _crash(mine)
    assert crash is None, crash
    kind, feature = NOT_IDENTICAL.get(rel, ("identical", None))
    if kind == "unsupported":
        assert mine["status"] != 0, "%s ran to the end: take it out of NOT_IDENTICAL" % rel
        assert mine["stderr"].count("nslab: error in") == 1, mine["stderr"]
        assert feature in mine["stderr"], "the error does not name %r:\n%s" % (feature, mine["stderr"])
        return
    if not ns["deterministic"]:
        return      # ns-2's own runs differ: no crash is all that can be asked
    problems = _differences(ns, mine)
    assert not problems, "\n".join(problems)
