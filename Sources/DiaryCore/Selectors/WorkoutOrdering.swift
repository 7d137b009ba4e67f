/// How two workouts compare in each list order: the primary key descending, then newest first,
/// then name and id ascending, so ties are broken the same way every time.
public enum WorkoutOrdering {
  public static func areInIncreasingOrder(
    _ lhs: Workout, _ rhs: Workout, by order: SortOrder
  ) -> Bool {
    switch order {
    case .date:
      break
    case .distance:
      switch (lhs.distance, rhs.distance) {
      case (let l?, let r?) where l.metres != r.metres: return l.metres > r.metres
      case (.some, .none): return true
      case (.none, .some): return false
      default: break
      }
    case .complexity:
      if lhs.complexity != rhs.complexity { return lhs.complexity > rhs.complexity }
    }
    return newestFirst(lhs, rhs)
  }

  /// Newest first (a day's timed entries after its untimed ones count as later), then name, then id (`-2` before `-10`).
  public static func newestFirst(_ lhs: Workout, _ rhs: Workout) -> Bool {
    if lhs.date != rhs.date { return lhs.date > rhs.date }
    if lhs.time != rhs.time {
      guard let left = lhs.time else { return false }
      guard let right = rhs.time else { return true }
      return left > right
    }
    if lhs.name != rhs.name { return lhs.name < rhs.name }
    // Ids of a tie share their base and differ by the `-2`, `-3`, … suffix: shorter first.
    let (left, right) = (lhs.id.rawValue.utf8.count, rhs.id.rawValue.utf8.count)
    return left != right ? left < right : lhs.id < rhs.id
  }
}

extension Sequence<Workout> {
  /// The workouts in the list order `order`.
  public func sorted(by order: SortOrder) -> [Workout] {
    sorted { WorkoutOrdering.areInIncreasingOrder($0, $1, by: order) }
  }
}
