"""nslab.trace: ns-2 trace files (wired, variable, wireless old and new formats) into
DataFrames, the same frames from the kernel's columns, and the textbook's nstrace loop API."""
import os

import numpy as np
import pandas as pd
import pytest

from nslab import Simulator, analysis, trace
from nslab import trace as nstrace

from reference_cases import REFERENCE_DIR, case_by_name, ns_command
from run_helpers import run_case_inprocess

TRACES = os.path.join(REFERENCE_DIR, 'traces')

WIRED = """\
+ 0.1 0 1 tcp 1000 ------- 0 0.0 2.0 1 7
0.12086  0  0  2  0  cwnd_ 2.000 
- 0.1 0 1 tcp 1000 ---A--- 0 0.0 2.0 1 7
r 0.2008 0 1 tcp 1000 ------- 0 0.0 2.0 1 7
d 0.3 1 2 ack 40 ------- 1 2.12 0.3 5 9
10.00029 0  0  2  0  maxseq_ 830
"""


def test_wired_lines_become_typed_columns():
    t = trace.parse(WIRED)
    p = t.packets
    assert list(p.columns) == trace.PACKET_COLUMNS
    assert p['event'].tolist() == ['+', '-', 'r', 'd']
    assert p['time'].tolist() == [0.1, 0.1, 0.2008, 0.3]
    assert p['flags'].tolist()[1] == '---A---'
    # node.port splits without confusing "2.12" with "2.1"
    assert p.loc[3, ['src_addr', 'src_port', 'dst_addr', 'dst_port']].tolist() == [2, 12, 0, 3]
    assert p['uid'].tolist() == [7, 7, 7, 9]
    v = t.variables
    assert list(v.columns) == trace.VARIABLE_COLUMNS
    assert v['name'].tolist() == ['cwnd_', 'maxseq_']
    assert v['value'].tolist() == [2.0, 830.0]
    assert v['time'].tolist() == [0.12086, 10.00029]


def test_empty_trace_gives_empty_typed_frames():
    t = trace.parse(b'')
    assert len(t.packets) == len(t.variables) == len(t.wireless) == len(t.movements) == 0
    assert list(t.packets.columns) == trace.PACKET_COLUMNS
    assert t.packets['time'].dtype == np.float64
    assert analysis.teeth(t).empty
    assert analysis.drops_per_flow(t).empty
    assert analysis.queue_stats(t, (1, 2)) == {'average': 0.0, 'maximum': 0}
    assert len(analysis.delivered_twice(t)) == 0
    assert analysis.goodput(t).empty


def test_last_line_without_newline_is_read():
    t = trace.parse(WIRED.rstrip('\n'))
    assert len(t.packets) == 4 and len(t.variables) == 2


@pytest.fixture(scope='module')
def basic1(tmp_path_factory):
    work = tmp_path_factory.mktemp('basic1')
    run_case_inprocess('basic1_default', work)
    return str(work / 'basic1.tr')


def test_basic1_event_counts_match_ns2(basic1):
    t = trace.read(basic1)
    want = case_by_name('basic1_default')['event_counts']
    assert analysis.event_counts(t) == want
    assert len(t.packets) + len(t.variables) == case_by_name('basic1_default')['trace_lines']


def test_kernel_columns_give_the_same_frames_as_the_file(tmp_path):
    sim = Simulator(capture=True)
    sim.trace_all(str(tmp_path / 'basic1.tr'))
    a, r, b = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, '10Mb', '10ms')
    sim.duplex_link(r, b, '800Kb', '50ms')
    sim.queue_limit(r, b, 7)
    tcp = sim.agent('Agent/TCP/Reno')
    tcp.set(fid=0, window=100, packet_size=960)
    sim.attach_agent(a, tcp)
    tcp.trace(str(tmp_path / 'basic1.tr'), 'cwnd_', 'ssthresh_', 'ack_', 'maxseq_')
    sink = sim.agent('Agent/TCPSink')
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=10.0)
    sim.flush_trace()
    text = trace.read(str(tmp_path / 'basic1.tr'))
    kern = trace.from_kernel(sim)
    pd.testing.assert_frame_equal(kern.packets, text.packets)
    same = ['time', 'addr', 'port', 'value']
    pd.testing.assert_frame_equal(kern.variables[same], text.variables[same])
    assert kern.variables['name'].astype(str).tolist() == \
        text.variables['name'].astype(str).tolist()
    # lines written before `connect` show -1 in the text; the kernel gives the final peer
    connected = text.variables['dst_addr'] >= 0
    assert (kern.variables.loc[connected, 'dst_addr'] == text.variables.loc[connected,
                                                                           'dst_addr']).all()
    assert analysis.teeth(kern).equals(analysis.teeth(text))


def test_packet_types_of_the_newer_agents_are_captured_by_name(tmp_path):
    """TFRC's data and reports (and every wired type a model names) are capture
    categories too: the frames from the kernel equal the file's."""
    sim = Simulator(capture=True)
    sim.trace_all(str(tmp_path / 'tfrc.tr'))
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, '1Mb', '10ms')
    tfrc, sink = sim.agent('Agent/TFRC'), sim.agent('Agent/TFRCSink')
    sim.attach_agent(a, tfrc)
    sim.attach_agent(b, sink)
    sim.connect(tfrc, sink)
    sim.at(0.1, sim.ftp(tfrc).start)
    sim.run(until=3.0)
    sim.flush_trace()
    kern = trace.from_kernel(sim).packets
    assert set(kern['ptype'].astype(str)) == {'tcpFriend', 'tcpFriendCtl'}
    pd.testing.assert_frame_equal(kern, trace.read(str(tmp_path / 'tfrc.tr')).packets)


def _textbook_loops(filename):
    """What a student's nstrace script does, written the book's way (one line at a time)."""
    nstrace.nsopen(filename)
    area, length, last, seen = 0.0, 0, 0.0, {}
    teeth = 0
    prev = 0
    while not nstrace.isEOF():
        if nstrace.isEvent():
            (event, time, fromnode, tonode, ptype, size, flags, fid, src, dst, seqno,
             uid) = nstrace.getEvent()
            if event == 'r' and tonode == dst[0] and ptype == 'tcp':
                seen[seqno] = seen.get(seqno, 0) + 1
            if fromnode == 1 and tonode == 2 and event != 'r':
                area += length * (time - last)
                last = time
                length += 1 if event == '+' else -1
        elif nstrace.isVar():
            (time, addr, port, daddr, dport, name, value) = nstrace.getVar()
            if name == 'cwnd_':
                if time >= 3.0 and value < prev:
                    teeth += 1
                prev = value
        else:
            nstrace.skipline()
    return area / time, sum(1 for c in seen.values() if c > 1), teeth


def test_textbook_loop_api_runs_and_agrees_with_the_frames(basic1):
    avg, twice, teeth = _textbook_loops(basic1)
    t = trace.read(basic1)
    assert avg == pytest.approx(analysis.queue_stats(t, (1, 2))['average'], rel=1e-12)
    assert twice == len(analysis.delivered_twice(t)) == 13
    assert teeth == int(analysis.teeth(t)['teeth'].sum()) == 3
    nstrace.nsopen(basic1)
    assert nstrace.istrace is nstrace.isEvent and nstrace.gettrace is nstrace.getEvent
    first = None
    while first is None:
        if nstrace.isEvent():
            first = nstrace.getEvent()
        else:
            nstrace.skipline()
    assert first[0] == '+' and first[8] == (0, 0) and first[9] == (2, 0)


def _sample(fmt):
    return trace.read(os.path.join(TRACES, 'wireless_AODV_%s.tr' % fmt))


def test_wireless_new_format_fields():
    t = _sample('new')
    w = t.wireless
    assert list(w.columns) == trace.WIRELESS_COLUMNS
    assert len(w) == 262 and len(t.movements) == 1 and len(t.packets) == 0
    first = w.iloc[0]
    assert (first['event'], first['time'], first['node'], first['level'], first['ptype'],
            first['size'], first['seqno']) == ('s', 0.0, 0, 'AGT', 'cbr', 512, 0)
    assert (first['src_addr'], first['dst_addr'], first['ttl'], first['y']) == (0, 5, 32, 50.0)
    drops = w[w['event'] == 'd']
    # the route break of the book's 16.6: ns-2 (250 m range) drops at 25.014 s
    assert drops['time'].min() == pytest.approx(25.014212333)
    assert set(drops['reason'].astype(str)) >= {'CBK'}
    aodv = w[w['ptype'] == 'AODV']
    assert (aodv['src_port'] == 255).all() and (aodv['seqno'] == -1).all()
    m = t.movements.iloc[0]
    assert (m['node'], m['y'], m['dest_x'], m['speed']) == (5, 200.0, 800.0, 8.01)


def test_wireless_old_and_new_formats_agree():
    new, old = _sample('new').wireless, _sample('old').wireless
    assert set(old['event'].astype(str)) <= {'s', 'r', 'd', 'f'}      # old 'D' -> 'd'
    common = [c for c in trace.WIRELESS_COLUMNS
              if c not in ('x', 'y', 'z', 'energy', 'next_hop')]
    pd.testing.assert_frame_equal(old[common].astype(str), new[common].astype(str))
    assert old['x'].isna().all() and new['x'].notna().all()


def test_wired_and_wireless_lines_in_one_file_are_told_apart():
    with open(os.path.join(TRACES, 'wireless_AODV_old.tr'), 'rb') as f:
        old = f.read()
    t = trace.parse(WIRED.encode() + old)
    assert len(t.packets) == 4 and len(t.variables) == 2 and len(t.wireless) == 262


@pytest.mark.skipif(ns_command() is None,
                    reason='ns-2 is not installed')
def test_wireless_event_counts_of_a_whole_ns2_trace(tmp_path):
    import subprocess
    case = case_by_name('wireless_AODV_100s')
    script = os.path.join(REFERENCE_DIR, case['script'])
    subprocess.run(['ns', script] + case['args'], cwd=str(tmp_path), capture_output=True,
                   check=True, timeout=300)
    t = trace.read(str(tmp_path / 'wireless.tr'))
    counts = analysis.event_counts(t)
    want = dict(case['event_counts'])
    assert counts.pop('M') == want.pop('M')
    assert counts['wireless'] == want


# ---- cut and damaged files ----------------------------------------------------------------

def _basic1_trace(tmp_path):
    """A real wired trace with packet and variable lines, written by the kernel."""
    from nslab import Simulator
    sim = Simulator()
    path = tmp_path / 'whole.tr'
    sim.trace_all(str(path))
    a, r, b = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, '10Mb', '10ms')
    sim.duplex_link(r, b, '800Kb', '50ms')
    sim.queue_limit(r, b, 7)
    tcp = sim.agent('Agent/TCP/Reno', window=100, packet_size=960)
    sim.attach_agent(a, tcp)
    tcp.trace(str(path), 'cwnd_', 'ack_')
    sink = sim.agent('Agent/TCPSink')
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=3.0)
    sim.flush_trace()
    return path.read_bytes()


def _frames(t):
    return [t.packets, t.variables, t.wireless, t.movements]


def _assert_same(a, b):
    for x, y in zip(_frames(a), _frames(b)):
        pd.testing.assert_frame_equal(x.reset_index(drop=True), y.reset_index(drop=True),
                                      check_categorical=False)


def _sources(tmp_path):
    yield 'wired', _basic1_trace(tmp_path)
    for fmt in ('new', 'old'):
        with open(os.path.join(TRACES, 'wireless_AODV_%s.tr' % fmt), 'rb') as f:
            yield 'wireless-' + fmt, f.read()


@pytest.mark.parametrize('keep', [1, 5, 0.5])
def test_a_cut_last_line_is_dropped_with_a_warning(tmp_path, keep):
    """A file cut anywhere inside its last line (SIGKILL, full disk) reads as the file
    of its whole lines, with a warning naming the file and the line."""
    for kind, data in _sources(tmp_path):
        lines = data.splitlines(keepends=True)
        for at in (len(lines) // 2, len(lines) - 1):       # cut in the middle and at the end
            whole = b''.join(lines[:at])
            line = lines[at]
            cut_len = int(len(line) * keep) if isinstance(keep, float) else keep
            path = tmp_path / ('%s-%d.tr' % (kind, at))
            path.write_bytes(whole + line[:cut_len])
            with pytest.warns(trace.TruncatedTraceWarning) as caught:
                t = trace.read(str(path))
            message = str(caught[0].message)
            assert str(path) in message and 'line %d' % (at + 1) in message, message
            _assert_same(t, trace.parse(whole))


def test_the_line_reader_drops_a_cut_last_line(tmp_path):
    data = _basic1_trace(tmp_path)
    lines = data.splitlines(keepends=True)
    path = tmp_path / 'cut.tr'
    path.write_bytes(b''.join(lines[:-1]) + lines[-1][:7])
    with pytest.warns(trace.TruncatedTraceWarning, match='line %d' % len(lines)):
        trace.nsopen(str(path))
    n = 0
    while not trace.isEOF():
        if trace.isEvent():
            trace.getEvent()
        elif trace.isVar():
            trace.getVar()
        else:
            trace.skipline()
        n += 1
    assert n == len(lines) - 1


@pytest.mark.parametrize('damage, what', [
    (lambda f: f[:5], 'wired event line'),                        # too few fields
    (lambda f: f[:1] + [b'zero'] + f[2:], 'wired event line'),    # a time that is no number
    (lambda f: f[:5] + [b'big'] + f[6:], 'wired event line'),     # a size that is no number
])
def test_a_damaged_line_in_the_middle_is_an_error_naming_it(tmp_path, damage, what):
    data = _basic1_trace(tmp_path)
    lines = data.splitlines(keepends=True)
    at = next(i for i in range(len(lines) // 2, len(lines)) if lines[i][:2] == b'r ')
    lines[at] = b' '.join(damage(lines[at].split())) + b'\n'
    path = tmp_path / 'damaged.tr'
    path.write_bytes(b''.join(lines))
    with pytest.raises(trace.TraceFormatError) as info:
        trace.read(str(path))
    message = str(info.value)
    assert '%s, line %d' % (path, at + 1) in message and what in message, message
    trace.nsopen(str(path))
    trace._reader['pos'] = at
    with pytest.raises(trace.TraceFormatError, match='line %d' % (at + 1)):
        trace.getEvent()


def test_a_damaged_variable_and_wireless_line_are_errors_naming_them(tmp_path):
    data = _basic1_trace(tmp_path)
    lines = data.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line[:1].isdigit())
    lines[at] = lines[at].replace(b'cwnd_', b'cwnd_ 1 2')
    path = tmp_path / 'var.tr'
    path.write_bytes(b''.join(lines))
    with pytest.raises(trace.TraceFormatError, match=r'line %d: .*TCP variable line' % (at + 1)):
        trace.read(str(path))
    with open(os.path.join(TRACES, 'wireless_AODV_new.tr'), 'rb') as f:
        lines = f.read().splitlines(keepends=True)
    at = len(lines) // 2
    lines[at] = lines[at].replace(b'-t ', b'-t x', 1)
    path = tmp_path / 'wl.tr'
    path.write_bytes(b''.join(lines))
    with pytest.raises(trace.TraceFormatError, match=r'line %d: .*wireless' % (at + 1)):
        trace.read(str(path))
