# Propagation/Shadowing: the log-normal shadowing model (docs/ns2-behavior.md §11.8).
#
# The power a node receives is the free-space (Friis) power at a close-in reference
# distance dist0_, attenuated by a path loss of 10 * pathlossExp_ * log10(d / dist0_) dB
# beyond it, plus a normal random term of standard deviation std_db_ dB.  Every call
# draws that term from the model's own RNG stream (RNG::normal, whose spare value is
# shared with every other normal draw), so the draws follow the order in which radios
# receive.  The model has no range: the channel hands every node a copy of each packet.

from libc.math cimport log10

cdef double SHADOW_NO_RANGE = 1.7976931348623157e308     # DBL_MAX


cdef int shadow_new(Kernel k, int stream, double pathloss_exp, double std_db,
                    double dist0) noexcept:
    """A new shadowing model drawing from RNG stream `stream`; returns its index."""
    cdef WlState *w = k.wl
    w.shadows = <ShadowModel *>realloc(w.shadows, (w.n_shadows + 1) * sizeof(ShadowModel))
    memset(&w.shadows[w.n_shadows], 0, sizeof(ShadowModel))
    w.shadows[w.n_shadows].stream = stream
    w.shadows[w.n_shadows].good = -1
    w.shadows[w.n_shadows].bad = -1
    shadow_set(k, w.n_shadows, pathloss_exp, std_db, dist0)
    w.n_shadows += 1
    return w.n_shadows - 1


cdef void shadow_set(Kernel k, int i, double pathloss_exp, double std_db,
                     double dist0) noexcept:
    cdef ShadowModel *s = &k.wl.shadows[i]
    s.pathloss_exp = pathloss_exp
    s.std_db = std_db
    s.dist0 = dist0


cdef double shadow_pr(Kernel k, int model, MNode *t, MNode *r, double Pt) noexcept:
    """Received power at r of t's packet sent with power Pt by shadowing model `model`:
    the transmitter's position is brought up to date first, then the receiver's;
    antenna offsets, heights included, add to both."""
    cdef ShadowModel *s = &k.wl.shadows[model]
    cdef double dX, dY, dZ, d, pr0, loss_db
    mn_update_position(k, t)
    mn_update_position(k, r)
    dX = (r.X + r.ant_x) - (t.X + t.ant_x)
    dY = (r.Y + r.ant_y) - (t.Y + t.ant_y)
    dZ = (r.Z + r.ant_z) - (t.Z + t.ant_z)
    d = sqrt(dX * dX + dY * dY + dZ * dZ)
    pr0 = friis(Pt, t.Gt, r.Gr, r.lam, r.L, s.dist0)
    loss_db = -10.0 * s.pathloss_exp * log10(d / s.dist0) if d > s.dist0 else 0.0
    loss_db = loss_db + rng_normal(k, rng_stream(k, s.stream), 0.0, s.std_db)
    return pr0 * pow(10.0, loss_db / 10.0)
