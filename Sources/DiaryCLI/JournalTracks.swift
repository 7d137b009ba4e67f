import DiaryCore

/// The track files a journal's workouts name, as last read: each read and decoded on every
/// core, or taken from a build cache or from the last read (`diary serve`) when its bytes did
/// not change. What they hold reaches the store as actions; their problems are located on the
/// `track:` line of every workout naming them.
struct JournalTracks {
  /// Every track file read, by its path relative to the journal.
  private(set) var files: [String: TrackFile] = [:]

  /// The paths the workouts of `state` name, sorted.
  static func paths(in state: AppState) -> [String] {
    var paths = Set<String>()
    for workouts in state.workoutsByFile.values {
      for workout in workouts { if let track = workout.track { paths.insert(track) } }
    }
    return paths.sorted()
  }

  /// Reads the tracks `state`'s workouts name that are not read yet, or are in `changed`, and
  /// forgets those no workout names any more. Returns the actions that bring the store up to
  /// date, and how many files were decoded.
  mutating func update(
    for state: AppState, journal: String, changed: Set<String> = [], cache: TrackCache? = nil
  ) -> (actions: [Action], decoded: Int) {
    let paths = Self.paths(in: state)
    var actions: [Action] = []
    let named = Set(paths)
    for path in files.keys where !named.contains(path) { files[path] = nil }
    for path in state.tracks.keys.sorted() where !named.contains(path) {
      actions.append(.trackRemoved(path: path))
    }
    let trim = state.config.privacyTrim
    let wanted = paths.filter { files[$0] == nil || changed.contains($0) }
    let read = wanted.concurrentMap(chunkSize: 1) { path in
      TrackFile.read(path, journal: journal, privacyTrim: trim, cache: cache)
    }
    for file in read {
      files[file.path] = file
      if let track = file.track {
        if state.tracks[file.path]?.fingerprint != track.fingerprint {
          actions.append(.trackRead(path: file.path, track))
        }
      } else if state.tracks[file.path] != nil {
        actions.append(.trackRemoved(path: file.path))
      }
    }
    return (actions, read.filter(\.wasDecoded).count)
  }

  /// Whether `cache` no longer holds exactly the tracks read: one was read from its file (not
  /// trusted on its size and time), or the cache holds another set of files.
  func differs(from cache: TrackCache?) -> Bool {
    let read = files.values.filter { $0.track != nil }
    guard let cache else { return !read.isEmpty }
    return read.contains(where: \.wasRead) || read.count != cache.byPath.count
      || read.contains { cache.byPath[$0.path] == nil }
  }

  /// Forgets every file, so that the next update reads them all (after a change of the
  /// privacy trim).
  mutating func removeAll() { files = [:] }

  /// The problems of the track files, at the `track:` value of each workout naming one: an
  /// error for a file that could not be read, a warning for what its decoder worked around.
  func diagnostics(for state: AppState) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for workouts in state.workoutsByFile.values {
      for workout in workouts {
        guard let path = workout.track, let location = workout.trackLocation,
          let file = files[path]
        else { continue }
        switch file.outcome {
        case .failed(let message):
          diagnostics.append(.error(at: location, message))
        case .read(_, let warnings):
          for warning in warnings {
            diagnostics.append(.warning(at: location, "track file '\(path)': \(warning)"))
          }
        }
      }
    }
    return diagnostics.sorted()
  }
}
