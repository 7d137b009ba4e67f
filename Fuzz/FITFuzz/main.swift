import ActivityFiles

/// libFuzzer entry point: the input is decoded as a FIT file. Decoding must end without a crash,
/// a hang or unbounded memory, and either give an activity no larger than its input allows or
/// throw an error whose lowercase message names a byte inside the input. A decoded activity is
/// also run through the track analyses the site uses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fitFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let activity = try FITDecoder.decode(bytes)
    precondition(activity.points.count <= size, "more points than bytes")
    precondition(activity.sessions.count + activity.laps.count <= size, "more messages than bytes")
    for warning in activity.warnings {
      precondition(warning.first?.isLowercase == true, "a warning not in lowercase: \(warning)")
    }
    analyse(activity)
  } catch let error as ActivityFileError {
    precondition(error.message.first?.isLowercase == true, "an error not in lowercase: \(error)")
    if case .byte(let offset) = error.location {
      precondition(offset >= 0 && offset <= size, "an error outside the input: \(error)")
      precondition(error.message.contains("byte \(offset)"), "a message without its byte: \(error)")
    }
  } catch {
    preconditionFailure("an error of another type: \(error)")
  }
  return 0
}

/// Runs the analyses over the decoded points; they must not crash on any values, and keep
/// their bounds and their consistency rule.
private func analyse(_ activity: RecordedActivity) {
  _ = activity.totals
  _ = activity.journalType
  for unit in [Splits.Unit.kilometre, .mile] {
    let splits = Splits.compute(activity.points, unit: unit)
    precondition(splits.dropLast().allSatisfy { !$0.isPartial }, "a partial split before the last")
  }
  precondition(Profiles.elevation(activity.points, maximumPoints: 50).count <= 50, "profile size")
  precondition(Profiles.heartRate(activity.points, maximumPoints: 50).count <= 50, "profile size")
  if let shape = RouteShape.make(activity.points, maximumPoints: 40) {
    precondition(shape.points.count >= 2 && shape.points.count <= 40, "route size")
  }
  let efforts = BestEfforts.compute(activity.points)
  for (shorter, longer) in zip(efforts, efforts.dropFirst()) {
    precondition(longer.time >= shorter.time, "a longer effort faster than a shorter one")
  }
}
