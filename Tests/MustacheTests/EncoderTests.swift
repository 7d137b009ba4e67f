import Foundation
import Mustache
import Testing

private enum Complexity: String, Encodable {
  case easy, hard
}

private struct Exercise: Encodable {
  var name: String
  var sets: Int
  var weight: Double
  var bodyweight: Bool
  var note: String?
  var tags: [String]
  var complexity: Complexity
}

private struct Session: Encodable {
  var title: String
  var exercises: [Exercise]
  var totals: [String: Int]
  var rating: Int?
}

@Suite struct EncoderTests {
  private let squat = Exercise(
    name: "Squat", sets: 5, weight: 102.5, bodyweight: false, note: nil, tags: ["legs", "pr"],
    complexity: .hard)

  @Test func keyedBecomesObjectAndUnkeyedBecomesList() throws {
    let value = try MustacheValue(encoding: squat)
    let expected: MustacheValue = [
      "name": "Squat", "sets": 5, "weight": 102.5, "bodyweight": false, "note": nil,
      "tags": ["legs", "pr"], "complexity": "hard",
    ]
    #expect(value == expected)
  }

  @Test func nestedValuesDictionariesAndNilOptionals() throws {
    let session = Session(title: "Leg day", exercises: [squat], totals: ["sets": 5], rating: nil)
    let value = try MustacheValue(encoding: session)
    #expect(value["title"] == "Leg day")
    #expect(value["rating"] == .null)
    #expect(value["totals"] == ["sets": 5])
    guard case .list(let exercises)? = value["exercises"] else {
      Issue.record("exercises is not a list: \(String(describing: value["exercises"]))")
      return
    }
    #expect(exercises.count == 1)
    #expect(exercises.first?["tags"] == ["legs", "pr"])
  }

  @Test func singleValuesAndTopLevelCollections() throws {
    #expect(try MustacheValue(encoding: "text") == "text")
    #expect(try MustacheValue(encoding: 42) == 42)
    #expect(try MustacheValue(encoding: UInt8(7)) == 7)
    #expect(try MustacheValue(encoding: Float(1.5)) == 1.5)
    #expect(try MustacheValue(encoding: true) == true)
    #expect(try MustacheValue(encoding: [1, 2, 3]) == [1, 2, 3])
    let optionals: [String?] = ["a", nil]
    #expect(try MustacheValue(encoding: optionals) == ["a", nil])
    #expect(try MustacheValue(encoding: Optional<Int>.none) == .null)
    #expect(try MustacheValue(encoding: ["k": ["v"]]) == ["k": ["v"]])
  }

  @Test func mustacheValuesEncodeToThemselves() throws {
    let value: MustacheValue = ["a": [1, "two", nil, true, ["b": 2.5]]]
    #expect(try MustacheValue(encoding: value) == value)
    #expect(try MustacheValue(encoding: ["wrapped": value]) == ["wrapped": value])
  }

  @Test func nilOptionalDoesNotFallThroughToOuterContext() throws {
    let library = try TemplateLibrary(templates: [
      "row": "{{#exercises}}{{name}}:{{note}};{{/exercises}}"
    ])
    var session = Session(title: "t", exercises: [squat], totals: [:], rating: nil)
    session.exercises.append(
      Exercise(
        name: "Dip", sets: 3, weight: 0, bodyweight: true, note: "slow", tags: [],
        complexity: .easy))
    var context = try MustacheValue(encoding: session)
    if case .object(var fields) = context {
      fields["note"] = "OUTER"
      context = .object(fields)
    }
    #expect(try library.render("row", context) == "Squat:;Dip:slow;")
  }

  @Test func decodesFromJSON() throws {
    let json = #"{"a": [1, 2.5, "x", true, null, {"b": false}]}"#
    let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
    #expect(value == ["a": [1, 2.5, "x", true, nil, ["b": false]]])
    let encoded = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(MustacheValue.self, from: encoded) == value)
  }

  @Test func renderEncodingConvenience() throws {
    let library = try TemplateLibrary(templates: [
      "row": "{{name}} {{sets}}×{{weight}}kg{{#tags}} #{{.}}{{/tags}}"
    ])
    #expect(try library.render("row", encoding: squat) == "Squat 5×102.5kg #legs #pr")
  }
}
