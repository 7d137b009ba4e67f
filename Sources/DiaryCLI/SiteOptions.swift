/// Options that override the journal's `diary.conf`, shared by the commands that build.
enum SiteOptions {
  static let journal = CommandSpec.Option(
    name: "journal", value: "DIR", help: "The journal folder (default: journal).")
  static let output = CommandSpec.Option(
    name: "output", value: "DIR", help: "Where the site goes (default: _site).")
  static let templates = CommandSpec.Option(
    name: "templates", value: "DIR",
    help: "Templates overriding the default theme (default: Templates/ beside the journal).")

  static var options: [CommandSpec.Option] {
    [
      .init(name: "title", value: "TEXT", help: "The site's title (default: Workouts diary)."),
      .init(name: "units", value: "km|mi", help: "Units for distances and paces (default: km)."),
      .init(
        name: "page-size", value: "N",
        help: "Workouts per list page, 0 for one page (default: 100)."),
      .init(name: "base-url", value: "URL", help: "The published site's address, for the feed."),
      .init(
        name: "language", value: "CODE",
        help: "The site's language: en, de, es, ar, or one of Templates/i18n (default: en)."),
    ]
  }

  static func overrides(_ arguments: ParsedArguments) -> [(key: String, value: String)] {
    options.compactMap { option in arguments.value(option.name).map { (option.name, $0) } }
  }
}
