import Testing

@testable import DiaryCLI

@Suite("Command-line usage")
struct UsageTests {
  @Test("--version prints the version")
  func version() {
    #expect(
      runCLI(["--version"]) == CLIOutcome(status: 0, out: "diary \(Diary.version)\n", error: ""))
  }

  @Test("the usage lists every command")
  func usageListsCommands() {
    let outcome = runCLI(["--help"])
    #expect(outcome.status == 0)
    for name in ["build", "check", "new", "list", "serve"] {
      #expect(outcome.out.contains("\n  \(name) "), "\(name) is missing from the usage")
    }
  }

  @Test(
    "--help on every command shows its options and examples",
    arguments: [
      "build", "check", "new", "list", "serve",
    ])
  func helpOnEveryCommand(name: String) throws {
    let spec = try #require(Diary.commands.first { $0.spec.name == name }).spec
    #expect(runCLI([name, "--help"]) == CLIOutcome(status: 0, out: spec.help + "\n", error: ""))
    #expect(spec.help.contains("\nExamples:\n  diary \(name)"))
  }

  @Test(
    "an unknown command is an error with the usage and a suggestion",
    arguments: [
      ("lsit", "unknown command 'lsit'; did you mean 'list'?"),
      ("chekc", "unknown command 'chekc'; did you mean 'check'?"),
      ("serv", "unknown command 'serv'; did you mean 'serve'?"),
      ("publish", "unknown command 'publish'"),
      ("--verison", "unknown option '--verison'"),
    ])
  func unknownCommand(word: String, message: String) {
    #expect(
      runCLI([word])
        == CLIOutcome(status: 64, out: "", error: "error: \(message)\n\(Diary.usage)\n"))
  }

  @Test(
    "bad options and values are usage errors that exit 64",
    arguments: [
      (["list", "--sortt", "date"], "unknown option '--sortt'; did you mean '--sort'?"),
      (["list", "--limit"], "option '--limit' needs a value"),
      (["list", "--json=yes"], "option '--json' does not take a value"),
      (
        ["list", "--sort", "distnace"],
        "--sort must be date, distance or complexity, found 'distnace'; did you mean 'distance'?"
      ),
      (["list", "--limit", "0"], "--limit must be a whole number above 0, found '0'"),
      (
        ["list", "--since", "2026-02-30"],
        "--since: invalid date '2026-02-30': no such day in the calendar"
      ),
      (
        ["list", "--since", "yesterday"],
        "--since: expected a date like '2026-11-28', found 'yesterday'"
      ),
      (["check", "extra"], "unexpected argument 'extra'"),
      (["check", "--jornal", "j"], "unknown option '--jornal'; did you mean '--journal'?"),
      (["serve", "--port", "70000"], "--port must be a number from 0 to 65535, found '70000'"),
      (["serve", "--prot", "8000"], "unknown option '--prot'; did you mean '--port'?"),
      (["serve", "--units", "furlongs"], "--units: units must be km or mi, found 'furlongs'"),
      (["list", "--units", "leagues"], "--units: units must be km or mi, found 'leagues'"),
      (["new"], "missing the workout's name, as in: diary new \"Morning run\""),
      (["new", "a", "b"], "unexpected argument 'b'; quote text with spaces: \"a b\""),
      (
        ["build", "--title", "My", "Site"],
        "unexpected argument 'Site'; quote a value with spaces: --title \"My Site\""
      ),
      (["build", "--clean", "extra"], "unexpected argument 'extra'"),
      (["init", "a", "b"], "unexpected argument 'b'; quote text with spaces: \"a b\""),
    ])
  func badOptions(arguments: [String], message: String) throws {
    let spec = try #require(Diary.commands.first { $0.spec.name == arguments[0] }).spec
    let help = "Usage: \(spec.usage)\nSee 'diary \(spec.name) --help'."
    #expect(
      runCLI(arguments) == CLIOutcome(status: 64, out: "", error: "error: \(message)\n\(help)\n"))
  }
}
