"""A larger ad-hoc network against ns-2.35 (issue 17): 50 mobile nodes moving as ns-2's
setdest wrote, 20 CBR and 3 TCP connections in cbrgen's format, AODV and DSDV, 20 s, in the
shape of ns-2.35's tcl/ex wireless demos (tests/reference/scenarios/wireless_demo.tcl).

The reference is tests/reference/wireless_scale.json, recorded from the real ns-2 by
tests/reference/wireless_scale_record.py (ns-2 is not needed here): nslab must write the
same trace, byte for byte, and print the same TCP totals.
"""
import hashlib
import json
import os

import pytest

from nslab.otcl import Runner

REF = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'reference')
with open(os.path.join(REF, 'wireless_scale.json')) as f:
    CASES = {c['name']: c for c in json.load(f)['cases']}


@pytest.mark.parametrize('name', sorted(CASES))
def test_trace_identical_to_ns2(name, tmp_path, monkeypatch, capfd):
    case = CASES[name]
    script = os.path.join(REF, case['script'])
    monkeypatch.chdir(tmp_path)
    assert Runner(script, list(case['args'])).run_file(script) == 0
    with open(tmp_path / case['trace_file'], 'rb') as f:
        data = f.read()
    assert (data.count(b'\n'), hashlib.sha256(data).hexdigest()) == \
        (case['trace_lines'], case['trace_sha256'])
    printed = dict(l.split('=', 1) for l in capfd.readouterr().out.splitlines()
                   if l.startswith('tcp.'))
    assert printed == case['stdout_kv']
