# L'Ecuyer's MRG32k3a, the generator behind ns-2's `RNG` class, in double
# arithmetic exactly as RngStreams computes it (docs/ns2-behavior.md §9).

cdef double MRG_M1 = 4294967087.0
cdef double MRG_M2 = 4294944443.0
cdef double MRG_A12 = 1403580.0
cdef double MRG_A13N = 810728.0
cdef double MRG_A21 = 527612.0
cdef double MRG_A23N = 1370589.0
cdef double MRG_NORM = 2.328306549295727688e-10   # 1 / (m1 + 1)


cdef inline void mrg_seed(Mrg32k3a *g, double seed) noexcept:
    cdef int i
    for i in range(6):
        g.s[i] = seed


cdef inline double mrg_next(Mrg32k3a *g) noexcept:
    cdef double p1, p2
    cdef long k
    p1 = MRG_A12 * g.s[1] - MRG_A13N * g.s[0]
    k = <long>(p1 / MRG_M1)
    p1 -= k * MRG_M1
    if p1 < 0.0:
        p1 += MRG_M1
    g.s[0] = g.s[1]
    g.s[1] = g.s[2]
    g.s[2] = p1
    p2 = MRG_A21 * g.s[5] - MRG_A23N * g.s[3]
    k = <long>(p2 / MRG_M2)
    p2 -= k * MRG_M2
    if p2 < 0.0:
        p2 += MRG_M2
    g.s[3] = g.s[4]
    g.s[4] = g.s[5]
    g.s[5] = p2
    if p1 > p2:
        return (p1 - p2) * MRG_NORM
    return (p1 - p2 + MRG_M1) * MRG_NORM


# ---- distributions on one stream (ns-2's RNG methods, same expressions) -----

cdef inline double mrg_uniform(Mrg32k3a *g, double a, double b) noexcept:
    """RNG::uniform(a, b) = a + (b - a) u."""
    return a + (b - a) * mrg_next(g)


cdef inline double mrg_exponential(Mrg32k3a *g, double mean) noexcept:
    """RNG::exponential(r) = r (-ln u)."""
    return mean * (-log(mrg_next(g)))


cdef inline double mrg_pareto(Mrg32k3a *g, double scale, double shape) noexcept:
    """RNG::pareto(scale, shape) = scale / u^(1/shape)."""
    return scale * (1.0 / pow(mrg_next(g), 1.0 / shape))


cdef inline double mrg_pareto2(Mrg32k3a *g, double scale, double shape) noexcept:
    """RNG::paretoII (Lomax) = scale (1/u^(1/shape) - 1)."""
    return scale * ((1.0 / pow(mrg_next(g), 1.0 / shape)) - 1)
