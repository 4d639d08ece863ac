"""The child process of tests/kernel/test_fuzz.py: runs a batch of fuzz cases and prints one JSON
outcome per case, as soon as it is known (so that after a crash the parent knows which case
was running).

    python fuzz_child.py api   < cases.json     # Python API programs
    python fuzz_child.py tcl DIR < cases.json   # Tcl scripts, as `nslab run` runs them

An outcome is {"case": i, "outcome": "ok" | "clean" | "foreign", "detail": ...}: "clean" is
an error of nslab's own classes with its message, "foreign" anything else (a raw Python
exception that escaped nslab: a bug).
"""
import json
import math
import os
import sys
import traceback

from nslab import KernelError, ParameterError, ScenarioError, Simulator

CLEAN = (ScenarioError, ParameterError, KernelError)


def decode(v):
    """Values that JSON cannot hold travel as {"special": name}."""
    if isinstance(v, dict) and "special" in v:
        return {"inf": math.inf, "-inf": -math.inf, "nan": math.nan, "huge": 10 ** 400,
                "complex": 1j, "true": True, "list": [1], "none": None}[v["special"]]
    return v


def run_api(case):
    """A small program of Simulator calls; values and object references come from the case."""
    sim = Simulator()
    nodes = [sim.node() for _ in range(case["nodes"])]
    agents, apps = [], []

    def ref(r, pool):
        if isinstance(r, dict) and "index" in r:
            return pool[r["index"] % len(pool)] if pool else None
        return decode(r)

    for op in case["ops"]:
        name, args = op[0], [decode(a) for a in op[1:]]
        if name == "link":
            a, b, bw, delay, queue, params = args
            sim.duplex_link(ref(op[1], nodes), ref(op[2], nodes), bw, delay, queue,
                            **{k: decode(v) for k, v in (params or {}).items()})
        elif name == "limit":
            sim.queue_limit(ref(op[1], nodes), ref(op[2], nodes), args[2])
        elif name == "agent":
            agents.append(sim.agent(args[0], **{k: decode(v) for k, v in args[1].items()}))
        elif name == "set":
            ref(op[1], agents)[args[1]] = args[2]
        elif name == "attach":
            sim.attach_agent(ref(op[1], nodes), ref(op[2], agents))
        elif name == "connect":
            sim.connect(ref(op[1], agents), ref(op[2], agents))
        elif name == "ftp":
            apps.append(sim.ftp(ref(op[1], agents)))
        elif name == "cbr":
            apps.append(sim.cbr(ref(op[1], agents), **{k: decode(v) for k, v in args[1].items()}))
        elif name == "start":                   # ["start", time, application index]
            if apps:
                sim.at(args[0], apps[op[2] % len(apps)].start)
        elif name == "trace_all":
            sim.trace_all(args[0])
        elif name == "ranvar":
            rv = sim.random_variable(args[0], **{k: decode(v) for k, v in args[1].items()})
            for _ in range(5):
                x = rv.value()
                if not math.isfinite(x):
                    raise AssertionError("random variable drew %r" % x)
        elif name == "run":
            sim.run(until=args[0])
    return "ok", ""


def run_tcl(case, directory):
    from nslab.otcl import ScriptError, run_script
    path = os.path.join(directory, "case%d.tcl" % case["id"])
    with open(path, "w") as f:
        f.write(case["script"])
    out = os.open(os.path.join(directory, "case%d.out" % case["id"]), os.O_WRONLY | os.O_CREAT)
    saved = os.dup(1)
    os.dup2(out, 1)                     # Tcl's puts writes to the real stdout
    try:
        status = run_script(path, [])
        return "ok", "exit %d" % status
    except ScriptError as e:
        return "clean", str(e).splitlines()[0][:200]
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
        os.close(out)


def main():
    mode = sys.argv[1]
    cases = json.load(sys.stdin)
    directory = sys.argv[2] if len(sys.argv) > 2 else "."
    os.chdir(directory)
    report = os.fdopen(os.dup(1), "w")
    for case in cases:
        try:
            outcome, detail = run_api(case) if mode == "api" else run_tcl(case, directory)
        except CLEAN as e:
            outcome, detail = "clean", "%s: %s" % (type(e).__name__, str(e)[:200])
        except OSError as e:
            message = e.strerror or str(e)
            outcome = "clean" if message.startswith(("cannot open trace file", "cannot write")) \
                else "foreign"
            detail = "%s: %s" % (type(e).__name__, message[:200])
        except Exception as e:
            outcome = "foreign"
            detail = "".join(traceback.format_exception_only(type(e), e)).strip()[:300]
        report.write(json.dumps({"case": case["id"], "outcome": outcome, "detail": detail}) + "\n")
        report.flush()


if __name__ == "__main__":
    main()
