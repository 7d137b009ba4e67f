import Foundation
import Mustache
import Testing

@Suite("Object values: fields in order, found by name at any size")
struct MustacheObjectTests {
  @Test func keepsTheOrderFieldsWereFirstSet() {
    var fields: MustacheObject = ["b": 1, "a": 2]
    fields["c"] = 3
    fields["b"] = 4
    #expect(fields.keys == ["b", "a", "c"])
    #expect(fields["b"] == 4)
    #expect(fields.count == 3)
  }

  @Test func aRepeatedLiteralKeyKeepsItsLastValue() {
    let fields: MustacheObject = ["a": 1, "a": 2]
    #expect(fields.keys == ["a"])
    #expect(fields["a"] == 2)
  }

  @Test(arguments: [3, 8, 9, 17, 200])
  func findsEveryFieldAndNoOther(count: Int) {
    var fields = MustacheObject()
    for index in 0..<count { fields["field\(index)"] = .number(Double(index)) }
    for index in 0..<count { #expect(fields["field\(index)"] == .number(Double(index))) }
    #expect(fields["field\(count)"] == nil)
    #expect(fields[""] == nil)
    #expect(fields.count == count)
  }

  @Test(arguments: [5, 12, 40])
  func removingAFieldKeepsTheOthers(count: Int) {
    var fields = MustacheObject()
    for index in 0..<count { fields["k\(index)"] = .number(Double(index)) }
    fields["k1"] = nil
    fields["missing"] = nil
    #expect(fields.count == count - 1)
    #expect(fields["k1"] == nil)
    for index in 0..<count where index != 1 {
      #expect(fields["k\(index)"] == .number(Double(index)))
    }
    fields["k1"] = "back"
    #expect(fields.keys.last == "k1")
    #expect(fields["k1"] == "back")
  }

  @Test func equalityIgnoresOrder() {
    let one: MustacheObject = ["a": 1, "b": [true, nil]]
    let two: MustacheObject = ["b": [true, nil], "a": 1]
    #expect(one == two)
    #expect(one != ["a": 1, "b": [false, nil]])
    #expect(one != ["a": 1])
    #expect(one != ["a": 1, "c": [true, nil]])
  }

  @Test func mergingLetsTheOtherObjectWin() {
    var fields: MustacheObject = ["a": 1, "b": 2]
    fields.merge(["b": 3, "c": 4])
    #expect(fields.keys == ["a", "b", "c"])
    #expect(fields == ["a": 1, "b": 3, "c": 4])
  }

  @Test func aDictionaryBecomesFieldsOrderedByName() {
    let fields = MustacheObject(["zeta": 1, "alpha": 2, "mid": 3])
    #expect(fields.keys == ["alpha", "mid", "zeta"])
  }

  @Test func encodesAsAJSONObject() throws {
    let value: MustacheValue = ["z": 1, "a": ["y": "x", "b": nil]]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(json == #"{"a":{"b":null,"y":"x"},"z":1}"#)
  }

  @Test func templatesFindFieldsOfLargeAndNestedObjects() throws {
    var inner = MustacheObject()
    for index in 0..<30 { inner["n\(index)"] = .string("v\(index)") }
    let context: MustacheValue = ["outer": .object(inner), "top": "T"]
    let library = try TemplateLibrary(templates: [
      "t": "{{outer.n0}} {{outer.n29}} {{#outer}}{{n17}} {{top}} [{{missing}}]{{/outer}}"
    ])
    #expect(try library.render("t", context) == "v0 v29 v17 T []")
  }

  @Test(arguments: [3, 16, 17, 40])
  func appendedFieldsAreFoundLikeSetOnes(count: Int) {
    var appended = MustacheObject(minimumCapacity: count)
    var set = MustacheObject()
    for index in 0..<count {
      appended.append(.number(Double(index)), for: MustacheKey("f\(index)"))
      set["f\(index)"] = .number(Double(index))
    }
    #expect(appended == set)
    #expect(appended.keys == set.keys)
    for index in 0..<count {
      #expect(appended[MustacheKey("f\(index)")] == .number(Double(index)))
    }
    #expect(appended["missing"] == nil)
  }
}
