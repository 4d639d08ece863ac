# Random variables (`new RandomVariable/Uniform` ...) and the streams they draw
# from.  Stream 0 is the default stream (k.rng); `new RNG` streams are kept in
# k.streams.  Each distribution evaluates ns-2's expression in ns-2's order, so
# the draws and values match it exactly (docs/ns2-behavior.md §9).

cdef inline Mrg32k3a *rng_stream(Kernel k, int sid) noexcept:
    """Stream `sid`: 0 is the default stream, n >= 1 the n-th `new RNG` stream."""
    if sid == 0:
        return &k.rng
    return &k.streams[sid - 1]


cdef double rng_normal(Kernel k, Mrg32k3a *g, double avg, double std) noexcept:
    """RNG::normal: polar method; the spare value is shared by all streams, as
    ns-2 keeps it in a function-static variable."""
    cdef double sam1, sam2, rad
    if std == 0:
        return avg
    if k.normal_parity == 0:
        sam1 = 2 * mrg_next(g) - 1
        sam2 = 2 * mrg_next(g) - 1
        rad = sam1 * sam1 + sam2 * sam2
        while rad >= 1:
            sam1 = 2 * mrg_next(g) - 1
            sam2 = 2 * mrg_next(g) - 1
            rad = sam1 * sam1 + sam2 * sam2
        rad = sqrt((-2 * log(rad)) / rad)
        k.normal_next = sam2 * rad
        k.normal_parity = 1
        return sam1 * rad * std + avg
    k.normal_parity = 0
    return k.normal_next * std + avg


cdef double hyperexp_value(Kernel k, RanVar *v) noexcept:
    """HyperExponential: with probability alpha (0.95) an exponential of the smaller
    mean, else of the larger, the two chosen so that the mean is avg_ and the
    coefficient of variation cov_.  ns-2 draws it from the default stream whatever
    stream the variable was given."""
    cdef double alpha = 0.95
    cdef double spread = sqrt((v.cov * v.cov - 1.0) / (2.0 * alpha * (1.0 - alpha)))
    if mrg_next(&k.rng) < alpha:
        return mrg_exponential(&k.rng, v.avg - spread * (1.0 - alpha) * v.avg)
    return mrg_exponential(&k.rng, v.avg + spread * alpha * v.avg)


cdef double ranvar_value(Kernel k, int rid) noexcept:
    """The next value of random variable `rid` (RandomVariable::value())."""
    cdef RanVar *v = &k.ranvars[rid]
    cdef Mrg32k3a *g = rng_stream(k, v.rng)
    cdef double result
    cdef int i
    if v.kind == RV_UNIFORM:
        return mrg_uniform(g, v.min_v, v.max_v)
    if v.kind == RV_EXPONENTIAL:
        return mrg_exponential(g, v.avg)
    if v.kind == RV_PARETO:
        return mrg_pareto(g, v.avg * (v.shape - 1) / v.shape, v.shape)
    if v.kind == RV_PARETOII:
        return mrg_pareto2(g, v.avg * (v.shape - 1), v.shape)
    if v.kind == RV_NORMAL:
        return rng_normal(k, g, v.avg, v.std)
    if v.kind == RV_LOGNORMAL:
        return exp(rng_normal(k, g, v.avg, v.std))
    if v.kind == RV_ERLANG:
        result = 0
        for i in range(v.k):
            result += mrg_exponential(g, v.lam)
        return result
    if v.kind == RV_HYPEREXP:
        return hyperexp_value(k, v)
    if v.kind == RV_EMPIRICAL:
        return cdf_value(g, &v.cdf)
    if v.kind == RV_WEIBULL:
        # ns-2 calls rweibull(scale_, shape_) with the parameters swapped
        return pow(-log(mrg_next(g)), 1 / v.scale) * v.shape
    return v.val        # RV_CONSTANT
