"""`%%nslab`: write and run an ns-2 script in a notebook cell.

    %load_ext nslab.magic

    %%nslab [--dir DIR] [--name FILE.tcl] [--timeout SECONDS] [ARGS ...]
    set ns [new Simulator]
    ...

The cell's text is saved as DIR/FILE.tcl (default: the notebook's directory,
`cell.tcl`) and run there as `nslab run FILE.tcl ARGS ...` would run it, in a
child process: the script's `exit`, a runaway loop (Interrupt the kernel, or
--timeout) or an error cannot take the notebook's kernel down.  The script's
output is printed below the cell, and the cell's value is a ScriptRun: its
`text` (the script), `stdout`, `stderr`, exit `status`, the `files` the run wrote, and
`run["out.tr"]`, any of those files read with nslab.trace (packets,
variables, wireless, movements as DataFrames).  Keep it with `run = _` in the
next cell, or `%%nslab --out run`.
"""
import os
import shlex
import signal
import subprocess
import sys
import time

from .errors import ScriptError
from . import trace as _trace

__all__ = ["ScriptRun", "run_cell", "load_ipython_extension"]


class ScriptRun:
    """What one `%%nslab` cell's script did."""

    def __init__(self, script, status, stdout, stderr, files, text=None):
        self.script, self.status, self.stdout, self.stderr = script, status, stdout, stderr
        self.text = text                # the script as the cell gave it (what a lab records)
        self.files = files              # name -> path, of the files the run wrote
        self._traces = {}

    @property
    def ok(self):
        return self.status == 0

    def __getitem__(self, name):
        """The trace file `name` the run wrote, as an nslab.trace.Trace."""
        if name not in self.files:
            raise KeyError("the script wrote no file %r (it wrote: %s)"
                           % (name, ", ".join(sorted(self.files)) or "none"))
        if name not in self._traces:
            self._traces[name] = _trace.read(self.files[name])
        return self._traces[name]

    def __repr__(self):
        return "<ScriptRun %s: exit status %d, wrote %s>" % (
            os.path.basename(self.script), self.status, ", ".join(sorted(self.files)) or "nothing")


def _written_since(directory, start, skip):
    """name -> path of the regular files in `directory` changed at or after `start`."""
    out = {}
    for entry in os.scandir(directory):
        if entry.is_file() and entry.path != skip and entry.stat().st_mtime >= start:
            out[entry.name] = entry.path
    return out


def run_cell(text, args=(), directory=".", name="cell.tcl", timeout=None):
    """Save `text` as directory/name and run it with `nslab run` there; a ScriptRun."""
    if not name.endswith(".tcl") or os.path.basename(name) != name:
        raise ScriptError("--name: %r must be a file name ending in .tcl" % name)
    if not os.path.isdir(directory):
        raise ScriptError("--dir: %r is not a directory" % directory)
    if timeout is not None and not timeout > 0:
        raise ScriptError("--timeout: %r must be a positive number of seconds" % timeout)
    script = os.path.abspath(os.path.join(directory, name))
    with open(script, "w") as f:
        f.write(text)
    start = time.time() - 1.0           # file systems keep mtimes to the second at worst
    proc = subprocess.Popen([sys.executable, "-m", "nslab", "run", name] + list(args),
                            cwd=directory, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, errors="replace")
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except (KeyboardInterrupt, subprocess.TimeoutExpired) as stop:
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
        if isinstance(stop, KeyboardInterrupt):
            raise
        raise ScriptError("%s: stopped after --timeout %g s" % (name, timeout)) from None
    return ScriptRun(script, proc.returncode, stdout, stderr,
                     _written_since(directory, start, script), text)


def _parse_line(line):
    """The magic's options and the script's arguments."""
    words, options, args = shlex.split(line), {}, []
    flags = {"--dir": "directory", "--name": "name", "--timeout": "timeout", "--out": "out"}
    i = 0
    while i < len(words):
        word = words[i]
        if word in flags and not args:
            if i + 1 == len(words):
                raise ScriptError("%%%%nslab %s: needs a value" % word)
            options[flags[word]] = words[i + 1]
            i += 2
            continue
        args.append(word)
        i += 1
    if "timeout" in options:
        try:
            options["timeout"] = float(options["timeout"])
        except ValueError:
            raise ScriptError("--timeout: %r is not a number of seconds"
                              % options["timeout"]) from None
    return options, args


def load_ipython_extension(ipython):
    """`%load_ext nslab.magic` registers the %%nslab cell magic."""

    def nslab(line, cell):
        try:
            options, args = _parse_line(line)
            out = options.pop("out", None)
            run = run_cell(cell, args, **options)
        except ScriptError as e:
            print("nslab: %s" % e, file=sys.stderr)
            return None
        sys.stdout.write(run.stdout)
        sys.stderr.write(run.stderr)
        if out:
            ipython.user_ns[out] = run
            return None
        return run

    ipython.register_magic_function(nslab, magic_kind="cell", magic_name="nslab")
