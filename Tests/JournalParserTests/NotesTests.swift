import DiaryCore
import JournalParser
import Testing

@Suite("Notes and file structure")
struct NotesTests {
  @Test("notes are the entry's blocks rendered to HTML: paragraphs, lists, emphasis, links")
  func notesHTML() throws {
    let workout = try onlyWorkout(
      """
      ## 2026-11-28 Run
      - distance: 5 km

      First *easy* run after the **race**, see [the plan](plan.html?w=1&d=2).
      Second line.

      - Gel every 40 minutes
      - Start slow

      1. 3:52
      2. 3:49

      Code `6x800m` and a quote:

      > Keep going.

      """)
    #expect(
      workout.notesHTML == """
        <p>First <em>easy</em> run after the <strong>race</strong>, see \
        <a href="plan.html?w=1&amp;d=2">the plan</a>.
        Second line.</p>
        <ul>
        <li>Gel every 40 minutes</li>
        <li>Start slow</li>
        </ul>
        <ol>
        <li>3:52</li>
        <li>3:49</li>
        </ol>
        <p>Code <code>6x800m</code> and a quote:</p>
        <blockquote>
        <p>Keep going.</p>
        </blockquote>

        """)
  }

  @Test("links to other sites stay links by default; images there become links to them")
  func externalLinks() throws {
    let markdown = """
      ## 2026-11-28 Run

      See [the race](https://example.org/race?y=2026&d=1), [FTP](ftp://x.org/f), \
      [host](//cdn.example.org/a), [local](../2026-11-27-swim.html), \
      ![map](http://example.org/map.png), ![](https://example.org/a.jpg) and ![chart](chart.png).

      """
    #expect(
      try onlyWorkout(markdown).notesHTML
        == "<p>See <a href=\"https://example.org/race?y=2026&amp;d=1\">the race</a>, "
        + "<a href=\"ftp://x.org/f\">FTP</a>, <a href=\"//cdn.example.org/a\">host</a>, "
        + "<a href=\"../2026-11-27-swim.html\">local</a>, "
        + "<a href=\"http://example.org/map.png\">map</a> (image), "
        + "<a href=\"https://example.org/a.jpg\">https://example.org/a.jpg</a> (image) and "
        + "<img src=\"chart.png\" alt=\"chart\" />.</p>\n")
    let text = try onlyWorkout(markdown, options: ParseOptions(linksExternalSites: false))
    #expect(
      text.notesHTML
        == "<p>See the race (https://example.org/race?y=2026&amp;d=1), FTP (ftp://x.org/f), "
        + "host (//cdn.example.org/a), <a href=\"../2026-11-27-swim.html\">local</a>, "
        + "map (image: http://example.org/map.png), (image: https://example.org/a.jpg) and "
        + "<img src=\"chart.png\" alt=\"chart\" />.</p>\n")
  }

  @Test("raw HTML is left out of the notes and javascript: links lose their target")
  func safeHTML() throws {
    let workout = try onlyWorkout(
      "## 2026-11-28 Run\n\nHi <script>alert(1)</script> [x](javascript:alert(1))\n\n"
        + "<div>raw</div>\n")
    #expect(
      workout.notesHTML
        == "<p>Hi <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --> "
        + "<a href=\"\">x</a></p>\n<!-- raw HTML omitted -->\n")
  }

  @Test("notes stop at the next level-2 heading and at a level-1 heading")
  func notesStop() {
    let parsed = parse(
      """
      ## 2026-11-28 Run

      Run notes.

      ## 2026-11-29 Swim

      Swim notes.

      # December

      ## 2026-12-01 Ride
      """)
    #expect(parsed.diagnostics == [])
    #expect(parsed.names == ["Run", "Swim", "Ride"])
    #expect(
      parsed.workouts.map(\.notesHTML) == ["<p>Run notes.</p>\n", "<p>Swim notes.</p>\n", ""])
  }

  @Test("level-3 and deeper headings stay in the notes")
  func deeperHeadings() throws {
    let workout = try onlyWorkout(
      "## 2026-11-28 Track\n- type: run\n\n### Splits\n\n1. 3:52\n\n#### Cool-down\n\nEasy.\n")
    #expect(
      workout.notesHTML
        == "<h3>Splits</h3>\n<ol>\n<li>3:52</li>\n</ol>\n<h4>Cool-down</h4>\n<p>Easy.</p>\n")
    #expect(workout.type == "run")
  }

  @Test("note headings continue the page outline from h3, never skipping a level, per entry")
  func headingOutline() {
    let parsed = parse(
      """
      ## 2026-11-28 Run

      ##### Deep
      ###### Deeper
      ### Back
      ###### Jump

      ## 2026-11-29 Swim

      #### Starts at three
      """)
    #expect(parsed.diagnostics == [])
    #expect(
      parsed.workouts.map(\.notesHTML) == [
        "<h3>Deep</h3>\n<h4>Deeper</h4>\n<h3>Back</h3>\n<h4>Jump</h4>\n",
        "<h3>Starts at three</h3>\n",
      ])
  }

  @Test("a file title (level 1) is not an entry")
  func fileTitle() {
    let parsed = parse("# November 2026\n\n## 2026-11-28 Run\n")
    #expect(parsed.names == ["Run"])
    #expect(parsed.diagnostics == [])
  }

  @Test("a bullet list without any 'key:' item right after the heading is notes")
  func listWithoutKeys() throws {
    let workout = try onlyWorkout(
      "## 2026-11-28 Gym\n- Goblet squats, 4 × 10 at 20 kg\n- Planks (3 × 1 min)\n")
    #expect(
      workout.notesHTML
        == "<ul>\n<li>Goblet squats, 4 × 10 at 20 kg</li>\n<li>Planks (3 × 1 min)</li>\n</ul>\n")
    #expect(workout.customFields == [])
  }

  @Test("only the first block can be the field list: a later 'key: value' list is notes")
  func laterListIsNotes() throws {
    let afterParagraph = try onlyWorkout("## 2026-11-28 Run\n\nNotes first.\n\n- distance: 5 km\n")
    #expect(afterParagraph.distance == nil)
    #expect(
      afterParagraph.notesHTML == "<p>Notes first.</p>\n<ul>\n<li>distance: 5 km</li>\n</ul>\n")
    let secondList = try onlyWorkout("## 2026-11-28 Run\n- type: run\n\nThen:\n\n- type: swim\n")
    #expect(secondList.type == "run")
    #expect(secondList.notesHTML == "<p>Then:</p>\n<ul>\n<li>type: swim</li>\n</ul>\n")
  }

  @Test("an ordered list right after the heading is notes")
  func orderedList() throws {
    let workout = try onlyWorkout("## 2026-11-28 Run\n1. distance: 5 km\n")
    #expect(workout.distance == nil)
    #expect(workout.notesHTML == "<ol>\n<li>distance: 5 km</li>\n</ol>\n")
  }

  @Test("a thematic break with a blank line above stays in the notes")
  func thematicBreak() throws {
    let workout = try onlyWorkout("## 2026-11-28 Run\n\nAbove.\n\n---\n\nBelow.\n")
    #expect(workout.notesHTML == "<p>Above.</p>\n<hr />\n<p>Below.</p>\n")
  }
}
