"""The self-study edition of the labs, generated from the instructor's notebooks.

    .venv/bin/python -m nslab.grading.selfstudy ~/nslab-self-study
    .venv/bin/jupyter lab ~/nslab-self-study

For someone learning alone, without a grader.  Each lab of solutions/ becomes a
notebook in which

* every answer cell is the student's (placeholders and `# YOUR CODE HERE`), followed
  by a folded *worked answer* (the instructor's solution) to open after trying;
* every test cell runs its checks right there, in the learner's kernel (the graded
  edition hides them), so a wrong answer gets its message at once;
* every written question is followed by a folded *model answer* (the rubric).

The edition is written outside labs/ (which holds the graded release) and carries
no nbgrader metadata.
"""
import argparse
import os
import pathlib
import sys

import nbformat

from .autograde import split_hidden, submit_calls

__all__ = ["self_study", "write_edition", "SOURCE"]

SOURCE = pathlib.Path(__file__).resolve().parents[2] / "solutions"
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"


def _meta(cell):
    return cell.metadata.get("nbgrader", {})


def _split_solution(source):
    """(before, solution, after) around the solution markers (lines)."""
    head, rest = source.split(BEGIN, 1)
    solution, tail = rest.split(END, 1)
    return head, solution.strip("\n"), tail


def _folded(summary, body):
    return nbformat.v4.new_markdown_cell("<details><summary>%s</summary>\n\n%s\n\n</details>"
                                         % (summary, body))


def _checks_here(source):
    """A test cell whose hidden checks run right away, once every answer is set (an
    exercise left at its placeholders is skipped, so Run All goes on)."""
    visible, hidden = split_hidden(source)
    if not hidden.strip():
        return visible
    names = [n for names in submit_calls(visible).values() for n in names]
    body = "\n".join("    " + line if line.strip() else line for line in hidden.strip("\n").split("\n"))
    guard = "if all(_v is not ... for _v in (%s,)):" % ", ".join(names) if names else "if True:"
    return "%s\n# the checks (the graded edition runs them when grading)\n%s\n%s" % (
        visible.rstrip(), guard, body)


def self_study(nb):
    """The self-study edition of one instructor notebook (a new notebook)."""
    cells = []
    for cell in nb.cells:
        meta = _meta(cell)
        source = cell.source
        if meta.get("solution") and BEGIN in source:
            head, solution, tail = _split_solution(source)
            if cell.cell_type == "code":
                cells.append(nbformat.v4.new_code_cell(head + "# YOUR CODE HERE" + tail))
                cells.append(_folded("Worked answer (open it once you have tried)",
                                     "```python\n%s\n```" % solution))
            else:
                cells.append(nbformat.v4.new_markdown_cell(head + "*Your answer here.*" + tail))
                cells.append(_folded("Model answer (open it once you have written yours)",
                                     solution))
        elif cell.cell_type == "code" and meta.get("grade"):
            cells.append(nbformat.v4.new_code_cell(_checks_here(source)))
        elif cell.cell_type == "code":
            cells.append(nbformat.v4.new_code_cell(source))
        else:
            cells.append(nbformat.v4.new_markdown_cell(source))
    out = nbformat.v4.new_notebook(cells=cells)
    out.metadata = {k: v for k, v in nb.metadata.items() if k in ("kernelspec", "language_info")}
    return out


def write_edition(target, source=SOURCE):
    """Write the self-study edition of every lab of `source` into `target`; returns the
    notebooks written.  Refuses a target inside the graded release (labs/)."""
    target, source = pathlib.Path(target).resolve(), pathlib.Path(source).resolve()
    labs_dir = (source.parent / "labs").resolve()
    if target == labs_dir or labs_dir in target.parents:
        raise ValueError("target: %s is inside the graded release %s; choose another folder"
                         % (target, labs_dir))
    if not source.is_dir():
        raise ValueError("source: %s is not a folder of labs" % source)
    written = []
    for path in sorted(source.glob("*/*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        edition = self_study(nbformat.read(path, 4))
        folder = target / path.parent.name
        folder.mkdir(parents=True, exist_ok=True)
        out = folder / path.name
        nbformat.write(edition, str(out))
        written.append(out)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m nslab.grading.selfstudy",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("target", help="folder to write the self-study notebooks into")
    parser.add_argument("--source", default=str(SOURCE), help="the instructor's labs (solutions/)")
    args = parser.parse_args(argv)
    try:
        written = write_edition(args.target, args.source)
    except (ValueError, OSError) as e:
        print("selfstudy: %s" % e, file=sys.stderr)
        return 2
    for path in written:
        print(os.fspath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
