# ErrorModule (ns-2's ErrorModule with a Classifier/Hash/Fid; docs/ns2-behavior.md
# §10): sits where `lossmodel` puts an error model (`$link errormodule`, at the
# link head) and hands each packet to the error model bound to its flow id
# (`bind`), or to its default (`default`: a model, or "pass" to let the flow
# through).  A model's hits go to the link's drop trace as with `lossmodel`.
# A flow with neither is an unknown flow: ns-2 prints a warning and its
# classifier's no-slot handler ends the run; nslab prints the warning, drops
# the packet without a trace and stops the run.


cdef bint emod_filter(Kernel k, int lid, int eid, int pi) noexcept:
    """Pass packet `pi` to the model its flow is bound to; True when dropped."""
    cdef ErrModel *mod = &k.ems[eid]
    cdef Packet *p = pkt(k, pi)
    cdef int target = mod.default_em
    cdef char line[160]
    if 0 <= p.fid < mod.n_fids and mod.fid_em[p.fid] != EMOD_UNKNOWN:
        target = mod.fid_em[p.fid]
    if target == EMOD_PASS:
        return False
    if target == EMOD_UNKNOWN:
        snprintf(line, sizeof(line), "warning: classifier unknown flow s:%d, d:%d, fid:%d\n",
                 p.src_addr, p.dst_addr, p.fid)
        c_output(k, line)
        pkt_free(k, pi)
        k.stop_requested = True
        return True
    return em_filter(k, lid, target, pi)


cdef void emod_bind(ErrModel *mod, int fid, int target) noexcept:
    """Flow `fid` goes to model `target` (the table grows as needed)."""
    cdef int i
    if fid >= mod.n_fids:
        mod.fid_em = <int *>realloc(mod.fid_em, (fid + 1) * sizeof(int))
        for i in range(mod.n_fids, fid + 1):
            mod.fid_em[i] = EMOD_UNKNOWN
        mod.n_fids = fid + 1
    mod.fid_em[fid] = target
