import DiaryCore

/// Placeholder: filled in by the site issue.
enum WorkoutsCSV {
  static func make(_ state: AppState) -> [OutputFile] { [] }
}
