"""Make the editable install of nslab cheap to start: replace setuptools' finder with a lean one.

setup.cfg maps the package `nslab` to the folder kernel/ (and `nslab.widgets` to widgets/), so
`pip install -e .` cannot just put the checkout on sys.path: setuptools writes a finder module
into site-packages, which site.py imports at every start of Python.  That module imports
pathlib and importlib.util (with them re, fnmatch, urllib.parse, ipaddress...): a fifth of
the instructions of a start of `nslab run` (callgrind: 175.4 M with it, 139.4 M with the
lean one).  This script rewrites
that module in place, same name and same install() (so the .pth that imports it and pip's
record of the files stay as they are), with a finder that maps the same names to the same
folders using only importlib.machinery, which Python has loaded anyway.

    .venv/bin/python .ci/editable_finder.py      # .ci/setup runs it after pip install -e

A wheel install (pip install .) has no finder and needs none of this.  Finds nothing to do
(and says so) when nslab is not installed in editable mode.
"""
import ast
import glob
import os
import site
import sys

LEAN = '''\
"""nslab's editable install: the package names and their folders in the checkout.
Written by .ci/editable_finder.py in place of setuptools' finder, which imported pathlib
(several milliseconds at every start of Python); this one needs only importlib.machinery."""
import os
import sys
from importlib.machinery import ModuleSpec, PathFinder, SourceFileLoader

MAPPING = %(mapping)r
LEAN_NSLAB_FINDER = True


class _EditableFinder:  # MetaPathFinder
    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        folder = MAPPING.get(fullname)
        if folder is not None:
            init = os.path.join(folder, "__init__.py")
            if not os.path.isfile(init):
                return None
            spec = ModuleSpec(fullname, SourceFileLoader(fullname, init), origin=init,
                              is_package=True)
            spec.submodule_search_locations = [folder]
            spec.has_location = True
            return spec
        parent = fullname.rpartition(".")[0]
        if parent in MAPPING:
            return PathFinder.find_spec(fullname, [MAPPING[parent]])
        return None


def install():
    if _EditableFinder not in sys.meta_path:
        sys.meta_path.append(_EditableFinder)
'''


def finder_files(dirs):
    """setuptools' finder modules of nslab in the site-packages folders `dirs`."""
    found = []
    for d in dirs:
        found += sorted(glob.glob(os.path.join(d, "__editable___nslab_*_finder.py")))
    return found


def read_mapping(source):
    """The MAPPING {package: folder} a finder module assigns, or None."""
    for node in ast.parse(source).body:
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == "MAPPING" for t in targets):
            mapping = ast.literal_eval(node.value)
            if isinstance(mapping, dict) and all(isinstance(k, str) and isinstance(v, str)
                                                 for k, v in mapping.items()):
                return mapping
    return None


def lean_finder_source(mapping):
    """The text of the lean finder module for {package: folder}."""
    return LEAN % {"mapping": dict(sorted(mapping.items()))}


def make_lean(path):
    """Rewrite the finder module at `path`; returns what was done, as a sentence."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    mapping = read_mapping(source)
    if mapping is None or "nslab" not in mapping:
        return "%s: no MAPPING of nslab in it, left as it is" % path
    lean = lean_finder_source(mapping)
    if source == lean:
        return "%s: already lean" % path
    with open(path, "w", encoding="utf-8") as f:
        f.write(lean)
    return "%s: lean finder written (%s)" % (path, ", ".join(
        "%s -> %s" % item for item in sorted(mapping.items())))


def main(argv):
    dirs = argv or site.getsitepackages()
    paths = finder_files(dirs)
    if not paths:
        print("editable_finder: nslab is not installed in editable mode in %s; nothing to do"
              % ", ".join(dirs))
        return 0
    for path in paths:
        print("editable_finder: " + make_lean(path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
