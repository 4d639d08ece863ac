# Struct fields by their ns-2 names.  Tcl scripts and the Python API read and
# write agent and queue variables by name (window_, thresh_, ...); the kernel
# keeps them in C structs.  A table {ns-2 name: (byte offset, type code)}
# bridges the two: core/offsets.pxi, generated at build time from the struct
# declarations, gives each field's offset and type, and a model's file names
# the fields it exposes with named_fields().  field_read/field_write then
# reach a field through its struct's base pointer.
#
# Type codes: "i" int, "d" double, "b" bint, "l" long long.


cdef dict named_fields(dict offsets, str names):
    """{ns-2 name: (offset, type code)} for `names`, a whitespace-separated list
    of "ns2name=field.path" items; a bare "name_" is the field "name"."""
    table = {}
    for item in names.split():
        ns2_name, _, path = item.partition("=")
        table[ns2_name] = offsets[path or ns2_name[:len(ns2_name) - 1]]
    return table


cdef object field_read(char *field, str ctype):
    if ctype == "i":
        return (<int *>field)[0]
    if ctype == "b":
        return int((<bint *>field)[0])
    if ctype == "l":
        return (<long long *>field)[0]
    return (<double *>field)[0]


cdef void field_write(char *field, str ctype, value):
    if ctype == "i":
        (<int *>field)[0] = value
    elif ctype == "b":
        (<bint *>field)[0] = value
    elif ctype == "l":
        (<long long *>field)[0] = value
    else:
        (<double *>field)[0] = value
