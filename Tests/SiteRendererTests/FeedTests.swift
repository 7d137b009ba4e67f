import DiaryCore
import Foundation
import Mustache
import Testing

@testable import SiteRenderer

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Atom feed")
struct FeedTests {
  @Test("the feed lists the workouts newest first with stable ids and dates")
  func snapshot() throws {
    assertSnapshot(try render("feed.xml", of: FeedPage.make(fixtureState())), named: "feed.xml")
  }

  @Test("with a base URL the links are absolute, and the ids do not change")
  func baseURL() throws {
    var config = SiteConfig()
    config.baseURL = "https://example.org/diary"
    let feed = try render("feed.xml", of: FeedPage.make(fixtureState(config: config)))
    #expect(
      feed.contains(
        "<link rel=\"self\" type=\"application/atom+xml\" "
          + "href=\"https://example.org/diary/feed.xml\"/>"))
    #expect(
      feed.contains(
        "<link rel=\"alternate\" type=\"text/html\" "
          + "href=\"https://example.org/diary/workouts/2026-11-29-recovery-swim.html\"/>"))
    #expect(feed.contains("<id>urn:workoutsdiary:2026-11-29-recovery-swim</id>"))
  }

  @Test("a base URL that is not http(s) is not used")
  func unsafeBaseURL() {
    #expect(FeedPage.base("javascript:alert(1)//") == "")
    #expect(FeedPage.base(" https://example.org ") == "https://example.org/")
  }

  @Test("only the newest 50 workouts are in the feed; its date is the newest workout's")
  func limit() throws {
    let start = try day("2026-01-01")
    let workouts = try (0..<60).map { index in
      try workout("Run \(index)", on: start.adding(days: index).description, line: index + 1)
    }
    let page = try #require(FeedPage.make(state(with: workouts)).first)
    guard case .list(let entries)? = page.context["entries"] else {
      Issue.record("no entries")
      return
    }
    #expect(entries.count == 50)
    #expect(page.context["updated"] == "2026-03-01T00:00:00Z")
    #expect(entries.last?["id"] == "urn:workoutsdiary:2026-01-11-run-10")
  }

  @Test("an empty journal gives a valid feed without entries")
  func empty() throws {
    let feed = try render("feed.xml", of: FeedPage.make(AppState()))
    #expect(feed.contains("<updated>1970-01-01T00:00:00Z</updated>"))
    #expect(!feed.contains("<entry>"))
    #expect(isWellFormedXML(feed))
  }

  @Test("user text is escaped for XML, exactly")
  func hostile() throws {
    let evil = try workout(
      "<script>alert(1)</script> \"><img src=x onerror=alert(1)> ]]> & 'q'", on: "2026-11-28",
      line: 1, type: "run", tags: ["\"quoted\", tag", "a]]>b"],
      notes: "<p>Notes &amp; <em>more</em> ]]></p>\n")
    let feed = try render("feed.xml", of: FeedPage.make(state(with: [evil])))
    #expect(
      feed.contains(
        "<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x "
          + "onerror=alert(1)&gt; ]]&gt; &amp; &#39;q&#39;</title>"))
    #expect(feed.contains("<category term=\"&quot;quoted&quot;, tag\"/>"))
    #expect(feed.contains("<category term=\"a]]&gt;b\"/>"))
    #expect(
      feed.contains(
        "<content type=\"html\">&lt;p&gt;Notes &amp;amp; &lt;em&gt;more&lt;/em&gt; ]]&gt;"
          + "&lt;/p&gt;\n</content>"))
    #expect(!feed.contains("<script"))
    #expect(isWellFormedXML(feed))
  }

  @Test("characters XML cannot carry become U+FFFD")
  func controlCharacters() throws {
    let evil = try workout("Bell\u{07} and \u{1B}escape\u{FFFF}", on: "2026-11-28", line: 1)
    let feed = try render("feed.xml", of: FeedPage.make(state(with: [evil])))
    #expect(feed.contains("<title>Bell\u{FFFD} and \u{FFFD}escape\u{FFFD}</title>"))
    #expect(isWellFormedXML(feed))
  }
}

/// Whether Foundation's XML parser accepts `text` (true where no parser is available).
func isWellFormedXML(_ text: String) -> Bool {
  #if canImport(FoundationXML) || canImport(Darwin)
    return XMLParser(data: Data(text.utf8)).parse()
  #else
    return true
  #endif
}
