import DiaryCore

/// The data exports (`workouts.json`, `workouts.csv`, `workouts.ics`): every workout, oldest
/// first, so that a new workout or an edit of a recent one changes only the end of each file
/// and a sync tool sends only that part. Each workout is a fragment of each file
/// (`FragmentedFile`).
enum Exports {
  /// What the exports show: every workout, oldest first.
  struct Input: Codable, Sendable {
    var workouts: [Workout]
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    let input = Input(workouts: data.oldestFirst)
    let config = data.config
    let settings = data.context.settings
    return [
      SiteFile(path: WorkoutsJSON.path, input: input, in: data.context) {
        WorkoutsJSON.file($0.workouts, settings: settings)
      },
      SiteFile(path: WorkoutsCSV.path, input: input, in: data.context) {
        WorkoutsCSV.file($0.workouts, settings: settings)
      },
      SiteFile(path: WorkoutsICS.path, input: input, in: data.context) {
        WorkoutsICS.file(
          $0.workouts, config: config, localization: data.context.localization,
          settings: settings)
      },
    ]
  }

  /// An export of `workouts`: its header, a fragment per workout with `separator` between two,
  /// and its footer. `context` is what every fragment depends on besides its workout: each
  /// fragment's key is made of it and the workout's fingerprint.
  static func file(
    header: String, _ workouts: [Workout], separator: String = "", footer: String,
    context: Fingerprint, fragment: @escaping @Sendable (Workout, inout [UInt8]) -> Void
  ) -> FragmentedFile {
    FragmentedFile(
      header: Array(header.utf8), separator: Array(separator.utf8), footer: Array(footer.utf8),
      keys: workouts.map { workout in
        var key = context
        key.combine(workout.fingerprint)
        return key
      },
      appendFragment: { index, out in fragment(workouts[index], &out) })
  }
}
