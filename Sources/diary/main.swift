import DiaryCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Writes all of `text`, retrying short and interrupted writes. Output that cannot be written
/// ends the process with status 1 at once (from whichever thread wrote), so that a command
/// whose output was lost does not look successful.
private func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var written = 0
    while written < bytes.count {
      let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let reason = String(cString: strerror(count < 0 ? errno : EIO)).lowercased()
        if descriptor != STDERR_FILENO {
          writeAll("error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
        }
        _exit(1)
      }
      written += count
    }
  }
}

let console = Console(
  isErrorTerminal: isatty(STDERR_FILENO) == 1,
  usesColor: isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil,
  out: { writeAll($0, to: STDOUT_FILENO) },
  error: { writeAll($0, to: STDERR_FILENO) },
  exit: { exit($0) })
exit(Diary.run(Array(CommandLine.arguments.dropFirst()), console: console))
