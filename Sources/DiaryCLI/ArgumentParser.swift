import JournalParser

/// A command line that does not fit the command: reported with the usage, exit 64.
struct UsageError: Error, Equatable {
  var message: String
}

/// The options, flags and positional arguments given to one command.
struct ParsedArguments: Equatable {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var wantsHelp = false

  func value(_ name: String) -> String? { values[name] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Parses `--name value`, `--name=value` and `--flag` against a command's spec.
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    // For each positional argument, what came right before it: an option's name and value, or
    // another positional (for the hint to quote text with spaces).
    var before: [(option: String?, value: String)?] = []
    var previous: (option: String?, value: String)?
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        previous = nil
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        before.append(previous)
        previous = (nil, argument)
        continue
      }
      previous = nil
      let body = argument.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError(message: unknownOption(argument, name: name, spec: spec))
      }
      if option.value == nil {
        guard inline == nil else {
          throw UsageError(message: "option '--\(name)' does not take a value")
        }
        parsed.flags.insert(name)
      } else if let inline {
        parsed.values[name] = inline
        previous = (name, inline)
      } else if index < arguments.count {
        parsed.values[name] = arguments[index]
        previous = (name, arguments[index])
        index += 1
      } else {
        throw UsageError(message: "option '--\(name)' needs a value")
      }
    }
    if parsed.positionals.count > spec.maximumPositionals && !parsed.wantsHelp {
      let extra = parsed.positionals[spec.maximumPositionals]
      let hint = before[spec.maximumPositionals].map { quotingHint($0, extra) } ?? ""
      throw UsageError(message: "unexpected argument '\(extra)'" + hint)
    }
    return parsed
  }

  /// `; quote a value with spaces: --distance "10 km"` for `--distance 10 km`.
  private static func quotingHint(_ previous: (option: String?, value: String), _ extra: String)
    -> String
  {
    let quoted = "\"\(previous.value) \(extra)\""
    guard let option = previous.option else { return "; quote text with spaces: \(quoted)" }
    return "; quote a value with spaces: --\(option) \(quoted)"
  }

  private static func unknownOption(_ argument: String, name: String, spec: CommandSpec) -> String {
    let names = spec.options.map(\.name)
    let close = Suggestion.closest(to: name, among: names)
    return "unknown option '\(argument)'" + (close.map { "; did you mean '--\($0)'?" } ?? "")
  }
}

/// "Did you mean" for commands and options.
enum Suggestion {
  static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.unicodeScalars)
    let scored = candidates.map { candidate -> (String, Int) in
      let limit = max(1, min(2, candidate.count / 3))
      let distance = EditDistance.optimalStringAlignment(
        typed, Array(candidate.unicodeScalars), limit: limit)
      return (candidate, distance <= limit ? distance : Int.max)
    }
    return scored.filter { $0.1 != Int.max }.min { $0.1 < $1.1 }?.0
  }
}
