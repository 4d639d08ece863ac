"""Helpers shared by the ns-2 comparison: test_reference_ns2.py, benchmark_ns2.py and
reference/regenerate.py.  Not a test module itself.

The stored reference is tests/reference/cases.json: for each case, the Tcl script (relative
to tests/reference/), its arguments, the key=value lines the real ns-2 printed and, for
traced cases, the line count and sha256 of the trace file it wrote.

Environment variables:
  NSLAB_CMD           the command that runs a case; the script path and its arguments are
                      appended.  Split like a shell command line.  Default:
                      `<current python> -m nslab run`.  Setting NSLAB_CMD=ns runs the
                      comparison against the real ns-2, which checks the harness itself.
  NSLAB_CASE_TIMEOUT  seconds one case may run before it counts as failed (default 1800).
"""
import collections
import hashlib
import itertools
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
REFERENCE_DIR = os.path.join(TESTS_DIR, 'reference')
CASES_FILE = os.path.join(REFERENCE_DIR, 'cases.json')
SCENARIOS_DIR = os.path.join(REFERENCE_DIR, 'scenarios')

DEFAULT_TIMEOUT = 1800.0


def load_reference(path=CASES_FILE):
    """The whole cases.json document (ns2_version, note, cases)."""
    with open(path, encoding='utf-8') as f:
        return json.load(f)


def load_cases(pattern=None, path=CASES_FILE):
    """The stored cases, in file order; only those whose name matches `pattern` (re.search)
    when it is given."""
    cases = load_reference(path)['cases']
    if pattern is not None:
        cases = [c for c in cases if re.search(pattern, c['name'])]
    return cases


def case_by_name(name, path=CASES_FILE):
    for case in load_cases(path=path):
        if case['name'] == name:
            return case
    raise KeyError(name)


def script_path(case):
    """Absolute path of the case's Tcl script."""
    return os.path.normpath(os.path.join(REFERENCE_DIR, case['script']))


def simulator_command():
    """The command under test, as an argv prefix (see NSLAB_CMD above)."""
    override = os.environ.get('NSLAB_CMD', '').strip()
    if override:
        return shlex.split(override)
    return [sys.executable, '-m', 'nslab', 'run']


def case_timeout():
    return float(os.environ.get('NSLAB_CASE_TIMEOUT') or DEFAULT_TIMEOUT)


def ns_command():
    """Path of the real ns-2 executable, or None when it is not installed."""
    return shutil.which('ns')


def parse_kv(text):
    """The key=value lines of a simulator's stdout, as a dict (the last value wins).

    A line counts when it contains '=' and does not start with a space; the key is the text
    before the first '=', the value the rest, both stripped.  Keys with whitespace inside are
    not key=value output (basic2.tcl prints "parameters: delayB=... overhead=..." as a
    heading) and are left out.
    """
    out = {}
    for line in text.splitlines():
        if '=' not in line or line.startswith(' '):
            continue
        key, value = line.split('=', 1)
        key = key.strip()
        if not key or any(ch.isspace() for ch in key):
            continue
        out[key] = value.strip()
    return out


def trace_digest(path):
    """(number of lines, sha256 hex digest) of a file; a last line without a newline
    counts as a line."""
    h = hashlib.sha256()
    lines = 0
    last = b'\n'
    with open(path, 'rb') as f:
        while True:
            chunk = f.read(1 << 20)
            if not chunk:
                break
            h.update(chunk)
            lines += chunk.count(b'\n')
            last = chunk[-1:]
    if last != b'\n':
        lines += 1
    return lines, h.hexdigest()


def run_case(cmd, case, workdir, timeout=None):
    """Run `cmd SCRIPT ARGS...` in `workdir` (traces land there) and return the
    CompletedProcess (text stdout/stderr).  Raises subprocess.TimeoutExpired."""
    argv = list(cmd) + [script_path(case)] + [str(a) for a in case['args']]
    return subprocess.run(argv, cwd=str(workdir), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True,
                          timeout=case_timeout() if timeout is None else timeout)


def kv_differences(expected, got):
    """Human-readable lines for each expected key whose value is missing or different."""
    problems = []
    for key, want in expected.items():
        have = got.get(key)
        if have != want:
            problems.append('%s: ns-2 printed %r, got %s'
                            % (key, want, 'nothing' if have is None else repr(have)))
    return problems


def first_difference(ref_path, got_path, context=3, ref_label='ns-2', got_label='nslab'):
    """Describe the first line where two text files differ, with `context` lines before
    and after on both sides; None when the files are identical.  Reads both files as
    streams, so multi-hundred-megabyte traces are fine."""
    width = max(len(ref_label), len(got_label))

    def show(label, start, lines, marked):
        out = []
        for offset, line in enumerate(lines):
            number = start + offset
            mark = '>' if number == marked else ' '
            if line is None:
                text = '<end of file>'
            else:
                text = line.decode('utf-8', 'replace').rstrip('\r\n')
            out.append('%s %-*s %9d: %s' % (mark, width, label, number, text))
            if line is None:
                break
        return out

    before = collections.deque(maxlen=context)
    with open(ref_path, 'rb') as fr, open(got_path, 'rb') as fg:
        for number, (r, g) in enumerate(itertools.zip_longest(fr, fg), start=1):
            if r == g:
                before.append(r)
                continue
            ref_after = [r] + (list(itertools.islice(fr, context)) if r is not None else [])
            got_after = [g] + (list(itertools.islice(fg, context)) if g is not None else [])
            if r is not None and len(ref_after) <= context:
                ref_after.append(None)
            if g is not None and len(got_after) <= context:
                got_after.append(None)
            start = number - len(before)
            lines = ['first difference at line %d' % number]
            lines += show(ref_label, start, list(before) + ref_after, number)
            lines += show(got_label, start, list(before) + got_after, number)
            if r is not None and g is not None and r.rstrip() == g.rstrip():
                lines.append('(they differ only in trailing white space: %s %r, %s %r)'
                             % (ref_label, r[-12:], got_label, g[-12:]))
            return '\n'.join(lines)
    return None
