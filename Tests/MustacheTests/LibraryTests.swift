import Foundation
import Mustache
import Testing

private let baseLayout = """
  <!doctype html>
  <html>
  <head>
    <title>{{$title}}Workouts{{/title}}</title>
  </head>
  <body>
    {{$content}}
    <p>Nothing here.</p>
    {{/content}}
  </body>
  </html>

  """

private let page = """
  {{<layouts/base}}
  {{$title}}{{name}} – Workouts{{/title}}
  {{$content}}
  <h1>{{name}}</h1>
  <table>
    {{#rows}}
    {{>partials/row}}
    {{/rows}}
  </table>
  {{/content}}
  {{/layouts/base}}

  """

@Suite struct LibraryTests {
  private func library() throws -> TemplateLibrary {
    try TemplateLibrary(files: [
      TemplateFile(name: "page", path: "t/page.mustache", source: page),
      TemplateFile(name: "layouts/base", path: "t/layouts/base.mustache", source: baseLayout),
      TemplateFile(
        name: "partials/row", path: "t/partials/row.mustache",
        source: "<tr><td>{{date}}</td><td>{{exercise}}</td></tr>\n"),
    ])
  }

  @Test func pageExtendsBaseLayoutAndIncludesRowPartial() throws {
    let context: MustacheValue = [
      "name": "Week 1",
      "rows": [["date": "d1", "exercise": "Squat"], ["date": "d2", "exercise": "Bench"]],
    ]
    let expected = """
      <!doctype html>
      <html>
      <head>
        <title>Week 1 – Workouts</title>
      </head>
      <body>
        <h1>Week 1</h1>
        <table>
          <tr><td>d1</td><td>Squat</td></tr>
          <tr><td>d2</td><td>Bench</td></tr>
        </table>
      </body>
      </html>

      """
    #expect(try library().render("page", context) == expected)
  }

  @Test func baseLayoutRendersItsDefaults() throws {
    let output = try library().render("layouts/base", [:])
    #expect(output.contains("<title>Workouts</title>"))
    #expect(output.contains("<body>\n  <p>Nothing here.</p>\n</body>"))
  }

  @Test func boundNameShowsItsValueAsTheContextWouldHave() throws {
    let words: MustacheValue = ["title": "Q&A", "pb": ["short": "<b>PB</b>"], "count": 3]
    let templates = [
      "page": "{{t.title}}|{{{t.pb.short}}}|{{&t.count}}|{{t.pb.gone}}|{{t}}|"
        + "{{#rows}}{{t.pb.short}}{{name}};{{/rows}}{{#t.pb}}[{{short}}]{{/t.pb}}|{{>part}}",
      "part": "{{t.title}}\n",
    ]
    let rows: MustacheValue = ["rows": [["name": "a"], ["name": "b"]], "t": words]
    let unbound = try TemplateLibrary(templates: templates)
    let expected =
      "Q&amp;A|<b>PB</b>|3|||&lt;b&gt;PB&lt;/b&gt;a;&lt;b&gt;PB&lt;/b&gt;b;[&lt;b&gt;PB&lt;/b&gt;]|Q&amp;A\n"
    #expect(try unbound.render("page", rows) == expected)
    let bound = unbound.binding("t", to: words)
    #expect(try bound.render("page", rows) == expected)
    // Variable tags no longer read the context; the section over `t.pb` still does.
    let withoutWords = "Q&amp;A|<b>PB</b>|3|||&lt;b&gt;PB&lt;/b&gt;a;|Q&amp;A\n"
    #expect(try bound.render("page", ["rows": [["name": "a"]]]) == withoutWords)
  }

  @Test func namesAreSortedAndLookupsWork() throws {
    let library = try library()
    #expect(library.names == ["layouts/base", "page", "partials/row"])
    #expect(library.contains("partials/row"))
    #expect(!library.contains("row"))
  }

  @Test func renderedUTF8BytesAreTheRenderedText() throws {
    let library = try library()
    let context: MustacheValue = ["name": "Wöche <1>", "rows": [["date": "d1"]]]
    let text = try library.render("page", context)
    for capacity in [0, 1, 100_000] {
      let bytes = try library.withRenderedUTF8("page", context, capacity: capacity) { Array($0) }
      #expect(bytes == Array(text.utf8), "capacity \(capacity)")
    }
  }

  @Test func renderedUTF8ThrowsRenderErrorsAndTheBodysOwn() throws {
    struct BodyError: Error {}
    let library = try TemplateLibrary(templates: ["loop": "{{>loop}}", "t": "x"])
    #expect(throws: MustacheRenderError.unknownTemplate("nope")) {
      try library.withRenderedUTF8("nope", [:]) { _ in }
    }
    #expect(throws: MustacheRenderError.self) {
      try library.withRenderedUTF8("loop", [:]) { _ in }
    }
    #expect(throws: BodyError.self) {
      try library.withRenderedUTF8("t", [:]) { _ in throw BodyError() }
    }
  }

  @Test func nestedBlocksAndMultiLevelInheritance() throws {
    let library = try TemplateLibrary(templates: [
      "base": "<main>\n  {{$body}}\n  default\n  {{/body}}\n</main>\n",
      "two-column": "{{<base}}\n{{$body}}\n<div>\n  {{$left}}\n  L\n  {{/left}}\n</div>\n"
        + "{{/body}}\n{{/base}}\n",
      "page": "{{<two-column}}\n{{$left}}\n<ul>\n  <li>{{item}}</li>\n</ul>\n{{/left}}\n"
        + "{{/two-column}}\n",
    ])
    let expected = "<main>\n  <div>\n    <ul>\n      <li>x</li>\n    </ul>\n  </div>\n</main>\n"
    #expect(try library.render("page", ["item": "x"]) == expected)
  }

  @Test func nestedStandalonePartialsAccumulateIndentation() throws {
    let library = try TemplateLibrary(templates: [
      "page": "<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n",
      "item": "<li>\n  {{>label}}\n</li>\n",
      "label": "<b>{{.}}</b>\n<i>{{.}}</i>\n",
    ])
    let expected = """
      <ul>
        <li>
          <b>a</b>
          <i>a</i>
        </li>
      </ul>

      """
    #expect(try library.render("page", ["items": ["a"]]) == expected)
  }

  @Test func crlfLinesAreStandaloneToo() throws {
    let library = try TemplateLibrary(templates: [
      "page": "<p>\r\n  {{#show}}\r\n  {{>part}}\r\n  {{/show}}\r\n</p>",
      "part": "x\r\ny\r\n",
    ])
    let output = try library.render("page", ["show": true])
    #expect(output == "<p>\r\n  x\r\n  y\r\n</p>", "\(output.debugDescription)")
  }

  @Test func blockOverridingItselfHitsTheDepthLimit() throws {
    let library = try TemplateLibrary(templates: [
      "child": "{{<parent}}{{$a}}[{{$a}}x{{/a}}]{{/a}}{{/parent}}",
      "parent": "{{$a}}default{{/a}}",
    ])
    let expected = MustacheDiagnostic(
      path: "child", line: 1, column: 19, message: "nesting deeper than 100 levels at 'a'")
    #expect(throws: MustacheRenderError.depthLimitExceeded(expected)) {
      try library.render("child", [:])
    }
  }

  /// Each section and each partial is one level: three sections and their partials take six.
  @Test func sectionsCountTowardsTheDepthLimit() throws {
    let library = try TemplateLibrary(
      templates: ["node": "{{#child}}\n  {{>node}}\n{{/child}}"], maximumDepth: 6)
    var data: MustacheValue = ["child": false]
    for _ in 0..<3 { data = ["child": data] }
    #expect(try library.render("node", data) == "")
    data = ["child": data]
    let expected = MustacheDiagnostic(
      path: "node", line: 1, column: 1, message: "nesting deeper than 6 levels at 'child'")
    #expect(throws: MustacheRenderError.depthLimitExceeded(expected)) {
      try library.render("node", data)
    }
    #expect(try TemplateLibrary(templates: [:], maximumDepth: 0).maximumDepth == 1)
  }
}
