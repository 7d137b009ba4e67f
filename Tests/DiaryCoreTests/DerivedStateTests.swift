import Testing

@testable import DiaryCore

@Suite("What the reducer keeps beside the workouts stays in step with them")
struct DerivedStateTests {
  /// Adds, removes, re-adds and drops files at random; after every step, the index of
  /// locations by file and the digest are what they would be if made from scratch.
  @Test(arguments: [1, 2, 3])
  func indexAndDigestFollowTheWorkouts(seed: UInt64) throws {
    var random = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    let names = ["Run", "Swim", "Ride", "Run"]
    var state = AppState()
    for _ in 0..<400 {
      let path = "f\(next(4)).md"
      switch next(5) {
      case 0:
        reduce(into: &state, .fileRemoved(path: path))
      case 1:
        let workouts = state.workouts
        if !workouts.isEmpty {
          reduce(into: &state, .workoutRemoved(workouts[next(workouts.count)].id))
        }
      default:
        let added = try workout(
          names[next(names.count)], on: "2026-11-\(10 + next(3))", in: path, line: 1 + next(30))
        reduce(into: &state, .workoutAdded(added))
      }
      var byPath: [String: Set<SourceLocation>] = [:]
      for location in state.workoutsByLocation.keys {
        byPath[location.path, default: []].insert(location)
      }
      #expect(
        Dictionary(uniqueKeysWithValues: state.locationsByPath.map { ($0.key.text, Set($0.value)) })
          == byPath)
      #expect(state.locationsByPath.values.allSatisfy { Set($0).count == $0.count })
      // The journal order read from that index is the order sorted from every workout.
      let sorted = SortedWorkoutsCache.inJournalOrder(Array(state.workoutsByLocation.values))
      #expect(SortedWorkoutsCache.fromFileIndex(state) == sorted)
      var rebuilt = AppState()
      for workout in state.workouts { reduce(into: &rebuilt, .workoutAdded(workout)) }
      #expect(rebuilt.contentDigest == state.contentDigest)
    }
  }
}

@Suite("Sorted orders updated from the last state's")
struct UpdatedOrdersTests {
  /// Batches of edits to a few files whose workouts share names and days (so ids are renumbered
  /// across files and every sort key ties often); after each batch the orders, updated from the
  /// last state's where that state made them, equal sorting every workout from scratch.
  @Test(arguments: [1, 2, 3, 4])
  func updatedOrdersEqualSorting(seed: UInt64) throws {
    var random = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    func someWorkout(in path: String) throws -> Workout {
      let distance = next(4) == 0 ? nil : Distance(Double(next(5)) * 2.5, .kilometres)
      return try workout(
        ["Run", "Swim", "Ride"][next(3)], on: "2026-11-\(10 + next(3))",
        at: next(3) == 0 ? (6 + next(2), 0) : nil, distance: distance,
        complexity: Complexity.allCases[next(3)], in: path, line: 1 + next(40))
    }
    var state = AppState()
    var updates = 0
    for step in 0..<150 {
      var batch: [Action] = []
      for _ in 0..<(1 + next(step % 25 == 24 ? 400 : 4)) {
        let path = "f\(next(5)).md"
        switch next(6) {
        case 0:
          batch.append(.fileRemoved(path: path))
        case 1:
          // A changed file, as `diary serve` sends it: its workouts go, its new ones come.
          batch.append(.fileRemoved(path: path))
          for _ in 0..<(1 + next(3)) { batch.append(.workoutAdded(try someWorkout(in: path))) }
        case 2:
          let workouts = state.workouts
          if !workouts.isEmpty { batch.append(.workoutRemoved(workouts[next(workouts.count)].id)) }
        default:
          batch.append(.workoutAdded(try someWorkout(in: path)))
        }
      }
      reduce(into: &state, batch)
      if state.sortedCache.updatesEarlierOrders { updates += 1 }
      // Some states make no orders, or only one: the next updates from what was last made.
      guard next(4) != 0 else { continue }
      let all = state.workoutsByLocation.values
      for order in next(3) == 0 ? [SortOrder.distance] : SortOrder.allCases {
        #expect(ids(state.workouts(sortedBy: order)) == ids(all.sorted(by: order)), "\(order)")
      }
    }
    #expect(updates > 60)
  }
}
