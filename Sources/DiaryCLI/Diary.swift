/// The `diary` command line: dispatches to one command per file, testable in process.
public enum Diary {
  public static let version = "0.1.0"

  struct Command {
    var spec: CommandSpec
    var run: (ParsedArguments, Console, Machine) -> Int32
  }

  static var commands: [Command] {
    [
      Command(spec: InitCommand.spec, run: InitCommand.run),
      Command(spec: BuildCommand.spec, run: BuildCommand.run),
      Command(spec: CheckCommand.spec, run: CheckCommand.run),
      Command(spec: NewCommand.spec, run: NewCommand.run),
      Command(spec: ImportCommand.spec) { arguments, console, _ in
        ImportCommand.run(arguments, console: console)
      },
      Command(spec: ListCommand.spec) { arguments, console, _ in
        ListCommand.run(arguments, console: console)
      },
      Command(spec: ServeCommand.spec) { arguments, console, _ in
        ServeCommand.run(arguments, console: console)
      },
    ]
  }

  static var usage: String {
    let width = (commands.map(\.spec.name.count).max() ?? 0) + 4
    let lines = commands.map { "  " + $0.spec.name.padding(toLength: width) + $0.spec.summary }
    return """
      diary — turns a Markdown workout journal into a static website.

      Usage: diary <command> [options]

      Commands:
      \(lines.joined(separator: "\n"))

      Run 'diary <command> --help' for a command's options and examples.
      Options: --help, --version
      """
  }

  /// Runs the command line (without the program name); returns the exit status.
  public static func run(_ arguments: [String], console: Console, machine: Machine = .current)
    -> Int32
  {
    guard let first = arguments.first else {
      console.print(usage)
      return 0
    }
    switch first {
    case "--help", "-h", "help":
      console.print(usage)
      return 0
    case "--version":
      console.print("diary \(version)")
      return 0
    default:
      break
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      let close = Suggestion.closest(to: first, among: commands.map(\.spec.name))
      let hint = close.map { "; did you mean '\($0)'?" } ?? ""
      let kind = first.hasPrefix("-") ? "option" : "command"
      return usageError("unknown \(kind) '\(first)'\(hint)", help: usage, console: console)
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
      if parsed.wantsHelp {
        console.print(command.spec.help)
        return 0
      }
      return command.run(parsed, console, machine)
    } catch {
      return usageError(
        error.message,
        help: "Usage: \(command.spec.usage)\nSee 'diary \(command.spec.name) --help'.",
        console: console)
    }
  }

  static func usageError(_ message: String, help: String, console: Console) -> Int32 {
    console.printError("error: \(message)")
    console.printError(help)
    return 64
  }
}
