import DiaryCore
import Mustache

/// The rows of one plan's workouts, each made once and shared by every page that lists it (the
/// three lists, its month, its type and tags). Holds at most `limit` rows, so a very large
/// journal's build stays within bounded memory: past the limit, rows are made for each use.
public final class RowCache: Sendable {
  private let rows = Locked<[WorkoutID: MustacheValue]>([:])
  private let config: SiteConfig
  private let limit: Int
  /// The links of every type and tag of the plan's workouts, made once (`Links` makes a slug,
  /// under a lock): read by every row without a lock.
  private let terms: WorkoutRow.Terms

  init(config: SiteConfig, terms: WorkoutRow.Terms, limit: Int = 10_000) {
    self.config = config
    self.limit = limit
    self.terms = terms
  }

  /// Forgets every row: pages a later plan reuses keep their plan's cache, which need not keep
  /// the rows of a whole build once it is written.
  public func clear() {
    rows.withLock { $0 = [:] }
  }

  func row(_ workout: Workout) -> MustacheValue {
    rows(CollectionOfOne(workout))[0]
  }

  /// The rows of `workouts`, in order: the lock is taken twice per page, not per row, so the
  /// cores rendering pages seldom wait for each other.
  func rows(_ workouts: some Collection<Workout>) -> [MustacheValue] {
    var found = rows.withLock { rows in workouts.map { rows[$0.id] } }
    var made: [(WorkoutID, MustacheValue)] = []
    for (index, workout) in zip(found.indices, workouts) where found[index] == nil {
      let row = WorkoutRow.make(workout, config: config, terms: terms)
      found[index] = row
      made.append((workout.id, row))
    }
    if !made.isEmpty {
      rows.withLock { rows in
        for (id, row) in made where rows.count < limit { rows[id] = row }
      }
    }
    return found.map { $0 ?? .null }
  }
}
