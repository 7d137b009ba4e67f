import DiaryCore
import Mustache

/// Placeholder: filled in by the site issue.
enum TaxonomyPages {
  static func make(_ state: AppState) -> [Page] { [] }
}
