"""nslab.analysis: the chapter's measurements reproduce what ns-2's own traces give
(tests/reference/cases.json: trace_analysis, recorded from the real ns-2 traces), and
behave on hand-made edge cases."""
import math

import numpy as np
import pytest

from nslab import analysis as A
from nslab import trace

from reference_cases import case_by_name, load_cases
from run_helpers import case_trace, kernel_trace


def _by_flow(series):
    return {str(k): int(v) for k, v in series.items()}


def _check_reference(t, name):
    ref = case_by_name(name)['trace_analysis']
    th = A.teeth(t, ref['startpoint'])
    assert _by_flow(A.drops_per_flow(t)) == ref['drops_per_flow']
    assert _by_flow(th['teeth']) == ref['teeth_after_startpoint']
    assert _by_flow(th['coarse_timeouts']) == ref['coarse_timeouts_after_startpoint']
    if 'avgqueue_link_only' in ref:
        q = A.queue_stats(t, (1, 2))
        assert q['average'] == pytest.approx(ref['avgqueue_link_only'], rel=1e-12)
        assert q['maximum'] == ref['maxqueue_link_only']
    if 'dup_delivered_count' in ref:
        assert len(A.delivered_twice(t)) == ref['dup_delivered_count']


def test_basic1_twice_delivered_teeth_and_queue(tmp_path):
    t = case_trace('basic1_default', tmp_path)
    _check_reference(t, 'basic1_default')
    twice = A.delivered_twice(t)
    # the book (16.2.6.4) lists them: 43, 45, ..., 57, 58, ..., 62
    assert twice['seqno'].tolist() == [43, 45, 47, 49, 51, 53, 55, 57, 58, 59, 60, 61, 62]
    assert (twice['count'] == 2).all()
    assert A.teeth(t, 3.0).loc[0].tolist() == [3, 0]
    ev = A.tooth_events(t)
    assert ev['time'].round(2).tolist() == [4.17, 6.12, 8.06]    # 16.2.3: halving at 4.17181


def test_average_queue_at_queue_limit_40(tmp_path):
    t = kernel_trace('basic1_avgqueue_q40_d50_100_1000s', tmp_path)
    _check_reference(t, 'basic1_avgqueue_q40_d50_100_1000s')
    assert round(A.queue_stats(t, (1, 2))['average'], 4) == 23.7497


@pytest.mark.parametrize('name', ['basic2_d0_bw0.8_300s', 'basic2_d5_bw0.8_300s',
                                  'basic2_d36_bw0.8_300s', 'basic2_d110_bw0.8_300s'])
def test_two_flow_teeth_timeouts_and_drops(name, tmp_path):
    t = case_trace(name, tmp_path)
    _check_reference(t, name)
    if name == 'basic2_d0_bw0.8_300s':
        # 16.3.2: 67 loss events, each flow losing exactly one packet in each
        assert A.teeth(t)['teeth'].tolist() == [67, 67]
        clusters = A.drop_clusters(t, 2.0, start=3.0)
        assert A.cluster_dict(clusters) == {(1, 1): 67}
        assert A.cluster_shares(A.tooth_clusters(t, 1.0)) == \
            {'clusters': 67, 'shared': 67, 'only 0': 0, 'only 1': 0}


def test_reno_coarse_timeout_share_at_8mbps(tmp_path):
    name = 'basic2_Reno_d25_bw8_oh0.002_300s'
    t = kernel_trace(name, tmp_path)
    _check_reference(t, name)
    ref = case_by_name(name)['trace_analysis']
    want = sum(ref['coarse_timeouts_after_startpoint'].values()) / \
        sum(ref['teeth_after_startpoint'].values())
    share = A.coarse_timeout_share(t)
    assert share['all'] == pytest.approx(want)
    assert 0.2 < share['all'] < 0.4         # the book: about 30-35 % for Reno


def test_goodput_ratios_are_basic2s_printed_ratios():
    cases = load_cases(r'^basic2_(d|Reno_d)')
    assert len(cases) >= 15
    for case in cases:
        kv = case['stdout_kv']
        ratio = A.rtt_ratio(float(kv['delayB']) / 1000)
        got = A.goodput_ratios(int(kv['recv0']), int(kv['recv1']), ratio)
        assert '%f' % ratio == kv['rttratio']
        for key in ('actualratio', 'ratio1', 'ratio2'):
            assert '%f' % got[key] == kv[key], (case['name'], key)


def test_utilization_table_formula():
    # 16.2.6: 100 packets/s for 1000 s; 89320 received is 89.3 %
    assert A.utilization_from_count(89320, 800e3, 1000) == pytest.approx(0.8932)


def test_goodput_throughput_and_link_utilization(tmp_path):
    t = case_trace('basic2_d0_bw0.8_300s', tmp_path)
    kv = case_by_name('basic2_d0_bw0.8_300s')['stdout_kv']
    g = A.goodput(t)
    # distinct data packets delivered; the sink's bytes_ counts those delivered in order,
    # so it can only be smaller, by the packets above a hole at the end
    for fid in (0, 1):
        sink = int(kv['end%d.bytes_' % fid])
        assert 0 <= g.loc[fid, 'bytes'] - sink <= 30 * 1000
    th = A.throughput(t)
    assert (th['packets'] >= g['packets']).all()
    util = A.link_utilization(t, (2, 3), 800e3, start=10, end=290)
    assert 0.97 < util <= 1.0
    assert A.jain_index(g['packets']) > 0.999


def test_loss_rate_and_k_over_sqrt_p(tmp_path):
    # 16.2.6.5: basic1 for 1000 s: 94915 packets acknowledged, 512 loss events
    t = kernel_trace('basic1_1000s_trace', tmp_path)
    teeth = int(A.teeth(t)['teeth'].sum())
    assert teeth == case_by_name('basic1_1000s_trace')['trace_analysis'][
        'teeth_after_startpoint']['0'] == 512
    acked = int(case_by_name('basic1_1000s_notrace')['stdout_kv']['tcp0.ack_'])
    p = A.loss_rate(teeth, acked)
    assert p == pytest.approx(0.00539, abs=5e-6)
    assert A.cwnd_estimate(p) == pytest.approx(16.7, abs=0.05)
    mean = A.mean_cwnd(t, start=3.0).loc[0]
    assert abs(A.cwnd_estimate(p) / mean - 1) < 0.1
    assert A.true_average_cwnd(acked, 1000, 0.16) == pytest.approx(acked * 0.16 / 1000)


def test_phase_and_rtt_noload():
    # 16.3.4.2: A's RTTnoLoad is 231.44 ms, phase 0.144 at 10 ms per packet
    rtt = A.rtt_noload([(8e6, 0.010), (0.8e6, 0.100)])
    assert rtt == pytest.approx(0.23144)
    assert A.phase(rtt, A.transmission_time(1000, 0.8e6)) == pytest.approx(0.144)
    assert A.phase(0.221, 0.010) == pytest.approx(0.1)
    assert A.phase(0.230, 0.010) == 0.0
    assert A.rtt_ratio(0.110) == pytest.approx(2.0)


def test_fits_recover_their_model():
    x = np.linspace(1, 4.6, 40)
    fit = A.fit_power_law(x, 0.8 * x ** 1.58)
    assert fit['K'] == pytest.approx(0.8) and fit['alpha'] == pytest.approx(1.58)
    sq = A.fit_scaled_square(x, 0.5 * x ** 2)
    assert sq['c'] == pytest.approx(0.5) and sq['rms'] == pytest.approx(0, abs=1e-12)
    with pytest.raises(ValueError, match='rtt_ratio'):
        A.fit_power_law([1, 1], [2, 2])


def test_mean_deviation_and_jain():
    assert A.mean_deviation([1, 2, 3, 6]) == pytest.approx(1.5)
    assert A.mean_deviation([2, 2, 2]) == 0
    assert A.jain_index([5, 5, 5]) == pytest.approx(1.0)
    assert A.jain_index([1, 0, 0, 0]) == pytest.approx(0.25)
    with pytest.raises(ValueError, match='jain_index'):
        A.jain_index([-1, 2])


def _lines(*rows):
    return ('\n'.join(rows) + '\n').encode()


def _drop(time, fid):
    return 'd %s 1 2 tcp 1000 ------- %d %d.0 3.%d %d %d' % (time, fid, fid, fid, 1, 1)


def test_clusters_at_the_granularity_boundary():
    # a drop exactly one granularity after the cluster start joins it; one microsecond
    # later starts a new cluster
    t = trace.parse(_lines(_drop(1.0, 0), _drop(1.3, 1), _drop(2.0, 1), _drop(2.000001, 0),
                           _drop(3.5, 0)))
    c = A.drop_clusters(t, 1.0)
    assert c[['start', 'events', 0, 1]].values.tolist() == \
        [[1.0, 3, 1, 2], [2.000001, 1, 1, 0], [3.5, 1, 1, 0]]
    assert A.cluster_dict(c) == {(1, 2): 1, (1, 0): 2}
    assert A.cluster_shares(c) == {'clusters': 3, 'shared': 1, 'only 0': 2, 'only 1': 0}
    assert len(A.drop_clusters(t, 0.0)) == 5
    with pytest.raises(ValueError, match='granularity'):
        A.drop_clusters(t, -1)


def _cwnd(time, node, value):
    return '%-8.5f %-2d %-2d %-2d %-2d cwnd_ %-6.3f' % (time, node, 0, 3, node, value)


def test_one_flow_teeth_and_timeouts():
    t = trace.parse(_lines(_cwnd(1, 0, 10), _cwnd(2, 0, 20), _cwnd(3, 0, 10),
                           _cwnd(4, 0, 12), _cwnd(5, 0, 1), _cwnd(6, 0, 2)))
    th = A.teeth(t, start=2.5)
    assert th.index.tolist() == [0] and th.loc[0].tolist() == [2, 1]
    # the reduction at 3 counts when the start point is 3: its previous line is before it
    assert A.teeth(t, start=3.0).loc[0, 'teeth'] == 2
    assert A.teeth(t, start=3.5).loc[0, 'teeth'] == 1
    assert A.coarse_timeout_share(t, 2.5)['all'] == 0.5
    assert A.mean_cwnd(t, start=1, end=6).loc[0] == pytest.approx((10 + 20 + 10 + 12 + 1) / 5)


def test_cwnd_sum_below_transit_capacity():
    t = trace.parse(_lines(_cwnd(0, 0, 10), _cwnd(0, 1, 10), _cwnd(2, 0, 30),
                           _cwnd(4, 1, 40), _cwnd(6, 0, 5), _cwnd(8, 1, 5)))
    s = A.cwnd_sum(t)
    assert s['total'].tolist() == [20, 40, 70, 45, 10]
    r = A.below_capacity(t, 50, start=0, end=10)
    # below 50 on [0,4) (20 then 40) and [6,10) (45 then 10)
    assert r['seconds'] == pytest.approx(8)
    assert r['fraction'] == pytest.approx(0.8)
    assert r['average'] == pytest.approx((20 * 2 + 40 * 2 + 45 * 2 + 10 * 2) / 8)


def test_queue_stats_on_a_hand_made_queue():
    rows = ['+ 0 1 2 tcp 1000 ------- 0 0.0 2.0 1 1', '- 0 1 2 tcp 1000 ------- 0 0.0 2.0 1 1',
            '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 2 2', '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 3 3',
            '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 4 4', 'd 1 1 2 tcp 1000 ------- 0 0.0 2.0 4 4',
            '- 3 1 2 tcp 1000 ------- 0 0.0 2.0 2 2', '- 4 1 2 tcp 1000 ------- 0 0.0 2.0 3 3',
            '+ 4 1 0 ack 40 ------- 0 2.0 0.0 1 5']
    q = A.queue_stats(trace.parse(_lines(*rows)), (1, 2))
    # 2 packets on [1,3), 1 on [3,4), none after; the trace ends at 4
    assert q == {'average': pytest.approx((2 * 2 + 1) / 4), 'maximum': 3}
    assert math.isnan(A.link_utilization(trace.parse(b''), (1, 2), 1e6))


def test_drops_by_an_error_model_do_not_empty_the_queue():
    # packet 1 is sent, then lost behind the queue (`$ns link-lossmodel`: 'd' after '-');
    # packet 5 is lost before it (`$ns lossmodel`: no '+'); packet 4 is the queue's own drop
    rows = ['+ 0 1 2 tcp 1000 ------- 0 0.0 2.0 1 1', '- 0 1 2 tcp 1000 ------- 0 0.0 2.0 1 1',
            'd 0.5 1 2 tcp 1000 ------- 0 0.0 2.0 1 1',
            '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 2 2', '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 3 3',
            'd 1 1 2 tcp 1000 ------- 0 0.0 2.0 5 5',
            '+ 1 1 2 tcp 1000 ------- 0 0.0 2.0 4 4', 'd 1 1 2 tcp 1000 ------- 0 0.0 2.0 4 4',
            '- 3 1 2 tcp 1000 ------- 0 0.0 2.0 2 2', '- 4 1 2 tcp 1000 ------- 0 0.0 2.0 3 3']
    q = A.queue_stats(trace.parse(_lines(*rows)), (1, 2))
    assert q == {'average': pytest.approx((2 * 2 + 1) / 4), 'maximum': 3}
    p = trace.parse(_lines(*rows)).packets
    event = p["event"].to_numpy()
    _, length = A.queue_length(p["time"].to_numpy(), p["uid"].to_numpy(), event == "+",
                               event == "-", event == "d")
    assert list(length) == [1, 0, 1, 2, 3, 2, 1, 0]


def test_drop_cluster_dictionary_of_16_4_4(tmp_path, monkeypatch):
    # equal paths at 0.8 Mbit/s for 3000 s with overhead 0.008: the book's clusterdict is
    # {(1,2): 1, (1,1): 674, (2,1): 1}.  Untraced run: the kernel's columns hold every
    # packet event anyway.
    import os
    from nslab.otcl import Runner
    from reference_cases import SCENARIOS_DIR
    monkeypatch.chdir(tmp_path)
    script = os.path.join(SCENARIOS_DIR, 'basic2.tcl')
    runner = Runner(script, ['0', '0.008', '0.8', '3000', '20', 'Reno', '0'], capture=True)
    assert runner.run_file(script) == 0
    t = trace.from_kernel(runner.sim)
    for granularity in (1.5, 2.0):
        clusters = A.drop_clusters(t, granularity, start=3.0)
        assert A.cluster_dict(clusters) == {(1, 2): 1, (1, 1): 674, (2, 1): 1}
    assert A.cluster_shares(clusters)['shared'] == 676
