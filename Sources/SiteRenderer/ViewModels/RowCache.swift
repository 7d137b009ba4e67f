import DiaryCore
import Mustache

/// The rows of one plan's workouts, each made once and shared by every page that lists it (the
/// three lists, its month, its type and tags). Holds at most `limit` rows, so a very large
/// journal's build stays within bounded memory. A journal of more workouts than that keeps
/// half as many at a time: the rows of the pages rendered last, as the lists are rendered in
/// order of their newest workout's day (`Page.newestRowDay`), so that the rows one list makes
/// are soon shown again by the others.
public final class RowCache: Sendable {
  /// Each row with the fingerprint of the workout's row fields it was made from.
  private typealias Table = [WorkoutID: (print: Fingerprint, row: MustacheValue)]
  private let rows: Locked<Table>
  private let config: SiteConfig
  /// How many rows are kept at most: `limit`, or half of it when the plan has more workouts.
  private let capacity: Int
  /// The links of every type and tag of the plan's workouts, made once (`Links` makes a slug,
  /// under a lock): read by every row without a lock.
  private let terms: WorkoutRow.Terms
  /// What, with a workout's row fingerprint, decides every field of its row: the settings
  /// and the links of types and tags. Made once.
  private let rowSettings: Fingerprint

  /// `previous`, the cache of an earlier plan (`diary serve`'s last build), lends its rows when
  /// they were made with the same settings and the same links of types and tags: a row is taken
  /// when its workout's row fields are as they were.
  init(
    config: SiteConfig, terms: WorkoutRow.Terms, workoutCount: Int,
    reusing previous: RowCache? = nil, limit: Int = 10_000
  ) {
    self.config = config
    capacity = workoutCount <= limit ? limit : limit / 2
    self.terms = terms
    var rowSettings = config.fingerprint
    rowSettings.combine(terms.print)
    self.rowSettings = rowSettings
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

  /// The identity of a workout's row (`IdentifiedList`): equal identities, equal rows, across
  /// builds too, so a list page rendered again copies the rows it showed before from its last
  /// output (`RenderLayout`).
  func identity(of workout: Workout) -> UInt64 {
    var print = workout.rowFingerprint
    print.combine(rowSettings)
    return print.value == 0 ? 1 : print.value
  }

  /// The workouts whose rows are kept, for tests.
  var keptIDs: Set<WorkoutID> { rows.withLock { Set($0.keys) } }

  /// A workout page's row: kept only while the cache has room, so the pages of a large
  /// journal's workouts (one row each, used once) do not push out the rows the lists share.
  ///
  /// The workout pages are rendered on one core while the other renders the lists, which hold
  /// the lock for a page of rows at a time: a workout page never waits for it (waiting put its
  /// core to sleep hundreds of times a build). When the lock is held, it makes the row itself
  /// (the same row: rows are made from the workout alone) and keeps it only if the lock is free
  /// then.
  func row(_ workout: Workout) -> MustacheValue {
    let kept = rows.withLockIfAvailable { Self.kept(workout, in: $0) }
    if let row = kept ?? nil { return row }
    let row = WorkoutRow.make(workout, config: config, terms: terms)
    _ = rows.withLockIfAvailable { rows in
      if Self.hasRoom(for: workout.id, in: rows, capacity: capacity) {
        rows[workout.id] = (workout.rowFingerprint, row)
      }
    }
    return row
  }

  /// The rows of `workouts` with their identities, for a page's table: a render copies the
  /// rows it showed before from the page's last output, and those other pages rendered alike
  /// (`SharedItems`), and makes only the others, when it renders them. A row whose identity is
  /// in `placeholders` is a placeholder, never made.
  func identifiedRows<Workouts: RandomAccessCollection<Workout> & Sendable>(
    _ workouts: Workouts, placeholders: Set<UInt64> = []
  ) -> MustacheValue {
    var items: [IdentifiedList.Item] = []
    items.reserveCapacity(workouts.count)
    for workout in workouts {
      items.append(IdentifiedList.Item(identity: identity(of: workout), value: nil))
    }
    let identities = placeholders.isEmpty ? [] : items.map(\.identity)
    let maker = IdentifiedList.Maker { [self] indices in
      let made = indices.filter { placeholders.isEmpty || !placeholders.contains(identities[$0]) }
      var values = [MustacheValue?](repeating: nil, count: indices.count)
      let rows = rows(made.map { workouts[workouts.index(workouts.startIndex, offsetBy: $0)] })
      var next = 0
      for (position, index) in indices.enumerated() where next < made.count && made[next] == index {
        values[position] = rows[next]
        next += 1
      }
      return values
    }
    return .identifiedList(IdentifiedList(items, maker: maker))
  }

  /// The row kept for `workout`; a row made from other fields (an earlier version of the
  /// workout) is not taken.
  private static func kept(_ workout: Workout, in rows: Table) -> MustacheValue? {
    guard let kept = rows[workout.id], kept.print == workout.rowFingerprint else { return nil }
    return kept.row
  }

  /// Whether the row of `id` can be kept without dropping others: the cache is not full, or
  /// holds an earlier row of the same workout.
  private static func hasRoom(for id: WorkoutID, in rows: Table, capacity: Int) -> Bool {
    rows.count < capacity || rows[id] != nil
  }

  /// The rows of `workouts`, in order: the lock is taken twice per page, not per row, so the
  /// cores rendering pages seldom wait for each other. When the cache is full, the rows made
  /// here take the place of all those kept (dropped at once, outside the lock), which lists
  /// rendered long ago made.
  func rows(_ workouts: some Collection<Workout>) -> [MustacheValue] {
    // The rows in one array, made in place: those not kept are made after the lock is let go,
    // at the places noted.
    var found: [MustacheValue] = []
    found.reserveCapacity(workouts.count)
    var missing: [(index: Int, workout: Workout)] = []
    rows.withLock { rows in
      for workout in workouts {
        if let kept = Self.kept(workout, in: rows) {
          found.append(kept)
        } else {
          missing.append((found.count, workout))
          found.append(.null)
        }
      }
    }
    guard !missing.isEmpty else { return found }
    var made: [(WorkoutID, Fingerprint, MustacheValue)] = []
    made.reserveCapacity(missing.count)
    for (index, workout) in missing {
      let row = WorkoutRow.make(workout, config: config, terms: terms)
      found[index] = row
      made.append((workout.id, workout.rowFingerprint, row))
    }
    // The rows dropped are returned, to be freed once the lock is let go.
    _ = rows.withLock { rows in
      var dropped: [Table] = []
      for (id, print, row) in made {
        if !Self.hasRoom(for: id, in: rows, capacity: capacity) {
          dropped.append(rows)
          rows = [:]
        }
        rows[id] = (print, row)
      }
      return dropped
    }
    return found
  }
}
