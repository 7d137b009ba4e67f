import DiaryCore
import DiaryFileSystem
import JournalParser

#if canImport(Glibc)
  import Glibc
#endif

/// Appends an entry to a month file without touching the bytes already there, after checking
/// in memory that the file would read back with the entry intact, and checks again on disk.
struct JournalAppender {
  enum Failure: Error, Equatable, CustomStringConvertible {
    case io(FileSystem.Error)
    /// The entry would not read back as given; nothing was written.
    case wouldNotReadBack(path: String, problems: [String])

    var description: String {
      switch self {
      case .io(let error): return error.description
      case .wouldNotReadBack(let path, let problems):
        let reasons = problems.isEmpty ? "" : "\n" + problems.joined(separator: "\n")
        return "\(path): error: the new entry would not read back as given (does the file end "
          + "inside a code block or an HTML block, or do the notes hold a '#' or '##' heading?); "
          + "nothing was written" + reasons
      }
    }
  }

  let path: String
  /// The language of the entries and of a new file's title.
  var words = JournalWords.english

  /// Appends `entry`; returns the line of its heading.
  func append(_ entry: NewEntry) throws(Failure) -> Int {
    let existing = try read()
    let newline = existing.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
    var addition = separator(after: existing, newline: newline)
    if existing.isEmpty {
      addition +=
        "# \(words.monthTitle(entry.date))" + newline + newline
    }
    let headingLine =
      (existing + Array(addition.utf8)).filter { $0 == UInt8(ascii: "\n") }.count + 1
    addition += entry.markdown(newline: newline, vocabulary: words.vocabulary)
    try verify(existing + Array(addition.utf8), headingLine: headingLine, entry)
    try write(Array(addition.utf8))
    do {
      try verify(try read(), headingLine: headingLine, entry)
    } catch {
      truncate(path, off_t(existing.count))
      throw error
    }
    return headingLine
  }

  /// A blank line between the file's last text and the entry, unless the file ends with one.
  private func separator(after bytes: [UInt8], newline: String) -> String {
    let lines = bytes.suffix(4).filter { $0 != UInt8(ascii: "\r") }.suffix(2)
    let lineFeed = UInt8(ascii: "\n")
    if bytes.isEmpty || lines.elementsEqual([lineFeed, lineFeed]) { return "" }
    return lines.last == lineFeed ? newline : newline + newline
  }

  private func verify(_ bytes: [UInt8], headingLine: Int, _ entry: NewEntry) throws(Failure) {
    let (workouts, diagnostics) = JournalParser.parse(
      path: path, bytes: bytes, options: ParseOptions(vocabulary: words.vocabulary))
    let problems = diagnostics.filter { $0.location.line >= headingLine }
    // One workout from the heading on: notes never start another.
    let added = workouts.filter { $0.location.line >= headingLine }
    guard problems.isEmpty, added.count == 1, let workout = added.first,
      workout.location.line == headingLine, entry.matches(workout)
    else {
      throw .wouldNotReadBack(path: path, problems: problems.map(\.description))
    }
  }

  private func read() throws(Failure) -> [UInt8] {
    guard FileSystem.exists(path) else { return [] }
    switch FileSystem.readFile(path) {
    case .success(let bytes): return bytes
    case .failure(let error): throw .io(error)
    }
  }

  private func write(_ bytes: [UInt8]) throws(Failure) {
    if let slash = path.lastIndex(of: "/") {
      do { try FileSystem.makeFolders(String(path[..<slash])) } catch { throw .io(error) }
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(FileSystem.Error(path: path, errno: errno)) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        Glibc.write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw .io(FileSystem.Error(path: path, errno: errno)) }
      written += count
    }
  }
}
