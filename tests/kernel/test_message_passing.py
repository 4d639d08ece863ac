"""Agent/MessagePassing (kernel/traffic/message.pxi) and a node's explicit attach port.

Its byte-for-byte comparison with ns-2.35 is tests/reference/otcl/scripts/message_passing.tcl
(test_otcl_objects.py runs it); here, the errors a script gets for what the agent does
not take.
"""
import pytest

from test_otcl import TWO_NODES, assert_clean_error, run_tcl


@pytest.mark.parametrize("line, fragments", [
    ("$m sendto 10 1", ("sendto", "bytes ?text? address port")),
    ("$m sendto ten hi 1 0", ("sendto: bytes",)),
    ("$u sendto 10 hi 1 0", ("sendto", "only Agent/MessagePassing")),
    ("$b attach [new Agent/Null] 42", ("port 42 of node 1 is in use",)),
    ("$b attach [new Agent/Null] 255", ("port 255", "out of range")),
])
def test_bad_use_is_one_clear_error(tmp_path, line, fragments):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set m [new Agent/MessagePassing]
        $b attach $m 42
        set u [new Agent/UDP]
        $ns attach-agent $a $u
        %s
        puts reached
    """ % line)
    assert_clean_error(proc, *fragments)
    assert "reached" not in proc.stdout


def test_a_message_goes_to_the_port_it_names(tmp_path):
    """sendto with port 0 uses the sender's own port: the receiver at that port gets it;
    the receiver's recv instproc sees source address and port, size and text."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        Class Agent/MessagePassing/Show -superclass Agent/MessagePassing
        Agent/MessagePassing/Show instproc recv {src sport size data} {
            puts "got $src $sport $size <$data>"
        }
        set s [new Agent/MessagePassing/Show]
        set r [new Agent/MessagePassing/Show]
        $a attach $s 7
        $b attach $r 7
        $ns at 0.1 "$s sendto 100 {two words} 1 0"
        $ns at 0.2 "$s sendto 50 1 7"
        $ns at 1 "exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["got 0 7 100 <two words>", "got 0 7 50 <>"]
