import Mustache
import Testing

/// Builds a library from `name: source` pairs (path = `templates/<name>.mustache`) and
/// returns the diagnostic lines it fails with (empty when it builds).
private func diagnostics(_ sources: [String: String]) -> [String] {
  let files = sources.map { name, source in
    TemplateFile(name: name, path: "templates/\(name).mustache", source: source)
  }
  do {
    _ = try TemplateLibrary(files: files)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

@Suite struct DiagnosticTests {
  @Test func unclosedSection() {
    let source = "<ul>\n  {{#items}}\n    <li>{{name}}</li>\n</ul>\n"
    #expect(
      diagnostics(["page": source]) == [
        "templates/page.mustache:2:3: error: unclosed section 'items'"
      ])
  }

  @Test func unclosedInvertedSectionParentAndBlock() {
    #expect(
      diagnostics(["a": "{{^empty}}", "b": "{{<base}}", "c": "x {{$title}}"]) == [
        "templates/a.mustache:1:1: error: unclosed inverted section 'empty'",
        "templates/b.mustache:1:1: error: unclosed parent 'base'",
        "templates/c.mustache:1:3: error: unclosed block 'title'",
      ])
  }

  @Test func mismatchedCloseTag() {
    let source = "{{#a}}\n  {{/b}}\n{{/a}}"
    #expect(
      diagnostics(["page": source]) == [
        "templates/page.mustache:2:3: error: mismatched closing tag 'b', expected 'a'"
      ])
  }

  @Test func closeTagSkippingAnInnerSectionReportsTheInnerOne() {
    let source = "{{#a}}{{#b}}\n{{/a}}"
    #expect(
      diagnostics(["page": source]) == [
        "templates/page.mustache:1:7: error: unclosed section 'b'"
      ])
  }

  @Test func unexpectedCloseTag() {
    #expect(
      diagnostics(["page": "text\n{{/items}}"]) == [
        "templates/page.mustache:2:1: error: unexpected closing tag 'items'"
      ])
  }

  @Test func unclosedTag() {
    #expect(
      diagnostics(["page": "Hello,\n  {{name"]) == [
        "templates/page.mustache:2:3: error: unclosed tag, expected '}}'"
      ])
    #expect(
      diagnostics(["page": "{{{html}}"]) == [
        "templates/page.mustache:1:1: error: unclosed tag, expected '}}}'"
      ])
  }

  @Test func badSetDelimiterTags() {
    #expect(
      diagnostics(["a": "x{{=<% %>}}", "b": "{{=<%=}}", "c": "{{= a b c =}}", "d": "{{=<% %>"])
        == [
          "templates/a.mustache:1:2: error: invalid set delimiters tag",
          "templates/b.mustache:1:1: error: invalid set delimiters tag",
          "templates/c.mustache:1:1: error: invalid set delimiters tag",
          "templates/d.mustache:1:1: error: unclosed tag, expected '=}}'",
        ])
  }

  @Test func emptyAndInvalidTagNames() {
    #expect(
      diagnostics(["page": "a {{ }} b\n{{#}}{{/}}\n{{first name}}\n{{a..b}}"]) == [
        "templates/page.mustache:1:3: error: empty tag name",
        "templates/page.mustache:2:1: error: empty tag name",
        "templates/page.mustache:2:6: error: empty tag name",
        "templates/page.mustache:3:1: error: invalid tag name 'first name'",
        "templates/page.mustache:4:1: error: invalid tag name 'a..b'",
      ])
  }

  @Test func missingPartialIsReportedAtTheReference() {
    let page = "<table>\n  {{#rows}}\n  {{> partials/row}}\n  {{/rows}}\n</table>"
    #expect(
      diagnostics(["page": page]) == [
        "templates/page.mustache:3:3: error: missing partial 'partials/row'"
      ])
  }

  @Test func missingParentIsReportedAtTheReference() {
    let page = "{{! page }}\n{{<layouts/base}}\n{{$content}}hi{{/content}}\n{{/layouts/base}}"
    #expect(
      diagnostics(["page": page]) == [
        "templates/page.mustache:2:1: error: missing parent 'layouts/base'"
      ])
  }

  @Test func partialsResolveByTheirLibraryName() {
    let files = [
      "page": "{{>partials/row}}{{<layouts/base}}{{/layouts/base}}",
      "partials/row": "row", "layouts/base": "base",
    ]
    #expect(diagnostics(files) == [])
  }

  @Test func errorsOfAllFilesAreSortedByPathLineAndColumn() {
    let sources = ["b": "{{#x}}\n{{>nope}}", "a": "{{/y}} {{z"]
    #expect(
      diagnostics(sources) == [
        "templates/a.mustache:1:1: error: unexpected closing tag 'y'",
        "templates/a.mustache:1:8: error: unclosed tag, expected '}}'",
        "templates/b.mustache:1:1: error: unclosed section 'x'",
      ])
  }

  @Test func errorsDescribeOneDiagnosticPerLine() {
    let files = [TemplateFile(name: "p", path: "p.mustache", source: "{{#a}}{{/b}}")]
    let error = #expect(throws: MustacheErrors.self) { try TemplateLibrary(files: files) }
    #expect(
      error?.description == """
        p.mustache:1:1: error: unclosed section 'a'
        p.mustache:1:7: error: mismatched closing tag 'b', expected 'a'
        """)
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(
      diagnostics(["page": "héllo wörld {{#x}}"]) == [
        "templates/page.mustache:1:13: error: unclosed section 'x'"
      ])
  }

  @Test func diagnosticFieldsAndDuplicateNames() throws {
    let files = [
      TemplateFile(name: "page", path: "one/page.mustache", source: "x"),
      TemplateFile(name: "page", path: "two/page.mustache", source: "{{#a}}"),
    ]
    let error = #expect(throws: MustacheErrors.self) { try TemplateLibrary(files: files) }
    let expected = MustacheDiagnostic(
      path: "two/page.mustache", line: 1, column: 1, message: "duplicate template name 'page'")
    #expect(error?.diagnostics == [expected])
  }

  @Test func missingPartialsCanRenderEmptyForSpecBehaviour() throws {
    let library = try TemplateLibrary(
      templates: ["page": "[{{>nope}}]"], missingPartials: .renderEmpty)
    #expect(try library.render("page", [:]) == "[]")
  }

  @Test func unknownTemplateThrows() throws {
    let library = try TemplateLibrary(templates: ["page": "x"])
    #expect(throws: MustacheRenderError.unknownTemplate("pages")) {
      try library.render("pages", [:])
    }
  }

  @Test func unboundedRecursionFailsWithADiagnostic() throws {
    let library = try TemplateLibrary(templates: ["loop": "x\n  {{>loop}}"])
    let expected = MustacheDiagnostic(
      path: "loop", line: 2, column: 3, message: "nesting deeper than 100 levels at 'loop'")
    #expect(throws: MustacheRenderError.depthLimitExceeded(expected)) {
      try library.render("loop", [:])
    }
  }

  @Test func deepButFiniteRecursionRenders() throws {
    let library = try TemplateLibrary(templates: [
      "node": "{{value}}{{#child}}({{>node}}){{/child}}"
    ])
    var data: MustacheValue = ["value": 50, "child": false]
    for value in (0..<50).reversed() { data = ["value": .number(Double(value)), "child": data] }
    let output = try library.render("node", data)
    #expect(output.hasPrefix("0(1(2("))
    #expect(output.hasSuffix("49(50)" + String(repeating: ")", count: 49)))
  }
}
