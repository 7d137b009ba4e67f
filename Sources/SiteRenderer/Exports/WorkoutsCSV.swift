import DiaryCore

#if canImport(Glibc)
  import Glibc
#endif

/// `workouts.csv`: a header row, then one row per workout, oldest first (RFC 4180: CRLF line
/// ends; fields with a comma, quote, CR or LF are quoted, quotes doubled). Custom fields get a
/// `custom:<key>` column each, keys compared case-insensitively, in alphabetical order.
enum WorkoutsCSV {
  static let path = Links.csv

  static let columns = [
    "id", "date", "time", "name", "type", "complexity", "distance_m", "distance_value",
    "distance_unit", "duration_s", "duration", "tags", "url", "notes_html",
  ]

  /// The whole file: the header, then the workouts, oldest first.
  static func file(_ workouts: [Workout], settings: Fingerprint) -> FragmentedFile {
    let keys = customKeys(workouts)
    // A row holds the workout's value for each custom key of the journal.
    return Exports.file(
      header: line(columns + keys.map { "custom:\($0)" }), workouts, footer: "",
      context: Fingerprint(encoding: [path] + keys)
    ) { workout, out in appendRow(workout, customKeys: keys, to: &out) }
  }

  /// Calls `body` with each fixed column of a workout, in the order of `columns`.
  static func eachField(of workout: Workout, _ body: (String) -> Void) {
    body(workout.id.rawValue)
    body(workout.date.description)
    body(workout.time?.description ?? "")
    body(workout.name)
    body(workout.type ?? "")
    body(workout.complexity.name)
    let distance = workout.distance
    body(distance.map { WorkoutsJSON.number($0.metres) } ?? "")
    body(distance.map { WorkoutsJSON.number($0.value) } ?? "")
    body(distance?.unit.symbol ?? "")
    let duration = workout.duration
    body(duration.map { String($0.seconds) } ?? "")
    body(duration?.formatted ?? "")
    body(workout.tags.joined(separator: ", "))
    body(Links.workout(workout.id))
    body(workout.notesHTML)
  }

  /// The workout's record: its fixed columns, then its value for each custom key; CRLF at the
  /// end.
  static func appendRow(_ workout: Workout, customKeys: [String], to out: inout [UInt8]) {
    var isFirst = true
    eachField(of: workout) { field in
      if !isFirst { out.append(0x2C) }
      isFirst = false
      appendQuoted(field, to: &out)
    }
    if !customKeys.isEmpty {
      let custom = workout.customFields.map { (key: $0.key.lowercased(), value: $0.value) }
      for key in customKeys {
        out.append(0x2C)
        appendQuoted(custom.first { $0.key == key }?.value ?? "", to: &out)
      }
    }
    out.append(0x0D)
    out.append(0x0A)
  }

  /// Every custom key, lowercased, sorted.
  static func customKeys(_ workouts: [Workout]) -> [String] {
    Set(workouts.flatMap { $0.customFields.map { $0.key.lowercased() } }).sorted()
  }

  /// One record ending in CRLF.
  static func line(_ fields: [String]) -> String {
    var out: [UInt8] = []
    appendLine(fields, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func appendLine(_ fields: [String], to out: inout [UInt8]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { out.append(0x2C) }
      appendQuoted(field, to: &out)
    }
    out.append(0x0D)
    out.append(0x0A)
  }

  /// The field as is, or in double quotes with its quotes doubled when it holds a comma,
  /// quote, CR or LF.
  static func quoted(_ field: String) -> String {
    var out: [UInt8] = []
    appendQuoted(field, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func appendQuoted(_ field: String, to out: inout [UInt8]) {
    field.withUTF8Buffer { appendQuoted(utf8: $0, to: &out) }
  }

  private static func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    // Notes, the longest fields, hold a line end after their first paragraph: looked for first.
    let special = [0x0A, 0x22, 0x2C, 0x0D].contains { next($0, in: bytes, from: 0) != nil }
    guard special else {
      out.append(contentsOf: bytes)
      return
    }
    out.append(0x22)
    // Runs between quotes are copied whole; each quote is written twice.
    var run = 0
    while let quote = next(0x22, in: bytes, from: run) {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...quote]))
      out.append(0x22)
      run = quote + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    out.append(0x22)
  }

  /// The offset of the first `byte` at or after `start` in `bytes` (found by the C library's
  /// vector scan), or nil.
  private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
