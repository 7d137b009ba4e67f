import DiaryCore

/// `workouts.ics`: an iCalendar file (RFC 5545) with one event per workout, for calendar apps
/// to subscribe to: at its time, floating (the local time as written, in whatever zone the
/// calendar is in) and as long as its duration, or all day without a time. CRLF line ends, lines folded at 75 octets (never inside a
/// UTF-8 sequence), TEXT values escaped; UIDs and DTSTAMPs come from the workouts, not the clock.
enum WorkoutsICS {
  static let path = Links.ics

  /// The whole calendar: the workouts' events, oldest first. Only the events' descriptions
  /// are in `localization`'s language; `settings` includes it.
  static func file(
    _ workouts: [Workout], config: SiteConfig, localization: Localization, settings: Fingerprint
  ) -> FragmentedFile {
    let header = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//WorkoutsDiary//diary//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + text(config.title),
    ]
    let base = FeedPage.base(config.baseURL)
    // An event shows the settings: its units, its link under the base URL.
    var context = settings
    context.combine(path)
    return Exports.file(
      header: lines(header), workouts, footer: lines(["END:VCALENDAR"]), context: context
    ) { workout, out in
      appendEvent(workout, config: config, localization: localization, base: base, to: &out)
    }
  }

  /// Content lines folded, each ending in CRLF.
  static func lines(_ lines: [String]) -> String {
    var out: [UInt8] = []
    for line in lines { appendFolded(Array(line.utf8), to: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The unfolded content lines of one workout's event, in UTF-8.
  static func event(
    _ workout: Workout, config: SiteConfig, localization: Localization = .english
  ) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    eachLine(
      of: workout, config: config, localization: localization,
      base: FeedPage.base(config.baseURL)
    ) { lines.append($0) }
    return lines
  }

  /// The event's content lines, folded, each ending in CRLF.
  static func appendEvent(
    _ workout: Workout, config: SiteConfig, localization: Localization, base: String,
    to out: inout [UInt8]
  ) {
    eachLine(of: workout, config: config, localization: localization, base: base) {
      appendFolded($0, to: &out)
    }
  }

  /// Calls `body` with each unfolded content line of the event, built in one reused buffer.
  private static func eachLine(
    of workout: Workout, config: SiteConfig, localization: Localization, base: String,
    _ body: ([UInt8]) -> Void
  ) {
    var line: [UInt8] = []
    line.reserveCapacity(160)
    func emit(_ first: StaticString, _ second: String = "", _ third: String = "") {
      line.removeAll(keepingCapacity: true)
      line.append(static: first)
      line.append(text: second)
      line.append(text: third)
      body(line)
    }
    /// A line of a name, a date and maybe more after it.
    func emit(_ name: StaticString, _ date: LocalDate, _ rest: StaticString = "") {
      line.removeAll(keepingCapacity: true)
      line.append(static: name)
      appendBasicDate(date, to: &line)
      line.append(static: rest)
      body(line)
    }
    emit("BEGIN:VEVENT")
    emit("UID:", workout.id.rawValue, "@workoutsdiary")
    emit("DTSTAMP:", workout.date, "T000000Z")
    if let time = workout.time {
      line.removeAll(keepingCapacity: true)
      line.append(static: "DTSTART:")
      appendBasicDate(workout.date, to: &line)
      line.append(UInt8(ascii: "T"))
      line.append(text: twoDigits(time.hour) + twoDigits(time.minute) + "00")
      body(line)
      if let duration = workout.duration { emit("DURATION:", Self.duration(duration)) }
    } else {
      emit("DTSTART;VALUE=DATE:", workout.date)
      let next = workout.date.adding(days: 1)
      if next.year <= 9999 {
        emit("DTEND;VALUE=DATE:", next)
      } else {
        emit("DURATION:P1D")
      }
    }
    line.removeAll(keepingCapacity: true)
    line.append(static: "SUMMARY:")
    appendText(workout.name, to: &line)
    body(line)
    line.removeAll(keepingCapacity: true)
    line.append(static: "DESCRIPTION:")
    appendDescription(workout, config: config, localization: localization, to: &line)
    body(line)
    if workout.type != nil || !workout.tags.isEmpty {
      line.removeAll(keepingCapacity: true)
      line.append(static: "CATEGORIES:")
      var first = true
      for category in (workout.type.map { [$0] } ?? []) + workout.tags {
        if !first { line.append(UInt8(ascii: ",")) }
        first = false
        appendText(category, to: &line)
      }
      body(line)
    }
    if !base.isEmpty { emit("URL:", base, Links.workout(workout.id)) }
    emit("TRANSP:TRANSPARENT")
    emit("END:VEVENT")
  }

  /// The event's text as a TEXT value: time, type, distance, time taken, pace and complexity on
  /// one line (in the site's language: `10,5 km · Hohe Komplexität`), then the custom fields,
  /// one per line. Written piece by piece: no piece holds a line break, so escaping each piece
  /// escapes the whole.
  static func appendDescription(
    _ workout: Workout, config: SiteConfig, localization: Localization, to out: inout [UInt8]
  ) {
    var isFirst = true
    func appendPart(_ part: String) {
      if !isFirst { out.append(static: " · ") }
      isFirst = false
      appendText(part, to: &out)
    }
    if let time = workout.time { appendPart(localization.number(time.description)) }
    // The site joins numbers and units with no-break spaces for its layout; a calendar's
    // text is searched and copied, so it gets plain spaces.
    let parts = WorkoutSummary.parts(workout, config: config, localization: localization)
    for part in parts { appendPart(String(part.map { $0 == "\u{A0}" ? " " : $0 })) }
    for field in workout.customFields {
      out.append(static: "\\n")  // the line break, escaped
      appendText(field.key, to: &out)
      out.append(static: ": ")
      appendText(field.value, to: &out)
    }
  }

  /// An RFC 5545 duration: `PT52M30S`, `PT1H0M32S` (a unit may be left out only at the end:
  /// hours are followed by minutes before seconds), `PT1H`.
  static func duration(_ duration: WorkoutDuration) -> String {
    let (hours, minutes, seconds) = (
      duration.seconds / 3600, duration.seconds % 3600 / 60, duration.seconds % 60
    )
    var text = "PT"
    if hours > 0 { text += "\(hours)H" }
    if minutes > 0 || (hours > 0 && seconds > 0) { text += "\(minutes)M" }
    if seconds > 0 || text == "PT" { text += "\(seconds)S" }
    return text
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// Appends `20261128`: eight digits for the years 0 to 9999, made without a string.
  static func appendBasicDate(_ date: LocalDate, to out: inout [UInt8]) {
    guard (0...9999).contains(date.year) else {
      out.append(contentsOf: date.description.utf8.filter { $0 != UInt8(ascii: "-") })
      return
    }
    let number = date.year * 10000 + date.month * 100 + date.day
    var divisor = 10_000_000
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
  }

  /// An RFC 5545 TEXT value: `\`, `;` and `,` escaped with a backslash, line breaks (CRLF, LF
  /// or CR) written `\n`, other control characters (not allowed in TEXT) replaced by U+FFFD.
  static func text(_ value: String) -> String {
    var out: [UInt8] = []
    appendText(value, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func appendText(_ value: String, to out: inout [UInt8]) {
    value.withUTF8Buffer { bytes in
      // Most text needs no escape at all: copied whole.
      let plain = !bytes.contains {
        $0 < 0x20 || $0 == 0x7F || $0 == 0x5C || $0 == 0x3B || $0 == 0x2C
      }
      if plain {
        out.append(contentsOf: bytes)
      } else {
        appendEscaped(bytes, to: &out)
      }
    }
  }

  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var afterCR = false
    for byte in bytes {
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
    // Each folded line is copied whole when the next break is found.
    var lineStart = 0
    while index < line.count {
      let lead = line[index]
      let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      // A backslash escape (`\n`, `\,`) stays on one line with the character it escapes.
      let size = width + (lead == 0x5C ? 1 : 0)
      if !afterBackslash && length + size > limit {
        out.append(contentsOf: line[lineStart..<index])
        out.append(0x0D)
        out.append(0x0A)
        out.append(0x20)
        lineStart = index
        length = 1
      }
      length += afterBackslash ? 0 : size
      afterBackslash = lead == 0x5C && !afterBackslash
      index += width
    }
    out.append(contentsOf: line[lineStart..<min(index, line.count)])
  }
}
