/// The order of a workout list; every order is descending, like the seed's sort button.
public enum SortOrder: String, Sendable, Hashable, CaseIterable, Codable {
  /// Newest first.
  case date
  /// Longest first; workouts without a distance last.
  case distance
  /// Hardest first.
  case complexity
}
