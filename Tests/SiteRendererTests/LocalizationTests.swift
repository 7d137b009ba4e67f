import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("A language's words, plurals, numbers and dates")
struct LocalizationTests {
  @Test(
    "plural forms by the CLDR rules for whole numbers",
    arguments: [
      (
        PluralRule.oneOther, [0, 1, 2, 11, 21, 101],
        ["other", "one", "other", "other", "other", "other"]
      ),
      (.zeroOneOther, [0, 1, 2, 21], ["one", "one", "other", "other"]),
      (
        .arabic, [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111, 1000],
        [
          "zero", "one", "two", "few", "few", "many", "many", "other", "other", "few", "many",
          "other",
        ]
      ),
      (
        .eastSlavic, [1, 2, 5, 11, 12, 21, 22, 25, 111],
        ["one", "few", "many", "many", "many", "one", "few", "many", "many"]
      ),
      (.polish, [1, 2, 5, 12, 22, 25], ["one", "few", "many", "many", "few", "many"]),
      (.none, [0, 1, 2], ["other", "other", "other"]),
    ])
  func plurals(rule: PluralRule, counts: [Int], forms: [String]) {
    #expect(counts.map { rule.form(for: $0).rawValue } == forms)
  }

  @Test("a strings file reads keys and values, and locates its problems")
  func stringsFile() {
    let file = StringsFile(
      path: "i18n/de.strings",
      text: "\u{FEFF}# words\n\n  nav.archive =  Archiv \r\nbad line\nkey with space = x\n"
        + "nav.archive = Archiv 2\nempty =\n")
    #expect(file.values == ["nav.archive": "Archiv 2", "empty": ""])
    #expect(
      file.diagnostics.map(\.description) == [
        "i18n/de.strings:4:1: error: expected 'key = value', found 'bad line'",
        "i18n/de.strings:5:1: error: a key is letters, digits, '.', '-' and '_', found 'key with space'",
        "i18n/de.strings:6:1: warning: 'nav.archive' is already set on line 3; this value is used",
      ])
  }

  @Test("values keep their own letters to the last; lines end at CR, LF and CRLF")
  func stringsFileLines() {
    let file = StringsFile(
      path: "ar.strings", text: "a = مقهى  \rb =\t café\t\r\nc = x\n\nd = y")
    #expect(file.values == ["a": "مقهى", "b": "café", "c": "x", "d": "y"])
    #expect(file.entries["d"]?.line == 5)
  }

  static let english = StringsFile(
    path: "en.strings",
    text: """
      date.day = {day} {month} {year}
      date.month = {month} {year}
      month.short.11 = Nov
      month.long.11 = November
      count.workouts.one = {count} workout
      count.workouts.other = {count} workouts
      nav.archive = Archive
      nav.stats = Stats
      """)

  @Test("the language's words over English's; the keys it lacks are named")
  func fallback() {
    let german = StringsFile(
      path: "de.strings",
      text: """
        number.decimal = ,
        number.group = .
        date.day = {day}. {month} {year}
        month.short.11 = Nov.
        count.workouts.one = {count} Training
        count.workouts.other = {count} Trainings
        nav.archive = Archiv
        """)
    let words = Localization(language: "de", files: [german], english: [Self.english])
    #expect(words.text("nav.archive") == "Archiv")
    #expect(words.text("nav.stats") == "Stats")
    #expect(words.missingKeys == ["date.month", "month.long.11", "nav.stats"])
    #expect(words.count("count.workouts", 1) == "1 Training")
    #expect(words.count("count.workouts", 12_345) == "12.345 Trainings")
    #expect(words.date(LocalDate(year: 2026, month: 11, day: 28)!) == "28. Nov. 2026")
    #expect(words.month(11, of: 2026) == "November 2026")
    #expect(words.number("10.5 km") == "10,5 km")
    #expect(words.text("no.such.key") == "no.such.key")
    #expect(words.templateStrings["nav"]?["archive"] == "Archiv")
  }

  @Test("Arabic counts take its six forms; a missing form falls back to other")
  func arabicCounts() {
    let arabic = StringsFile(
      path: "ar.strings",
      text: """
        language.plural = arabic
        language.direction = rtl
        count.workouts.zero = لا تمارين
        count.workouts.one = تمرين واحد
        count.workouts.two = تمرينان
        count.workouts.few = {count} تمارين
        count.workouts.other = {count} تمرين
        """)
    let words = Localization(language: "ar", files: [arabic], english: [Self.english])
    #expect(words.direction == .rightToLeft)
    #expect(
      [0, 1, 2, 3, 11, 100].map { words.count("count.workouts", $0) } == [
        "لا تمارين", "تمرين واحد", "تمرينان", "3 تمارين", "11 تمرين", "100 تمرين",
      ])
  }

  @Test("figures take the language's numbers and unit words; ranges and headings its dates")
  func figures() throws {
    let german = StringsFile(
      path: "de.strings",
      text: """
        number.decimal = ,
        number.group = .
        unit.per-km = min/km
        unit.h = Std.
        date.day = {day}. {month} {year}
        date.day-month = {day}. {month}
        date.range = {first} – {last}
        month.short.3 = März
        month.short.4 = Apr.
        month.short.12 = Dez.
        """)
    let words = Localization(language: "de", files: [german], english: [Self.english])
    // A number and its unit are joined by a no-break space; values keep the space between them.
    #expect(words.measure("1,234.5 km") == "1.234,5\u{A0}km")
    #expect(words.measure("5:00 /km") == "5:00\u{A0}min/km")
    #expect(words.measure("2:09 /100 m") == "2:09\u{A0}/100\u{A0}m")
    #expect(words.measure("1,131 h 44 min") == "1.131\u{A0}Std. 44\u{A0}min")
    #expect(words.measure("1,131\u{A0}h 44\u{A0}min") == "1.131\u{A0}Std. 44\u{A0}min")
    #expect(words.measure("27.3 km/h") == "27,3\u{A0}km/h")
    #expect(words.measure("1:49:32") == "1:49:32")
    #expect(Localization.english.measure("1,131 h 44 min") == "1,131\u{A0}h 44\u{A0}min")
    #expect(Localization.english.measure("12 mi") == "12\u{A0}mi")
    let march30 = try day("2026-03-30")
    let april3 = try day("2026-04-03")
    #expect(words.range(march30, april3) == "30. März – 3. Apr. 2026")
    #expect(words.range(try day("2025-12-30"), april3) == "30. Dez. 2025 – 3. Apr. 2026")
    #expect(words.range(april3, april3) == "3. Apr. 2026")
    let spanish = StringsFile(
      path: "es.strings",
      text: "date.month = {month} de {year}\ndate.month-title = {Month} de {year}\n"
        + "month.long.11 = noviembre\n")
    let es = Localization(language: "es", files: [spanish], english: [Self.english])
    #expect(es.month(11, of: 2026) == "noviembre de 2026")
    #expect(es.monthTitle(11, of: 2026) == "Noviembre de 2026")
  }

  @Test("a sentence with HTML: the translator's words escaped, the site's HTML put in")
  func html() {
    let file = StringsFile(
      path: "xx.strings", text: "k = Tom's <b> & the {link}races page{/link} {missing}\n")
    let words = Localization(language: "xx", files: [file], english: [Self.english])
    #expect(
      words.html("k", ["link": "<a href=\"races.html\">", "/link": "</a>"])
        == "Tom&#39;s &lt;b&gt; &amp; the <a href=\"races.html\">races page</a> {missing}")
  }

  @Test("bad settings in a strings file are located errors")
  func badSettings() {
    let file = StringsFile(
      path: "xx.strings", text: "language.plural = dual\nnumber.digits = roman\n")
    let words = Localization(language: "xx", files: [file], english: [Self.english])
    #expect(
      words.diagnostics.map(\.description).sorted() == [
        "xx.strings:1:1: error: language.plural must be one-other, zero-one-other, arabic, "
          + "east-slavic, polish, none, found 'dual'",
        "xx.strings:2:1: error: number.digits must be latin or arabic-indic, found 'roman'",
      ])
    #expect(words.plural == .oneOther)
  }
}

@Suite("The default theme's languages")
struct ShippedLanguagesTests {
  static func strings(_ language: String) -> StringsFile? {
    let name = "i18n/\(language).strings"
    return DefaultTheme.files[name].map { StringsFile(path: name, text: $0) }
  }

  @Test(
    "every shipped language has every English word, and files without problems",
    arguments: ["de", "es", "ar"])
  func complete(language: String) throws {
    let file = try #require(Self.strings(language))
    let english = try #require(Self.strings("en"))
    #expect(file.diagnostics == [])
    let words = Localization(language: language, files: [file], english: [english])
    #expect(words.missingKeys == [])
    #expect(words.diagnostics == [])
    let extra = Set(file.entries.keys).subtracting(english.entries.keys).filter {
      !["zero", "two", "few", "many"].contains(String($0.split(separator: ".").last ?? ""))
    }
    #expect(extra.isEmpty, "keys English does not have: \(extra.sorted())")
  }
}
