# C-level types of satellite links (satellite/link.pxi, satellite/api.pxi).

# Events of a satellite link's packet (obj = link, arg = packet).  ns-2 schedules each
# one where it is made, which decides its place among events of the same time.
cdef enum:
    EV_SAT_TX = 60      # LL/Sat's zero delay on the way down is over: '+', the queue
    EV_SAT_RX = 61      # the receiving Mac/Sat passes the packet up, a txt after its first bit
    EV_SAT_UP = 62      # LL/Sat's zero delay on the way up is over: into the node
