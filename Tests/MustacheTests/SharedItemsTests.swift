import Mustache
import Synchronization
import Testing

/// Items made with a wrong identity on purpose, as in the render layouts' tests: a render that
/// copies an item shows the text another render made for that identity.
private func rows(_ items: [(identity: UInt64, name: String?)]) -> MustacheValue {
  .identifiedList(
    IdentifiedList(
      items.map { identity, name in
        IdentifiedList.Item(identity: identity, value: name.map { ["name": .string($0)] })
      }))
}

private func render(
  _ library: TemplateLibrary, _ template: String, _ context: MustacheValue,
  sharing shared: SharedItems
) throws -> (text: String, layout: RenderLayout) {
  try library.withRenderedUTF8(template, context, reusing: nil, sharing: shared) {
    bytes, layout in (String(decoding: bytes, as: UTF8.self), layout)
  }
}

@Suite("Shared items: rows rendered by one page, copied into the others")
struct SharedItemsTests {
  let library: TemplateLibrary

  init() throws {
    library = try TemplateLibrary(templates: [
      "list":
        "<ul>\n{{#rows}}\n<li><a href=\"{{root}}{{name}}.html\">{{name}}</a></li>\n{{/rows}}\n</ul>\n",
      "other":
        "<ol>\n{{#rows}}\n<li><a href=\"{{root}}{{name}}.html\">{{name}}</a></li>\n{{/rows}}\n</ol>\n",
      "indented": "<div>\n  {{>list}}\n</div>\n",
      // Two kinds of pages around the same list, and a list whose rows render a block.
      "frame": "<h1>{{$title}}Untitled{{/title}}</h1>\n{{>rows}}\n{{>marked}}\n",
      "runs": "{{<frame}}{{$title}}Runs{{/title}}{{$mark}}*{{/mark}}{{/frame}}",
      "rides": "{{<frame}}{{$title}}Rides{{/title}}{{$mark}}+{{/mark}}{{/frame}}",
      "rows": "{{#rows}}<p>{{name}}</p>{{/rows}}",
      "marked": "{{#rows}}<p>{{$mark}}-{{/mark}}{{name}}</p>{{/rows}}",
    ])
  }

  @Test("an item another page rendered in the same place is copied from it")
  func copiedAcrossPages() throws {
    let shared = SharedItems()
    let first = try render(
      library, "list", ["root": "../", "rows": rows([(1, "a"), (2, "b")])], sharing: shared)
    #expect(first.layout.copiedItems == 0)
    let second = try render(
      library, "list", ["root": "../", "rows": rows([(3, "c"), (1, "changed")])],
      sharing: shared)
    #expect(
      second.text
        == "<ul>\n<li><a href=\"../c.html\">c</a></li>\n<li><a href=\"../a.html\">a</a></li>\n</ul>\n"
    )
    #expect(second.layout.copiedItems == 1)
    // The copy's layout names what it read outside itself, as a rendered item's does.
    #expect(second.layout.readSets.map(\.names) == [["root"]])
    #expect(second.layout.items.map(\.identity) == [3, 1])
    // A page whose items were all copied still names what they read.
    let third = try render(
      library, "list", ["root": "../", "rows": rows([(2, "changed")])], sharing: shared)
    #expect(third.text == "<ul>\n<li><a href=\"../b.html\">b</a></li>\n</ul>\n")
    #expect(third.layout.readSets.map(\.names) == [["root"]])
  }

  @Test("values an item read outside itself are written again with what they give where copied")
  func holes() throws {
    let shared = SharedItems()
    _ = try render(library, "list", ["root": "../", "rows": rows([(1, "a")])], sharing: shared)
    let deeper = try render(
      library, "list", ["root": "../../", "rows": rows([(1, "x")])], sharing: shared)
    #expect(deeper.text == "<ul>\n<li><a href=\"../../a.html\">a</a></li>\n</ul>\n")
    #expect(deeper.layout.copiedItems == 1)
    #expect(deeper.layout.readSets.map(\.names) == [["root"]])
    // Escaped where the item escaped it, as it is where not; missing, as nothing.
    let both = try TemplateLibrary(templates: [
      "page": "{{#rows}}<p>{{root}}|{{{root}}}|{{name}}</p>{{/rows}}"
    ])
    _ = try render(both, "page", ["root": "x", "rows": rows([(1, "a")])], sharing: shared)
    let escaped = try render(
      both, "page", ["root": "<&>", "rows": rows([(1, "b")])], sharing: shared)
    #expect(escaped.text == "<p>&lt;&amp;&gt;|<&>|a</p>")
    let missing = try render(both, "page", ["rows": rows([(1, "c")])], sharing: shared)
    #expect(missing.text == "<p>||a</p>")
  }

  @Test("an item that read a name outside itself for a section is copied where it gives the same")
  func sectionsReadOutside() throws {
    let library = try TemplateLibrary(templates: [
      "page": "{{#rows}}<p>{{#flag}}!{{/flag}}{{name}}</p>{{/rows}}"
    ])
    let shared = SharedItems()
    func page(_ flag: Bool, _ name: String) throws -> String {
      try render(
        library, "page", ["flag": .bool(flag), "rows": rows([(1, name)])], sharing: shared
      )
      .text
    }
    #expect(try page(true, "a") == "<p>!a</p>")
    #expect(try page(false, "b") == "<p>b</p>")
    // Both are kept, each taken where the flag gives what it gave.
    #expect(try page(true, "c") == "<p>!a</p>")
    #expect(try page(false, "d") == "<p>b</p>")
  }

  @Test("an item is not copied where rendering it would nest past the limit")
  func nestingLimit() throws {
    let library = try TemplateLibrary(
      templates: [
        "rows": "{{#rows}}{{>a}}{{/rows}}", "a": "{{>b}}", "b": "<p>{{name}}</p>",
        "nested": "{{#x}}{{#y}}{{>rows}}{{/y}}{{/x}}",
      ], maximumDepth: 5)
    let shared = SharedItems()
    let first = try render(library, "rows", ["rows": rows([(1, "a")])], sharing: shared)
    #expect(first.text == "<p>a</p>")
    #expect(throws: MustacheRenderError.self) {
      try render(
        library, "nested", ["x": true, "y": true, "rows": rows([(1, "b")])], sharing: shared)
    }
  }

  @Test("an item rendered by another section, or indented otherwise, is not copied")
  func otherPlaces() throws {
    let shared = SharedItems()
    _ = try render(library, "list", ["root": "", "rows": rows([(1, "a")])], sharing: shared)
    let other = try render(
      library, "other", ["root": "", "rows": rows([(1, "b")])], sharing: shared)
    #expect(other.text == "<ol>\n<li><a href=\"b.html\">b</a></li>\n</ol>\n")
    let indented = try render(
      library, "indented", ["root": "", "rows": rows([(1, "c")])], sharing: shared)
    #expect(
      indented.text == "<div>\n  <ul>\n  <li><a href=\"c.html\">c</a></li>\n  </ul>\n</div>\n")
  }

  @Test("pages of other kinds share a list's items, unless the items render a block")
  func blocks() throws {
    let shared = SharedItems()
    let runs = try render(library, "runs", ["rows": rows([(1, "a")])], sharing: shared)
    #expect(runs.text == "<h1>Runs</h1>\n<p>a</p><p>*a</p>")
    let rides = try render(library, "rides", ["rows": rows([(1, "b")])], sharing: shared)
    // The plain rows are the runs page's; the marked ones depend on the page's block.
    #expect(rides.text == "<h1>Rides</h1>\n<p>a</p><p>+b</p>")
  }

  @Test("a placeholder is copied from another page's item")
  func placeholders() throws {
    let shared = SharedItems()
    _ = try render(library, "list", ["root": "", "rows": rows([(1, "a")])], sharing: shared)
    let copied = try render(
      library, "list", ["root": "", "rows": rows([(1, nil)])], sharing: shared)
    #expect(copied.layout.missedPlaceholders == false)
    #expect(copied.text == "<ul>\n<li><a href=\"a.html\">a</a></li>\n</ul>\n")
    let missing = try render(
      library, "list", ["root": "", "rows": rows([(2, nil)])], sharing: shared)
    #expect(missing.layout.missedPlaceholders)
  }

  @Test("a list's maker is asked for the values of the items rendered, not of those copied")
  func madeOnDemand() throws {
    let asked = Mutex<[[Int]]>([])
    func list(_ names: [(identity: UInt64, name: String?)]) -> MustacheValue {
      let maker = IdentifiedList.Maker { indices in
        asked.withLock { $0.append(indices) }
        return indices.map { index in names[index].name.map { ["name": .string($0)] } }
      }
      return .identifiedList(
        IdentifiedList(names.map { .init(identity: $0.identity, value: nil) }, maker: maker))
    }
    let shared = SharedItems()
    _ = try render(
      library, "list", ["root": "", "rows": list([(1, "a"), (2, "b")])], sharing: shared)
    let second = try render(
      library, "list", ["root": "", "rows": list([(3, "c"), (2, "x"), (4, nil)])],
      sharing: shared)
    #expect(asked.withLock { $0 } == [[0, 1], [0, 2]])
    // What the maker does not make is a placeholder.
    #expect(second.layout.missedPlaceholders)
    #expect(
      second.text
        == "<ul>\n<li><a href=\"c.html\">c</a></li>\n<li><a href=\"b.html\">b</a></li>\n</ul>\n")
    // Rendered without a layout, or read as values, every item is made.
    #expect(
      try library.render("list", ["root": "", "rows": list([(5, "e")])])
        == "<ul>\n<li><a href=\"e.html\">e</a></li>\n</ul>\n")
    if case .identifiedList(let made) = list([(6, "f"), (7, nil)]) {
      #expect(made.values == [["name": "f"], .null])
    }
  }

  @Test("once full, what is kept is dropped for the items rendered next")
  func byteLimit() throws {
    // Each row here is 32 bytes: room for four.
    let shared = SharedItems(byteLimit: 150)
    _ = try render(
      library, "list", ["root": "", "rows": rows([(1, "a"), (2, "b"), (3, "c"), (4, "d")])],
      sharing: shared)
    let kept = try render(library, "list", ["root": "", "rows": rows([(4, "x")])], sharing: shared)
    #expect(kept.text == "<ul>\n<li><a href=\"d.html\">d</a></li>\n</ul>\n")
    _ = try render(library, "list", ["root": "", "rows": rows([(5, "e")])], sharing: shared)
    let second = try render(
      library, "list", ["root": "", "rows": rows([(1, "y"), (5, "z")])], sharing: shared)
    #expect(
      second.text
        == "<ul>\n<li><a href=\"y.html\">y</a></li>\n<li><a href=\"e.html\">e</a></li>\n</ul>\n")
    // An item larger than a quarter of the limit is never kept.
    let small = SharedItems(byteLimit: 100)
    _ = try render(library, "list", ["root": "", "rows": rows([(1, "a")])], sharing: small)
    let again = try render(library, "list", ["root": "", "rows": rows([(1, "b")])], sharing: small)
    #expect(again.text == "<ul>\n<li><a href=\"b.html\">b</a></li>\n</ul>\n")
  }

}
