import DiaryCore

/// Walks a file's top-level Markdown blocks: headings start entries, the first bullet list after
/// an entry heading holds its fields, everything else up to the next level-1 or level-2 heading
/// is its notes.
struct FileReader {
  let path: String
  let source: SourceText
  private(set) var workouts: [Workout] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var entry: EntryBuilder?
  private var hasWarnedAboutStrayText = false
  private let options: ParseOptions
  private var notesRewriter: NotesRewriter
  /// The start of the file: every location in it is this one moved, so the path's fingerprint
  /// is made once per file, not once per field.
  private let start: SourceLocation

  init(path: String, source: SourceText, options: ParseOptions) {
    self.path = path
    self.source = source
    self.options = options
    start = SourceLocation(path: path, line: 1, column: 1)
    notesRewriter = NotesRewriter(linksExternalSites: options.linksExternalSites)
  }

  mutating func read(_ root: CmarkNode) {
    var node = root.firstChild
    while let block = node {
      // Taken first: a block of notes moves under its entry's holder.
      node = block.next
      visit(block)
    }
    finishEntry()
  }

  private mutating func visit(_ block: CmarkNode) {
    if block.isHeading && block.headingLevel <= 2 {
      if block.headingLevel == 1 { warnAboutDatedHeading(block) }
      finishEntry()
      if block.headingLevel == 2 { startEntry(block) }
      return
    }
    // Moved out and back, not copied: the entry's strings and lists stay uniquely held.
    guard var current = entry.take() else {
      warnAboutStrayText(block)
      return
    }
    if current.isExpectingFields, block.isBulletList, FieldListReader.looksLikeFields(block, source)
    {
      var fields = FieldListReader(
        source: source, fileStart: start, vocabulary: options.vocabulary)
      fields.read(block, into: &current)
      diagnostics += fields.diagnostics
    } else {
      warnAboutDatedHeading(block)
      gather(block, into: &current)
    }
    current.isExpectingFields = false
    entry = consume current
  }

  private mutating func startEntry(_ heading: CmarkNode) {
    notesRewriter = NotesRewriter(linksExternalSites: options.linksExternalSites)
    let contentColumn = headingContentColumn(heading)
    let at = location(line: heading.startLine, column: heading.startColumn)
    switch HeadingParser.parse(heading.plainText) {
    case .success(let parsed):
      entry = EntryBuilder(heading: parsed, location: at)
    case .failure(let error):
      var message = error.message
      if !isATX(heading) {
        message += " (a line of '-' under text makes it a heading; leave a blank line above '---')"
      }
      diagnostics.append(
        .error(at: location(line: heading.startLine, column: contentColumn + error.offset), message)
      )
      entry = EntryBuilder.invalid(at: at)
    }
  }

  private mutating func finishEntry() {
    guard var finished = entry.take() else { return }
    // An entry in error gives no workout: its notes are not rendered.
    guard finished.heading != nil, !finished.hasErrors else { return }
    renderNotes(of: &finished)
    if let workout = finished.workout { workouts.append(workout) }
  }

  /// Moves a block of notes under the entry's holder, made before it for the first: the notes
  /// are rewritten and rendered once, when the entry ends, not block by block.
  private mutating func gather(_ block: CmarkNode, into entry: inout EntryBuilder) {
    if entry.notes == nil { entry.notes = block.insertHolderBefore() }
    if let notes = entry.notes, notes.append(block) { return }
    // Refused by cmark (never, for a block): rendered alone, after the notes gathered so far.
    renderNotes(of: &entry)
    warnAboutNesting(notesRewriter.rewrite(block))
    entry.notesHTML += block.html
  }

  /// Renders the notes gathered under the entry's holder after its rendered notes.
  private mutating func renderNotes(of entry: inout EntryBuilder) {
    guard let notes = entry.notes.take() else { return }
    warnAboutNesting(notesRewriter.rewrite(notes))
    entry.notesHTML += notes.html
  }

  private mutating func warnAboutNesting(_ tooDeep: (line: Int, column: Int)?) {
    guard let tooDeep else { return }
    diagnostics.append(
      .warning(
        at: location(line: tooDeep.line, column: tooDeep.column),
        "notes nested more than \(NotesNesting.maximumLevel) levels deep (lists, quotes, "
          + "emphasis or links); the deeper levels are shown flattened"))
  }

  private mutating func warnAboutStrayText(_ block: CmarkNode) {
    warnAboutDatedHeading(block)
    guard !hasWarnedAboutStrayText, !block.isHeading else { return }
    hasWarnedAboutStrayText = true
    diagnostics.append(
      .warning(
        at: location(line: block.startLine, column: block.startColumn),
        "text outside a workout is not shown on the site"))
  }

  /// A deeper heading that starts with a date is probably an entry typed with too many '#'.
  private mutating func warnAboutDatedHeading(_ block: CmarkNode) {
    guard block.isHeading, HeadingParser.parseDate(Array(block.plainText.utf8)) != nil else {
      return
    }
    diagnostics.append(
      .warning(
        at: location(line: block.startLine, column: block.startColumn),
        "level-\(block.headingLevel) heading starts with a date; workouts are level-2 headings "
          + "('## ')"))
  }

  private func isATX(_ heading: CmarkNode) -> Bool {
    source.line(heading.startLine).trimmingLeadingBlanks.first == UInt8(ascii: "#")
  }

  /// The column where a heading's text starts, after `## ` for ATX headings.
  private func headingContentColumn(_ heading: CmarkNode) -> Int {
    let line = source.line(heading.startLine)
    var content = line.trimmingLeadingBlanks
    if content.first == UInt8(ascii: "#") {
      content = content.drop { $0 == UInt8(ascii: "#") }.trimmingLeadingBlanks
    }
    return content.startIndex - line.startIndex + 1
  }

  func location(line: Int, column: Int) -> SourceLocation {
    var location = start
    location.line = line
    location.column = column
    return location
  }

  func location(of node: CmarkNode) -> SourceLocation {
    location(line: node.startLine, column: node.startColumn)
  }
}
