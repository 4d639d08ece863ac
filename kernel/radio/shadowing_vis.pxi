# Propagation/ShadowingVis: shadowing chosen by line of sight (docs/ns2-behavior.md §11.8).
#
# The model holds two Propagation/Shadowing models (`add-models good bad`) and a bitmap of
# the ground (`get-bitmap file`, `set-ppm` pixels per metre, the origin at the top left).
# For each reception it walks the straight line from the transmitter to the receiver one
# pixel-length step at a time, in single-precision arithmetic as ns-2 does; if every pixel
# it lands on is 0 the path is clear and the first model computes the power, otherwise the
# second.  A pixel off the bitmap, or a bitmap that could not be read, counts as an
# obstruction (ns-2 reads memory it never filled there; the runs compared took the second
# model every time).

from libc.math cimport sqrtf


cdef int shadow_vis_clear(ShadowModel *v, float xt, float yt, float xr, float yr) noexcept:
    """1 when the line from (xt, yt) to (xr, yr), in metres, crosses only 0 pixels."""
    cdef float dx = xr - xt
    cdef float dy = yr - yt
    cdef float max_sq = dx * dx + dy * dy
    cdef float length = sqrtf(max_sq)
    cdef float px, py, sx = 0, sy = 0, sq = 0
    cdef int ix, iy
    if v.pixel == NULL:
        return 0
    dx /= length
    dy /= length
    max_sq = <float>(v.ppm * v.ppm) * max_sq
    px = <float>v.ppm * xt
    py = <float>v.ppm * yt
    while sq < max_sq:
        ix = <int>(px + sx)
        iy = <int>(py + sy)
        if ix < 0 or iy < 0 or ix >= v.width or iy >= v.height or v.pixel[ix + iy * v.width] != 0:
            return 0
        sx += dx
        sy += dy
        sq = sx * sx + sy * sy
    return 1


cdef double shadow_vis_pr(Kernel k, int model, MNode *t, MNode *r, double Pt) noexcept:
    """The power by the clear-path model or the obstructed-path one; positions are
    brought up to date transmitter first, antenna offsets added in x and y only."""
    cdef ShadowModel *v = &k.wl.shadows[model]
    mn_update_position(k, t)
    mn_update_position(k, r)
    if shadow_vis_clear(v, <float>(t.X + t.ant_x), <float>(t.Y + t.ant_y),
                        <float>(r.X + r.ant_x), <float>(r.Y + r.ant_y)):
        return shadow_pr(k, v.good, t, r, Pt)
    return shadow_pr(k, v.bad, t, r, Pt)
