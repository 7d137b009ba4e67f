#if canImport(Glibc)
  import Glibc
#endif

/// The user's text editor: `$VISUAL`, else `$EDITOR`, else `vi` (the order git and most tools
/// follow), run through `sh -c` as git does, so the variable may hold options (`code --wait`).
struct Editor: Equatable {
  /// The command as the variable gives it.
  var command: String

  init(environment: [String: String]) {
    let given = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
    command = given.first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
  }

  /// The arguments that open `path` at `line`: `+LINE path` (vi, vim, nano, emacs, micro and
  /// most others), or `path:LINE` for editors that take that form instead.
  func arguments(path: String, line: Int) -> [String] {
    let program = command.split(separator: " ").first.map { word in
      word.split(separator: "/").last.map(String.init) ?? ""
    }
    switch program {
    case "code", "code-insiders", "codium": return ["--goto", "\(path):\(line)"]
    case "subl", "hx", "zed", "mate": return ["\(path):\(line)"]
    default: return ["+\(line)", path]
    }
  }

  /// Why the editor did not end well.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// Runs the editor on `path` at `line` in this terminal and waits for it to end.
  func open(path: String, line: Int) throws(Failure) {
    let arguments =
      ["sh", "-c", command + " \"$@\"", "sh"] + self.arguments(path: path, line: line)
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    var process = pid_t()
    let started = posix_spawn(&process, "/bin/sh", nil, nil, pointers, environ)
    guard started == 0 else {
      throw Failure(
        message: "cannot start the editor '\(command)': "
          + String(cString: strerror(started)).lowercased())
    }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    let exitCode = (status >> 8) & 0xFF
    guard status & 0x7F == 0, exitCode == 0 else {
      let how = status & 0x7F == 0 ? "status \(exitCode)" : "signal \(status & 0x7F)"
      throw Failure(message: "the editor '\(command)' ended with \(how)")
    }
  }
}
