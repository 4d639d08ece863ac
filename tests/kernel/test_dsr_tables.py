"""DSR's data structures (nslab.dsr) against the rules of ns-2.35's dsr/ sources: source
routes (path.cc, hdr_sr.h), the route cache (mobicache.cc), the route request table and its
backoff (requesttable.cc, dsragent.cc's BackOffTest) and the flow tables (flowstruct.cc)."""
from nslab.dsr.flow_table import ARSTable, FlowTable
from nslab.dsr.path import (FLOW_VALID, REP_LEN, REP_VALID, REQ_VALID,
                            SR_INTS, VALID, Path, compress_path, sr_dump, sr_init, sr_size)
from nslab.dsr.request_table import RequestTable, backoff_test
from nslab.dsr.route_cache import RouteCache


def test_path_reverse_and_remove_section_keep_the_iterator_on_its_hop():
    p = Path([0, 3, 4, 5], 1)
    p.reverse_in_place()
    assert p.ids == [5, 4, 3, 0] and p.index == 2
    p.remove_section(0, 2)
    assert p.ids == [3, 0] and p.index == 0
    assert Path([1, 2, 3], 2).dump() == "[1 2 (3) ]"
    assert Path().dump() == "[<empty path>]"


def test_compress_path_cuts_loops():
    p = Path([1, 2, 3, 2, 4, 1, 5])
    compress_path(p)
    assert p.ids == [1, 5]


def test_header_size_and_dump():
    sr = [0] * SR_INTS
    sr_init(sr)
    assert sr[VALID] == 1 and sr_size(sr) == 0
    Path([0, 3, 4, 5], 1).fill_sr(sr)
    assert sr_dump(sr) == "[0 |3 4 5 ]"
    assert sr_size(sr) == 4 + 12                      # 4 + 4 per hop after the first
    sr[REQ_VALID] = 1
    assert sr_size(sr) == 24
    sr[REQ_VALID], sr[REP_VALID], sr[REP_LEN] = 0, 1, 3
    assert sr_size(sr) == (16 + 5 + 12 + 3) & ~3       # 33 rounded up to 36
    sr[FLOW_VALID] = 1
    assert sr_size(sr) == 40


def test_cache_finds_the_shortest_route_and_cuts_dead_links():
    c = RouteCache(0)
    c.add_route(Path([0, 1, 2, 5]))
    c.add_route(Path([0, 3, 5]))
    assert c.find_route(5, True).ids == [0, 3, 5]
    assert c.find_route(2, True).ids == [0, 1, 2]
    c.notice_dead_link(3, 5)
    assert c.find_route(5, True).ids == [0, 1, 2, 5]
    c.notice_dead_link(0, 1)                          # cuts the whole path
    assert c.find_route(5, True) is None
    c.add_route(Path([4, 5]))                         # not from us: ignored
    assert c.find_route(5, False) is None


def test_cache_extends_a_prefix_and_keeps_a_contained_route():
    c = RouteCache(0)
    c.add_route(Path([0, 1]))
    c.add_route(Path([0, 1, 2]))                      # extends slot 0
    c.add_route(Path([0, 1]))                         # already held
    held = [p.ids for p in c.primary.paths if p.ids]
    assert held == [[0, 1, 2]]


def test_overheard_routes_go_to_the_secondary_cache_and_move_when_used():
    c = RouteCache(7)
    c.notice_route_used(Path([0, 3, 4, 5], 2))        # 7 heard 3 send to 4
    assert [p.ids for p in c.secondary.paths if p.ids] == [[7, 3, 4, 5]]
    assert c.find_route(5, False).ids == [7, 3, 4, 5]
    assert c.find_route(5, True).ids == [7, 3, 4, 5]
    assert not any(p.ids for p in c.secondary.paths)
    assert [p.ids for p in c.primary.paths if p.ids] == [[7, 3, 4, 5]]
    c.notice_route_used(Path([0, 3], 0))              # a request's route: nothing
    assert not any(p.ids for p in c.secondary.paths)


def test_request_table_and_backoff():
    t = RequestTable(2)
    assert t.get(5) == 0
    t.insert(5, 5, 3)
    assert t.get(5) == 3
    e = t.get_entry(9)
    assert backoff_test(e, 0.0)                       # first request goes at once
    assert not backoff_test(e, 1.9)                   # then 0.5 * 4 s later
    assert backoff_test(e, 2.0)
    assert not backoff_test(e, 9.9) and backoff_test(e, 10.0)
    t.get_entry(11)                                   # reuses the oldest slot (5's)
    assert t.get(5) == 0


def test_flow_ids_and_default_flows():
    ft = FlowTable(0)
    a = ft.generate_next_flow_id(True)
    b = ft.generate_next_flow_id(True)
    assert (a, b) == (1, 3)
    ft.create_entry(0, 5, a)
    ft.create_entry(0, 5, b)
    assert ft.default_flow(0, 5) == 3                 # the newest odd id
    assert ft.create_entry(0, 5, b) == -1
    assert ft.find(0, 5, a) == 0 and ft.find(0, 5, 2) == -1
    ft.entries[1].source_route = Path([0, 3, 5])
    ft.entries[1].timeout = 70.0
    ft.notice_dead_link(3, 5, 10.0)
    assert ft.entries[1].timeout == 9.0


def test_ars_table():
    t = ARSTable(2)
    t.insert(10, 1, 2)
    assert t.find_and_clear(10, 3) == 0               # other flow: cleared
    assert t.find_and_clear(10, 1) == 0
    t.insert(11, 1, 2)
    assert t.find_and_clear(11, 1) == 2
