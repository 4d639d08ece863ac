"""The class's expected answers (tests/expected_answers.py) are the suite's largest job:
when the distinct-answers tests are collected, they move to the end of the run and their
labs start computing at once, in the background on one core, beside the other tests."""
import pytest

import expected_answers

DISTINCT = "test_at_least_20_distinct_answers_per_exercise_over_30_students"


@pytest.hookimpl(trylast=True)         # after -k and -m have deselected what they deselect
def pytest_collection_modifyitems(session, config, items):
    distinct = [item for item in items if getattr(item, "originalname", None) == DISTINCT]
    if not distinct or config.option.collectonly:
        return
    items[:] = [item for item in items if item not in distinct] + distinct
    labs = [item.callspec.params["lab"] for item in distinct]
    expected_answers.start_class(sorted(labs, key=_cost, reverse=True))


def _cost(lab):
    """Largest first, so that the last lab left is a small one (CI's times, in seconds)."""
    return {"04-wireless-mobility": 210, "02-two-senders": 186, "03-reno-vs-vegas": 125,
            "05-cubic-reno": 74, "01-single-sender": 45, "07-ns2-script": 41,
            "06-fair-queueing": 28}.get(lab, 10)


def pytest_sessionfinish(session, exitstatus):
    expected_answers.stop_all()
