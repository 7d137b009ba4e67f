import DiaryCore
import Foundation
import JournalParser
import Testing

@testable import SiteRenderer

/// A journal entry made of hostile text, read by the real parser: a name that closes an
/// attribute and opens tags, a tag that does the same, a `javascript:` tag, a custom field, and
/// notes with `javascript:` links, raw HTML and a `data:` link.
private let hostileEntry = """
  ## 2026-11-28 07:05 "><img src=x onerror=alert(1)> <script>alert(1)</script> & 'q'
  - type: run
  - tags: "><img src=x onerror=alert(1)>, javascript:alert(1)
  - <k>: "v" & <v>

  [click](javascript:alert(1)) ![i](javascript:alert(1)) <script>alert(1)</script>
  <img src=x onerror=alert(1)> [x](JaVaScRiPt:alert(1)) [d](data:text/html;base64,PHNjcmlwdD4=)

  <iframe src="javascript:alert(1)"></iframe>
  """

private let escapedName =
  "&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(1)&lt;/script&gt; &amp; "
  + "&#39;q&#39;"
private let hostileID = "2026-11-28-img-src-x-onerror-alert-1-script-alert-1-script-q"

/// The rendered files of a site with the hostile entry, a hostile title and author.
private func hostileSite(_ extra: [Workout] = []) throws -> [String: String] {
  let (workouts, diagnostics) = JournalParser.parse(path: "a.md", bytes: Array(hostileEntry.utf8))
  #expect(diagnostics == [])
  var config = SiteConfig()
  config.title = "</title><script>alert(1)</script>"
  config.author = "<b>me</b>"
  return try renderedSite(state(with: workouts + extra, config: config)).filter {
    $0.key.hasSuffix(".html") || $0.key.hasSuffix(".xml")
  }
}

@Suite("Injection: user text is escaped for the HTML pages, exactly")
struct InjectionTests {
  @Test("a workout's page escapes its name, tags, custom field, title and author")
  func workoutPage() throws {
    let page = try #require(try hostileSite()["workouts/\(hostileID).html"])
    #expect(
      page.contains(
        "<title>&#x2068;\(escapedName)&#x2069; · &#x2068;&lt;/title&gt;&lt;script&gt;alert(1)"
          + "&lt;/script&gt;&#x2069;</title>\n"))
    #expect(
      page.contains(
        "<link rel=\"alternate\" type=\"application/atom+xml\" "
          + "title=\"&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;\" href=\"../feed.xml\">"))
    #expect(page.contains("<h1 dir=\"auto\">\(escapedName)</h1>\n"))
    #expect(
      page.contains(
        "<div><dt>Tags</dt><dd><a class=\"tag\" dir=\"auto\" "
          + "href=\"../tags/img-src-x-onerror-alert-1-74d7e853.html\">"
          + "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a> <a class=\"tag\" dir=\"auto\" "
          + "href=\"../tags/javascript-alert-1-e564b2b0.html\">javascript:alert(1)</a> </dd></div>\n"
      ))
    #expect(
      page.contains(
        "<div><dt dir=\"auto\">&lt;k&gt;</dt><dd dir=\"auto\">&quot;v&quot; &amp; &lt;v&gt;</dd></div>\n"
      ))
    #expect(page.contains("<p><bdi>&lt;b&gt;me&lt;/b&gt;</bdi> · Made with WorkoutsDiary"))
  }

  @Test("notes lose javascript: and data: targets and raw HTML")
  func notes() throws {
    let page = try #require(try hostileSite()["workouts/\(hostileID).html"])
    #expect(
      page.contains(
        """
        <h2 id="notes">Notes</h2>
        <p><a href="">click</a> i <!-- raw HTML omitted -->alert(1)\
        <!-- raw HTML omitted -->
        <!-- raw HTML omitted --> <a href="">x</a> <a href="">d</a></p>
        <!-- raw HTML omitted -->

        </section>
        """))
  }

  @Test("an image cmark would leave without an address becomes its text, never <img src=\"\">")
  func imagesWithoutAddress() throws {
    let markdown = """
      ## 2026-11-28 Run

      ![empty]() ![js](JavaScript:alert(1)) ![vb](vbscript:x) ![file](file:///etc/passwd)
      ![html](data:text/html,<script>) ![png](data:image/png;base64,iVBORw0KGgo=) ![ok](a.png)
      """
    let (workouts, _) = JournalParser.parse(path: "a.md", bytes: Array(markdown.utf8))
    #expect(
      workouts.first?.notesHTML
        == "<p>empty js vb file\nhtml <img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"png\" />"
        + " <img src=\"a.png\" alt=\"ok\" /></p>\n")
  }

  @Test("the list row escapes the name and tags; the link is the slug")
  func listRow() throws {
    let index = try #require(try hostileSite()["index.html"])
    #expect(
      index.contains(
        """
        <td class="name"><a dir="auto" href="workouts/\(hostileID).html">\(escapedName)</a>

        """))
    #expect(
      index.contains(
        "<td class=\"tags\"><a class=\"tag\" dir=\"auto\" "
          + "href=\"tags/img-src-x-onerror-alert-1-74d7e853.html\">"
          + "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a> <a class=\"tag\" dir=\"auto\" "
          + "href=\"tags/javascript-alert-1-e564b2b0.html\">javascript:alert(1)</a> </td>\n"))
  }

  @Test("a type, tag and neighbour name the parser would refuse are escaped all the same")
  func textTheParserRefuses() throws {
    let other = try workout(
      "Older \"><script>x</script>", on: "2026-11-27", line: 20, type: "\"><script>x</script>",
      tags: ["</a><script>"])
    let site = try hostileSite([other])
    let page = try #require(site["workouts/\(hostileID).html"])
    #expect(
      page.contains(
        "<li><a href=\"../workouts/2026-11-27-older-script-x-script.html\" rel=\"prev\">"
          + "Older: <bdi>Older &quot;&gt;&lt;script&gt;x&lt;/script&gt;</bdi> (27 Nov 2026)</a></li>"
      ))
    let index = try #require(site["index.html"])
    #expect(
      index.contains(
        "<td class=\"type\"><bdi>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</bdi></td>"))
    #expect(
      index.contains(
        "<a class=\"tag\" dir=\"auto\" href=\"tags/a-script-971b3efc.html\">"
          + "&lt;/a&gt;&lt;script&gt;</a>"))
  }

  @Test("no page of the site carries a script, an injected image or a javascript: URL")
  func wholeSite() throws {
    let other = try workout(
      "x", on: "2026-11-27", line: 20, type: "\"><script>x</script>", tags: ["</a><script>"],
      custom: [("<script>", "<script>")])
    let site = try hostileSite([other])
    #expect(site.count > 10)
    for (path, text) in site {
      let lowered = text.lowercased()
      #expect(!lowered.contains("<script"), "\(path)")
      #expect(!lowered.contains("<img src=x"), "\(path)")
      #expect(!lowered.contains("<b>me"), "\(path)")
      #expect(!lowered.contains("href=\"javascript:"), "\(path)")
      #expect(!lowered.contains("src=\"javascript:"), "\(path)")
    }
  }

  @Test("file names come from slugs: a ../../etc/passwd name stays inside the site")
  func pathsStayInside() throws {
    let evil = try workout(
      "../../etc/passwd", on: "2026-11-28", line: 1, type: "../..", tags: ["../../x", "..", "/"])
    let pages = siteFiles(state(with: [evil]))
    let paths = pages.map(\.path)
    #expect(paths.contains("workouts/2026-11-28-etc-passwd.html"))
    for path in paths {
      #expect(!path.hasPrefix("/"), "\(path)")
      #expect(
        path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
          !$0.isEmpty && $0 != "." && $0 != ".."
        }, "\(path)")
    }
  }
}
