# Error models (ns-2's ErrorModel; docs/ns2-behavior.md §10).  A link may hold one
# right after its head (`$ns lossmodel`: before the '+' trace unless tracing
# began later) and one after its delay line (`$ns link-lossmodel`: drops show
# as 'd' at the arrival time).  Dropped packets go to the link's drop trace.
#
# The h (resume handler) path of ErrorModel::recv never runs on wired links:
# every packet reaches these positions with no handler, so no extra draw.



cdef double em_draw(Kernel k, ErrModel *em) noexcept:
    """u for one decision: the model's random variable, else the default stream."""
    if em.ranvar >= 0:
        return ranvar_value(k, em.ranvar)
    return mrg_next(&k.rng)


cdef double em_comb(int n, int m) noexcept:
    """n choose m as ns-2 computes it: each factor is an integer division."""
    cdef double total = 1.0
    cdef int i
    for i in range(m):
        total *= (n - i) // (i + 1)
    return total


cdef double *em_bit_probs(ErrModel *em, int size) noexcept:
    """Cumulative probabilities of 0..FECstrength bit errors in `size` bits."""
    cdef int n = em.fec_strength
    cdef double *c = <double *>calloc(n + 2, sizeof(double))
    cdef int i
    for i in range(n + 1):
        c[i] = em_comb(size, i) * pow(em.rate, <double>i) * pow(1.0 - em.rate, <double>(size - i))
    for i in range(n):
        c[i + 1] += c[i]
    c[n + 1] = 1.0
    return c


cdef int em_corrupt_bits(Kernel k, ErrModel *em, Packet *p) noexcept:
    """Bit unit: the number of bit errors (0 keeps the packet)."""
    cdef double u
    cdef double *c
    cdef int i
    if em.dataprb == NULL:
        em.cntrlprb = em_bit_probs(em, em.cntrlpktsize)
        em.dataprb = em_bit_probs(em, em.datapktsize)
    u = em_draw(k, em)
    c = em.dataprb if p.size >= em.datapktsize else em.cntrlprb
    for i in range(em.fec_strength + 2):
        if c[i] > u:
            break
    return i


cdef int em_corrupt(Kernel k, ErrModel *em, Packet *p) noexcept:
    """ErrorModel::corrupt (or the model kind's own): nonzero when the packet is hit."""
    cdef double per, u
    if em.kind == EM_PERIODIC:
        return em_periodic_corrupt(k, em, p)
    if em.kind == EM_LIST:
        return em_list_corrupt(k, em, p)
    if em.kind == EM_SRM:
        return em_srm_corrupt(em, p)
    if em.enable == 0:
        return 0
    if em.unit == EU_TIME:
        if not em.warned_time:
            c_output(k, b"Warning:  uniform rate error cannot be time-based\n", True)
            em.warned_time = True
        return 0
    if em.unit == EU_BYTE:
        per = 1 - pow(1.0 - em.rate, <double>p.size)
        u = em_draw(k, em)
        return u < per
    if em.unit == EU_BIT:
        return em_corrupt_bits(k, em, p)
    u = em_draw(k, em)
    return u < em.rate


cdef bint em_filter(Kernel k, int lid, int eid, int pi) noexcept:
    """Pass packet `pi` through error model `eid` on link `lid`; True when it
    was dropped (and freed)."""
    cdef ErrModel *em = &k.ems[eid]
    if em.kind == EM_MODULE:
        return emod_filter(k, lid, eid, pi)
    if not em_corrupt(k, em, pkt(k, pi)):
        return False
    if em.markecn:
        pkt(k, pi).flags |= FL_CE
        return False
    if em.drop == EM_DROP_LINK:
        link_drop(k, lid, pi)
        return True
    if em.drop == EM_DROP_SILENT:
        pkt_free(k, pi)
        return True
    if em.drop == EM_DROP_ERROR:
        k.links[lid].n_drops += 1
        trace_packet(k, k.links[lid].trace, b'e', lid, pi)
        pkt_free(k, pi)
        return True
    return False


cdef void em_free(ErrModel *em) noexcept:
    free(em.dataprb)
    free(em.cntrlprb)
    em.dataprb = NULL
    em.cntrlprb = NULL


cdef void em_release(ErrModel *em) noexcept:
    """Everything the model owns (at the kernel's end)."""
    em_free(em)
    free(em.droplist)
    free(em.fid_em)
    em.droplist = NULL
    em.fid_em = NULL
