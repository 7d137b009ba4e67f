import DiaryCore
import Mustache
import Synchronization

/// The rows of one plan's workouts, each made once and shared by every page that lists it (the
/// three lists, its month, its type and tags). Holds at most `limit` rows, so a very large
/// journal's build stays within bounded memory: past the limit, rows are made for each use.
final class RowCache: Sendable {
  private let rows = Mutex<[WorkoutID: MustacheValue]>([:])
  private let config: SiteConfig
  private let limit: Int

  init(config: SiteConfig, limit: Int = 10_000) {
    self.config = config
    self.limit = limit
  }

  func row(_ workout: Workout) -> MustacheValue {
    if let row = rows.withLock({ $0[workout.id] }) { return row }
    let row = WorkoutRow.make(workout, config: config)
    rows.withLock { rows in
      if rows.count < limit { rows[workout.id] = row }
    }
    return row
  }
}
