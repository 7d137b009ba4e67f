import DiaryCore
import Mustache

/// The rows of one plan's workouts, each made once and shared by every page that lists it (the
/// three lists, its month, its type and tags). Holds at most `limit` rows, so a very large
/// journal's build stays within bounded memory: past the limit, rows are made for each use.
public final class RowCache: Sendable {
  /// Each row with the fingerprint of the workout's row fields it was made from.
  private let rows: Locked<[WorkoutID: (print: Fingerprint, row: MustacheValue)]>
  private let config: SiteConfig
  private let limit: Int
  /// The links of every type and tag of the plan's workouts, made once (`Links` makes a slug,
  /// under a lock): read by every row without a lock.
  private let terms: WorkoutRow.Terms

  /// `previous`, the cache of an earlier plan (`diary serve`'s last build), lends its rows when
  /// they were made with the same settings and the same links of types and tags: a row is taken
  /// when its workout's row fields are as they were.
  init(
    config: SiteConfig, terms: WorkoutRow.Terms, reusing previous: RowCache? = nil,
    limit: Int = 10_000
  ) {
    self.config = config
    self.limit = limit
    self.terms = terms
    // Taken, not shared: the previous cache is left empty, so adding to this one changes its
    // table in place instead of copying it. (Pages the previous plan lends make their rows
    // again if they are ever rendered.)
    let reusable = previous.flatMap { previous in
      previous.config == config && previous.terms == terms
        ? previous.rows.withLock { rows in
          defer { rows = [:] }
          return rows
        } : nil
    }
    rows = Locked(reusable ?? [:])
  }

  func row(_ workout: Workout) -> MustacheValue {
    rows(CollectionOfOne(workout))[0]
  }

  /// The rows of `workouts`, in order: the lock is taken twice per page, not per row, so the
  /// cores rendering pages seldom wait for each other.
  func rows(_ workouts: some Collection<Workout>) -> [MustacheValue] {
    var found = rows.withLock { rows in
      workouts.map { workout -> MustacheValue? in
        // A row made from other fields (an earlier version of the workout) is not taken.
        guard let kept = rows[workout.id], kept.print == workout.rowFingerprint else {
          return nil
        }
        return kept.row
      }
    }
    var made: [(WorkoutID, Fingerprint, MustacheValue)] = []
    for (index, workout) in zip(found.indices, workouts) where found[index] == nil {
      let row = WorkoutRow.make(workout, config: config, terms: terms)
      found[index] = row
      made.append((workout.id, workout.rowFingerprint, row))
    }
    if !made.isEmpty {
      rows.withLock { rows in
        for (id, print, row) in made where rows.count < limit || rows[id] != nil {
          rows[id] = (print, row)
        }
      }
    }
    return found.map { $0 ?? .null }
  }
}
