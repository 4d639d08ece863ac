"""A Dask cluster started with Dask's own commands (`dask scheduler`, `dask worker`),
as on several machines, here on this one: for the sweep test and benchmark.

    with cli_cluster(workers=2, workdir=tmp) as address:
        sweep(..., scheduler=address)

Each worker is its own `dask worker` process (one process, one thread) started in a
directory of its own; the scheduler writes its address to a scheduler file, which the
workers read, as a shared file system would let them on a real cluster.
"""
import contextlib
import json
import os
import subprocess
import sys
import time


def dask_command():
    """The `dask` command beside this Python (the venv's), else the one on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "dask")
    return here if os.path.exists(here) else "dask"


def _wait_for(predicate, what, procs, timeout=120.0):
    deadline = time.monotonic() + timeout
    while not predicate():
        for proc, log in procs:
            if proc.poll() is not None:
                with open(log) as f:
                    raise RuntimeError("%s exited with status %d:\n%s"
                                       % (proc.args[1], proc.returncode, f.read()[-3000:]))
        if time.monotonic() > deadline:
            raise RuntimeError("timed out waiting for %s" % what)
        time.sleep(0.2)


@contextlib.contextmanager
def cli_cluster(workers, workdir):
    """Start `dask scheduler` and `workers` x `dask worker`; yield the scheduler address
    once every worker has registered; stop them all on exit."""
    from distributed import Client
    os.makedirs(workdir, exist_ok=True)
    scheduler_file = os.path.join(workdir, "scheduler.json")
    procs = []

    def start(name, args):
        log = os.path.join(workdir, name + ".log")
        cwd = os.path.join(workdir, name)
        os.makedirs(cwd, exist_ok=True)
        with open(log, "w") as out:
            proc = subprocess.Popen([dask_command()] + args, cwd=cwd, stdout=out,
                                    stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        procs.append((proc, log))

    try:
        start("scheduler", ["scheduler", "--host", "127.0.0.1", "--port", "0",
                            "--no-dashboard", "--scheduler-file", scheduler_file])
        _wait_for(lambda: os.path.exists(scheduler_file), "the scheduler file", procs)
        for i in range(workers):
            start("worker%d" % i, ["worker", "--scheduler-file", scheduler_file,
                                   "--nworkers", "1", "--nthreads", "1", "--no-dashboard",
                                   "--local-directory", os.path.join(workdir, "worker%d" % i)])
        with open(scheduler_file) as f:
            address = json.load(f)["address"]
        with Client(address, timeout="60s") as client:
            _wait_for(lambda: len(client.scheduler_info()["workers"]) >= workers,
                      "%d workers" % workers, procs)
        yield address
    finally:
        for proc, _ in reversed(procs):
            proc.terminate()
        for proc, _ in reversed(procs):
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
