"""Satellite geometry as ns-2 computes it (satellite/satposition.cc, satgeometry.cc).

Positions are spherical coordinates (r in km, theta from the north pole, phi east of
the prime meridian, both radians) that turn with the earth: a terminal is on the
surface at its latitude and longitude, a geostationary satellite at GEO altitude over
the equator.  ns-2 reads a terminal's latitude and longitude as C floats (its
Position/Sat/Term parses them with sscanf %f) and a satellite's longitude as a double;
its pi is 3.1415926535897; distances and delays are rounded to 1e-8 (km, s).
"""
import math
import struct

PI = 3.1415926535897
LIGHT_KM_S = 299793.0
EARTH_PERIOD_S = 86164.0
EARTH_RADIUS_KM = 6378.0
GEO_ALTITUDE_KM = 35786.0


def as_c_float(x):
    """x as a C float holds it (sscanf's %f)."""
    return struct.unpack("f", struct.pack("f", x))[0]


def deg_to_rad(x):
    return x * PI / 180


def rad_to_deg(x):
    return x * 180 / PI


def round_to(x, precision):
    """ns-2's BaseTrace::round: to the nearest 1/precision."""
    return math.floor(x * precision + 0.5) / precision


def _phi(longitude):
    return deg_to_rad(360 + longitude) if longitude < 0 else deg_to_rad(longitude)


def terminal_position(latitude, longitude):
    """(r, theta, phi) of a ground terminal at time 0."""
    lat, lon = as_c_float(latitude), as_c_float(longitude)
    if not -90 <= lat <= 90 or not -180 <= lon <= 180:
        raise ValueError("a terminal's latitude must be in [-90, 90] and its longitude in "
                         "[-180, 180] (got %r %r)" % (latitude, longitude))
    return (EARTH_RADIUS_KM, deg_to_rad(90 - lat), _phi(lon))


def geo_position(longitude):
    """(r, theta, phi) of a geostationary satellite at time 0."""
    if not -180 <= longitude <= 180:
        raise ValueError("a geostationary satellite's longitude must be in [-180, 180] "
                         "(got %r)" % longitude)
    return (EARTH_RADIUS_KM + GEO_ALTITUDE_KM, PI / 2, _phi(longitude))


def _cartesian(pos):
    r, theta, phi = pos
    return (r * math.sin(theta) * math.cos(phi), r * math.sin(theta) * math.sin(phi),
            r * math.cos(theta))


def distance_km(a, b):
    """Straight-line distance between two positions, rounded as ns-2 rounds it."""
    (ax, ay, az), (bx, by, bz) = _cartesian(a), _cartesian(b)
    d = math.sqrt((ax - bx) * (ax - bx) + (ay - by) * (ay - by) + (az - bz) * (az - bz))
    return round_to(d, 1e8)


def propagation_delay(a, b):
    """Seconds light takes from a to b (ns-2's SatGeometry::propdelay)."""
    return round_to(distance_km(a, b) / LIGHT_KM_S, 1e8)


def latitude_deg(pos):
    return rad_to_deg(PI / 2 - pos[1])


def longitude_deg(pos):
    """The earth longitude of a position at time 0, in (-180, 180] degrees (0 within
    1e-4 rad of the meridian, as ns-2 writes it to avoid "-0.00")."""
    lon = math.fmod(pos[2], 2 * PI)
    if lon < -PI:
        lon += 2 * PI
    if lon > PI:
        lon = -(2 * PI - lon)
    return 0.0 if abs(lon) < 0.0001 else rad_to_deg(lon)


def trace_columns(pos):
    """A position's latitude and longitude as a satellite trace line writes them."""
    return "%.2f %.2f" % (latitude_deg(pos), longitude_deg(pos))
