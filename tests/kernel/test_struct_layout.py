"""The structs a packet's passage reads in a large network are laid out in whole cache
lines (kernel/core/types.pxi): a packet is two lines, the first holding every field a
hop reads, and a link a whole number of lines, its hot fields first.  Their arrays start
on a line, so these sizes decide how many lines one hop touches."""
from nslab import _kernel

LINE = 64


def test_a_packet_is_two_cache_lines():
    assert _kernel.CACHE_LINE_STRUCTS["Packet"] == 2 * LINE


def test_a_link_is_a_whole_number_of_cache_lines():
    size = _kernel.CACHE_LINE_STRUCTS["Link"]
    assert size % LINE == 0 and size <= 5 * LINE


def test_an_agent_is_two_cache_lines():
    assert _kernel.CACHE_LINE_STRUCTS["Agent"] == 2 * LINE
