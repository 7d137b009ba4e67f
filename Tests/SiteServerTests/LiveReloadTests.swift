import Foundation
import Testing

@testable import SiteServer

@Suite("Live reload")
struct LiveReloadTests {
  private func injected(_ html: String, build: Int = 7, errors: [String] = []) -> String {
    String(
      decoding: LiveReloadScript.inject(into: Array(html.utf8), build: build, errors: errors),
      as: UTF8.self)
  }

  @Test("puts the script before the last closing body tag, in any case")
  func injectsBeforeBody() {
    let page = injected("<html><body><p>&lt;/body&gt;</p></BODY></html>")
    #expect(page.hasPrefix("<html><body><p>&lt;/body&gt;</p><script>"))
    #expect(page.hasSuffix("</script>\n</BODY></html>"))
    #expect(page.contains("var b=7;"))
    #expect(page.contains("fetch('/__diary/reload?since='+b"))
    #expect(!page.contains("diary-serve-errors"))
  }

  @Test("appends the script to a page without a body tag")
  func appendsWithoutBody() {
    let page = injected("<p>x</p>")
    #expect(page.hasPrefix("<p>x</p><script>"))
    #expect(page.hasSuffix("</script>\n"))
  }

  @Test("puts the banner of a failed rebuild at the top of the body, in the flow, above the header")
  func bannerAboveHeader() {
    let page = injected(
      "<html><head><title>&lt;body&gt;</title></head><BODY class=\"x\">\n<header><nav>"
        + "<a href=\"index.html\">Workouts</a></nav></header>\n<main>m</main>\n</body></html>",
      errors: ["journal/a.md:3:1: error: bad"])
    let banner =
      "<div id=\"diary-serve-errors\" role=\"alert\" style=\"max-height:40vh;overflow:auto;"
      + "margin:0;padding:1em;background:#fff0f0;color:#6b0000;border-bottom:4px solid #c00000;"
      + "font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere\">"
      + "<strong>diary serve: the last rebuild failed; this is the last good site.</strong>\n"
      + "journal/a.md:3:1: error: bad</div>\n"
    #expect(
      page
        == "<html><head><title>&lt;body&gt;</title></head><BODY class=\"x\">" + banner
        + "\n<header><nav><a href=\"index.html\">Workouts</a></nav></header>\n<main>m</main>\n"
        + LiveReloadScript.script(build: 7) + "</body></html>")
    #expect(!page.contains("position:fixed"))
  }

  @Test("a page without a body tag gets the banner before the script at its end")
  func bannerWithoutBody() {
    let page = injected("<p>x</p>", errors: ["e"])
    #expect(page.hasPrefix("<p>x</p><div id=\"diary-serve-errors\""))
    #expect(page.hasSuffix("e</div>\n" + LiveReloadScript.script(build: 7)))
  }

  @Test("shows the diagnostics of a failed rebuild in a banner, escaped")
  func showsBanner() {
    let page = injected(
      "<body></body>",
      errors: ["journal/a.md:3:1: error: unknown key '<script>' & \"more\""])
    #expect(
      page.contains(
        "journal/a.md:3:1: error: unknown key &#39;&lt;script&gt;&#39; &amp; &quot;more&quot;</div>"
      ))
    #expect(page.contains("role=\"alert\""))
    #expect(!page.contains("'<script>'"))
  }

  @Test("counts rebuilds and keeps the errors of the last one")
  func countsBuilds() {
    let reload = LiveReload()
    #expect(reload.snapshot == LiveReload.Snapshot(build: 1, errors: []))
    reload.publish(errors: ["x: error: y"])
    #expect(reload.snapshot == LiveReload.Snapshot(build: 2, errors: ["x: error: y"]))
    reload.publish(errors: [])
    #expect(reload.wait(whileBuildIs: 1, timeout: 5).build == 3)
  }

  @Test("wakes a waiting page when a rebuild is published")
  func wakesWaiters() {
    let reload = LiveReload()
    let woken = LiveReload()
    Thread.detachNewThread {
      let build = reload.wait(whileBuildIs: 1, timeout: 30).build
      woken.publish(errors: ["\(build)"])
    }
    var spins = 0
    while reload.waitingCount == 0 && spins < 10_000 {
      usleep(1000)
      spins += 1
    }
    reload.publish(errors: [])
    #expect(woken.wait(whileBuildIs: 1, timeout: 30).errors == ["2"])
  }

  @Test("releases waiting pages when closed")
  func closeReleases() {
    let reload = LiveReload()
    reload.close()
    #expect(reload.wait(whileBuildIs: 1, timeout: 30).build == 1)
  }
}
