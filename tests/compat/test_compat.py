"""nslab against the real ns-2 on the compatibility suite (tests/compat/scripts/).

Every script runs with `nslab run` as compat_run runs it (a fresh directory, stub
nam/xgraph/gnuplot, a time limit) and is compared with what ns-2 did, as record.py
stored it in expected.json:
* by default the run must be identical: exit status, stdout and every output file;
* a script in NOT_IDENTICAL is held to what it says instead: "unsupported" scripts must
  stop with exactly one error message, naming the missing feature; "caught" ones are
  validation suites that catch that error and end with their usage message (stderr
  must name the feature, the exit status be non-zero); "script-says" ones are suites
  that find an ns-2 module absent and say so themselves (stdout must hold the text);
  "differs" ones run to the end with output that differs from ns-2's (the text names
  the first difference, for the record: the run is held to no crash and a difference).
Never a crash: no Python traceback, no internal error, no signal, no hang.  Scripts whose
ns-2 runs differ from each other (deterministic false) are only held to that.  Scripts
ns-2 needs more than SLOW_SECONDS for and that should run to the end are skipped unless
NSLAB_COMPAT_SLOW=1.
A script of NOT_IDENTICAL that becomes identical fails too: move it out of the table.
Runs are named as compat_run.scripts() names them ("ns2-test/links.tcl Test1 QUIET" for
a run of ns-2's validation suites); those runs are skipped where perl lacks getopts.pl
(Debian's libperl4-corelibs-perl), which ns-2's bin/raw2xg, run by the suites, requires.
"""
import functools
import os
import subprocess
import sys

import pytest

from compat_run import load_expected, run, scripts

NSLAB = [sys.executable, "-m", "nslab", "run"]
SLOW_SECONDS = 5.0
TIMEOUT = 120

# What nslab still lacks, per script: ("unsupported", text its error names).
NOT_IDENTICAL = {
    "ns2-ex/fq.tcl": ("unsupported", "'Queue/DropTail' made apart from a link"),
    "ns2-ex/sat-mixed.tcl": ("unsupported", "-satNodeType polar"),
    "ns2-ex/sat-wired.tcl": ("unsupported", "-satNodeType polar"),
    "ns2-ex/simple-plm.tcl": ("unsupported", '"calc_cum"'),
    "ns2-ex/test-rlm.tcl": ("unsupported", "'MMG/ns'"),
    "ns2-test/cbq.tcl WRR QUIET": ("unsupported", "'CBQ/WRR'"),
    "ns2-test/diffserv.tcl tb QUIET": ("unsupported", "'dsRED/edge'"),
    "ns2-test/diffusion3.tcl simple-ping QUIET":
        ("script-says", "Diffusion3 module is not present"),
    "ns2-test/intserv.tcl MS QUIET": ("unsupported", " duplex-intserv-link'"),
    "ns2-test/jobs.tcl jobs-rate QUIET": ("unsupported", "'JoBS'"),
    "ns2-test/mcache.tcl media1 QUIET": ("unsupported", "'PagePool/Media'"),
    "ns2-test/mip.tcl mip-adv-one QUIET": ("unsupported", "node_factory_ Node/MIPBS"),
    "ns2-test/mpls.tcl simple QUIET": ("unsupported", "-MPLS"),
    "ns2-test/packmime.tcl 1node-http_1_0 QUIET": ("unsupported", "'PackMimeHTTP'"),
    "ns2-test/plm.tcl PLM QUIET": ("unsupported", '"calc_cum"'),
    "ns2-test/pushback.tcl cbrs QUIET": ("unsupported", " add-pushback-agent'"),
    "ns2-test/red-pd.tcl simple QUIET": ("unsupported", "'RED/PD'"),
    "ns2-test/sctp.tcl sctp-2packetsTimeout QUIET": ("unsupported", "'Agent/SCTP'"),
    "ns2-test/smac-multihop.tcl smac-multihop QUIET": ("unsupported", "-diffusionFilter"),
    "ns2-test/snoop.tcl simple QUIET": ("unsupported", " addNode'"),
    "ns2-test/tcpLinux.tcl tcpLinuxBase QUIET": ("unsupported", "'Agent/TCP/Linux'"),
    "ns2-test/testReno-bayfull.tcl Reno_FullTCP QUIET": ("unsupported", "'Agent/TCP/BayFullTcp'"),
    "ns2-test/wireless-diffusion.tcl diff-rate-default QUIET": ("unsupported", "an active God"),
    "ns2-test/wireless-lan-newnode-80211Ext.tcl unicast QUIET": ("unsupported", "'Mac/802_11Ext'"),
    "ns2-test/wpan.tcl wpan QUIET": ("unsupported", "'Mac/802_15_4'"),
    "ns2-test/xcp.tcl simple-xcp QUIET": ("script-says", "xcp (half) module is not present"),
}

# Scripts whose stdout ends with lines from commands started in the background
# (`exec ... &`), which race each other: in ns-2 as in nslab their order depends on
# the machine's timing, so stdout is compared as a set of lines (files still exactly).
RACY_STDOUT = {
    "course/nishijain7--p2.tcl": "two background commands print as they finish",
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
            and NOT_IDENTICAL.get(rel, ("",))[0] not in ("unsupported", "caught", "script-says"))


@functools.lru_cache(maxsize=None)
def _perl_has_getopts():
    try:
        return subprocess.run(["perl", "-e", 'require "getopts.pl"'], capture_output=True).returncode == 0
    except OSError:
        return False


@pytest.mark.parametrize("rel", scripts())
def test_script(rel):
    assert rel in EXPECTED, "%s has no ns-2 record: run tests/compat/record.py --only '%s'" % (rel, rel)
    ns = EXPECTED[rel]
    if rel.startswith("ns2-test/") and not _perl_has_getopts():
        pytest.skip("perl lacks getopts.pl, which ns-2's bin/raw2xg needs (libperl4-corelibs-perl)")
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
    if kind == "caught":
        assert mine["status"] != 0, "%s ran to the end: take it out of NOT_IDENTICAL" % rel
        assert mine["stderr"].count(feature) == 1, "stderr does not name %r once:\n%s" % (
            feature, mine["stderr"])
        return
    if kind == "script-says":
        assert feature in mine["stdout"], "stdout lacks %r:\n%s" % (feature, mine["stdout"][-1500:])
        return
    if not ns["deterministic"]:
        return      # ns-2's own runs differ: no crash is all that can be asked
    if rel in RACY_STDOUT and sorted(mine["stdout"].splitlines()) == sorted(
            ns.get("stdout", "").splitlines()):
        mine = dict(mine, stdout=ns["stdout"])
    problems = _differences(ns, mine)
    if kind == "differs":
        assert problems, "%s is identical now: take it out of NOT_IDENTICAL" % rel
        return
    assert not problems, "\n".join(problems)
