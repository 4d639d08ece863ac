"""ns-2's RNG objects: L'Ecuyer's MRG32k3a streams (RngStreams).

Every stream's state lives in the kernel (C structs, so random variables and
traffic sources can draw from it in the run loop); `Stream` adds ns-2's RNG
commands on top, and `mrg_next` is the same step in Python, for tests.  As in
RngStreams, each new stream starts at the package seed, which then advances by
2^127 steps; seeding a stream with `seed s` also makes (s, s, s, s, s, s) the
package seed (docs/ns2-behavior.md §9).
"""
import math
import os
import time

M1 = 4294967087
M2 = 4294944443
MAXINT = 2147483647
_A1 = ((0, 1, 0), (0, 0, 1), (M1 - 810728, 1403580, 0))
_A2 = ((0, 1, 0), (0, 0, 1), (M2 - 1370589, 0, 527612))


def _matmul(a, b, m):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3))
                 for i in range(3))


def _matpow2(a, e, m):
    """a ** (2 ** e) mod m."""
    for _ in range(e):
        a = _matmul(a, a, m)
    return a


def _apply(a, v, m):
    return [float(sum(a[i][k] * int(v[k]) for k in range(3)) % m) for i in range(3)]


# _matpow2(_A1, 127, M1) etc., written out (computing them took ~10 ms of every start-up);
# they are RngStreams' A1p127, A2p127, A1p76 and A2p76
_A1P127 = ((2427906178, 3580155704, 949770784), (226153695, 1230515664, 3580155704),
           (1988835001, 986791581, 1230515664))
_A2P127 = ((1464411153, 277697599, 1610723613), (32183930, 1464411153, 1022607788),
           (2824425944, 32183930, 2093834863))
_A1P76 = ((82758667, 1871391091, 4127413238), (3672831523, 69195019, 1871391091),
          (3672091415, 3528743235, 69195019))
_A2P76 = ((1511326704, 3759209742, 1610795712), (4292754251, 1511326704, 3889917532),
          (3859662829, 4292754251, 3708466080))


def advance_stream(seed, big=True):
    """The state 2^127 (stream) or 2^76 (substream) steps after `seed`."""
    a1, a2 = (_A1P127, _A2P127) if big else (_A1P76, _A2P76)
    return _apply(a1, seed[:3], M1) + _apply(a2, seed[3:], M2)


def mrg_next(s):
    """One MRG32k3a step on the 6-double state list `s`; returns u in (0, 1)."""
    p1 = 1403580.0 * s[1] - 810728.0 * s[0]
    p1 -= int(p1 / 4294967087.0) * 4294967087.0
    if p1 < 0.0:
        p1 += 4294967087.0
    s[0], s[1], s[2] = s[1], s[2], p1
    p2 = 527612.0 * s[5] - 1370589.0 * s[3]
    p2 -= int(p2 / 4294944443.0) * 4294944443.0
    if p2 < 0.0:
        p2 += 4294944443.0
    s[3], s[4], s[5] = s[4], s[5], p2
    u = (p1 - p2) if p1 > p2 else (p1 - p2 + 4294967087.0)
    return u * 2.328306549295727688e-10


class Package:
    """The RngStreams package seed shared by the streams of one simulation."""

    def __init__(self):
        self.next_seed = [12345.0] * 6

    def new_state(self):
        state = list(self.next_seed)
        self.next_seed = advance_stream(state)
        return state

    def reseed(self, seed):
        """set_seed(s): the package seed becomes s x 6; returns a fresh state."""
        self.next_seed = [float(seed)] * 6
        return self.new_state()


def check_seed(seed, what="seed"):
    if not 0 < seed < MAXINT:
        raise ValueError("%s: %r is not a valid seed (use 1 .. %d, or 0 for a time-based "
                         "seed)" % (what, seed, MAXINT - 1))
    return seed


# ns-2's 64 predefined seeds (`seed predef i`), spread evenly over the 2^31 cycle of its
# old generator; a predefined seed is used as a raw one.
PREDEF_SEEDS = (
    1973272912, 188312339, 1072664641, 694388766, 2009044369, 934100682, 1972392646,
    1936856304, 1598189534, 1822174485, 1871883252, 558746720, 605846893, 1384311643,
    2081634991, 1644999263, 773370613, 358485174, 1996632795, 1000004583, 1769370802,
    1895218768, 186872697, 1859168769, 349544396, 1996610406, 222735214, 1334983095,
    144443207, 720236707, 762772169, 437720306, 939612284, 425414105, 1998078925,
    981631283, 1024155645, 822780843, 701857417, 960703545, 2101442385, 2125204119,
    2041095833, 89865291, 898723423, 1859531344, 764283187, 1349341884, 678622600,
    778794064, 1319566104, 1277478588, 538474442, 683102175, 999157082, 985046914,
    722594620, 1695858027, 1700738670, 1995749838, 1147024708, 346983590, 565528207,
    513791680)


def seed_from(source, value=0):
    """The seed `seed SOURCE value` stands for: predef (an index 0..63 into
    PREDEF_SEEDS), raw (the value itself, 1..2^31-2) or heuristic (time-based)."""
    if source == "heuristic":
        return heuristic_seed()
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise ValueError("seed %s: expected an integer, got %r" % (source, value)) from None
    if source == "predef":
        if not 0 <= n < len(PREDEF_SEEDS):
            raise ValueError("seed predef: %r is not a predefined seed index (0 .. %d)"
                             % (value, len(PREDEF_SEEDS) - 1))
        return PREDEF_SEEDS[n]
    if source == "raw":
        return check_seed(n, "seed raw")
    raise ValueError("seed: unknown seed source %r (predef, raw or heuristic)" % (source,))


def heuristic_seed():
    """ns-2's time-based seed for `seed 0` (not reproducible, by design)."""
    t = time.time()
    return ((int(t) ^ int((t % 1) * 1e6) ^ (os.getpid() << 8)) & 0x7FFFFFFF) or 1


class Stream:
    """One MRG32k3a stream held by the kernel (id 0 is the default stream), with
    ns-2's RNG commands (next-random, uniform, ...).  Kernel components (random
    variables, on/off sources) draw from the same stream by its id."""

    def __init__(self, kernel, sid):
        self.kernel, self.id = kernel, sid
        self.substream = list(kernel.rng_state(sid))

    @property
    def state(self):
        return list(self.kernel.rng_state(self.id))

    def set_state(self, state):
        """Jump to `state`; it also becomes the start of the current substream."""
        self.kernel.set_rng_state(state, self.id)
        self.substream = list(state)

    def draw(self):
        """The next u in (0, 1)."""
        return self.kernel.draw(self.id)

    def next_random(self):
        """RNG::next(): an integer in [0, MAXINT]."""
        return int((MAXINT + 1) * self.draw())

    def uniform(self, a, b):
        # ns-random.tcl's RNG instproc uniform
        return a + (b - a) * (self.next_random() * 1.0 / 0x7FFFFFFF)

    def integer(self, k):
        return self.next_random() % abs(int(k))

    def exponential(self, mu=1.0):
        return -mu * math.log((self.next_random() + 1.0) / (0x7FFFFFFF + 1.0))

    def normal(self, avg, std):
        """RNG::normal (the polar method; kernel/traffic/ranvar.pxi)."""
        return self.kernel.rng_normal(self.id, avg, std)

    def sample_ints(self, count, first, every):
        """next_random `count` times: ([the first `first` and every `every`-th], last)."""
        return self.kernel.draw_ints(self.id, count, first, every)

    def next_substream(self):
        self.set_state(advance_stream(self.substream, big=False))

    def reset_start_substream(self):
        self.set_state(self.substream)


# ns-2's RNG self-test (`$rng test`, its RNGTest class): a check of two known values of
# the stream seeded 1 (at draws 10,000 and 551,246), then a file of samples.
RNG_TEST_CHECKS = ((10000, 1179983147), (551246, 817829295))
RNG_TEST_FILE = "temp.rands"
RNG_TEST_MILLIONS = 5
RNG_TEST_FIRST = 100


def rng_test(package, stream, directory="."):
    """Run ns-2's RNG test on `stream` (its state is restored after), seeding through
    `package` as ns-2's RNG(source, seed) does.  Returns an error text when a check
    value is off (ns-2 then prints it and exits), else None after writing
    temp.rands: for the raw seed 188312339 and predefined seed 1, the first 100 of
    5 million draws and every millionth, each as %10lu and a space."""
    saved = stream.state
    try:
        stream.set_state(package.reseed(1))
        done = 0
        for count, want in RNG_TEST_CHECKS:
            _, last = stream.sample_ints(count - done, 0, count)
            done = count
            if last != want:
                return "r (%d) != %dL" % (last, want)
        lines = []
        for label, seed in (("default: ", 188312339), ("predef source  1: ", PREDEF_SEEDS[1])):
            stream.set_state(package.reseed(seed))
            kept, _ = stream.sample_ints(RNG_TEST_MILLIONS * 1000000, RNG_TEST_FIRST, 1000000)
            lines.append(label + "".join("%10d " % r for r in kept) + "\n")
        with open(os.path.join(directory, RNG_TEST_FILE), "w") as f:
            f.write("".join(lines))
        return None
    finally:
        stream.set_state(saved)
