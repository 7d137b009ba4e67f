extension Stats {
  /// The pieces of gear named by the custom fields whose keys `diary.conf` lists under `gear:`,
  /// each with what it was used for. Two values are the same piece when they are equal ignoring
  /// case and runs of spaces; a piece is named as its oldest workout wrote it.
  public struct GearUsage: Equatable, Sendable, Codable {
    /// One piece of gear.
    public struct Piece: Equatable, Sendable, Codable {
      public var name: String
      /// The piece's anchor on the gear page: unique on the page.
      public var anchor = ""
      public var totals = Totals()
      /// The oldest and newest workouts it was used in.
      public var first: Workout
      public var last: Workout
      /// From `gear-limit:`; nil without one.
      public var limit: Distance?

      /// Whether its distance is over its limit.
      public var isPastLimit: Bool { limit.map { totals.metres > $0.metres } ?? false }

      init(_ workout: Workout, name: String) {
        self.name = name
        first = workout
        last = workout
      }

      mutating func add(_ workout: Workout, name written: String) {
        totals.add(workout)
        if Stats.isEarlier(workout, first) {
          first = workout
          name = written
        }
        if Stats.isEarlier(last, workout) { last = workout }
      }
    }

    /// The pieces under one key: the most recently used first, then by name.
    public struct Group: Equatable, Sendable, Codable {
      /// As `diary.conf` writes it (lowercase).
      public var key: String
      public var pieces: [Piece]
    }

    /// One group per gear key, in the order of `diary.conf`, also for keys no workout uses.
    public var groups: [Group]

    public init(_ workouts: some Sequence<Workout>, keys: [String], limits: [GearLimit]) {
      let keyIndex = Dictionary(keys.enumerated().map { ($1, $0) }) { first, _ in first }
      var pieces = [[String: Piece]](repeating: [:], count: keys.count)
      for workout in workouts where !workout.customFields.isEmpty {
        for field in workout.customFields {
          guard let index = keyIndex[field.key.lowercased()] else { continue }
          let identity = Self.identity(field.value)
          var piece = pieces[index][identity] ?? Piece(workout, name: field.value)
          piece.add(workout, name: field.value)
          pieces[index][identity] = piece
        }
      }
      let limitByName = Dictionary(limits.map { (Self.identity($0.name), $0.distance) }) { $1 }
      var anchors = Set<String>()
      groups = keys.indices.map { index in
        var group = Group(key: keys[index], pieces: [])
        group.pieces = pieces[index].map { identity, piece in
          var piece = piece
          piece.limit = limitByName[identity]
          return piece
        }.sorted(by: Self.isOrderedBefore)
        for position in group.pieces.indices {
          let base =
            "gear-\(Slug.make(keys[index], fallback: "gear"))-"
            + Slug.make(group.pieces[position].name, fallback: "piece")
          var anchor = base
          var number = 1
          while !anchors.insert(anchor).inserted {
            number += 1
            anchor = "\(base)-\(number)"
          }
          group.pieces[position].anchor = anchor
        }
        return group
      }
    }

    /// What makes two names the same piece: lowercase, runs of spaces as one space.
    public static func identity(_ name: String) -> String {
      name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The newest last use first, then by name, then by first use.
    static func isOrderedBefore(_ lhs: Piece, _ rhs: Piece) -> Bool {
      if lhs.last.id != rhs.last.id { return Stats.isEarlier(rhs.last, lhs.last) }
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      return Stats.isEarlier(lhs.first, rhs.first)
    }

    /// Where each piece is on the gear page, to link a workout's gear to it.
    public var anchors: Anchors { Anchors(self) }

    /// The anchors of the pieces by key and name, looked up once per workout.
    public struct Anchors: Sendable {
      private var byKey: [String: [String: String]] = [:]

      init(_ usage: GearUsage) {
        for group in usage.groups {
          for piece in group.pieces {
            byKey[group.key, default: [:]][GearUsage.identity(piece.name)] = piece.anchor
          }
        }
      }

      /// The anchor of each of `workout`'s custom fields that names a piece of gear (nil for
      /// the others); empty when none does.
      public func of(_ workout: Workout) -> [String?] {
        guard !byKey.isEmpty, !workout.customFields.isEmpty else { return [] }
        let anchors = workout.customFields.map { field in
          byKey[field.key.lowercased()]?[GearUsage.identity(field.value)]
        }
        return anchors.contains { $0 != nil } ? anchors : []
      }
    }
  }
}
