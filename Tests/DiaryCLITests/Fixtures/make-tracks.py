#!/usr/bin/env python3
"""Writes the synthetic track files of Fixtures/track-journal (run once; the files are kept).

- 2026-11-28-lake-loop.gpx: a run once around a circle of 480 m radius and on for 300 m more,
  a point every 20 m; 5:00 /km for the first km, 4:30 for the second, 4:50 after; altitude
  410 + 8 sin(2θ) m; heart rate from 120 up to 165.
- 2026-11-29-river-ride.gpx.gz: a ride 8 km east at 8 m/s (a point every 40 m), climbing from
  400 m to 460 m, without heart rate; gzipped without a name or time in its header.
- 2026-11-30-treadmill.tcx: a treadmill run of 2 km at 5:30 /km: times, distances and heart
  rates, no positions.
"""
import datetime, gzip, math, os

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "track-journal", "tracks", "2026")
R = 6371000.0
DEG = R * math.pi / 180  # metres per degree of latitude


def stamp(start, seconds):
    return (start + datetime.timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")


def gpx(name, kind, points):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="make-tracks.py" xmlns="http://www.topografix.com/GPX/1/1"'
             ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">',
             f'<trk><name>{name}</name><type>{kind}</type><trkseg>']
    for lat, lon, ele, time, hr in points:
        extension = (f'<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>{hr}</gpxtpx:hr>'
                     '</gpxtpx:TrackPointExtension></extensions>') if hr is not None else ''
        lines.append(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><ele>{ele:.1f}</ele>'
                     f'<time>{time}</time>{extension}</trkpt>')
    lines.append('</trkseg></trk></gpx>')
    return "\n".join(lines) + "\n"


def lake_loop():
    start = datetime.datetime(2026, 11, 28, 6, 15, tzinfo=datetime.timezone.utc)
    radius, lat0, lon0 = 480.0, 47.37, 8.54
    circumference = 2 * math.pi * radius
    total = circumference + 300
    points, clock, metres = [], 0.0, 0.0
    while metres <= total + 1e-6:
        theta = metres / radius
        # Start at the circle's south point, going counter-clockwise (east first).
        north = -radius * math.cos(theta)
        east = radius * math.sin(theta)
        lat = lat0 + north / DEG
        lon = lon0 + east / (DEG * math.cos(math.radians(lat0)))
        ele = 410 + 8 * math.sin(2 * theta)
        hr = round(120 + 45 * min(metres / 2000, 1))
        points.append((lat, lon, ele, stamp(start, round(clock)), hr))
        pace = 300 if metres < 1000 else 270 if metres < 2000 else 290  # seconds per km
        clock += 20 * pace / 1000
        metres += 20
    return gpx("Lake loop", "running", points)


def river_ride():
    start = datetime.datetime(2026, 11, 29, 9, 0, tzinfo=datetime.timezone.utc)
    lat0, lon0 = 47.40, 8.50
    points = []
    for index in range(201):
        east = 40.0 * index
        north = 60 * math.sin(east / 900)
        lat = lat0 + north / DEG
        lon = lon0 + east / (DEG * math.cos(math.radians(lat0)))
        points.append((lat, lon, 400 + 60 * index / 200, stamp(start, 5 * index), None))
    return gpx("River ride", "cycling", points)


def treadmill():
    start = datetime.datetime(2026, 11, 30, 18, 0, tzinfo=datetime.timezone.utc)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">',
             '<Activities><Activity Sport="Running">', f'<Id>{stamp(start, 0)}</Id>',
             f'<Lap StartTime="{stamp(start, 0)}"><TotalTimeSeconds>660</TotalTimeSeconds>'
             '<DistanceMeters>2000</DistanceMeters><Track>']
    for index in range(0, 41):
        metres = 50 * index
        lines.append(f'<Trackpoint><Time>{stamp(start, round(metres * 0.33))}</Time>'
                     f'<DistanceMeters>{metres}</DistanceMeters>'
                     f'<HeartRateBpm><Value>{130 + index}</Value></HeartRateBpm></Trackpoint>')
    lines.append('</Track></Lap></Activity></Activities></TrainingCenterDatabase>')
    return "\n".join(lines) + "\n"


os.makedirs(here, exist_ok=True)
open(os.path.join(here, "2026-11-28-lake-loop.gpx"), "w").write(lake_loop())
with open(os.path.join(here, "2026-11-29-river-ride.gpx.gz"), "wb") as out:
    out.write(gzip.compress(river_ride().encode(), compresslevel=9, mtime=0))
open(os.path.join(here, "2026-11-30-treadmill.tcx"), "w").write(treadmill())
