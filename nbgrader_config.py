"""nbgrader configuration of the nslab labs (see README.md, "Grading the labs").

Run nbgrader from this folder (nbgrader reads the config of the current
directory), e.g. `nbgrader generate_assignment 01-single-sender --force`.
solutions/ is the instructor source, labs/ the student release generated from
it; submitted/, autograded/, feedback/ and gradebook.db appear here as you grade.
"""
import os

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)

c.CourseDirectory.root = os.path.dirname(os.path.abspath(__file__))
c.CourseDirectory.course_id = "nslab"
c.CourseDirectory.source_directory = "solutions"
c.CourseDirectory.release_directory = "labs"
# the labs released to students (solutions/template/ is for instructors only)
LABS = ["01-single-sender", "02-two-senders", "03-reno-vs-vegas", "04-wireless-mobility"]
c.CourseDirectory.db_assignments = [{"name": lab} for lab in LABS]

# a cell may run this long when autograding; an answer that never ends gets zero for its
# tests and grading goes on with the next cells
c.Execute.timeout = 60
c.Execute.interrupt_on_timeout = True
c.Execute.store_widget_state = True      # False breaks nbclient with Output widgets

c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
