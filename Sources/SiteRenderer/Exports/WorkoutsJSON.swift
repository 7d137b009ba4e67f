import DiaryCore

/// Placeholder: filled in by the site issue.
enum WorkoutsJSON {
  static func make(_ state: AppState) -> [OutputFile] { [] }
}
