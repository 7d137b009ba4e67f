import DiaryCore
import Mustache

/// Placeholder: filled in by the site issue.
enum FeedPage {
  static func make(_ state: AppState) -> [Page] { [] }
}
