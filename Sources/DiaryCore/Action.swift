/// Something that happened to the journal or that the user intends; the only way state changes.
public enum Action: Sendable, Hashable {
  /// A workout was read from the journal; the reducer numbers its id among collisions.
  case workoutAdded(Workout)
  /// The workout with this id was deleted.
  case workoutRemoved(WorkoutID)
  /// A file was deleted or is about to be read again: its workouts and diagnostics go.
  case fileRemoved(path: String)
  /// A track file (its path relative to the journal) was read, or read again after a change.
  case trackRead(path: String, Track)
  /// A track file is gone, cannot be read, or no workout names it any more.
  case trackRemoved(path: String)
  /// Problems found while reading a file, replacing those reported for it before.
  case diagnosticsReported(path: String, [Diagnostic])
  /// The site's settings were read (or read again after a change).
  case configLoaded(SiteConfig)
  /// The user picked another order for the list.
  case sortChanged(to: SortOrder)
}
