"""The event queues (kernel/core/events.pxi): events run in (time, scheduling order)
whatever the number pending, across the switch between a queue's small sorted layout
and its 4-ary heap (more than 48 pending events) and back (fewer than 16).  Commands
wait in the queue of timers and commands; their ties with packet events are checked
in test_links.py."""
import random

from hypothesis import given, settings, strategies as st

from nslab import Kernel


def run_order(times, nested=()):
    """Schedule a command per time (in list order) and return the order they ran
    in; `nested[i]` extra delays are scheduled by command i when it runs."""
    k = Kernel()
    ran = []

    def command(i):
        def run():
            ran.append(i)
            for j, delay in enumerate(nested[i] if i < len(nested) else ()):
                label = (i, j)
                k.schedule_command(delay, lambda label=label: ran.append(label))
        return run

    for i, t in enumerate(times):
        k.schedule_command(t, command(i))
    k.run()
    return k, ran


def expected_order(times):
    return [i for _, i in sorted((t, i) for i, t in enumerate(times))]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([0.0, 0.5, 1.0, 1.5, 2.0, 3.25, 7.0]), max_size=150))
def test_ties_run_in_scheduling_order_at_every_queue_size(times):
    _, ran = run_order(times)
    assert ran == expected_order(times)


def test_queue_grows_past_the_sorted_layout_and_shrinks_back():
    rng = random.Random(7)
    times = [rng.choice([rng.random() * 10, 5.0]) for _ in range(400)]
    k, ran = run_order(times)
    assert ran == expected_order(times)
    assert k.events_processed == 400


def test_events_scheduled_while_running_keep_their_place():
    # each of the first 60 commands schedules 3 more, some tying with pending ones
    rng = random.Random(3)
    times = [float(rng.randrange(20)) for _ in range(100)]
    nested = [[0.0, 1.0, float(rng.randrange(5))] for _ in range(60)]
    _, ran = run_order(times, nested)
    # replay the same schedule with a plain sort on (time, uid)
    pending, uid, order = [], 0, []
    for i, t in enumerate(times):
        pending.append((t, uid, i))
        uid += 1
    while pending:
        pending.sort()
        now, _, label = pending.pop(0)
        order.append(label)
        if isinstance(label, int) and label < len(nested):
            for j, delay in enumerate(nested[label]):
                pending.append((now + delay, uid, (label, j)))
                uid += 1
    assert ran == order
