import DiaryCore
import Mustache

/// Placeholder: filled in by the site issue.
enum NotFoundPage {
  static func make(_ state: AppState) -> [Page] { [] }
}
