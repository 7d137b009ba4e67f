import Mustache

/// libFuzzer entry point: the input, split at NUL bytes, is a small library of templates named
/// `main`, `layout`, `row`, `workout-table` and `pagination` (the names the theme's templates
/// use for each other). It is compiled with both missing-partial policies, every diagnostic is
/// checked, and `main` is rendered with a context that has every name the theme uses.
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

private func render(_ library: TemplateLibrary) {
  do {
    _ = try library.render("main", context)
  } catch {
    precondition(!"\(error)".isEmpty, "an error without a description")
  }
  renderSharing(library)
}

/// Renders `main` over contexts whose identified rows read names outside themselves, which
/// give other values from one context to the next, recording and sharing the rows between the
/// renders (`SharedItems`, small enough to be emptied as it fills): each output must be the
/// plain render's, whether rows were rendered, copied, or copied with other values written in.
private func renderSharing(_ library: TemplateLibrary) {
  let shared = SharedItems(byteLimit: 2048)
  for context in sharingContexts + sharingContexts {
    let plain = Result { try library.render("main", context) }
    let recorded = Result {
      try library.withRenderedUTF8("main", context, reusing: nil, sharing: shared) { bytes, _ in
        String(decoding: bytes, as: UTF8.self)
      }
    }
    switch (plain, recorded) {
    case (.success(let plain), .success(let recorded)):
      precondition(plain == recorded, "a render sharing rows differs: \(recorded) vs \(plain)")
    case (.failure, .failure):
      continue
    default:
      preconditionFailure("a render sharing rows fails where the plain one does not, or not")
    }
  }
}

/// Rows with only some of the names that hold text or flags (the rest are read outside them),
/// the same in every context, with identities that stand for them; the contexts differ in every
/// other value. Rows and their tags hold every list name, as empty lists, so that a section
/// inside a row never climbs back to a list already iterated (the work stays linear in depth).
private let sharingContexts: [MustacheValue] = (0..<3).map { variant in
  let noLists = Dictionary(uniqueKeysWithValues: listNames.map { ($0, MustacheValue.list([])) })
  var fields: [String: MustacheValue] = [:]
  for (index, name) in textNames.enumerated() where (index + variant) % 4 != 0 {
    fields[name] = .string(hostileText.prefix(variant * 3) + name + String(variant))
  }
  for (index, name) in flagNames.enumerated() { fields[name] = .bool((index + variant) % 2 == 0) }
  let rows = (0..<4).map { row -> IdentifiedList.Item in
    var item = noLists
    for (index, name) in textNames.enumerated() where (index + row) % 3 == 0 {
      item[name] = .string("<\(name)&\(row)>")
    }
    for (index, name) in flagNames.enumerated() where (index + row) % 3 == 1 {
      item[name] = .bool(row % 2 == 0)
    }
    let tag = { (key: String, value: String) -> MustacheValue in
      .object(MustacheObject(noLists.merging([key: .string(value)]) { $1 }))
    }
    item["tags"] = .list([tag("name", "t\(row)"), tag("url", "u\(row)")])
    return IdentifiedList.Item(identity: UInt64(row + 1), value: .object(MustacheObject(item)))
  }
  for name in listNames { fields[name] = .identifiedList(IdentifiedList(rows)) }
  for name in objectNames { fields[name] = .object(MustacheObject(["title": .string("o\(variant)")])) }
  return .object(MustacheObject(fields))
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

/// An object holding every name above, nested `depth` levels deep.
private func makeContext(depth: Int) -> MustacheValue {
  var fields: [String: MustacheValue] = [:]
  for (index, name) in textNames.enumerated() {
    fields[name] = index % 3 == 0 ? .number(Double(index) + 0.5) : .string(hostileText + name)
  }
  for (index, name) in flagNames.enumerated() { fields[name] = .bool(index % 2 == 0) }
  if depth > 0 {
    let child = makeContext(depth: depth - 1)
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
private let context = makeContext(depth: 3)
