"""Web caching (nslab.otcl.webcache and nslab.otcl.pagepool; ns-2's webcache/http.cc,
pagepool.cc and tcl/webcache/http-*.tcl): pools, agents and their log seen from a script.
Byte identity with the real ns-2.35 is pinned by tests/reference/otcl/scripts/
webcache_pages.tcl (recorded by tests/reference/otcl/record.py, run by
test_otcl_objects.py) and by the compat suite's ns2-ex/simple-webcache.tcl."""
from test_otcl import assert_clean_error, run_tcl

POOL = """
set ns [new Simulator]
proc constant {value} {
    set rv [new RandomVariable/Constant]
    $rv set val_ $value
    return $rv
}
set pgp [new PagePool/Math]
"""

# client (node 0) -- cache (node 1) -- server (node 2); a request every `interval`
AGENTS = POOL + """
set c [$ns node]
set e [$ns node]
set s [$ns node]
$ns duplex-link $s $e 1Mb 20ms DropTail
$ns duplex-link $e $c 10Mb 2ms DropTail
$pgp ranvar-size [constant 1000]
$pgp ranvar-age [constant %s]
set log [open http.log w]
set server [new Http/Server $ns $s]
$server set-page-generator $pgp
set cache [new Http/Cache $ns $e]
set client [new Http/Client $ns $c]
$client set-interval-generator [constant %s]
$client set-page-generator $pgp
foreach a [list $server $cache $client] { $a log $log }
$ns at 1 "$client connect $cache; $cache connect $server; $client start-session $cache $server"
$ns at 12 "close $log; exit 0"
$ns run
"""


def run_log(tmp_path, age=100, interval=3):
    proc = run_tcl(tmp_path, AGENTS % (age, interval))
    assert proc.returncode == 0, proc.stderr
    return [line.split(" ") for line in (tmp_path / "http.log").read_text().splitlines()]


def test_math_pool_has_one_page_of_drawn_size_and_age(tmp_path):
    proc = run_tcl(tmp_path, POOL + """
        $pgp ranvar-size [constant 1024.9]
        $pgp ranvar-age [constant 2.5]
        puts "[$pgp get-poolsize] [$pgp gen-pageid 7] [$pgp gen-size 0] [$pgp get-start-time]"
        puts [$pgp gen-modtime 0 10]
        puts [$pgp gen-page 0 10]
        $pgp ranvar-size [constant 0]
        puts [$pgp gen-size 0]
    """)
    assert proc.stdout.splitlines() == ["1 0 1024 2147483647", "12.5",
                                        "size 1024 age 2.5 modtime 10", "1"], proc.stderr


def test_a_pool_without_generators_names_them(tmp_path):
    proc = run_tcl(tmp_path, POOL + "$pgp gen-size 0\n")
    assert_clean_error(proc, "ranvar-size")


def test_log_lines_are_microsecond_times_then_the_agents_id_and_words(tmp_path):
    lines = run_log(tmp_path)
    assert lines[0] == ["4", "i", "0", "C", "GET", "p", lines[0][6], "s", "1", "z", "43", ""]
    assert all(line[1] == "i" and line[-1] == "" for line in lines)
    assert all(len(line[0].split(".")[-1]) <= 6 for line in lines)


def test_a_cache_fetches_a_missing_page_then_answers_from_its_copy(tmp_path):
    lines = run_log(tmp_path)
    events = [(line[2], line[3], line[4]) for line in lines]
    first = [("0", "C", "GET"), ("1", "E", "MISS"), ("2", "S", "MOD"), ("1", "E", "ENT"),
             ("1", "E", "SND"), ("0", "C", "RCV")]
    again = [("0", "C", "GET"), ("1", "E", "HIT"), ("1", "E", "SND"), ("0", "C", "RCV")]
    assert events == first + again + again


def test_requests_come_at_the_interval_as_value_prints_it(tmp_path):
    """`value` prints %6e: an interval of 2.1234567 s is 2.123457 s."""
    lines = run_log(tmp_path, interval=2.1234567)
    gets = [float(line[0]) for line in lines if line[4] == "GET"]
    assert gets[:3] == [3.123457, 5.246914, 7.370371]


def test_a_client_notes_a_page_older_than_the_servers_as_stale(tmp_path):
    """The page changes every second: the cache's copy is stale at the second request."""
    lines = run_log(tmp_path, age=1)
    kinds = [line[4] for line in lines if line[3] == "C"]
    assert kinds[:5] == ["GET", "RCV", "GET", "STA", "RCV"]


def test_an_agent_needs_a_simulator_and_a_node(tmp_path):
    proc = run_tcl(tmp_path, "set ns [new Simulator]\nnew Http/Client $ns\n")
    assert_clean_error(proc, "Http/Client", "node")


def test_other_requests_than_get_are_refused_naming_them(tmp_path):
    proc = run_tcl(tmp_path, (AGENTS % (100, 3)).replace(
        "$client start-session $cache $server", "$client send-request $cache IMS $server:0"))
    assert_clean_error(proc, "IMS")
