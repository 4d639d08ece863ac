"""The %%nslab cell magic (nslab.magic): a cell's ns-2 script runs as `nslab run`
would, in a child process, and its trace files come back as frames."""
import pytest

from nslab import magic
from nslab.errors import ScriptError

from reference_cases import SCENARIOS_DIR

SCRIPT = """
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
set tcp [new Agent/TCP/Reno]
$ns attach-agent $a $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $b $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.0 "$ftp start"
$ns at [lindex $argv 0] "finish"
proc finish {} {
    global ns f tcp
    $ns flush-trace
    close $f
    puts "acked=[$tcp set ack_]"
    exit 0
}
$ns run
"""


def test_a_cell_script_runs_and_its_trace_comes_back_as_frames(tmp_path):
    run = magic.run_cell(SCRIPT, ["1.0"], directory=str(tmp_path))
    assert run.ok and run.stdout.startswith("acked=")
    assert set(run.files) == {"out.tr"}
    packets = run["out.tr"].packets
    acks = packets[(packets.event == "r") & (packets.ptype == "ack")]
    assert len(acks) and acks.seqno.max() == int(run.stdout.split("=")[1])
    # the same as `nslab run` of the file the cell was saved as
    assert (tmp_path / "cell.tcl").read_text() == SCRIPT == run.text
    with pytest.raises(KeyError, match="wrote: out.tr"):
        run["other.tr"]


def test_errors_and_exit_stay_in_the_child(tmp_path):
    run = magic.run_cell("puts before\nexit 3\n", directory=str(tmp_path))
    assert run.status == 3 and run.stdout == "before\n"
    bad = magic.run_cell("set ns [new Simulator]\n$ns no-such-command\n", directory=str(tmp_path))
    assert bad.status != 0 and "no-such-command" in bad.stderr


def test_a_runaway_script_stops_at_the_timeout(tmp_path):
    with pytest.raises(ScriptError, match="--timeout 2"):
        magic.run_cell("while {1} {}\n", directory=str(tmp_path), timeout=2)


@pytest.mark.parametrize("kwargs, message", [
    ({"name": "x.py"}, "--name"), ({"directory": "/no/such/dir"}, "--dir"),
    ({"timeout": 0}, "--timeout")])
def test_bad_options_name_the_option(tmp_path, kwargs, message):
    kwargs.setdefault("directory", str(tmp_path))
    with pytest.raises(ScriptError, match=message):
        magic.run_cell("puts hi\n", **kwargs)


def test_the_magic_in_ipython(tmp_path, monkeypatch, capsys):
    shell = pytest.importorskip("IPython.testing.globalipapp").get_ipython()
    monkeypatch.chdir(tmp_path)
    shell.run_line_magic("load_ext", "nslab.magic")
    shell.run_cell_magic("nslab", "--out r 0.5", SCRIPT)
    assert "acked=" in capsys.readouterr().out
    assert shell.user_ns["r"].ok and len(shell.user_ns["r"]["out.tr"].packets)
    shell.run_cell_magic("nslab", "--timeout x", "puts hi\n")
    assert "--timeout: 'x' is not a number" in capsys.readouterr().err
