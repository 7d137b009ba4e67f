import DiaryCore

/// Placeholder: filled in by the site issue.
enum WorkoutsICS {
  static func make(_ state: AppState) -> [OutputFile] { [] }
}
