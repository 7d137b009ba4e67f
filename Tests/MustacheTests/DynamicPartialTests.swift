import Mustache
import Testing

@Suite("Dynamic partials: {{>*name}} includes the template a value names")
struct DynamicPartialTests {
  @Test func eachItemPicksItsPartial() throws {
    let library = try TemplateLibrary(templates: [
      "list": "{{#items}}{{>*kind}}\n{{/items}}",
      "text": "<p>{{content}}</p>",
      "image": "<img src=\"{{url}}\">",
    ])
    let context: MustacheValue = [
      "items": [
        ["kind": "text", "content": "Hi & bye"], ["kind": "image", "url": "a.png"],
        ["kind": "text", "content": "Last"],
      ]
    ]
    let expected = "<p>Hi &amp; bye</p>\n<img src=\"a.png\">\n<p>Last</p>\n"
    #expect(try library.render("list", context) == expected)
  }

  @Test func aMissingTemplateRendersEmptyEvenWhenMissingPartialsAreErrors() throws {
    let library = try TemplateLibrary(templates: ["page": "[{{>*name}}]"])
    #expect(try library.render("page", ["name": "nowhere"]) == "[]")
    #expect(try library.render("page", [:]) == "[]")
  }

  @Test(arguments: [MustacheValue.number(1), true, false, nil, ["one"], ["name": "one"]])
  func onlyAStringNamesATemplate(value: MustacheValue) throws {
    let library = try TemplateLibrary(templates: [
      "page": "[{{>*name}}]", "one": "1", "1": "one", "true": "yes",
    ])
    #expect(try library.render("page", ["name": value]) == "[]")
    #expect(try library.render("page", ["name": "1"]) == "[one]")
  }

  @Test func standaloneTagsIndentEveryLineAtEveryLevel() throws {
    let library = try TemplateLibrary(templates: [
      "page": "<ul>\n  {{>*outer}}\n</ul>\n",
      "item": "<li>\n  {{>*inner}}\n</li>\n",
      "label": "<b>{{text}}</b>\n<i>{{text}}</i>\n",
    ])
    let context: MustacheValue = ["outer": "item", "inner": "label", "text": "a"]
    let expected = "<ul>\n  <li>\n    <b>a</b>\n    <i>a</i>\n  </li>\n</ul>\n"
    #expect(try library.render("page", context) == expected)
  }

  @Test func endlessRecursionStopsAtTheDepthLimitWithALocatedError() throws {
    let library = try TemplateLibrary(templates: ["loop": "x\n {{>*self}}"], maximumDepth: 30)
    let expected = MustacheDiagnostic(
      path: "loop", line: 2, column: 2, message: "nesting deeper than 30 levels at '*self'")
    #expect(throws: MustacheRenderError.depthLimitExceeded(expected)) {
      try library.render("loop", ["self": "loop"])
    }
  }

  @Test func badNamesAreReportedWhereTheTagIs() {
    let source = "{{>*}}\n{{> * }}\n{{>*a..b}}\n{{>*a b}}"
    let error = #expect(throws: MustacheErrors.self) {
      try TemplateLibrary(files: [TemplateFile(name: "p", path: "p.mustache", source: source)])
    }
    #expect(
      error?.diagnostics.map(\.description) == [
        "p.mustache:1:1: error: empty tag name",
        "p.mustache:2:1: error: empty tag name",
        "p.mustache:3:1: error: invalid tag name 'a..b'",
        "p.mustache:4:1: error: invalid tag name 'a b'",
      ])
  }

  @Test func theNameIsLookedUpWithTheOtherDelimitersToo() throws {
    let library = try TemplateLibrary(templates: [
      "page": "{{=<% %>=}}(<%> * who %>)", "ann": "Ann",
    ])
    #expect(try library.render("page", ["who": "ann"]) == "(Ann)")
  }
}
