/// What a command accepts, for parsing and for its `--help`.
struct CommandSpec {
  struct Option {
    var name: String
    /// The placeholder shown in help for an option that takes a value, nil for a flag.
    var value: String?
    var help: String
  }

  var name: String
  var summary: String
  var usage: String
  var options: [Option]
  var examples: [String] = []
  /// How many positional arguments the command takes at most.
  var maximumPositionals = 0

  var help: String {
    var lines = ["\(summary)", "", "Usage: \(usage)", "", "Options:"]
    let all = options + [Option(name: "help", value: nil, help: "Show this help.")]
    let labels = all.map { option in "  --\(option.name)" + (option.value.map { " \($0)" } ?? "") }
    let width = labels.map(\.count).max() ?? 0
    for (label, option) in zip(labels, all) {
      lines.append(label.padding(toLength: width + 2) + option.help)
    }
    if !examples.isEmpty {
      lines += ["", "Examples:"] + examples.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
