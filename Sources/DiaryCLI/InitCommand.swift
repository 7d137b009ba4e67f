import DiaryCore
import DiaryFileSystem
import JournalParser

/// `diary init`: starts a journal in a folder: `journal/diary.conf` (every setting at its
/// default, commented), a first entry in today's month file and a `.gitignore` for the site and
/// its cache. Nothing existing is overwritten.
enum InitCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "init",
      summary: "Start a journal: settings, a first workout and a .gitignore.",
      usage: "diary init [DIR] [--language en|de|es|ar]",
      options: [
        .init(
          name: "language", value: "L",
          help: "The site's language, and the first workout's: en (default), de, es or ar.")
      ],
      examples: [
        "diary init              # in the current folder",
        "diary init ~/diary && cd ~/diary && diary serve",
        "diary init ~/tagebuch --language de",
      ],
      maximumPositionals: 1)
  }

  /// What `.gitignore` gets: the site `diary build` writes by default, and the cache and
  /// staging folders it keeps beside it.
  static let ignored = ["_site/", "._site.diary-*"]

  static func run(_ arguments: ParsedArguments, console: Console, machine: Machine) -> Int32 {
    let folder = JournalPaths.trimmed(arguments.positionals.first ?? ".")
    let prefix = folder == "." ? "" : folder + "/"
    let journal = prefix + "journal"
    let today = machine.today()
    let config = journal + "/" + ConfigParser.fileName
    let month = "\(journal)/\(today.year)/\(String(today.description.prefix(7))).md"
    let language = (arguments.value("language") ?? "en").lowercased()
    let theme = Theme.load(overrides: Theme.overrideFolder(templates: nil, journal: journal))
    guard theme.languages.contains(language) else {
      return Diary.usageError(
        "--language: no words for language '\(language)'; diary has "
          + theme.languages.joined(separator: ", "),
        help: "Usage: \(spec.usage)\nSee 'diary init --help'.", console: console)
    }
    if case .success(let names) = FileSystem.listFolder(journal), !names.isEmpty {
      console.printError(
        "\(journal): error: the folder exists and is not empty; diary init starts a new "
          + "journal and writes nothing here ('diary check --journal \(journal)' checks one)")
      return 1
    }
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(journal)
      try FileSystem.writeFile(config, Array(ConfigTemplate.text(language: language).utf8))
    } catch {
      console.printError(error.description)
      return 1
    }
    do {
      let words = JournalWords(
        vocabulary: FieldVocabulary(language: language),
        localization: theme.localization(language, configPath: config).0)
      _ = try JournalAppender(path: month, words: words).append(
        firstEntry(today, language: language))
    } catch {
      console.printError(error.description)
      return 1
    }
    let gitignore = prefix + ".gitignore"
    let ignoring: String
    do {
      ignoring = try addIgnored(to: gitignore)
    } catch {
      console.printError(error.description)
      return 1
    }
    console.print(
      "created \(config): the settings, each at its default"
        + (language == "en" ? "" : " but language: \(language)"))
    console.print("created \(month): a first workout, today")
    console.print(ignoring)
    let enter = folder == "." ? "" : "cd \(folder) && "
    console.print(
      "Next: '\(enter)diary serve' shows the site at http://127.0.0.1:8000/ as you edit; "
        + "'diary new \"Evening run\" --distance 5km' adds a workout.")
    return 0
  }

  /// A first workout that shows the format, with notes saying how to go on, in `language`
  /// when the first workout has words for it (else in English).
  static func firstEntry(_ today: LocalDate, language: String = "en") -> NewEntry {
    let words = FirstEntryWords.shipped[language] ?? FirstEntryWords.english
    var entry = NewEntry(date: today, name: words.name)
    entry.distance = Distance(5, .kilometres)
    entry.distanceText = "5 km"
    entry.duration = WorkoutDuration(minutes: 30, seconds: 0)
    entry.complexity = .low
    entry.type = "run"
    entry.tags = [words.tag]
    entry.notes = words.notes
    return entry
  }

  /// Writes `.gitignore`, or adds the lines it lacks at its end; says what it did.
  private static func addIgnored(to path: String) throws(FileSystem.Error) -> String {
    guard FileSystem.exists(path) else {
      let text =
        "# The site diary builds, and its cache beside it.\n"
        + ignored.map { $0 + "\n" }.joined()
      try FileSystem.writeFile(path, Array(text.utf8))
      return "created \(path): the built site and its cache stay out of git"
    }
    let existing = try FileSystem.readFile(path).get()
    let lines = Set(
      existing.split(separator: UInt8(ascii: "\n")).map { line in
        String(decoding: line.filter { $0 != UInt8(ascii: "\r") }, as: UTF8.self).blankTrimmed
      })
    let missing = ignored.filter { !lines.contains($0) }
    guard !missing.isEmpty else { return "kept \(path): it already leaves out the site" }
    let separator = existing.isEmpty || existing.last == UInt8(ascii: "\n") ? "" : "\n"
    let addition = separator + missing.map { $0 + "\n" }.joined()
    try FileSystem.writeFile(path, existing + Array(addition.utf8))
    return "added \(missing.joined(separator: " and ")) to \(path)"
  }
}

/// The first workout's name, tag and notes in a language (its type stays `run`: the site's
/// race times and paces go by the English types).
struct FirstEntryWords {
  var name: String
  var tag: String
  var notes: [String]

  static let english = FirstEntryWords(
    name: "First run", tag: "easy",
    notes: [
      "A workout is a level-2 heading with the date (a time such as 07:15 may follow it) and a",
      "name, then its fields as a list, then notes like these, in Markdown. Edit this one, or",
      "add the next with `diary new`.",
    ])

  static let shipped: [String: FirstEntryWords] = [
    "en": english,
    "de": FirstEntryWords(
      name: "Erster Lauf", tag: "locker",
      notes: [
        "Ein Training ist eine Überschrift zweiter Ebene mit dem Datum (eine Uhrzeit wie 07:15",
        "darf folgen) und einem Namen, dann seine Felder als Liste, dann Notizen wie diese, in",
        "Markdown. Bearbeite dieses oder füge das nächste mit `diary new` hinzu.",
      ]),
    "es": FirstEntryWords(
      name: "Primera carrera", tag: "suave",
      notes: [
        "Un entrenamiento es un encabezado de nivel 2 con la fecha (puede seguirle una hora como",
        "07:15) y un nombre, luego sus campos en una lista y luego notas como estas, en Markdown.",
        "Edita este o añade el siguiente con `diary new`.",
      ]),
    "ar": FirstEntryWords(
      name: "أول جري", tag: "سهل",
      notes: [
        "التمرين عنوان من المستوى الثاني يبدأ بالتاريخ (وقد يليه وقت مثل 07:15) ثم الاسم،",
        "ثم حقوله في قائمة، ثم ملاحظات مثل هذه بصيغة Markdown. عدّل هذا التمرين أو أضف",
        "التالي بالأمر `diary new`.",
      ]),
  ]
}
