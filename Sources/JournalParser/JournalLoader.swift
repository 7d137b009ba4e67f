import DiaryCore
import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Finds every `*.md` file under a journal folder, in path order. Problems (missing or
/// unreadable folders and files, symlink loops) become diagnostics naming the path.
public enum JournalLoader {
  /// The paths of the Markdown files under `folder`, sorted; hidden entries are skipped.
  public static func markdownPaths(in folder: String) -> (
    files: [String], diagnostics: [Diagnostic]
  ) {
    var walker = Walker()
    switch FileSystem.status(folder) {
    case .failure(let error):
      walker.diagnostics.append(
        .error(at: .file(folder), "cannot read journal folder: \(error.message)"))
    case .success(let status) where !status.isDirectory:
      walker.diagnostics.append(.error(at: .file(folder), "the journal is not a folder"))
    case .success(let status):
      walker.walk(folder, identity: status.identity)
    }
    return (walker.files, walker.diagnostics)
  }

  private struct Walker {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    private var ancestors: [FileSystem.Identity] = []

    mutating func walk(_ folder: String, identity: FileSystem.Identity) {
      ancestors.append(identity)
      defer { ancestors.removeLast() }
      let entries: [(name: String, isRegularFile: Bool)]
      switch FileSystem.listFolderNoting(folder) {
      case .failure(let error):
        diagnostics.append(.error(at: .file(folder), "cannot read folder: \(error.message)"))
        return
      case .success(let listed): entries = listed
      }
      let sorted = entries.sorted {
        Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8))
      }
      for (name, isRegularFile) in sorted where !name.hasPrefix(".") {
        let isMarkdown = name.hasSuffix(".md")
        // A file the listing calls a regular one needs no look of its own: the reader looks
        // at it anyway. Folders (for loops) and links are looked at.
        if isRegularFile {
          if isMarkdown { files.append(folder + "/" + name) }
        } else {
          visit(folder + "/" + name, isMarkdown: isMarkdown)
        }
      }
    }

    private mutating func visit(_ path: String, isMarkdown: Bool) {
      switch FileSystem.status(path) {
      case .failure(let error):
        if isMarkdown || error.code != ELOOP && error.code != ENOENT {
          diagnostics.append(.error(at: .file(path), "cannot read: \(error.message)"))
        } else {
          diagnostics.append(.warning(at: .file(path), "skipped: \(error.message)"))
        }
      case .success(let status) where status.isDirectory:
        if ancestors.contains(status.identity) {
          diagnostics.append(
            .warning(at: .file(path), "symbolic link loop: this folder contains itself; skipped"))
        } else {
          walk(path, identity: status.identity)
        }
      case .success(let status) where status.isRegularFile:
        if isMarkdown { files.append(path) }
      case .success(let status):
        // A named pipe would block the build; a device or socket holds no journal text.
        if isMarkdown {
          diagnostics.append(
            .warning(at: .file(path), "\(status.kindName), not a regular file; skipped"))
        }
      }
    }
  }
}
