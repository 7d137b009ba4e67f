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
      lines(event(workout, config: config))
    }
  }

  /// Content lines folded, each ending in CRLF.
  static func lines(_ lines: [String]) -> String {
    var text = ""
    for line in lines {
      text += fold(line)
      text += "\r\n"
    }
    return text
  }

  /// The unfolded content lines of one workout's event.
  static func event(_ workout: Workout, config: SiteConfig) -> [String] {
    let day = basicDate(workout.date)
    var lines = [
      "BEGIN:VEVENT",
      "UID:\(workout.id.rawValue)@workoutsdiary",
      "DTSTAMP:\(day)T000000Z",
      "DTSTART;VALUE=DATE:\(day)",
    ]
    let next = workout.date.adding(days: 1)
    lines.append(next.year <= 9999 ? "DTEND;VALUE=DATE:\(basicDate(next))" : "DURATION:P1D")
    lines.append("SUMMARY:" + text(workout.name))
    lines.append("DESCRIPTION:" + text(description(workout, config: config)))
    let categories = (workout.type.map { [$0] } ?? []) + workout.tags
    if !categories.isEmpty {
      lines.append("CATEGORIES:" + categories.map(text).joined(separator: ","))
    }
    let base = FeedPage.base(config.baseURL)
    if !base.isEmpty { lines.append("URL:" + base + Links.workout(workout.id)) }
    lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
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
    date.description.filter { $0 != "-" }
  }

  /// An RFC 5545 TEXT value: `\`, `;` and `,` escaped with a backslash, line breaks (CRLF, LF
  /// or CR) written `\n`, other control characters (not allowed in TEXT) replaced by U+FFFD.
  static func text(_ value: String) -> String {
    var out = String.UnicodeScalarView()
    var afterCR = false
    for scalar in value.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "\\", ";", ",":
        out.append("\\")
        out.append(scalar)
      case "\r": out.append(contentsOf: "\\n".unicodeScalars)
      case "\n": if !afterCR { out.append(contentsOf: "\\n".unicodeScalars) }
      case "\t": out.append(scalar)
      default:
        out.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
      }
    }
    return String(out)
  }

  /// The content line folded so no line is longer than 75 octets: each continuation line
  /// starts with a space; breaks fall between Unicode scalars, never inside one, and never
  /// inside a backslash escape such as `\n`.
  static func fold(_ line: String, limit: Int = 75) -> String {
    guard line.utf8.count > limit else { return line }
    var out = ""
    out.reserveCapacity(line.utf8.count + line.utf8.count / limit * 3)
    var length = 0
    var afterBackslash = false
    for scalar in line.unicodeScalars {
      // A backslash escape (`\n`, `\,`) stays on one line with the character it escapes.
      let size = UTF8.width(scalar) + (scalar == "\\" ? 1 : 0)
      if !afterBackslash && length + size > limit {
        out += "\r\n "
        length = 1
      }
      out.unicodeScalars.append(scalar)
      length += afterBackslash ? 0 : size
      afterBackslash = scalar == "\\" && !afterBackslash
    }
    return out
  }
}
