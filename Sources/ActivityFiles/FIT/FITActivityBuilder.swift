/// Collects the messages of a FIT activity as they are read (`file_id`, `session`, `lap`,
/// `record`, `event`, `activity`, `sport`) and makes the `RecordedActivity`.
struct FITActivityBuilder {
  private var device: DeviceInfo?
  private var sessions: [ActivitySession] = []
  private var laps: [ActivityLap] = []
  private var points: [TrackPoint] = []
  private var pauses: [Pause] = []
  private var sportName: String?
  /// The `sport` message's sport and sub-sport: the activity's when no session says (a file
  /// cut before its end).
  private var profileSport: (sport: String?, subSport: String?)?
  private var activityTime: Double?
  private var localTime: Double?
  private var timerStoppedAt: Double?
  private var segment = 0

  /// Takes one data message; messages of other global numbers are ignored.
  mutating func add(_ message: FITDataMessage) {
    switch message.globalNumber {
    case FITProfile.Message.record: addRecord(message)
    case FITProfile.Message.event: addEvent(message)
    case FITProfile.Message.lap:
      laps.append(ActivityLap(startTime: message.time(2), totals: totals(message, lap: true)))
    case FITProfile.Message.session:
      sessions.append(
        ActivitySession(
          sport: message.integer(5).map(FITProfile.sportName),
          subSport: message.integer(6).map(FITProfile.subSportName),
          startTime: message.time(2), totals: totals(message, lap: false)))
    case FITProfile.Message.activity:
      activityTime = message.timestamp
      localTime = message.time(5)
    case FITProfile.Message.fileID:
      if device == nil {
        device = DeviceInfo(
          manufacturer: message.integer(1).map(FITProfile.manufacturerName),
          product: message.string(8) ?? message.integer(2).map { String($0) },
          serialNumber: message.integer(3).map { UInt32(truncatingIfNeeded: $0) },
          timeCreated: message.time(4))
      }
    case FITProfile.Message.sport:
      if sportName == nil { sportName = message.string(3) }
      if profileSport == nil {
        profileSport = (
          message.integer(0).map(FITProfile.sportName),
          message.integer(1).map(FITProfile.subSportName)
        )
      }
    default: break
    }
  }

  /// A record: time, position (semicircles to degrees), altitude, distance, heart rate, speed,
  /// power and cadence, with FIT's scales (enhanced altitude and speed preferred).
  private mutating func addRecord(_ message: FITDataMessage) {
    if points.isEmpty {
      // Records fill most of a file: room for the rest of it in messages of this size (at
      // least 16 bytes, so that a file of tiny messages reserves no more than 10 times its size).
      points.reserveCapacity(
        (message.bytes.count - message.start) / max(message.definition.contentSize + 1, 16))
    }
    var latitude = message.number(0).map { $0 * FITProfile.degreesPerSemicircle }
    var longitude = message.number(1).map { $0 * FITProfile.degreesPerSemicircle }
    if let lat = latitude, let lon = longitude, abs(lat) > 90 || abs(lon) > 180 {
      latitude = nil
      longitude = nil
    }
    if latitude == nil || longitude == nil {
      latitude = nil
      longitude = nil
    }
    points.append(
      TrackPoint(
        time: message.timestamp, latitude: latitude, longitude: longitude,
        altitude: message.number(78, scale: 5, offset: 500)
          ?? message.number(2, scale: 5, offset: 500),
        distance: message.number(5, scale: 100), heartRate: message.number(3),
        speed: message.number(73, scale: 1000) ?? message.number(6, scale: 1000),
        power: message.number(7), cadence: message.number(4), segment: segment))
  }

  /// A timer event: stop (1, stop all 4, and the disable kinds 8 and 9) starts a pause, start
  /// (0) after a stop ends it and begins a new segment.
  private mutating func addEvent(_ message: FITDataMessage) {
    guard message.integer(0) == 0, let type = message.integer(1), let time = message.timestamp
    else { return }
    switch type {
    case 0:
      if let stopped = timerStoppedAt {
        pauses.append(Pause(start: stopped, end: max(stopped, time)))
        timerStoppedAt = nil
        segment += 1
      }
    case 1, 4, 8, 9:
      if timerStoppedAt == nil { timerStoppedAt = time }
    default: break
    }
  }

  /// The stored totals of a session or lap (their field numbers differ).
  private func totals(_ message: FITDataMessage, lap: Bool) -> ActivityTotals {
    ActivityTotals(
      distance: message.number(9, scale: 100), timerTime: message.number(8, scale: 1000),
      elapsedTime: message.number(7, scale: 1000), ascent: message.number(lap ? 21 : 22),
      averageHeartRate: message.number(lap ? 15 : 16),
      maxHeartRate: message.number(lap ? 16 : 17), averagePower: message.number(lap ? 19 : 20))
  }

  /// The activity, or `nil` when the file had neither a session nor a record.
  /// `warnings` come first in the result's warnings.
  func build(warnings: [String]) -> RecordedActivity? {
    let firstRecordTime = points.lazy.compactMap(\.time).first
    guard let start = sessions.compactMap(\.startTime).min() ?? firstRecordTime else {
      return nil
    }
    var warnings = warnings
    if sessions.isEmpty {
      warnings.append(
        "no session message: the totals are computed from the \(points.count) records")
    }
    var offset: Int?
    if let activityTime, let localTime {
      let difference = Int(localTime - activityTime)
      if difference.magnitude <= 14 * 3600 && difference % 900 == 0 {
        offset = difference
      } else {
        warnings.append(
          "implausible utc offset of \(difference) s (activity.local_timestamp − timestamp): "
            + "left out")
      }
    }
    let sports = sessions.isEmpty ? [profileSport?.sport] : sessions.map(\.sport)
    let oneSport = sports.allSatisfy { $0 == sports.first }
    let subSports = sessions.isEmpty ? [profileSport?.subSport] : sessions.map(\.subSport)
    return RecordedActivity(
      format: .fit, startTime: start, utcOffset: offset,
      sport: oneSport ? sports.first ?? nil : "multisport",
      subSport: oneSport && subSports.allSatisfy({ $0 == subSports.first })
        ? subSports.first ?? nil : nil,
      name: sportName, device: device, deviceTotals: summary(), points: points, laps: laps,
      sessions: sessions, pauses: pauses, warnings: warnings)
  }

  /// The whole file's stored totals: the session's; for several sessions, distance, timer time
  /// and ascent summed, elapsed time from the first start to the end of the last session, heart
  /// rate and power averaged weighted by timer time, maximum heart rate the largest.
  private func summary() -> ActivityTotals {
    guard sessions.count > 1 else { return sessions.first?.totals ?? ActivityTotals() }
    let all = sessions.map(\.totals)
    func sum(_ values: [Double?]) -> Double? {
      let known = values.compactMap { $0 }
      return known.isEmpty ? nil : known.reduce(0, +)
    }
    func weighted(_ value: KeyPath<ActivityTotals, Double?>) -> Double? {
      let pairs = all.compactMap { totals in
        totals[keyPath: value].map { (weight: totals.timerTime ?? 0, value: $0) }
      }
      let weight = pairs.reduce(0) { $0 + $1.weight }
      guard weight > 0 else { return nil }
      return pairs.reduce(0) { $0 + $1.weight * $1.value } / weight
    }
    var elapsed: Double?
    if let first = sessions.compactMap(\.startTime).min(), let last = sessions.last,
      let lastStart = last.startTime, let lastElapsed = last.totals.elapsedTime
    {
      elapsed = lastStart + lastElapsed - first
    }
    return ActivityTotals(
      distance: sum(all.map(\.distance)), timerTime: sum(all.map(\.timerTime)),
      elapsedTime: elapsed, ascent: sum(all.map(\.ascent)),
      averageHeartRate: weighted(\.averageHeartRate),
      maxHeartRate: all.compactMap(\.maxHeartRate).max(), averagePower: weighted(\.averagePower))
  }
}
