import Mustache
import Testing

@Suite struct EscapingTests {
  @Test func escapesAllFiveCharactersByteForByte() {
    let escaped = escapeHTML("&<>\"'")
    #expect(Array(escaped.utf8) == Array("&amp;&lt;&gt;&quot;&#39;".utf8))
  }

  @Test func leavesEverythingElseAlone() {
    let plain = "Bench press 3×5 @ 100 kg — ünïcödé, emoji 🏋️, tabs\tand\nnewlines"
    #expect(escapeHTML(plain) == plain)
    #expect(escapeHTML("") == "")
    #expect(
      escapeHTML("héllo <b>wörld</b> & 'you'")
        == "héllo &lt;b&gt;wörld&lt;/b&gt; &amp; &#39;you&#39;")
  }

  @Test func escapesAtTheEdgesAndInRuns() {
    #expect(escapeHTML("<") == "&lt;")
    #expect(escapeHTML("a&") == "a&amp;")
    #expect(escapeHTML("&&&") == "&amp;&amp;&amp;")
    #expect(escapeHTML("x\"y\"") == "x&quot;y&quot;")
  }

  @Test func escapedInterpolationMatchesEscapeHTML() throws {
    let library = try TemplateLibrary(templates: [
      "page": "{{value}}|{{{value}}}|{{&value}}|{{#list}}{{.}}{{/list}}"
    ])
    let value = "<a href=\"x\">Tom & Jerry's</a>"
    let output = try library.render("page", ["value": .string(value), "list": ["<", "'"]])
    #expect(output == "\(escapeHTML(value))|\(value)|\(value)|&lt;&#39;")
  }
}
