import JournalParser
import Testing

@Suite("Did-you-mean suggestions")
struct KnownKeyTests {
  @Test(
    "a typo of a known key is suggested",
    arguments: [
      ("tpye", KnownKey.type), ("compelxity", .complexity), ("durration", .duration),
      ("tag", .tags), ("types", .type), ("TPYE", .type), ("distnace", .distance),
      ("distanc", .distance), ("duraton", .duration), ("complexty", .complexity), ("tgas", .tags),
    ])
  func suggestion(key: String, known: KnownKey) {
    #expect(KnownKey.suggestion(for: key) == known)
  }

  @Test(
    "a key that is not close to any known key has no suggestion",
    arguments: [
      "time", "rpe", "date", "shoes", "avg hr", "route", "partner", "elevation", "pool", "weather",
      "dist", "", "t", "tyyppee",
    ])
  func noSuggestion(key: String) {
    #expect(KnownKey.suggestion(for: key) == nil)
  }

  @Test("the known keys are exactly distance, complexity, duration, type, tags and track")
  func knownKeys() {
    #expect(
      KnownKey.allCases.map(\.rawValue) == [
        "distance", "complexity", "duration", "type", "tags", "track",
      ])
  }

  @Test(
    "optimal string alignment distance: insert, delete, substitute and swap count one each",
    arguments: [
      ("kitten", "sitting", 3), ("tpye", "type", 1), ("ab", "ba", 1), ("ca", "abc", 3),
      ("", "abc", 3), ("abc", "", 3), ("same", "same", 0), ("durration", "duration", 1),
      ("compelxity", "complexity", 1),
    ])
  func editDistance(a: String, b: String, distance: Int) {
    let left = Array(a.unicodeScalars)
    let right = Array(b.unicodeScalars)
    #expect(EditDistance.optimalStringAlignment(left, right, limit: 10) == distance)
    #expect(EditDistance.optimalStringAlignment(right, left, limit: 10) == distance)
  }

  @Test("a substitution may count two (a deletion and an insertion); a swap still counts one")
  func substitutionCost() {
    let distance = { (a: String, b: String) in
      EditDistance.optimalStringAlignment(Array(a), Array(b), limit: 10, substitutionCost: 2)
    }
    #expect(distance("typ", "tip") == 2)
    #expect(distance("tpy", "typ") == 1)
    #expect(distance("ty", "typ") == 1)
    #expect(distance("kitten", "sitting") == 5)
  }

  @Test("beyond the limit the distance is reported as limit + 1")
  func editDistanceLimit() {
    #expect(EditDistance.optimalStringAlignment(Array("abcdef"), Array("uvwxyz"), limit: 2) == 3)
    #expect(EditDistance.optimalStringAlignment(Array("a"), Array("abcdef"), limit: 2) == 3)
    #expect(EditDistance.optimalStringAlignment(Array("kitten"), Array("sitting"), limit: 3) == 3)
  }
}
