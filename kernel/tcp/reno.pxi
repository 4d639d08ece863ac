# TCP Tahoe (ns-2's Agent/TCP, the base TcpAgent) and Reno (Agent/TCP/Reno).
# Both run on the shared sender of tcp/sender.pxi, whose ack processing is
# TcpAgent's; Reno differs there only in fast recovery: the window is
# inflated by dupwnd_ while dupacks arrive, and a fast retransmit halves the
# window instead of going back to one segment.

register_tcp_flavour(FLAVOUR_TAHOE, "Tahoe", {})
register_tcp_flavour(FLAVOUR_RENO, "Reno", {})
