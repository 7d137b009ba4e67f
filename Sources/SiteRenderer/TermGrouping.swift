import DiaryCore

/// The types and then the tags of a date order of workouts, each with its workouts, and the
/// terms each workout is listed under: a later date order whose workouts keep their types and
/// tags (an edit of a distance, a time or notes) is grouped again without looking up a name.
struct TermGrouping: Sendable {
  /// The types, then the tags, each in the order of their URLs.
  let terms: [TaxonomyTerm]
  /// The indices in `terms` of the terms of workout `i` of the date order:
  /// `termIndices[starts[i]..<starts[i + 1]]`.
  private let starts: [Int32]
  private let termIndices: [Int32]

  init(_ byDate: [Workout]) {
    self.init(
      byDate, types: TaxonomyTerm.groupRecordingMembers(byDate, in: .type),
      tags: TaxonomyTerm.groupRecordingMembers(byDate, in: .tag))
  }

  /// The grouping of `byDate`, made on two cores: again from `previous` (the grouping of an
  /// earlier date order) when it can be, on the other one, or else the tags there and the types
  /// on this one, after `meanwhile`.
  static func make(
    _ byDate: [Workout], reusing previous: (grouping: TermGrouping, byDate: [Workout])?,
    meanwhile: () -> Void
  ) -> TermGrouping {
    if let previous {
      let grouping = BackgroundTask {
        previous.grouping.regrouped(byDate, previousByDate: previous.byDate) ?? TermGrouping(byDate)
      }
      meanwhile()
      return grouping.value
    }
    let tags = BackgroundTask { TaxonomyTerm.groupRecordingMembers(byDate, in: .tag) }
    meanwhile()
    let types = TaxonomyTerm.groupRecordingMembers(byDate, in: .type)
    return TermGrouping(byDate, types: types, tags: tags.value)
  }

  private typealias Members = (terms: [TaxonomyTerm], members: [(workout: Int32, term: Int32)])

  private init(_ byDate: [Workout], types: Members, tags: Members) {
    terms = types.terms + tags.terms
    // Both lists of members run in date order: merged, workout by workout.
    let offset = Int32(types.terms.count)
    var starts: [Int32] = []
    starts.reserveCapacity(byDate.count + 1)
    var termIndices: [Int32] = []
    termIndices.reserveCapacity(types.members.count + tags.members.count)
    var nextType = 0
    var nextTag = 0
    for position in byDate.indices {
      starts.append(Int32(termIndices.count))
      while nextType < types.members.count, Int(types.members[nextType].workout) == position {
        termIndices.append(types.members[nextType].term)
        nextType += 1
      }
      while nextTag < tags.members.count, Int(tags.members[nextTag].workout) == position {
        termIndices.append(tags.members[nextTag].term + offset)
        nextTag += 1
      }
    }
    starts.append(Int32(termIndices.count))
    self.starts = starts
    self.termIndices = termIndices
  }

  private init(terms: [TaxonomyTerm], starts: [Int32], termIndices: [Int32]) {
    self.terms = terms
    self.starts = starts
    self.termIndices = termIndices
  }

  /// The grouping of `byDate`, made from this one (of `previousByDate`) when each workout at
  /// each place has the type and tags of the one there before; nil otherwise.
  func regrouped(_ byDate: [Workout], previousByDate: [Workout]) -> TermGrouping? {
    guard byDate.count == previousByDate.count, starts.count == byDate.count + 1 else {
      return nil
    }
    for index in byDate.indices where !byDate[index].isSame(as: previousByDate[index]) {
      guard byDate[index].type == previousByDate[index].type,
        byDate[index].tags == previousByDate[index].tags
      else { return nil }
    }
    var members = terms.map { term -> [Workout] in
      var list: [Workout] = []
      list.reserveCapacity(term.workouts.count)
      return list
    }
    for index in byDate.indices {
      for slot in Int(starts[index])..<Int(starts[index + 1]) {
        members[Int(termIndices[slot])].append(byDate[index])
      }
    }
    var regrouped = terms
    for index in regrouped.indices { regrouped[index].workouts = members[index] }
    return TermGrouping(terms: regrouped, starts: starts, termIndices: termIndices)
  }
}
