import Mustache
import Testing

/// A page listing rows, the way the site's lists do: each row reads its own fields and `root`,
/// which lies outside it.
private let pageSource = """
  <h1>{{title}}</h1>
  <ul>
  {{#rows}}
  <li><a href="{{root}}{{url}}">{{name}}</a>{{#tags}} <i>{{.}}</i>{{/tags}}</li>
  {{/rows}}
  </ul>

  """

/// Items made with a wrong identity on purpose: a render that copies an item shows the text
/// the earlier render made for that identity, so what was copied can be seen in the output.
private func rows(_ items: [(identity: UInt64, name: String?)]) -> MustacheValue {
  .identifiedList(
    IdentifiedList(
      items.map { identity, name in
        IdentifiedList.Item(
          identity: identity,
          value: name.map { ["name": .string($0), "url": .string("\($0).html"), "tags": ["t"]] })
      }))
}

private func page(_ rows: MustacheValue, root: String = "../", title: String = "Runs")
  -> MustacheValue
{
  ["title": .string(title), "root": .string(root), "rows": rows]
}

private struct Rendered {
  var text: String
  var layout: RenderLayout
}

private func render(
  _ library: TemplateLibrary, _ context: MustacheValue, after earlier: Rendered? = nil,
  template: String = "page"
) throws -> Rendered {
  let bytes = Array((earlier?.text ?? "").utf8)
  return try bytes.withUnsafeBytes { old in
    try library.withRenderedUTF8(
      template, context,
      reusing: earlier.map { EarlierRender(layout: $0.layout, bytes: old) }
    ) { bytes, layout in
      Rendered(text: String(decoding: bytes, as: UTF8.self), layout: layout)
    }
  }
}

@Suite("Render layouts: rows copied from the page's last output")
struct RenderLayoutTests {
  let library: TemplateLibrary

  init() throws {
    library = try TemplateLibrary(templates: [
      "page": pageSource,
      "indented": "<div>\n  {{>list}}\n</div>\n",
      "list": "{{#rows}}\n<p>{{name}}</p>\n{{/rows}}\n",
      "flat": "{{#rows}}\n<p>{{name}}</p>\n{{/rows}}\n",
    ])
  }

  @Test("the layout gives where each identified item's output lies, and what it read outside")
  func layoutOfAPage() throws {
    let first = try render(library, page(rows([(1, "a"), (2, "bb")])))
    #expect(
      first.text
        == "<h1>Runs</h1>\n<ul>\n<li><a href=\"../a.html\">a</a> <i>t</i></li>\n"
        + "<li><a href=\"../bb.html\">bb</a> <i>t</i></li>\n</ul>\n")
    #expect(first.layout.length == first.text.utf8.count)
    #expect(first.layout.items.map(\.identity) == [1, 2])
    let bytes = Array(first.text.utf8)
    let items = first.layout.items.map {
      String(decoding: bytes[Int($0.start)..<Int($0.start + $0.length)], as: UTF8.self)
    }
    #expect(
      items == [
        "<li><a href=\"../a.html\">a</a> <i>t</i></li>\n",
        "<li><a href=\"../bb.html\">bb</a> <i>t</i></li>\n",
      ])
    #expect(first.layout.readSets.map(\.names) == [["root"]])
    #expect(first.layout.missedPlaceholders == false)
  }

  @Test("an item with an identity the earlier render had is copied, not rendered")
  func copiesKnownItems() throws {
    let first = try render(library, page(rows([(1, "a"), (2, "b")])))
    // Item 1 now claims another name under the same identity: the copy shows the old one.
    let second = try render(library, page(rows([(3, "c"), (1, "changed")])), after: first)
    #expect(
      second.text
        == "<h1>Runs</h1>\n<ul>\n<li><a href=\"../c.html\">c</a> <i>t</i></li>\n"
        + "<li><a href=\"../a.html\">a</a> <i>t</i></li>\n</ul>\n")
    #expect(second.layout.items.map(\.identity) == [3, 1])
    // Its layout describes its own bytes: a third render copies both rows from it.
    let third = try render(library, page(rows([(1, "x"), (3, "y")]), title: "T"), after: second)
    #expect(
      third.text
        == "<h1>T</h1>\n<ul>\n<li><a href=\"../a.html\">a</a> <i>t</i></li>\n"
        + "<li><a href=\"../c.html\">c</a> <i>t</i></li>\n</ul>\n")
  }

  @Test("a name read outside the items that gives another value now renders every item again")
  func outerReadChanged() throws {
    let first = try render(library, page(rows([(1, "a")]), root: "../"))
    let second = try render(library, page(rows([(1, "fresh")]), root: "../../"), after: first)
    #expect(second.text.contains("<a href=\"../../fresh.html\">fresh</a>"))
    // A value read outside the page's items (the title) does not matter to them.
    let third = try render(library, page(rows([(1, "again")]), title: "New"), after: first)
    #expect(third.text.contains("<a href=\"../a.html\">a</a>"))
  }

  @Test("a placeholder is copied; one that cannot be is reported, and renders nothing")
  func placeholders() throws {
    let first = try render(library, page(rows([(1, "a"), (2, "b")])))
    let copied = try render(library, page(rows([(2, nil), (1, nil)])), after: first)
    #expect(copied.layout.missedPlaceholders == false)
    #expect(
      copied.text
        == "<h1>Runs</h1>\n<ul>\n<li><a href=\"../b.html\">b</a> <i>t</i></li>\n"
        + "<li><a href=\"../a.html\">a</a> <i>t</i></li>\n</ul>\n")
    let unknown = try render(library, page(rows([(1, nil), (9, nil)])), after: first)
    #expect(unknown.layout.missedPlaceholders)
    let changedRoot = try render(library, page(rows([(1, nil)]), root: "./"), after: first)
    #expect(changedRoot.layout.missedPlaceholders)
    let withoutEarlier = try render(library, page(rows([(1, nil)])))
    #expect(withoutEarlier.layout.missedPlaceholders)
  }

  @Test("an output of another length than its layout's lends nothing")
  func otherLength() throws {
    var first = try render(library, page(rows([(1, "a")])))
    first.text += " "
    let second = try render(library, page(rows([(1, "fresh")])), after: first)
    #expect(second.text.contains(">fresh<"))
  }

  @Test("an item rendered elsewhere in the templates, or indented otherwise, is not copied")
  func otherSite() throws {
    let context: MustacheValue = ["rows": rows([(1, "a")])]
    let flat = try render(library, context, template: "flat")
    #expect(flat.text == "<p>a</p>\n")
    let changed: MustacheValue = ["rows": rows([(1, "b")])]
    let indented = try render(library, changed, after: flat, template: "indented")
    #expect(indented.text == "<div>\n  <p>b</p>\n</div>\n")
    let again = try render(
      library, ["rows": rows([(1, "c")])], after: indented, template: "indented")
    #expect(again.text == "<div>\n  <p>b</p>\n</div>\n")
  }

  @Test("identified lists render as lists wherever no layout is recorded")
  func plainRender() throws {
    #expect(
      try library.render("flat", ["rows": rows([(1, "a"), (2, "b")])]) == "<p>a</p>\n<p>b</p>\n")
    #expect(try library.render("flat", ["rows": rows([])]) == "")
    #expect(MustacheValue.identifiedList(IdentifiedList([])).isTruthy == false)
  }
}
