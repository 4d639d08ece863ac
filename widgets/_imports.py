"""Keeping a lab's start short: one optional import that costs a second.

Plotly's renderers (the `pio.renderers` of every lab's setup cell, and every
FigureWidget) import nbformat, which imports jsonschema, which imports the
optional package `rfc3987_syntax` when it is installed (JupyterLab's server
needs it).  That package builds a parser for the IRI grammar while it is
imported: 0.7 s on an idle 2-core machine, well over a second on a busy one,
before the first figure of a lab can appear.  A notebook's kernel never checks
IRIs against a JSON schema, so in the kernel jsonschema is imported without it
(jsonschema then leaves out its "iri" and "iri-reference" format checks, as it
does whenever that package is missing).  The server's own processes are not
touched.
"""
import sys

__all__ = ["import_jsonschema_without_iri_grammar"]


def import_jsonschema_without_iri_grammar():
    """Import jsonschema (when installed and not yet imported) with the optional
    IRI grammar package hidden; afterwards that package imports normally."""
    if "jsonschema" in sys.modules:
        return
    hidden = "rfc3987_syntax"
    before = sys.modules.get(hidden)
    sys.modules[hidden] = None                  # `import rfc3987_syntax` raises ImportError
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        pass
    finally:
        if before is None:
            del sys.modules[hidden]
        else:
            sys.modules[hidden] = before
