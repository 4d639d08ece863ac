# ErrorModel/List (ns-2's ListErrorModel; docs/ns2-behavior.md §10): hits the
# units named in its drop list.  Units are numbered from 0 as they arrive:
# with the packet unit the packet whose number is the next list entry is hit;
# with the byte unit a packet is hit when the byte count, this packet
# included, reaches the next entry.  The list is kept sorted (droplist in
# traffic/api.pxi sorts it and refuses duplicates); each entry hits once.
# enable_ is not consulted, no random draw is made, and the time and bit
# units hit nothing (ns-2 warns for time).


cdef int em_list_corrupt(Kernel k, ErrModel *em, Packet *p) noexcept:
    """ListErrorModel::corrupt: 1 when the packet is hit."""
    cdef int hit = 0
    if em.unit == EU_TIME:
        c_output(k, b"ListErrorModel: error, EU_TIME not supported\n", True)
        return 0
    if em.droplist == NULL or em.dropcnt == 0:
        c_output(k, b"warning: ListErrorModel: null drop list\n", True)
        return 0
    if em.unit == EU_PKT:
        if em.cur < em.dropcnt and em.droplist[em.cur] == em.lcount:
            hit = 1
            em.cur += 1
        em.lcount += 1
    elif em.unit == EU_BYTE:
        if em.cur < em.dropcnt and em.lcount + p.size >= em.droplist[em.cur]:
            hit = 1
            em.cur += 1
        em.lcount += p.size
    return hit
