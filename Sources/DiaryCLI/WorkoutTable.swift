import DiaryCore

/// The list screen as an aligned text table; the complexity is coloured (low green, medium
/// yellow, high red) only when the console allows colours, and always spelled out.
struct WorkoutTable {
  let config: SiteConfig
  let usesColor: Bool
  /// Longer names are cut with an ellipsis so rows stay on one line.
  var maximumNameWidth = 40

  private enum Alignment { case left, right }

  private static let headers = [
    "Date", "Name", "Type", "Distance", "Duration", "Pace", "Complexity", "Tags",
  ]
  private static let alignments: [Alignment] = [
    .left, .left, .left, .right, .right, .right, .left, .left,
  ]

  /// The header and one line per workout, columns separated by two spaces.
  func lines(_ workouts: [Workout]) -> [String] {
    guard !workouts.isEmpty else { return [] }
    let rows = workouts.map(cells)
    let widths = Self.headers.indices.map { column in
      ([Self.headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    let header = line(Self.headers, widths: widths, complexity: nil)
    return [usesColor ? "\u{1B}[1m\(header)\u{1B}[0m" : header]
      + zip(rows, workouts).map { line($0, widths: widths, complexity: $1.complexity) }
  }

  /// `3 of 84 workouts: 31.5 km, 2:45:10`.
  func summary(_ workouts: [Workout], total: Int) -> String {
    guard !workouts.isEmpty else { return "No workouts match." }
    let totals = Totals(workouts)
    let count =
      workouts.count == total
      ? DiagnosticPrinter.count(total, "workout") : "\(workouts.count) of \(total) workouts"
    return "\(count): \(config.units.format(metres: totals.metres)), "
      + WorkoutDuration(seconds: totals.seconds).formatted
  }

  private func cells(_ workout: Workout) -> [String] {
    let printableName = TerminalText.printable(workout.name)
    let name =
      printableName.count > maximumNameWidth
      ? String(printableName.prefix(maximumNameWidth - 1)) + "…" : printableName
    return [
      workout.date.description + (workout.time.map { " \($0)" } ?? ""),
      name,
      workout.type.map(TerminalText.printable) ?? "-",
      workout.distance.map { config.units.format($0, type: workout.type) } ?? "-",
      workout.duration?.formatted ?? "-",
      Pace.formatted(workout, units: config.units) ?? "-",
      workout.complexity.name,
      workout.tags.isEmpty ? "-" : TerminalText.printable(workout.tags.joined(separator: ", ")),
    ]
  }

  private func line(_ cells: [String], widths: [Int], complexity: Complexity?) -> String {
    var parts: [String] = []
    for (column, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
      var text = Self.alignments[column] == .right ? padding + cell : cell + padding
      if column == 6, usesColor, let complexity {
        text = "\u{1B}[\(Self.colorCode(complexity))m\(cell)\u{1B}[0m" + padding
      }
      parts.append(text)
    }
    var joined = parts.joined(separator: "  ")
    while joined.hasSuffix(" ") { joined.removeLast() }
    return joined
  }

  private static func colorCode(_ complexity: Complexity) -> Int {
    switch complexity {
    case .low: 32
    case .medium: 33
    case .high: 31
    }
  }
}
