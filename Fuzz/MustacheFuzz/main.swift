import Mustache

/// libFuzzer entry point: the input, split at NUL bytes, is a small library of templates named
/// `main`, `layout`, `row`, `workout-table` and `pagination` (the names the theme's templates
/// use for each other). It is compiled with both missing-partial policies, every diagnostic is
/// checked, and `main` is rendered with a few contexts that have every name the theme uses.
@_cdecl("LLVMFuzzerTestOneInput")
public func mustacheFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let pieces = UnsafeBufferPointer(start: data, count: size)
    .split(separator: 0, maxSplits: templateNames.count - 1, omittingEmptySubsequences: false)
  let files = zip(templateNames, pieces).map { name, piece in
    TemplateFile(
      name: name, path: name + ".mustache", source: String(decoding: piece, as: UTF8.self))
  }
  let lineCounts = Dictionary(
    uniqueKeysWithValues: files.map { ($0.path, $0.source.utf8.count { $0 == 10 } + 1) })
  do {
    let library = try TemplateLibrary(files: files)
    render(library)
  } catch {
    for diagnostic in error.diagnostics {
      let lines = lineCounts[diagnostic.path] ?? 0
      precondition(lines > 0, "diagnostic for an unknown file: \(diagnostic)")
      precondition(diagnostic.line >= 1 && diagnostic.line <= lines, "bad line: \(diagnostic)")
      precondition(diagnostic.column >= 1, "bad column: \(diagnostic)")
      precondition(!diagnostic.message.isEmpty, "empty message")
    }
    if let library = try? TemplateLibrary(files: files, missingPartials: .renderEmpty) {
      render(library)
    }
  }
  return 0
}

private let templateNames = ["main", "layout", "row", "workout-table", "pagination"]

/// Renders `main` with each context: the text, or an error with a description. The bytes
/// `withRenderedUTF8` lends are the text's.
private func render(_ library: TemplateLibrary) {
  for context in contexts {
    let text: String
    do {
      text = try library.render("main", context)
    } catch {
      precondition(!"\(error)".isEmpty, "an error without a description")
      continue
    }
    let bytes = try? library.withRenderedUTF8("main", context) { Array($0) }
    precondition(bytes == Array(text.utf8), "withRenderedUTF8 differs from render")
  }
}

/// Names the theme's templates look up, by the kind of value they hold.
private let listNames = [
  "rows", "entries", "tags", "links", "pages", "customFields", "categories", "years", "months",
  "weeks", "days", "levels", "records", "efforts", "streaks", "types", "workouts", "sorts",
  "shares", "totals", "calendar", "weekly", "neighbours",
]
private let objectNames = [
  "root", "site", "pagination", "workout", "row", "previous", "next", "newer", "older", "first",
  "last", "parent", "record", "result", "summary", "period",
]
private let flagNames = ["isEmpty", "hasTags", "isCurrent", "hasEfforts", "hasNeighbours"]
private let textNames = [
  "title", "name", "url", "date", "time", "type", "distance", "duration", "pace", "complexity",
  "complexityLabel", "id", "label", "value", "key", "notes", "svg", "caption", "emptyText", "term",
  "count", "number", "percent", "total", "home", "author", "base", "feedID", "feedTitle",
  "updated", "isoDate", "kind", "level", "week", "year", "month", "asOf", "asOfISO",
]

/// An object holding every name above, nested `depth` levels deep; with `namingTemplates`,
/// text values are template names (for `{{>*name}}`), otherwise text to escape and numbers.
private func makeContext(depth: Int, namingTemplates: Bool = false) -> MustacheValue {
  var fields: [String: MustacheValue] = [:]
  for (index, name) in textNames.enumerated() {
    if namingTemplates {
      fields[name] = .string(templateNames[index % templateNames.count])
    } else {
      fields[name] = index % 3 == 0 ? .number(Double(index) + 0.5) : .string(hostileText + name)
    }
  }
  for (index, name) in flagNames.enumerated() { fields[name] = .bool(index % 2 == 0) }
  if depth > 0 {
    let child = makeContext(depth: depth - 1, namingTemplates: namingTemplates)
    for name in objectNames { fields[name] = child }
    // Lists hold only objects that have every name, so lookups inside a section never climb
    // back to a list already iterated: the work stays bounded by 2^depth per tag.
    for name in listNames { fields[name] = .list([child, child]) }
  } else {
    for name in objectNames + listNames { fields[name] = .null }
  }
  return .object(MustacheObject(fields))
}

private let hostileText = "<script>\"&'</script>]]>\u{2028}é"
private let contexts = [
  makeContext(depth: 3), makeContext(depth: 2, namingTemplates: true), MustacheValue.null,
]
