"""Helpers for the analysis and sweep tests: run a reference case with nslab and read
its trace.  Not a test module itself."""
import os

from nslab import trace
from nslab.otcl import Runner

from reference_cases import case_by_name, script_path


def run_case_inprocess(name, workdir, capture=False):
    """Run the stored case `name` with nslab's Runner in `workdir`; returns the Runner
    (its .sim holds the kernel columns when capture=True)."""
    case = case_by_name(name)
    path = script_path(case)
    cwd = os.getcwd()
    os.chdir(str(workdir))
    try:
        runner = Runner(path, list(case['args']), capture=capture)
        assert runner.run_file(path) == 0
    finally:
        os.chdir(cwd)
    return runner


def case_trace(name, workdir):
    """The Trace of a traced case: from the file nslab wrote (which the reference tests
    check is ns-2's, byte for byte)."""
    case = case_by_name(name)
    run_case_inprocess(name, workdir)
    path = os.path.join(str(workdir), case['trace_file'])
    t = trace.read(path)
    os.unlink(path)
    return t


def kernel_trace(name, workdir):
    """The Trace of a traced case straight from the kernel's columns; the text trace
    the script also writes is deleted unread."""
    case = case_by_name(name)
    runner = run_case_inprocess(name, workdir, capture=True)
    if case.get('trace_file'):
        path = os.path.join(str(workdir), case['trace_file'])
        if os.path.exists(path):
            os.unlink(path)
    return trace.from_kernel(runner.sim)


def one_tcp_flow(cls, access=("10Mb", "5ms"), bottleneck=("2Mb", "50ms"), queue=30,
                 seconds=30.0, window=1000, **params):
    """One FTP over TCP class `cls` from A through R to C (access link A-R, bottleneck
    R-C with a `queue`-packet DropTail), cwnd_ and ssthresh_ traced; returns (sim, tcp, sink)
    after `seconds`."""
    from nslab import Simulator
    sim = Simulator(capture=True)
    a, r, c = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, *access)
    sim.duplex_link(r, c, *bottleneck)
    sim.queue_limit(r, c, queue)
    tcp = sim.agent(cls, window=window, **params)
    sink = sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(c, sink)
    sim.connect(tcp, sink)
    tcp.tracevar("cwnd_")
    tcp.tracevar("ssthresh_")
    sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=seconds)
    return sim, tcp, sink


def run_tcl_text(workdir, script, **fmt):
    """Run the Tcl text `script` (formatted with trace=<workdir>/s.tr and `fmt`) with nslab
    in `workdir`; returns (exit status, the trace's lines split into words)."""
    from nslab.otcl import run_script
    path = workdir / "s.tcl"
    trace_path = workdir / "s.tr"
    path.write_text(script.format(trace=trace_path, **fmt))
    cwd = os.getcwd()
    os.chdir(str(workdir))
    try:
        status = run_script(str(path))
    finally:
        os.chdir(cwd)
    return status, [line.split() for line in trace_path.read_text().splitlines()]
