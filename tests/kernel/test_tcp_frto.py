"""F-RTO in the one-way TCP (kernel/tcp/frto.pxi): byte identity with ns-2 is pinned by
tests/reference/otcl/scripts/tcp_frto.tcl (recorded by record.py) and by the compat
suite's frto run; here the senders that refuse it, each with one clear error."""
import pytest

from nslab import Simulator
from nslab.units import ParameterError

from test_otcl import assert_clean_error, run_tcl
from test_otcl_objects import REFERENCE, assert_identical_to_ns2


def test_the_frto_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_frto")


@pytest.mark.parametrize("name", ["frto_enabled_", "sfrto_enabled_"])
def test_frto_is_refused_for_senders_without_it(name):
    sim = Simulator()
    with pytest.raises(ParameterError, match="F-RTO is implemented for"):
        sim.agent("Agent/TCP/Sack1", **{name: 1})


def test_a_class_default_frto_is_refused_naming_it(tmp_path):
    proc = run_tcl(tmp_path, "Agent/TCP set frto_enabled_ true\nset ns [new Simulator]\n"
                             "set t [new Agent/TCP/Newreno]\nputs reached\n")
    assert_clean_error(proc, "set frto_enabled_ true", "F-RTO is not implemented",
                       "Agent/TCP/Newreno")
    assert "reached" not in proc.stdout


def test_spurious_response_takes_one_to_three():
    sim = Simulator()
    with pytest.raises(ParameterError, match="spurious_response_"):
        sim.agent("Agent/TCP/Reno", spurious_response_=4)
