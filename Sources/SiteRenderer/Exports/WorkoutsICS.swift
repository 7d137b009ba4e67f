import DiaryCore

/// `workouts.ics`: an iCalendar file (RFC 5545) with one all-day event per workout, for
/// calendar apps to subscribe to. CRLF line ends, lines folded at 75 octets (never inside a
/// UTF-8 sequence), TEXT values escaped; UIDs and DTSTAMPs come from the workouts, not the clock.
enum WorkoutsICS {
  static let path = Links.ics

  static func make(_ state: AppState) -> [OutputFile] {
    [export(SiteData(state: state)).file()]
  }

  static func export(_ data: SiteData) -> ExportFile {
    let config = data.config
    let header = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//WorkoutsDiary//diary//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + text(config.title),
    ]
    return ExportFile(
      path: path, header: lines(header), footer: lines(["END:VCALENDAR"]),
      context: config.fingerprint, data: data
    ) { workout in
      var out: [UInt8] = []
      for line in event(workout, config: config) { appendFolded(line, to: &out) }
      return out
    }
  }

  /// Content lines folded, each ending in CRLF.
  static func lines(_ lines: [String]) -> String {
    var out: [UInt8] = []
    for line in lines { appendFolded(Array(line.utf8), to: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The unfolded content lines of one workout's event, in UTF-8.
  static func event(_ workout: Workout, config: SiteConfig) -> [[UInt8]] {
    let day = basicDate(workout.date)
    var lines: [[UInt8]] = [
      Array("BEGIN:VEVENT".utf8),
      Array("UID:\(workout.id.rawValue)@workoutsdiary".utf8),
      Array("DTSTAMP:\(day)T000000Z".utf8),
      Array("DTSTART;VALUE=DATE:\(day)".utf8),
    ]
    let next = workout.date.adding(days: 1)
    lines.append(
      Array((next.year <= 9999 ? "DTEND;VALUE=DATE:\(basicDate(next))" : "DURATION:P1D").utf8))
    var summary = Array("SUMMARY:".utf8)
    appendText(workout.name, to: &summary)
    lines.append(summary)
    var description = Array("DESCRIPTION:".utf8)
    appendText(self.description(workout, config: config), to: &description)
    lines.append(description)
    let categories = (workout.type.map { [$0] } ?? []) + workout.tags
    if !categories.isEmpty {
      var line = Array("CATEGORIES:".utf8)
      for (index, category) in categories.enumerated() {
        if index > 0 { line.append(UInt8(ascii: ",")) }
        appendText(category, to: &line)
      }
      lines.append(line)
    }
    let base = FeedPage.base(config.baseURL)
    if !base.isEmpty { lines.append(Array(("URL:" + base + Links.workout(workout.id)).utf8)) }
    lines.append(Array("TRANSP:TRANSPARENT".utf8))
    lines.append(Array("END:VEVENT".utf8))
    return lines
  }

  /// The event's text: time, type, distance, time taken, pace and complexity on one line, then
  /// the custom fields, one per line.
  static func description(_ workout: Workout, config: SiteConfig) -> String {
    let parts =
      (workout.time.map { [$0.description] } ?? [])
      + WorkoutSummary.parts(workout, config: config)
    let custom = workout.customFields.map { "\($0.key): \($0.value)" }
    return ([parts.joined(separator: " · ")] + custom).joined(separator: "\n")
  }

  /// `20261128`.
  static func basicDate(_ date: LocalDate) -> String {
    String(decoding: date.description.utf8.filter { $0 != UInt8(ascii: "-") }, as: UTF8.self)
  }

  /// An RFC 5545 TEXT value: `\`, `;` and `,` escaped with a backslash, line breaks (CRLF, LF
  /// or CR) written `\n`, other control characters (not allowed in TEXT) replaced by U+FFFD.
  static func text(_ value: String) -> String {
    var out: [UInt8] = []
    appendText(value, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func appendText(_ value: String, to out: inout [UInt8]) {
    var afterCR = false
    for byte in value.utf8 {
      defer { afterCR = byte == 0x0D }
      switch byte {
      case 0x5C, 0x3B, 0x2C:  // \ ; ,
        out.append(0x5C)
        out.append(byte)
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0A: if !afterCR { out.append(contentsOf: [0x5C, UInt8(ascii: "n")]) }
      case 0x09: out.append(byte)
      case 0x00..<0x20, 0x7F: out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
      default: out.append(byte)
      }
    }
  }

  /// The content line folded so no line is longer than 75 octets: each continuation line
  /// starts with a space; breaks fall between Unicode scalars, never inside one, and never
  /// inside a backslash escape such as `\n`.
  static func fold(_ line: String, limit: Int = 75) -> String {
    var out: [UInt8] = []
    appendFolded(Array(line.utf8), to: &out, limit: limit)
    return String(decoding: out.dropLast(2), as: UTF8.self)
  }

  /// Appends `line` (valid UTF-8) folded, then CRLF.
  static func appendFolded(_ line: [UInt8], to out: inout [UInt8], limit: Int = 75) {
    defer {
      out.append(0x0D)
      out.append(0x0A)
    }
    guard line.count > limit else {
      out.append(contentsOf: line)
      return
    }
    var length = 0
    var afterBackslash = false
    var index = 0
    while index < line.count {
      let lead = line[index]
      let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      // A backslash escape (`\n`, `\,`) stays on one line with the character it escapes.
      let size = width + (lead == 0x5C ? 1 : 0)
      if !afterBackslash && length + size > limit {
        out.append(contentsOf: [0x0D, 0x0A, 0x20])
        length = 1
      }
      out.append(contentsOf: line[index..<min(index + width, line.count)])
      length += afterBackslash ? 0 : size
      afterBackslash = lead == 0x5C && !afterBackslash
      index += width
    }
  }
}
