import DiaryCore
import Mustache

/// Placeholder: filled in by the site issue.
enum ArchivePages {
  static func make(_ state: AppState) -> [Page] { [] }
}
