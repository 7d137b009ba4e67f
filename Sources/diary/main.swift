import DiaryCLI
import Foundation

let console = Console(
  isErrorTerminal: isatty(STDERR_FILENO) == 1,
  usesColor: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
  out: { FileHandle.standardOutput.write(Data($0.utf8)) },
  error: { FileHandle.standardError.write(Data($0.utf8)) })
ExitHandoff.enable()
exit(Diary.run(Array(CommandLine.arguments.dropFirst()), console: console))
