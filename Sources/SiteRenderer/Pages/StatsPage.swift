import DiaryCore
import Mustache

/// Placeholder: filled in by the site issue.
enum StatsPage {
  static func make(_ state: AppState) -> [Page] { [] }
}
