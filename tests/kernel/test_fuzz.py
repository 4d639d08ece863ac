"""A fuzz suite: random scenarios through the Python API and random (mutated) Tcl scripts
through `nslab run`'s code path, in child processes.  Every case must end in a result or a
clear error of nslab's own classes: no signal (a crash), no raw Python exception, no hang.

The cases come from a seeded generator (the same cases on every run).  NSLAB_FUZZ_CASES sets
how many of each kind (default 150); NSLAB_FUZZ_SEED the seed.  The tally of outcomes is
printed (pytest -s shows it), e.g.

    NSLAB_FUZZ_CASES=2500 .venv/bin/python -m pytest tests/kernel/test_fuzz.py -s

Cases run in batches in one child (fuzz_child.py), which reports each outcome as it is
known; if the child dies or hangs, the case it was running is recorded as a crash or a hang
and the rest of the batch runs in a new child.
"""
import collections
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from nslab import params as P

HERE = Path(__file__).resolve().parent
CASES = int(os.environ.get("NSLAB_FUZZ_CASES", "150"))
SEED = int(os.environ.get("NSLAB_FUZZ_SEED", "20261125"))
BATCH = 50
BATCH_GUARD = 120          # seconds a batch may take before its running case counts as a hang

SPECIAL = [{"special": s} for s in ("inf", "-inf", "nan", "huge", "complex", "true", "list",
                                    "none")]
BAD_TEXT = ["abc", "1e400", "10Qb", "-1ms", "", "  ", "0x", "--5"]


class _Rng(random.Random):
    """A seeded generator whose share of malformed values is set per case (`bad`): some
    cases are sound programs, others are riddled with bad values."""
    bad = 0.0


EXTREME = [-5, 0, -1e-9, 2 ** 31, 1e300]


def _value(rng, good, special=SPECIAL, extreme=EXTREME):
    """A good value, or with probability rng.bad a malformed one."""
    if rng.random() >= rng.bad:
        return rng.choice(good)
    r = rng.random()
    if r < 0.5:
        return rng.choice(special)
    if r < 0.75:
        return rng.choice(BAD_TEXT)
    return rng.choice(extreme)


def _ref(rng, pool_size):
    if pool_size and rng.random() >= rng.bad / 3:
        return {"index": rng.randrange(pool_size)}
    return rng.choice(SPECIAL + [123, "n0"])


# every registered TCP flavour and queue discipline (nslab.params), and a bad name of each
AGENTS = list(P.TCP_CLASSES) + ["Agent/TCPSink", "Agent/TCPSink/DelAck", "Agent/UDP",
                                "Agent/Null", "Agent/LossMonitor", "Agent/Bogus"]
QUEUES = ["DropTail"] + list(P.QUEUE_CLASSES) + ["Bogus"]
RANVARS = {"RandomVariable/Exponential": ["avg_"], "RandomVariable/Pareto": ["avg_", "shape_"],
           "RandomVariable/Uniform": ["min_", "max_"], "RandomVariable/Normal": ["avg_", "std_"],
           "RandomVariable/Weibull": ["scale_", "shape_"], "RandomVariable/Erlang": ["lambda_", "k_"]}


def api_case(rng, i):
    """A dumbbell-like program: a chain of nodes, flows between its ends, a run; with
    malformed values (rng.bad) and odd structure (self-connections, agents on one node,
    unknown classes, links to nowhere) mixed in."""
    rng.bad = rng.choice([0.0, 0.0, 0.0, 0.02, 0.05, 0.2])
    odd = rng.random() < 0.25                           # structural oddities in this case
    n = rng.randint(2, 5)
    ops = []
    if rng.random() < 0.3:
        ops.append(["trace_all", _value(rng, ["fuzz.tr"]) if rng.random() < 0.95
                    else rng.choice(["/nonexistent/dir/x.tr", "/dev/full"])])
    for k in range(n - 1):
        queue = rng.choice(QUEUES) if odd else rng.choice(["DropTail", "DropTail", "RED", "SFQ"])
        params = {}
        if queue == "RED" and rng.random() < 0.5:
            params["thresh"] = _value(rng, [5, 10])
            params["maxthresh"] = _value(rng, [15, 20])
        elif odd and rng.random() < 0.3:
            params[rng.choice(["limit", "bogus_"])] = _value(rng, [5, 20, 50])
        a, b = {"index": k}, {"index": k + 1}
        if odd and rng.random() < 0.2:
            b = _ref(rng, n)
        ops.append(["link", a, b if rng.random() >= rng.bad / 3 else _ref(rng, n),
                    _value(rng, ["1Mb", "10Mb", 8e5, "800Kb"]),
                    _value(rng, ["10ms", 0.05, "1ms", 0]), queue, params])
    if rng.random() < 0.4:
        k = rng.randrange(n - 1)
        ops.append(["limit", {"index": k}, {"index": k + 1}, _value(rng, [1, 7, 20])])
    n_agents, apps = 0, 0
    for _ in range(rng.randint(1, 3)):
        tcp = rng.random() < 0.7
        sender = rng.choice(AGENTS[:6]) if tcp else "Agent/UDP"
        receiver = rng.choice(["Agent/TCPSink", "Agent/TCPSink/DelAck"]) if tcp else \
            rng.choice(["Agent/Null", "Agent/LossMonitor"])
        if odd and rng.random() < 0.2:
            sender = rng.choice(AGENTS)
        params = {}
        for _ in range(rng.randint(0, 2)):
            params[rng.choice(["window", "packet_size", "fid", "ttl", "windowInit"]
                              + (["bogus"] if odd else []))] = _value(rng, [1, 20, 1000, 64])
        ops.append(["agent", sender, params])
        ops.append(["agent", receiver, {}])
        s_ref, r_ref = {"index": n_agents}, {"index": n_agents + 1}
        n_agents += 2
        src, dst = 0, n - 1
        if odd and rng.random() < 0.3:
            dst = src                                   # a source and its sink on one node
        ops.append(["attach", {"index": src}, s_ref])
        ops.append(["attach", {"index": dst}, r_ref])
        if odd and rng.random() < 0.2:
            r_ref = s_ref                               # an agent connected to itself
        ops.append(["connect", s_ref, r_ref])
        if rng.random() < 0.3:
            ops.append(["set", s_ref, rng.choice(["cwnd_", "window_", "ssthresh_", "t_seqno_"]
                                                 + (["nope_"] if odd else [])),
                        _value(rng, [1, 10, 20.5])])
        if tcp:
            ops.append(["ftp", s_ref])
        else:
            ops.append(["cbr", s_ref, {"rate": _value(rng, ["1Mb", 5e5]),
                                       "packet_size": _value(rng, [500, 1000])}])
        ops.append(["start", _value(rng, [0.0, 0.5, 1.0]), apps])
        apps += 1
    if rng.random() < 0.2:
        cls = rng.choice(sorted(RANVARS))
        ops.append(["ranvar", cls, {p: _value(rng, [0.5, 1.5, 2.0]) for p in RANVARS[cls]}])
    # (until=None would run an FTP for ever, and until=1e300 for ages: scenarios that do
    # not end, not hangs)
    ops.append(["run", _value(rng, [1.0, 3.0, "2s"], [x for x in SPECIAL if x["special"] != "none"],
                              [-5, 0, -1e-9])])
    return {"id": i, "nodes": n, "ops": ops}


BASE_SCRIPT = """\
set ns [new Simulator]
set tf [open fuzz.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 10ms DropTail
$ns duplex-link $n1 $n2 800Kb 50ms DropTail
$ns queue-limit $n1 $n2 7
set tcp [new Agent/TCP/Reno]
$tcp set window_ 100
$tcp set packetSize_ 960
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set rate_ 100Kb
set rv [new RandomVariable/Exponential]
$rv set avg_ 1.0
set em [new ErrorModel]
$em set rate_ 0.01
$ns at 0.0 "$ftp start"
$ns at 0.5 "$cbr start"
$ns at 1.0 "puts [$rv value]"
proc finish {} { global ns tf tcp; $ns flush-trace; close $tf; puts [$tcp set ack_]; exit 0 }
"""
END = '$ns at 3.0 "finish"\n$ns run\n'
TCL_VALUES = ["-5", "0", "inf", "nan", "1e400", "abc", "10Qb", "-1ms", "{}", "$undefined", "0x10",
              "2.5", "100000000000000000000", "true", "\"\"", "[expr 1/0]"]
TCL_EXTRA = ["$ns connect $tcp $tcp", "$ns attach-agent $n0 $sink", "$ns at -1 \"puts x\"",
             "$ns bogus-command", "$tcp bogus", "new Agent/Bogus", "$ns duplex-link $n0 $n0 1Mb 1ms DropTail",
             "$ns queue-limit $n0 $n2 5", "$ns lossmodel $em $n1 $n2", "$ns rtproto DV",
             "$n0 label hello", "$ns at 1.0 \"$ftp stop\"", "$ftp attach-agent $udp",
             "$tcp set window_", "$ns at", "set q [$ns monitor-queue $n1 $n2 [open q.tr w] 0.1]"]


def tcl_case(rng, i):
    lines = BASE_SCRIPT.splitlines()
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        k = rng.randrange(len(lines))
        if r < 0.55:                                     # replace one word of a line
            words = lines[k].split(" ")
            j = rng.randrange(len(words))
            words[j] = rng.choice(TCL_VALUES)
            lines[k] = " ".join(words)
        elif r < 0.7:
            del lines[k]
        elif r < 0.8:
            lines.insert(k, lines[k])
        else:
            lines.insert(k, rng.choice(TCL_EXTRA))
    return {"id": i, "script": "\n".join(lines) + "\n" + END}


def _child(mode, directory):
    env = dict(os.environ, PYTHONFAULTHANDLER="1")
    return subprocess.Popen([sys.executable, str(HERE / "fuzz_child.py"), mode, str(directory)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=directory, env=env)


def run_cases(mode, cases, directory):
    """{case id: (outcome, detail)} with outcome ok, clean, foreign, crash or hang."""
    results = {}
    todo = list(cases)
    while todo:
        batch, todo = todo[:BATCH], todo[BATCH:]
        proc = _child(mode, directory)
        try:
            out, err = proc.communicate(json.dumps(batch), timeout=BATCH_GUARD)
            hung = False
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            hung = True
        for line in out.splitlines():
            r = json.loads(line)
            results[r["case"]] = (r["outcome"], r["detail"])
        missing = [c for c in batch if c["id"] not in results]
        if missing:
            first = missing[0]
            if hung:
                results[first["id"]] = ("hang", "no outcome within the guard")
            else:
                how = ("signal %s" % signal.Signals(-proc.returncode).name
                       if proc.returncode < 0 else "exit %d" % proc.returncode)
                results[first["id"]] = ("crash", "%s: %s" % (how, err[-600:]))
            todo = missing[1:] + todo
    return results


def _tally(kind, cases, results):
    counts = collections.Counter(outcome for outcome, _ in results.values())
    print("\nfuzz %s: %d cases: %s" % (kind, len(cases), ", ".join(
        "%s %d" % (k, counts[k]) for k in ("ok", "clean", "foreign", "crash", "hang"))))
    bad = [(i, results[i]) for i in sorted(results) if results[i][0] in ("foreign", "crash", "hang")]
    return bad


def _report(kind, cases, bad):
    by_id = {c["id"]: c for c in cases}
    lines = ["%d %s case(s) did not end in a result or a clear error:" % (len(bad), kind)]
    for i, (outcome, detail) in bad[:5]:
        lines.append("--- case %d: %s: %s\n%s" % (i, outcome, detail, json.dumps(by_id[i])[:1500]))
    return "\n".join(lines)


def test_fuzz_python_api(tmp_path):
    rng = _Rng(SEED)
    cases = [api_case(rng, i) for i in range(CASES)]
    results = run_cases("api", cases, tmp_path)
    bad = _tally("python-api", cases, results)
    assert not bad, _report("Python API", cases, bad)
    counts = collections.Counter(o for o, _ in results.values())
    assert counts["ok"] > 0 and counts["clean"] > 0          # the generator reaches both


def test_fuzz_tcl_scripts(tmp_path):
    rng = random.Random(SEED + 1)
    cases = [tcl_case(rng, i) for i in range(CASES)]
    results = run_cases("tcl", cases, tmp_path)
    bad = _tally("tcl", cases, results)
    assert not bad, _report("Tcl", cases, bad)
    counts = collections.Counter(o for o, _ in results.values())
    assert counts["ok"] > 0 and counts["clean"] > 0


def test_the_harness_sees_a_crash(tmp_path):
    """A child killed by a signal is reported as a crash of the case it was running, and the
    rest of its batch still runs (the suite can fail)."""
    script = 'puts start\nflush stdout\nexec kill -SEGV [pid]\n'
    cases = [{"id": 0, "script": "puts a\n"}, {"id": 1, "script": script},
             {"id": 2, "script": "puts b\n"}]
    results = run_cases("tcl", cases, tmp_path)
    assert results[0][0] == "ok" and results[2][0] == "ok"
    assert results[1][0] == "crash" and "SIGSEGV" in results[1][1]
