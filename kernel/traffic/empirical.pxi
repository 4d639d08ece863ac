# Empirical distributions (ns-2's RandomVariable/Empirical, and the idle times of
# Application/Traffic/RealAudio): a table of (value, cumulative probability) read from
# a CDF file, one entry per line as "value <ignored> cdf".  A draw takes u uniform in
# [minCDF_, maxCDF_) from the variable's stream and returns the value of the first
# entry whose cdf is >= u (binary search past the first entry); with interpolation_ 1
# or 2 a u below that entry's cdf is placed on the line between it and the entry
# before, 2 rounding the result up.  An empty table gives 0 without drawing.
#
# The file is read line by line as C's fgets reads it (at most 255 characters at a
# time), every line counting as an entry; a line without two numbers where they are
# expected gives 0 for the missing ones (ns-2 keeps whatever its memory held).

from libc.stdio cimport fgets, sscanf
from libc.math cimport ceil

cdef enum:
    CDF_LINE = 256          # ns-2's line buffer
    INTER_DISCRETE = 0
    INTER_CONTINUOUS = 1
    INTER_INTEGRAL = 2


cdef int cdf_load(CdfTable *t, const char *filename) noexcept:
    """Read `filename` into `t`; the number of entries, or -1 when it cannot be opened
    (the table is then left as it was) or memory runs out (the table is then empty)."""
    cdef FILE *fp = fopen(filename, b"r")
    cdef char line[CDF_LINE]
    cdef int cap = t.n, n = 0
    cdef double *grown
    if fp == NULL:
        return -1
    while fgets(line, CDF_LINE, fp) != NULL:
        if n == cap:
            cap = cap * 2 if cap >= 16 else 32
            grown = <double *>realloc(t.val, cap * sizeof(double))
            if grown != NULL:
                t.val = grown
                grown = <double *>realloc(t.cdf, cap * sizeof(double))
                if grown != NULL:
                    t.cdf = grown
            if grown == NULL:
                fclose(fp)
                t.n = 0
                return -1
        t.val[n] = 0
        t.cdf[n] = 0
        sscanf(line, b"%lf %*f %lf", &t.val[n], &t.cdf[n])
        n += 1
    fclose(fp)
    t.n = n
    return n


cdef void cdf_free(CdfTable *t) noexcept:
    free(t.val)
    free(t.cdf)
    t.val = t.cdf = NULL
    t.n = 0


cdef int cdf_lookup(CdfTable *t, double u) noexcept:
    """The first entry whose cdf is >= u (the last one if none is)."""
    cdef int lo = 1, hi = t.n - 1, mid
    if u <= t.cdf[0]:
        return 0
    while lo < hi:
        mid = (lo + hi) // 2
        if u > t.cdf[mid]:
            lo = mid + 1
        else:
            hi = mid
    return lo


cdef double cdf_value(Mrg32k3a *g, CdfTable *t) noexcept:
    """One draw from the table (EmpiricalRandomVariable::value)."""
    cdef double u, v
    cdef int i
    if t.n <= 0:
        return 0
    u = mrg_uniform(g, t.min_cdf, t.max_cdf)
    i = cdf_lookup(t, u)
    if i and t.interpolation and u < t.cdf[i]:
        v = t.val[i - 1] + (u - t.cdf[i - 1]) * (t.val[i] - t.val[i - 1]) / (t.cdf[i] - t.cdf[i - 1])
        return ceil(v) if t.interpolation == INTER_INTEGRAL else v
    return t.val[i]


# ---- the variables of a table's owner (Kernel.ranvar_set, app_set) ----

CDF_VARIABLES = ("minCDF_", "maxCDF_", "interpolation_", "maxEntry_")


cdef void cdf_set(CdfTable *t, str name, double value) noexcept:
    """minCDF_, maxCDF_, interpolation_ or maxEntry_ (ns-2's first allocation: kept to be
    read back, the table grows as the file needs)."""
    if name == "minCDF_":
        t.min_cdf = value
    elif name == "maxCDF_":
        t.max_cdf = value
    elif name == "interpolation_":
        t.interpolation = <int>value
    elif name == "maxEntry_":
        t.max_entry = <int>value


cdef dict cdf_variables(CdfTable *t):
    return {"minCDF_": t.min_cdf, "maxCDF_": t.max_cdf, "interpolation_": t.interpolation,
            "maxEntry_": t.max_entry}
