"""nslab.sweep and `nslab sweep`: grids, failing points, the resumable cache, and the same
table from local processes and from a Dask cluster; the results equal ns-2's."""
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pandas as pd
import pytest

from nslab.sweep import CacheWarning, Script, SweepError, grid_points, parse_grid, sweep

from reference_cases import SCENARIOS_DIR, case_by_name, load_cases

BASIC1 = os.path.join(SCENARIOS_DIR, 'basic1.tcl')
BASIC2 = os.path.join(SCENARIOS_DIR, 'basic2.tcl')
NSLAB = [sys.executable, '-m', 'nslab']


def test_grid_forms():
    assert parse_grid('delayB=0:400:1') == ('delayB', list(range(401)))
    assert parse_grid('oh=0:0.01:0.0025') == ('oh', [0.0, 0.0025, 0.005, 0.0075, 0.01])
    assert parse_grid('q=3,4,5') == ('q', [3, 4, 5])
    assert parse_grid('flavor=Reno,Sack1') == ('flavor', ['Reno', 'Sack1'])
    assert parse_grid('bw=8.0') == ('bw', [8.0])
    assert grid_points({'a': [1, 2], 'b': 'x'}) == [{'a': 1, 'b': 'x'}, {'a': 2, 'b': 'x'}]


@pytest.mark.parametrize('spec, message', [
    ('delayB=0:x:1', "delayB=0:x:1: STOP 'x' is not a number"),
    ('delayB=0:10', 'delayB=0:10: a range is START:STOP:STEP'),
    ('delayB=10:0:1', 'delayB=10:0:1: STEP 1 cannot go from 10 to 0'),
    ('delayB=0:10:0', 'STEP 0'),
    ('delayB', "'delayB': expected NAME=START:STOP:STEP"),
    ('2x=1,2', "'2x' is not a parameter name"),
    ('q=1,,2', 'q=1,,2: empty value'),
])
def test_malformed_grid_names_the_parameter(spec, message):
    with pytest.raises(SweepError, match=message.replace('(', r'\(').replace(')', r'\)')):
        parse_grid(spec)


def test_template_must_match_the_grid(tmp_path):
    s = Script(BASIC2, '{delayB} 0 0.8 300 20 Reno 0')
    with pytest.raises(SweepError, match='template field.*delayB'):
        sweep(s, grid={'q': [1]}, cache=False)
    with pytest.raises(SweepError, match='grid: parameter.*extra.*not used'):
        sweep(s, grid={'delayB': [0], 'extra': [1]}, cache=False)
    with pytest.raises(SweepError, match='script: no such file'):
        Script(str(tmp_path / 'none.tcl'))
    with pytest.raises(SweepError, match='workers'):
        sweep(s, grid={'delayB': [0]}, workers=0, cache=False)
    with pytest.raises(SweepError, match='out'):
        sweep(s, grid={'delayB': [0]}, out='table.xlsx', cache=False)


def scenario(x, y=0):
    """A small Python scenario whose points 2, 3, 4 fail in different ways."""
    if x == 2:
        raise ValueError('no good at x=2')
    if x == 3:
        sys.exit(7)
    if x == 4:
        os._exit(5)             # the worker process dies
    return {'sum': x + y, 'label': 'p%d' % x}


def _same(a, b):
    pd.testing.assert_frame_equal(a.drop(columns='wall_time'), b.drop(columns='wall_time'))


@pytest.fixture(scope='module')
def local_tables(tmp_path_factory):
    cache = tmp_path_factory.mktemp('cache')
    fn = sweep(scenario, grid={'x': range(6), 'y': [10]}, workers=2, cache_dir=cache,
               progress=False)
    script = sweep(Script(BASIC2, '{delayB} 0 0.8 300 20 Reno 0'), grid={'delayB': range(4)},
                   workers=2, cache_dir=cache, progress=False)
    return fn, script


def test_failing_points_are_recorded_and_the_others_complete(local_tables):
    fn, _ = local_tables
    assert fn['x'].tolist() == list(range(6))
    assert fn['sum'].tolist()[:2] == [10, 11] and fn['sum'].tolist()[5] == 15
    err = fn['error'].tolist()
    assert pd.isna(err[0]) and pd.isna(err[1]) and pd.isna(err[5])
    assert err[2].startswith('ValueError: no good at x=2')
    assert err[3].startswith('SystemExit: 7')
    assert 'worker process exited with status 5' in err[4]
    assert (fn['wall_time'] >= 0).all()


def test_script_points_parse_printed_values(local_tables):
    _, table = local_tables
    ref = case_by_name('basic2_d0_bw0.8_300s')['stdout_kv']
    row = table.iloc[0]
    assert (row['recv0'], row['recv1'], row['ratio1']) == (int(ref['recv0']), int(ref['recv1']),
                                                           float(ref['ratio1']))
    assert row['flavor0'] == 'Reno' and table['error'].isna().all()
    assert list(table.columns[:1]) == ['delayB'] and list(table.columns[-2:]) == \
        ['wall_time', 'error']


def test_dask_local_cluster_gives_the_same_table(local_tables, tmp_path):
    distributed = pytest.importorskip('distributed')
    fn, script = local_tables
    # (no point that kills its worker here: Dask retries such a task on other workers,
    # killing them too, before it gives up; the local backend's test covers crashes)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        dfn = sweep(scenario, grid={'x': [0, 1, 2, 3, 5], 'y': [10]}, client=client,
                    cache=False, progress=False)
        dscript = sweep(Script(BASIC2, '{delayB} 0 0.8 300 20 Reno 0'),
                        grid={'delayB': range(4)}, scheduler=cluster.scheduler_address,
                        cache_dir=tmp_path, progress=False)
    _same(dscript, script)
    _same(dfn, fn.iloc[[0, 1, 2, 3, 5]].reset_index(drop=True))


def test_cluster_started_with_dasks_own_commands_gives_the_same_table(local_tables, tmp_path):
    """The README's multi-machine recipe on one machine: `dask scheduler`, two
    `dask worker` processes, and `nslab sweep --scheduler ADDRESS`."""
    pytest.importorskip('distributed')
    from dask_cli_cluster import cli_cluster
    _, script = local_tables
    out = tmp_path / 'table.parquet'
    with cli_cluster(workers=2, workdir=str(tmp_path / 'cluster')) as address:
        proc = subprocess.run(NSLAB + ['sweep', BASIC2, '--args', '{delayB} 0 0.8 300 20 Reno 0',
                                       '--grid', 'delayB=0:3:1', '--scheduler', address,
                                       '--no-cache', '--out', str(out)],
                              capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    _same(pd.read_parquet(out), script)


def test_rerun_comes_from_the_cache(tmp_path):
    s = Script(BASIC2, '{delayB} 0 0.8 300 20 Reno 0')
    first = sweep(s, grid={'delayB': [3, 7]}, cache_dir=tmp_path, progress=False,
                  out=tmp_path / 'table.parquet')
    pd.testing.assert_frame_equal(pd.read_parquet(tmp_path / 'table.parquet'), first)
    again = sweep(s, grid={'delayB': [3, 7]}, cache_dir=tmp_path, progress=False)
    assert again.attrs['cached'] == 2
    pd.testing.assert_frame_equal(first, again)
    other = sweep(Script(BASIC2, '{delayB} 0 0.8 200 20 Reno 0'), grid={'delayB': [3]},
                  cache_dir=tmp_path, progress=False)
    assert other.attrs['cached'] == 0 and other['endtime'].iloc[0] == 200


def test_utilization_table_of_16_2_6(tmp_path):
    queues = [3, 4, 5, 8, 10, 12, 16, 20, 22, 26, 30]
    table = sweep(Script(BASIC1, '1000 {q} 50 100 0'), grid={'q': queues}, workers=2,
                  cache=False, progress=False)
    book = {3: 79.8, 4: 80.9, 5: 83.3, 8: 87.2, 10: 89.3, 12: 91.4, 16: 94.6}
    from nslab.analysis import utilization_from_count
    for q, received in zip(queues, table['received_pkts']):
        ns2 = case_by_name('basic1_util_q%d_d50_100_1000s' % q)['stdout_kv']['received_pkts']
        assert received == int(ns2), q
        util = 100 * utilization_from_count(received, 800e3, 1000)
        if q in book:                       # where ns-2 agrees with the book's table
            assert round(util, 1) == book[q]


def test_cli_sweep_of_basic2_equals_ns2_point_by_point(tmp_path):
    out = tmp_path / 'sweep.csv'
    proc = subprocess.run(NSLAB + ['sweep', BASIC2, '--args', '{delayB} 0.002 8.0 300 20 Reno 0',
                                   '--grid', 'delayB=0:9:1', '--workers', '2', '--quiet',
                                   '--cache-dir', str(tmp_path), '--out', str(out)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert '10 points (0 from the cache), 0 failed' in proc.stderr
    table = pd.read_csv(out)
    refs = load_cases(r'^basic2_sweep_d\d_bw8_oh0.002_300s$')
    assert len(refs) == 10
    for ref in refs:
        row = table[table['delayB'] == int(ref['args'][0])].iloc[0]
        assert (row['recv0'], row['recv1']) == (int(ref['stdout_kv']['recv0']),
                                                int(ref['stdout_kv']['recv1'])), ref['name']


def test_cli_reports_a_malformed_grid():
    proc = subprocess.run(NSLAB + ['sweep', BASIC2, '--args', '{delayB}', '--grid',
                                   'delayB=0:x:1', '--out', 'x.csv'],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "--grid delayB=0:x:1: STOP 'x' is not a number" in proc.stderr


SLOW = """\
set x [lindex $argv 0]
after 300
set f [open [lindex $argv 1] a]
puts $f $x
close $f
if { $x == 9 } { error "no good at 9" }
if { $x == 10 } { exit 3 }
puts "x=$x"
puts "square=[expr {$x * $x}]"
"""


def _cached_points(cache):
    path = cache / 'sweeps.sqlite'
    if not path.exists():
        return []
    try:
        with sqlite3.connect(str(path), timeout=5) as db:
            return [int(p.split(':')[1].strip(' }')) for (p,) in
                    db.execute('SELECT params FROM points')]
    except sqlite3.OperationalError:
        return []


def test_killed_sweep_resumes_without_recomputing(tmp_path):
    script, log, cache = tmp_path / 'slow.tcl', tmp_path / 'runs.log', tmp_path / 'cache'
    script.write_text(SLOW)
    argv = NSLAB + ['sweep', str(script), '--args', '{x} %s' % log, '--grid', 'x=0:11:1',
                    '--workers', '2', '--quiet', '--cache-dir', str(cache),
                    '--out', str(tmp_path / 'out.csv')]
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.time() + 60
        while len(_cached_points(cache)) < 3 and time.time() < deadline:
            time.sleep(0.05)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)       # the sweep and its workers, at once
        proc.wait()
    finished = _cached_points(cache)
    assert 3 <= len(finished) < 10, finished
    assert not (tmp_path / 'out.csv').exists()

    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1                 # two points fail by design
    assert '12 points (%d from the cache), 2 failed' % len(finished) in done.stderr
    runs = [int(x) for x in log.read_text().split()]
    for x in finished:
        assert runs.count(x) == 1, (x, runs)
    assert sorted(set(runs)) == list(range(12))
    table = pd.read_csv(tmp_path / 'out.csv')
    assert table['square'].tolist()[:9] == [x * x for x in range(9)]
    assert table['error'].iloc[9].startswith('ScriptError: no good at 9')
    assert table['error'].iloc[10].startswith('script exited with status 3')


NOTEBOOK_LIKE = """
import time
from nslab.sweep import sweep
K = 3
def point(q):
    if q == 0:
        time.sleep(60)
    print('a stray print of the scenario')
    return {'triple': K * q}
table = sweep(point, grid={'q': [1, 0, 2]}, cache=False, progress=False, timeout=1.5)
print(table['triple'].tolist()[::2], table['error'].iloc[1])
"""


def test_functions_defined_in_a_main_module_and_the_timeout():
    # as in a notebook: the function lives in __main__, which the workers never import
    proc = subprocess.run([sys.executable, '-'], input=NOTEBOOK_LIKE, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == '[3.0, 6.0] worker process was stopped after the 1.5 s ' \
        'timeout while running this point'
    assert 'a stray print of the scenario' in proc.stderr


def test_mean_deviation_of_ratio1_curves_of_16_3_6(tmp_path):
    # ratio1 against delayB = 25..55 ms at 0.8 Mbit/s for 300 s: the book gives the mean
    # deviations 1.286, 0.638, 0.136 and 0.090 for overhead 0, 0.005, 0.01 and 0.02
    from nslab.analysis import mean_deviation
    table = sweep(Script(BASIC2, '{delayB} {overhead} 0.8 300 20 Reno 0'),
                  grid={'overhead': [0, 0.005, 0.01, 0.02], 'delayB': range(25, 56)},
                  workers=2, cache_dir=tmp_path, progress=False)
    assert table['error'].isna().all() and len(table) == 124
    got = [round(mean_deviation(g['ratio1']), 3) for _, g in table.groupby('overhead')]
    assert got == [1.286, 0.638, 0.136, 0.090]


# ---- a cache that cannot lie ------------------------------------------------------------------

FACTOR = 3


def _times_factor(q):
    return q * FACTOR


def cheap(q):
    """A quick function scenario that depends on a helper and a global."""
    return {'v': _times_factor(q)}


def _entries(cache):
    db = sqlite3.connect(str(cache / 'sweeps.sqlite'))
    try:
        return db.execute('SELECT key, outcome FROM points').fetchall()
    finally:
        db.close()


def _set_outcome(cache, text):
    db = sqlite3.connect(str(cache / 'sweeps.sqlite'))
    db.execute('UPDATE points SET outcome = ?', (text,))
    db.commit()
    db.close()


def _run(cache, **kw):
    return sweep(cheap, grid={'q': [1, 2]}, cache_dir=cache, progress=False, workers=1, **kw)


@pytest.mark.parametrize('damage', [
    lambda text: text.replace('"v": 3', '"v": 4'),      # a wrong but valid number
    lambda text: text[:len(text) // 2],                 # a truncated entry
    lambda text: '{}',                                  # an empty outcome
    lambda text: 'null',
])
def test_a_damaged_entry_is_recomputed_with_a_warning(tmp_path, damage):
    cache = tmp_path / 'cache'
    first = _run(cache)
    assert list(first['v']) == [3, 6]
    (key, text), = [e for e in _entries(cache) if '"v": 3' in e[1]]
    db = sqlite3.connect(str(cache / 'sweeps.sqlite'))
    db.execute('UPDATE points SET outcome = ? WHERE key = ?', (damage(text), key))
    db.commit()
    db.close()
    with pytest.warns(CacheWarning, match='1 entry .* recomputing it'):
        again = _run(cache)
    assert list(again['v']) == [3, 6] and again.attrs['cached'] == 1
    assert again['error'].isna().all()
    third = _run(cache)                                  # repaired: both from the cache
    assert third.attrs['cached'] == 2 and list(third['v']) == [3, 6]


def test_a_corrupted_cache_file_is_given_up_not_the_sweep(tmp_path):
    cache = tmp_path / 'cache'
    _run(cache)
    (cache / 'sweeps.sqlite').write_bytes(b'this is not a database' * 100)
    for name in ('sweeps.sqlite-wal', 'sweeps.sqlite-shm'):
        if (cache / name).exists():
            (cache / name).unlink()
    with pytest.warns(CacheWarning, match='running without the cache'):
        table = _run(cache)
    assert list(table['v']) == [3, 6] and table.attrs['cached'] == 0


def test_an_unusable_cache_directory_is_given_up_not_the_sweep(tmp_path):
    blocker = tmp_path / 'a-file'
    blocker.write_text('')
    with pytest.warns(CacheWarning, match='running without the cache'):
        table = _run(blocker / 'cache')
    assert list(table['v']) == [3, 6] and table['error'].isna().all()


def test_a_full_disk_is_given_up_not_the_sweep(tmp_path, monkeypatch):
    import nslab._sweep_cache as C
    real_connect = C.sqlite3.connect

    class FullDisk:
        def __init__(self, db):
            self.db = db

        def execute(self, sql, *args):
            if sql.startswith('INSERT'):
                raise C.sqlite3.OperationalError('database or disk is full')
            return self.db.execute(sql, *args)

        def __getattr__(self, name):
            return getattr(self.db, name)

    monkeypatch.setattr(C.sqlite3, 'connect', lambda *a, **k: FullDisk(real_connect(*a, **k)))
    with pytest.warns(CacheWarning, match='cannot write .* disk is full') as caught:
        table = sweep(cheap, grid={'q': [1, 2, 3]}, cache_dir=tmp_path, progress=False, workers=1)
    assert list(table['v']) == [3, 6, 9] and table['error'].isna().all()
    assert len([w for w in caught if issubclass(w.category, CacheWarning)]) == 1


NOTEBOOK_CELL = """
FACTOR = %d
def helper(q):
    return q %s FACTOR
def scenario(q):
    return {'v': helper(q)}
"""


def _cell(factor, op):
    """A scenario as a notebook cell defines it: not importable, so it travels to the
    workers by value, with its globals as they are now."""
    namespace = {'__name__': 'a_notebook_cell'}
    exec(NOTEBOOK_CELL % (factor, op), namespace)
    return namespace['scenario']


def test_a_changed_helper_or_global_is_not_served_from_the_cache(tmp_path):
    run = lambda fn: sweep(fn, grid={'q': [1, 2]}, cache_dir=tmp_path, progress=False, workers=1)
    assert list(run(_cell(3, '*'))['v']) == [3, 6]
    assert run(_cell(3, '*')).attrs['cached'] == 2               # the same code: cached
    changed = run(_cell(10, '*'))                                # another global
    assert list(changed['v']) == [10, 20] and changed.attrs['cached'] == 0
    helper = run(_cell(10, '-'))                                 # another helper
    assert list(helper['v']) == [-9, -8] and helper.attrs['cached'] == 0


class _Opaque:
    pass


OPAQUE = _Opaque()


def uses_an_opaque_object(q):
    return {'v': q, 'o': id(OPAQUE) > 0}


def test_a_function_that_cannot_be_keyed_is_not_cached(tmp_path):
    with pytest.warns(CacheWarning, match="not cached: .*global 'OPAQUE'"):
        table = sweep(uses_an_opaque_object, grid={'q': [1]}, cache_dir=tmp_path, progress=False,
                      workers=1)
    assert list(table['v']) == [1]
    assert not (tmp_path / 'sweeps.sqlite').exists()


MAIN_TCL = """source [file join [file dirname [info script]] helper.tcl]
puts "v=[expr {[lindex $argv 0] * $factor + %d}]"
"""


def test_an_edited_script_or_a_file_it_sources_is_not_served_from_the_cache(tmp_path):
    main, helper, cache = tmp_path / 'main.tcl', tmp_path / 'helper.tcl', tmp_path / 'cache'
    main.write_text(MAIN_TCL % 0)
    helper.write_text('set factor 3\n')
    s = Script(main, '{q}')
    run = lambda: sweep(s, grid={'q': [1, 2]}, cache_dir=cache, progress=False, workers=1)
    first = run()
    assert list(first['v']) == [3, 6] and first['error'].isna().all()
    assert run().attrs['cached'] == 2
    helper.write_text('set factor 10\n')                  # the sourced file changes
    changed = run()
    assert list(changed['v']) == [10, 20] and changed.attrs['cached'] == 0
    main.write_text(MAIN_TCL % 1)                         # the script, after Script() read it
    edited = run()
    assert list(edited['v']) == [11, 21] and edited.attrs['cached'] == 0
    assert run().attrs['cached'] == 2


def test_a_script_sourcing_a_file_named_at_run_time_is_not_cached(tmp_path):
    main = tmp_path / 'main.tcl'
    (tmp_path / 'helper.tcl').write_text('set factor 3\n')
    main.write_text('set name helper.tcl\nsource [file join [file dirname [info script]] $name]\n'
                    'puts "v=[expr {[lindex $argv 0] * $factor}]"\n')
    with pytest.warns(CacheWarning, match=r"not cached: .*main\.tcl sources .*\$name"):
        table = sweep(Script(main, '{q}'), grid={'q': [1, 2]}, cache_dir=tmp_path / 'cache',
                      progress=False, workers=1)
    assert list(table['v']) == [3, 6] and table['error'].isna().all()
    assert not (tmp_path / 'cache').exists()


def pair(q):
    return {'v': q, 'pair': (q, q)}


def test_results_that_json_would_change_are_not_cached(tmp_path):
    with pytest.warns(CacheWarning, match='results at q=1 cannot be stored exactly') as caught:
        table = sweep(pair, grid={'q': [1, 2]}, cache_dir=tmp_path, progress=False, workers=1)
    assert [w.category for w in caught].count(CacheWarning) == 1
    assert table['pair'].tolist() == [(1, 1), (2, 2)]           # tuples, as returned
    with pytest.warns(CacheWarning, match='cannot be stored exactly'):
        again = sweep(pair, grid={'q': [1, 2]}, cache_dir=tmp_path, progress=False, workers=1)
    assert again.attrs['cached'] == 0 and again['pair'].tolist() == [(1, 1), (2, 2)]


def test_a_parameter_the_key_cannot_read_is_not_cached(tmp_path):
    def uses(obj):
        return {'v': obj.value}

    class Holder:
        def __init__(self, value):
            self.value = value

        def __str__(self):
            return 'Holder'                 # says nothing of its content
    tables = []
    for value in (1, 2):
        with pytest.warns(CacheWarning, match='parameter obj=.* cannot read'):
            tables.append(sweep(uses, points=[{'obj': Holder(value)}], cache_dir=tmp_path,
                                progress=False, workers=1))
    assert [t['v'].iloc[0] for t in tables] == [1, 2]


@pytest.fixture
def tiny_disk(tmp_path):
    """A 256 KiB tmpfs (needs root and a kernel that lets us mount one)."""
    mnt = tmp_path / 'tiny'
    mnt.mkdir()
    if os.geteuid() != 0 or subprocess.run(['mount', '-t', 'tmpfs', '-o', 'size=256k', 'tmpfs',
                                            str(mnt)], capture_output=True).returncode:
        pytest.skip('cannot mount a small tmpfs here (the monkeypatched test covers it)')
    try:
        yield mnt
    finally:
        if subprocess.run(['umount', str(mnt)], capture_output=True).returncode:
            subprocess.run(['umount', '-l', str(mnt)], capture_output=True)


def padded(q):
    return {'v': q, 'pad': 'x' * 4000}


def test_a_really_full_disk_is_given_up_not_the_sweep(tiny_disk):
    run = lambda: sweep(padded, grid={'q': range(80)}, cache_dir=tiny_disk / 'cache',
                        progress=False, workers=1)
    for attempt in range(2):
        with pytest.warns(CacheWarning, match='cannot write .* disk is full') as caught:
            table = run()
        assert [w.category for w in caught].count(CacheWarning) == 1
        assert table['v'].tolist() == list(range(80)) and table['error'].isna().all()
    kept = table.attrs['cached']        # the points stored before the disk filled still serve
    assert 0 < kept < 80
