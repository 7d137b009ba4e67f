import Foundation
import TestSupport

/// The kinds of change a person makes to a journal while `diary serve` runs.
enum JournalEditKind: CaseIterable {
  case distance, complexity, name, date, type, notes, addWorkout, addMonth, deleteWorkout
  case deleteFile, renameTag, breakFile, config
}

/// One change made to a generated journal: what it was and which files it touched.
struct JournalEdit {
  var description: String
  /// Paths relative to the journal folder (`diary.conf` included).
  var paths: [String]
}

extension GeneratedJournal {
  /// A random place holding a workout: its file and index.
  private func anyWorkout(_ rng: inout SplitMix64) -> (path: String, index: Int)? {
    let paths = files.keys.sorted().filter { !(files[$0] ?? []).isEmpty }
    guard !paths.isEmpty else { return nil }
    let path = rng.pick(paths)
    return (path, rng.below(files[path]?.count ?? 1))
  }

  /// Makes an edit of `kind` to the model (not yet to the disk); a broken file is always fixed
  /// by the next edit.
  mutating func edit(_ kind: JournalEditKind, _ rng: inout SplitMix64) -> JournalEdit {
    if let broken {
      self.broken = nil
      guard rng.chance(25) else {
        return JournalEdit(description: "fix \(broken.path)", paths: [broken.path])
      }
      files[broken.path] = nil
      return JournalEdit(description: "delete the broken \(broken.path)", paths: [broken.path])
    }
    switch kind {
    case .distance:
      return changeField("distance", &rng) { Self.distance(&$0) }
    case .complexity:
      return changeField("complexity", &rng) { Self.complexity(&$0) }
    case .type:
      return changeField("type", &rng) { $0.chance(20) ? nil : $0.pick(Self.types) }
    case .name:
      return changeWorkout("rename", &rng) { workout, rng in
        // Half the time only the letters' case changes: the id (the slug) stays, the name
        // shown on the page and on its neighbours' pages does not.
        workout.name = rng.chance(50) ? workout.name.uppercased() : rng.pick(Self.names)
      }
    case .notes:
      return changeWorkout("notes", &rng) { workout, rng in
        workout.notes += (workout.notes.isEmpty ? "" : "\n\n") + rng.pick(Self.sentences)
      }
    case .date: return moveWorkout(&rng)
    case .addWorkout: return addWorkout(&rng)
    case .addMonth: return addMonth(&rng)
    case .deleteWorkout: return deleteWorkout(&rng)
    case .deleteFile: return deleteFile(&rng)
    case .renameTag: return renameTag(&rng)
    case .breakFile: return breakFile(&rng)
    case .config: return changeConfig(&rng)
    }
  }

  private mutating func changeWorkout(
    _ label: String, _ rng: inout SplitMix64,
    _ change: (inout GeneratedWorkout, inout SplitMix64) -> Void
  ) -> JournalEdit {
    guard let (path, index) = anyWorkout(&rng), var workout = files[path]?[index] else {
      return addMonth(&rng)
    }
    change(&workout, &rng)
    files[path]?[index] = workout
    return JournalEdit(description: "\(label) \(path) #\(index)", paths: [path])
  }

  private mutating func changeField(
    _ key: String, _ rng: inout SplitMix64, _ value: @escaping (inout SplitMix64) -> String?
  ) -> JournalEdit {
    changeWorkout(key, &rng) { workout, rng in workout.set(key, value(&rng)) }
  }

  /// A new day for a workout, in its own month or another one (then it moves files).
  private mutating func moveWorkout(_ rng: inout SplitMix64) -> JournalEdit {
    guard let (path, index) = anyWorkout(&rng), var workout = files[path]?.remove(at: index)
    else { return addMonth(&rng) }
    let target = rng.chance(50) ? path : rng.pick(files.keys.sorted())
    let month = Int(target.dropLast(3).suffix(2)) ?? 6
    workout.date = Self.date(2026, month, rng.int(in: 1...28))
    let position = rng.below((files[target]?.count ?? 0) + 1)
    files[target]?.insert(workout, at: position)
    return JournalEdit(
      description: "move \(path) #\(index) to \(workout.date) in \(target)",
      paths: Array(Set([path, target])).sorted())
  }

  private mutating func addWorkout(_ rng: inout SplitMix64) -> JournalEdit {
    let path = rng.pick(files.keys.sorted())
    let workouts = files[path] ?? []
    let month = Int(path.dropLast(3).suffix(2)) ?? 6
    var workout = Self.makeWorkout(&rng, date: Self.date(2026, month, rng.int(in: 1...28)))
    // A namesake on the same day, in this file or (dated outside its month) in another one.
    let other = files[rng.pick(files.keys.sorted())]?.last
    if let namesake = rng.chance(25) ? other : workouts.last, rng.chance(60) {
      workout.date = namesake.date
      workout.name = namesake.name
    }
    files[path, default: []].insert(workout, at: rng.below(workouts.count + 1))
    return JournalEdit(description: "add a workout to \(path)", paths: [path])
  }

  private mutating func addMonth(_ rng: inout SplitMix64) -> JournalEdit {
    let free = (1...12).map { Self.path(2027, $0) }.filter { files[$0] == nil }
    let path = rng.pick(free.isEmpty ? [Self.path(2028, 1)] : free)
    let month = Int(path.dropLast(3).suffix(2)) ?? 1
    let year = Int(path.prefix(4)) ?? 2027
    files[path] = (0..<rng.int(in: 1...4)).map { _ in
      Self.makeWorkout(&rng, date: Self.date(year, month, rng.int(in: 1...28)))
    }
    return JournalEdit(description: "add \(path)", paths: [path])
  }

  private mutating func deleteWorkout(_ rng: inout SplitMix64) -> JournalEdit {
    guard let (path, index) = anyWorkout(&rng) else { return addMonth(&rng) }
    files[path]?.remove(at: index)
    return JournalEdit(description: "delete \(path) #\(index)", paths: [path])
  }

  private mutating func deleteFile(_ rng: inout SplitMix64) -> JournalEdit {
    guard files.count > 1 else { return addMonth(&rng) }
    let path = rng.pick(files.keys.sorted())
    files[path] = nil
    return JournalEdit(description: "delete \(path)", paths: [path])
  }

  /// Renames a tag everywhere it is used: several files change at once.
  private mutating func renameTag(_ rng: inout SplitMix64) -> JournalEdit {
    let old = rng.pick(Self.tags)
    let new = rng.pick(["steady", "Intervals", "long run", old + "-2"])
    var touched: [String] = []
    for path in files.keys.sorted() {
      guard var workouts = files[path] else { continue }
      for index in workouts.indices {
        guard let tags = workouts[index].value("tags") else { continue }
        let renamed = tags.split(separator: ",").map {
          let tag = $0.trimmingCharacters(in: .whitespaces)
          return tag == old ? new : tag
        }
        workouts[index].set("tags", renamed.joined(separator: ", "))
      }
      if workouts != files[path] { touched.append(path) }
      files[path] = workouts
    }
    return JournalEdit(description: "rename tag '\(old)' to '\(new)'", paths: touched)
  }

  /// Puts an error into a file; the next edit takes it out again.
  private mutating func breakFile(_ rng: inout SplitMix64) -> JournalEdit {
    guard let (path, index) = anyWorkout(&rng), var workout = files[path]?[index] else {
      return addMonth(&rng)
    }
    let mistakes = [("distance", "far"), ("complexity", "extreme"), ("duration", "99:99")]
    let (key, value) = rng.pick(mistakes)
    workout.set(key, value)
    var copy = self
    copy.files[path]?[index] = workout
    broken = (path, copy.markdown(path))
    return JournalEdit(description: "break \(path) #\(index) with \(key): \(value)", paths: [path])
  }

  /// Every setting of `diary.conf` with the values an edit may give it.
  static let settings: [(key: String, values: [String])] = [
    ("page-size", ["0", "7", "20", "50"]), ("units", ["km", "mi"]),
    ("week-start", ["monday", "sunday", "wednesday"]), ("title", ["Generated diary", "Zoë's log"]),
    ("default-sort", ["date", "distance", "complexity"]), ("external-links", ["links", "text"]),
    ("base-url", ["https://example.org/diary/", ""]), ("author", ["Ada", ""]),
    ("gear", ["shoes, bike", "shoes", "partner"]),
    ("goal", ["run 20 km per week", "5 workouts per month", "ride 30 h per year"]),
  ]

  private mutating func changeConfig(_ rng: inout SplitMix64) -> JournalEdit {
    let setting = rng.pick(Self.settings)
    let current = config.first { $0.key == setting.key }?.value
    return setConfig(setting.key, rng.pick(setting.values.filter { $0 != current }))
  }

  /// Sets one line of `diary.conf`.
  mutating func setConfig(_ key: String, _ value: String) -> JournalEdit {
    if let index = config.firstIndex(where: { $0.key == key }) {
      config[index].value = value
    } else {
      config.append(.init(key: key, value: value))
    }
    return JournalEdit(description: "diary.conf \(key): \(value)", paths: [ConfigFile.name])
  }
}
