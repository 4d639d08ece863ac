"""The modules of nslab and nslab.widgets import each other without a circle.

The graph is built from the sources' syntax trees, not by importing them: one node per
module (kernel/x.py is nslab.x, widgets/x.py is nslab.widgets.x, a package is its
__init__), one edge per `import` statement naming another of them, wherever it stands
(a function-level import is still a dependency, only a later one).  `from pkg import
name` is an edge to the submodule pkg.name when there is one, else to pkg.

Dynamic imports (`importlib.import_module` with a name in a string) are not edges: the
package __init__'s lazy attributes and the aliases kept at old names for old notebooks
(nslab.wireless.book_scenario) resolve that way, at first use, from the bottom up.
test_old_names_still_work checks that those aliases keep working.
"""
import ast
import importlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGES = {"nslab": "kernel", "nslab.widgets": "widgets"}


def _modules(root):
    """{module name: path} of every .py file of the packages under `root`, and of the
    compiled kernel's .pyx (a leaf: it imports no Python module of nslab)."""
    found = {}
    for package, folder in PACKAGES.items():
        base = Path(root) / folder
        for path in sorted(base.rglob("*.py")) + sorted(base.glob("*.pyx")):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package] + parts)] = path
    return found


def _imported(tree, name, is_package, modules):
    """The modules of `modules` that the syntax tree of module `name` imports."""
    package = name if is_package else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                base = ".".join(base + ([node.module] if node.module else []))
            else:
                base = node.module
            targets = []
            for alias in node.names:
                sub = base + "." + alias.name
                targets.append(sub if sub in modules else base)
        else:
            continue
        for target in targets:
            while target and target not in modules:      # `import nslab.x.y` names nslab.x.y
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def import_graph(root=REPO):
    """{module: set of modules it imports} for nslab and nslab.widgets under `root`."""
    modules = _modules(root)
    return {name: _imported(ast.parse(path.read_text(), str(path)), name,
                            path.name == "__init__.py", modules) if path.suffix == ".py" else set()
            for name, path in modules.items()}


def find_circle(graph):
    """One import circle as a list [a, b, ..., a], or None when the graph is acyclic."""
    state, stack = {}, []

    def visit(module):
        state[module] = "open"
        stack.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == "open":
                return stack[stack.index(target):] + [target]
            if target not in state:
                circle = visit(target)
                if circle:
                    return circle
        stack.pop()
        state[module] = "done"
        return None

    for module in sorted(graph):
        if module not in state:
            circle = visit(module)
            if circle:
                return circle
    return None


def test_the_graph_sees_the_packages_and_their_imports():
    graph = import_graph()
    assert "nslab.simulator" in graph and "nslab.widgets.figures" in graph
    assert "nslab.errors" in graph["nslab.simulator"]
    assert "nslab.otcl" in graph["nslab.cli"] or any(
        m.startswith("nslab.otcl") for m in graph["nslab.cli"])


def test_a_circle_is_found():
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_nslab_and_its_widgets_import_without_a_circle():
    circle = find_circle(import_graph())
    assert circle is None, "import circle: " + " -> ".join(circle)


def test_errors_is_at_the_bottom():
    """nslab.errors imports nothing of nslab but the compiled kernel (for KernelError)."""
    assert import_graph()["nslab.errors"] <= {"nslab._kernel"}


@pytest.mark.parametrize("old, name", [
    ("nslab.simulator", "ScenarioError"), ("nslab.units", "ParameterError"),
    ("nslab.trace", "TraceFormatError"), ("nslab.trace", "TruncatedTraceWarning"),
    ("nslab.otcl", "ScriptError"), ("nslab.sweep", "SweepError"),
    ("nslab.sweep", "CacheWarning"), ("nslab.tcplib", "TableUnavailable"),
    ("nslab.grading", "CheckFailed"), ("nslab.grading.answers", "AnswerFormatError"),
    ("nslab", "KernelError"), ("nslab._kernel", "KernelError"),
    ("nslab.wireless", "book_scenario"), ("nslab.wireless", "BOOK_SCENARIO"),
    ("nslab.wireless", "book_geometry"),
])
def test_old_names_still_work(old, name):
    module = importlib.import_module(old)
    assert getattr(module, name) is not None
    if name[0].isupper() and (name.endswith("Error") or name.endswith("Warning")
                              or name in ("CheckFailed", "TableUnavailable")):
        assert getattr(module, name) is getattr(importlib.import_module("nslab.errors"), name)
