import Mustache
import TestSupport
import Testing

private let rowSource = """
  <tr class="{{complexity}}"><td>{{date}}</td><td>{{exercise}}</td>\
  <td>{{sets}}×{{reps}}</td><td>{{weight}}</td>\
  <td>{{#tags}}<span>{{.}}</span>{{/tags}}{{^tags}}–{{/tags}}</td></tr>
  """

@Suite struct RenderingTests {
  @Test func sameCompiledTemplateRendersManyTimesWithDifferentData() throws {
    let library = try TemplateLibrary(templates: ["row": rowSource])
    for index in 0..<2_000 {
      let tags: MustacheValue = index.isMultiple(of: 3) ? [] : [.string("t\(index)"), "<b>"]
      let context: MustacheValue = [
        "complexity": index.isMultiple(of: 2) ? "hard" : "easy",
        "date": .string("2024-01-\(index % 28 + 1)"), "exercise": "Squat & Lunge",
        "sets": .number(Double(index % 5 + 1)), "reps": 5, "weight": .number(Double(index) / 4),
        "tags": tags,
      ]
      let weight = index.isMultiple(of: 4) ? "\(index / 4)" : "\(Double(index) / 4)"
      let tagCells =
        index.isMultiple(of: 3) ? "–" : "<span>t\(index)</span><span>&lt;b&gt;</span>"
      let expected = """
        <tr class="\(index.isMultiple(of: 2) ? "hard" : "easy")"><td>2024-01-\(index % 28 + 1)\
        </td><td>Squat &amp; Lunge</td><td>\(index % 5 + 1)×5</td><td>\(weight)</td>\
        <td>\(tagCells)</td></tr>
        """
      #expect(try library.render("row", context) == expected)
    }
  }

  @Test func numbersRenderLikeTheSpecExpects() throws {
    let library = try TemplateLibrary(templates: ["n": "{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}"])
    let context: MustacheValue = ["a": 85, "b": 1.21, "c": -3, "d": 0.5, "e": 1e6, "f": -0.0]
    #expect(try library.render("n", context) == "85 1.21 -3 0.5 1000000 0")
  }

  @Test func truthiness() throws {
    let library = try TemplateLibrary(templates: ["t": "{{#v}}yes{{/v}}{{^v}}no{{/v}}"])
    let cases: [(MustacheValue, String)] = [
      (false, "no"), (nil, "no"), ([], "no"), (true, "yes"), ("", "yes"), (0, "yes"),
      ([:], "yes"), ([false], "yes"),
    ]
    for (value, expected) in cases {
      #expect(try library.render("t", ["v": value]) == expected, "value \(value)")
    }
    #expect(try library.render("t", [:]) == "no")
  }

  @Test func contextStackAndDottedNames() throws {
    let library = try TemplateLibrary(templates: [
      "t": "{{#week}}{{#days}}{{name}}@{{week.number}}/{{title}}:{{user.name}} {{/days}}{{/week}}"
    ])
    let context: MustacheValue = [
      "title": "Diary", "user": ["name": "Ann"],
      "week": ["number": 3, "days": [["name": "Mon"], ["name": "Tue", "title": "Rest"]]],
    ]
    #expect(try library.render("t", context) == "Mon@3/Diary:Ann Tue@3/Rest:Ann ")
  }

  @Test func listsAndObjectsInterpolateAsEmpty() throws {
    let library = try TemplateLibrary(templates: ["t": "[{{list}}][{{object}}][{{missing}}]"])
    #expect(try library.render("t", ["list": [1, 2], "object": ["a": 1]]) == "[][][]")
  }

  @Test func setDelimitersAndComments() throws {
    let library = try TemplateLibrary(templates: [
      "t": "{{! note }}{{=<% %>=}}<% a %> {{a}} <%={{ }}=%>{{a}}"
    ])
    #expect(try library.render("t", ["a": "x"]) == "x {{a}} x")
  }

  @Test func concurrentRendersShareOneLibrary() async throws {
    let library = try TemplateLibrary(templates: ["t": "{{#items}}{{.}},{{/items}}"])
    let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for task in 0..<8 {
        group.addTask {
          let items = MustacheValue.list((0..<100).map { .number(Double($0 * task)) })
          return (task, try library.render("t", ["items": items]))
        }
      }
      var results: [Int: String] = [:]
      for try await (task, output) in group { results[task] = output }
      return results
    }
    for task in 0..<8 {
      let expected = (0..<100).map { "\($0 * task)," }.joined()
      #expect(outputs[task] == expected)
    }
  }

  /// Long outputs become text in pieces: characters of two, three and four bytes at every
  /// offset around the cuts come out whole.
  @Test func longOutputsKeepEveryCharacterWhole() throws {
    let library = try TemplateLibrary(templates: ["t": "{{{pad}}}{{text}}|{{{text}}}"])
    let text = String(repeating: "é€🏋️a<", count: 1_500)
    for padding in 0..<8 {
      let pad = String(repeating: "x", count: padding)
      let output = try library.render("t", ["pad": .string(pad), "text": .string(text)])
      #expect(output == pad + escapeHTML(text) + "|" + text, "padding \(padding)")
    }
  }

  @Test func arbitraryInputNeverCrashes() {
    let fragments = [
      "{{", "}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{=<% %>=}}", "<%", "%>", "{{<p}}", "{{$b}}",
      "{{/b}}", "{{/p}}", "\n", "  ", "x", "{{{", "}}}", "{{>p}}", "{{!", "é", "\r\n", "{{.}}",
      "{{&a}}", "{{a.b}}", "=", "{", "}", "\t",
    ]
    var generator = SplitMix64(seed: 42)
    var compiled = 0
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 12)
      let source = (0..<count).map { _ in
        fragments[Int(generator.next() % UInt64(fragments.count))]
      }.joined()
      let templates = ["t": source, "p": "[{{$b}}d{{/b}}{{>t}}]"]
      guard let library = try? TemplateLibrary(templates: templates, maximumDepth: 20) else {
        continue
      }
      compiled += 1
      _ = try? library.render("t", ["a": ["b": [1, "<"]]])
    }
    #expect(compiled > 100)
  }
}
