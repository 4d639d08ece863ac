"""nslab against the real ns-2.35: the same scripts must print the same key=value lines and
write byte-identical traces.

The reference (tests/reference/cases.json) was recorded with ns-2; these tests do not need
ns-2 installed.  When it is installed, a failing trace comparison also runs ns-2 on the case
and shows the first differing trace line.  NSLAB_CMD overrides the command under test (see
reference_cases.py); NSLAB_CMD=ns checks the harness itself.
"""
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

from reference_cases import (TESTS_DIR, case_by_name, case_timeout, first_difference,
                             kv_differences, load_cases, ns_command, parse_kv, run_case,
                             script_path, simulator_command, trace_digest)

# Cases nslab must reproduce exactly: all of them, wired and wireless.
ACCEPTED_CASES = r'.'

CASES = load_cases(ACCEPTED_CASES)

# Cheap cases used to check that the stored reference still agrees with the installed ns-2.
LIVE_CHECK_CASES = ('basic1_default', 'basic2_d0_bw0.8_300s')


def _tail(text, lines=15):
    return '\n'.join(text.strip().splitlines()[-lines:]) or '(nothing)'


def test_reference_data_is_complete():
    assert len(CASES) >= 39, 'cases.json lost accepted cases: %d left' % len(CASES)
    for case in CASES:
        assert Path(script_path(case)).is_file(), case['name']
        assert case['stdout_kv'], case['name']
        traced = case['trace_file'] is not None
        assert traced == (case['trace_sha256'] is not None) == (case['trace_lines'] is not None), \
            case['name']


@pytest.mark.parametrize('case', CASES, ids=[c['name'] for c in CASES])
def test_same_output_as_ns2(case, tmp_path):
    cmd = simulator_command()
    script = os.path.relpath(script_path(case), os.path.dirname(TESTS_DIR))
    where = '%s %s %s  (in %s)' % (' '.join(cmd), script, ' '.join(case['args']), tmp_path)
    try:
        proc = run_case(cmd, case, tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail('%s: no result after %g s (NSLAB_CASE_TIMEOUT)' % (where, case_timeout()),
                    pytrace=False)

    problems = []
    if proc.returncode != 0:
        problems.append('exit status %d; stderr ends with:\n%s'
                        % (proc.returncode, _tail(proc.stderr)))
    got = parse_kv(proc.stdout)
    if got:
        problems += kv_differences(case['stdout_kv'], got)
    else:
        problems.append('no key=value line on stdout; it ends with:\n%s' % _tail(proc.stdout))

    if case['trace_file']:
        trace = tmp_path / case['trace_file']
        if not trace.exists():
            problems.append('no trace file %s was written' % case['trace_file'])
        else:
            lines, sha = trace_digest(trace)
            if (lines, sha) == (case['trace_lines'], case['trace_sha256']):
                trace.unlink()  # traces run to hundreds of MB; keep only failing ones
            else:
                problems.append('trace %s differs: %d lines, sha256 %s (ns-2: %d lines, %s)'
                                % (case['trace_file'], lines, sha, case['trace_lines'],
                                   case['trace_sha256']))
                problems.append(_explain_trace_difference(case, trace))

    if problems:
        pytest.fail('%s\n%s' % (where, '\n'.join(problems)), pytrace=False)


def _explain_trace_difference(case, trace):
    ns = ns_command()
    if ns is None:
        return '(install ns-2, e.g. `apt-get install ns2`, to see the first differing line)'
    with tempfile.TemporaryDirectory(prefix='ns2_ref_') as ref_dir:
        try:
            run_case([ns], case, ref_dir)
        except subprocess.TimeoutExpired:
            return '(ns-2 itself timed out re-running the case)'
        ref_trace = Path(ref_dir) / case['trace_file']
        if not ref_trace.exists():
            return '(ns-2 wrote no %s when re-run here)' % case['trace_file']
        diff = first_difference(ref_trace, trace, ref_label='ns-2', got_label='nslab')
    return diff or '(identical to a fresh ns-2 run: the stored reference looks stale)'


@pytest.mark.skipif(ns_command() is None,
                    reason='the real ns-2 (`ns`, Debian package ns2) is not installed, '
                           'so the stored reference cannot be re-checked')
def test_live_ns2_agrees_with_stored_reference(tmp_path):
    problems = []
    for name in LIVE_CHECK_CASES:
        case = case_by_name(name)
        work = tmp_path / name
        work.mkdir()
        proc = run_case([ns_command()], case, work)
        if proc.returncode != 0:
            problems.append('%s: ns exit status %d: %s'
                            % (name, proc.returncode, _tail(proc.stderr, 3)))
        problems += ['%s: %s' % (name, p)
                     for p in kv_differences(case['stdout_kv'], parse_kv(proc.stdout))]
        if case['trace_file']:
            trace = work / case['trace_file']
            got = trace_digest(trace) if trace.exists() else None
            if got != (case['trace_lines'], case['trace_sha256']):
                problems.append('%s: ns-2 trace now %s, stored (%d, %s)'
                                % (name, got, case['trace_lines'], case['trace_sha256']))
            if trace.exists():
                trace.unlink()
    if problems:
        pytest.fail('the installed ns-2 no longer reproduces tests/reference/cases.json '
                    '(see tests/reference/README.md):\n' + '\n'.join(problems), pytrace=False)
