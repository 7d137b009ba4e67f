import DiaryCore
import Mustache

/// The site's language: its words (a strings file per language, English filling any gap), how
/// it counts (`PluralRule`), writes numbers (`NumberStyle`) and dates, and its direction.
/// A class of constants: every page and chart holds it, and a copy is one reference.
public final class Localization: Sendable {
  public enum Direction: String, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
  }

  /// The language's tag, as the document's `lang` names it: `en`, `de`, `ar`.
  public let language: String
  public let direction: Direction
  public let plural: PluralRule
  public let numbers: NumberStyle
  /// Every key's text: the language's, else English's.
  private let strings: [String: String]
  /// The texts with `{name}`s, split at them once: most are filled on every page.
  private let formats: [String: TextFormat]
  /// The keys English has and the language does not (their English text is used).
  public let missingKeys: [String]
  /// Problems with the language's settings (`language.plural`, `number.digits`, …).
  public let diagnostics: [Diagnostic]
  /// The words as templates read them: `{{t.nav.archive}}`.
  public let templateStrings: MustacheValue
  /// Each unit symbol of English figures and the language's word for it (`unit.*` keys), as
  /// UTF-8: every figure of a page is rewritten with them.
  private let unitWords: [(symbol: [UInt8], word: [UInt8])]
  /// `date.day` and the short month names, looked up once: a date is written on every row.
  private let dayFormat: TextFormat
  private let shortMonths: [String]

  /// What decides every word, number and date the language writes: part of every page's key.
  public let fingerprint: Fingerprint

  /// English, from the default theme's strings.
  public static let english = Localization(
    language: "en", files: [],
    english: [
      StringsFile(
        path: "(default theme)/i18n/en.strings", text: DefaultTheme.files["i18n/en.strings"] ?? "")
    ])

  /// The language `language` from its files (the user's first, then the default theme's: a
  /// key of the first that has it wins) over English's files (in the same order).
  public init(language: String, files: [StringsFile], english: [StringsFile]) {
    self.language = language
    var merged: [String: String] = [:]
    for file in english.reversed() { merged.merge(file.values) { _, new in new } }
    var own: [String: (value: String, location: SourceLocation)] = [:]
    for file in files.reversed() {
      for (key, entry) in file.entries {
        own[key] = (entry.value, SourceLocation(path: file.path, line: entry.line, column: 1))
      }
    }
    var missing: [String] = []
    for key in merged.keys.sorted() where own[key] == nil && !Self.isOptional(key) {
      missing.append(key)
    }
    for (key, entry) in own { merged[key] = entry.value }
    strings = merged
    formats = merged.filter { $0.value.contains("{") }.mapValues(TextFormat.init)
    missingKeys = language == "en" ? [] : missing
    var problems: [Diagnostic] = []
    func setting<T>(_ key: String, _ parse: (String) -> T?, _ expected: String) -> T? {
      guard
        let entry = own[key] ?? merged[key].map({ (value: $0, location: SourceLocation.file(key)) })
      else { return nil }
      if let value = parse(entry.value) { return value }
      problems.append(
        .error(at: entry.location, "\(key) must be \(expected), found '\(entry.value)'"))
      return nil
    }
    direction =
      setting("language.direction", Direction.init(rawValue:), "ltr or rtl") ?? .leftToRight
    plural =
      setting(
        "language.plural", PluralRule.init(rawValue:),
        PluralRule.allCases.map(\.rawValue).joined(separator: ", ")) ?? .oneOther
    numbers = NumberStyle(
      decimalSeparator: merged["number.decimal"] ?? ".",
      groupingSeparator: merged["number.group"] ?? ",",
      minimumGroupingDigits: setting("number.grouping-minimum", Int.init, "1, 2 or 3")
        .map { min(max($0, 1), 3) } ?? 1,
      digits: setting(
        "number.digits", NumberStyle.Digits.init(rawValue:), "latin or arabic-indic") ?? .latin)
    diagnostics = problems
    templateStrings = Self.tree(of: merged)
    unitWords = Self.unitKeys.map { symbol, key in
      (Array(symbol.utf8), Array((merged[key] ?? symbol).utf8))
    }
    dayFormat = TextFormat(merged["date.day"] ?? "date.day")
    shortMonths = (1...12).map { merged["month.short.\($0)"] ?? "month.short.\($0)" }
    var print = Fingerprint()
    print.combine(language)
    for key in merged.keys.sorted() {
      print.combine(key)
      print.combine(merged[key])
    }
    fingerprint = print
  }

  /// Keys whose absence is no gap: the plural forms English does not have.
  private static func isOptional(_ key: String) -> Bool {
    ["zero", "two", "few", "many"].contains { key.hasSuffix("." + $0) }
  }

  /// The text of `key`; the key itself when no file has it, so a gap shows on the page.
  public func text(_ key: String) -> String { strings[key] ?? key }

  /// The text of `key` with each `{name}` replaced by its value.
  public func text(_ key: String, _ values: [String: String]) -> String {
    guard let format = formats[key] else { return text(key) }
    return format.fill { values[$0] }
  }

  /// The form of `key` for `count` (`key.one`, `key.other`, …, else `key.other`), with
  /// `{count}` written in the language's numbers and the other `values` filled in.
  public func count(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
    let form = "\(key).\(plural.form(for: count).rawValue)"
    let other = "\(key).other"
    guard let format = formats[form] ?? (strings[form] == nil ? formats[other] : nil) else {
      return strings[form] ?? strings[other] ?? key
    }
    let number = number(DecimalFormat.grouped(count))
    return format.fill { $0 == "count" ? number : values[$0] }
  }

  /// An English-formatted number text written the language's way.
  public func number(_ english: String) -> String { numbers.localized(english) }

  /// An English figure (`10.5 km`, `5:00 /km`, `1,131 h 44 min`) written the language's way:
  /// its numbers by `numbers`, each unit symbol by its `unit.*` word (`min/km` in German),
  /// joined to the number before it by a no-break space, so a narrow table cell wraps a figure
  /// between its values (`1,131 h` | `44 min`), never inside one. Words are separated by spaces
  /// and no-break spaces.
  public func measure(_ english: String) -> String {
    var english = english
    let written = english.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 8)
      var wordStart = 0
      var gap = 0..<0
      func word(to end: Int) {
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<end])
        if let unit = unitWord(word) {
          if !gap.isEmpty { result += [0xC2, 0xA0] }
          result += unit
        } else {
          result += bytes[gap]
          result += word
        }
      }
      var index = 0
      while index < bytes.count {
        // " ", or U+00A0 NO-BREAK SPACE (C2 A0).
        let separatorLength =
          bytes[index] == 0x20
          ? 1 : bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0 ? 2 : 0
        guard separatorLength > 0 else {
          index += 1
          continue
        }
        word(to: index)
        gap = index..<(index + separatorLength)
        index += separatorLength
        wordStart = index
      }
      word(to: bytes.count)
      return String(decoding: result, as: UTF8.self)
    }
    return number(written)
  }

  /// The language's word for a unit symbol, `nil` when `word` is none (a number never is).
  private func unitWord(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard let first = word.first, !(0x30...0x39).contains(first) else { return nil }
    return unitWords.first { $0.symbol.elementsEqual(word) }?.word
  }

  /// The unit symbols English figures are written with, and the key of each one's word.
  static let unitKeys = [
    ("km", "unit.km"), ("m", "unit.m"), ("mi", "unit.mi"), ("yd", "unit.yd"),
    ("ft", "unit.ft"), ("km/h", "unit.km-h"), ("mph", "unit.mph"), ("h", "unit.h"),
    ("min", "unit.min"), ("bpm", "unit.bpm"), ("/km", "unit.per-km"), ("/mi", "unit.per-mi"),
    ("/100", "unit.per-100"),
  ]

  /// The text of `key` as HTML: its words escaped, each `{name}` replaced by `html[name]`,
  /// HTML the site made (a link and its end, `{link}…{/link}`, a `<time>`, escaped values).
  public func html(_ key: String, _ html: [String: String]) -> String {
    Self.fill(escapeHTML(text(key)), html)
  }

  /// `28 Nov 2026`, as the language writes a day (`date.day`, `month.short.N`).
  public func date(_ date: LocalDate) -> String {
    dayFormat.fill { name in
      switch name {
      case "day": number(String(date.day))
      case "month": shortMonths[(date.month - 1) % 12]
      case "year": number(String(date.year))
      default: nil
      }
    }
  }

  /// `November 2026` (`date.month`, `month.long.N`).
  public func month(_ month: Int, of year: Int) -> String {
    text("date.month", ["month": text("month.long.\(month)"), "year": number(String(year))])
  }

  /// `November 2026` as a heading or a row of a table names a month (`date.month-title`,
  /// where `{Month}` is the name with a capital, as Spanish writes it there).
  public func monthTitle(_ month: Int, of year: Int) -> String {
    let name = text("month.long.\(month)")
    return text(
      "date.month-title",
      [
        "month": name, "Month": name.prefix(1).uppercased() + name.dropFirst(),
        "year": number(String(year)),
      ])
  }

  /// `30 Mar – 3 Apr 2026`: the days from `first` to `last`, one day written once, the year
  /// once when both have it.
  public func range(_ first: LocalDate, _ last: LocalDate) -> String {
    guard first != last else { return date(last) }
    let start =
      first.year == last.year
      ? text(
        "date.day-month",
        ["day": number(String(first.day)), "month": text("month.short.\(first.month)")])
      : date(first)
    return text("date.range", ["first": start, "last": date(last)])
  }

  /// The name of an ISO weekday, 1 for Monday.
  public func weekday(_ isoWeekday: Int) -> String { text("weekday.\(isoWeekday)") }

  /// `template` with each `{name}` that `values` has replaced; the others left as they are.
  /// Scanned as UTF-8 bytes (the braces are ASCII): dates and figures are filled for every row.
  private static func fill(_ template: String, _ values: [String: String]) -> String {
    var template = template
    return template.withUTF8 { bytes in
      guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else {
        return String(decoding: bytes, as: UTF8.self)
      }
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      var result = ""
      result.reserveCapacity(bytes.count + 16)
      var start = 0
      while let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
        if let value = values[text(open + 1..<close)] {
          result += text(start..<open)
          result += value
          start = close + 1
        }
        guard let next = bytes[(close + 1)...].firstIndex(of: UInt8(ascii: "{")) else { break }
        open = next
      }
      result += text(start..<bytes.count)
      return result
    }
  }

  /// The strings as nested objects by the dots of their keys: `nav.archive` is
  /// `{nav: {archive: …}}`. A key that is also the start of others (`a` beside `a.b`) is left
  /// out of the tree.
  private static func tree(of strings: [String: String]) -> MustacheValue {
    final class Node {
      var text: String?
      var children: [String: Node] = [:]
    }
    let root = Node()
    for (key, value) in strings {
      var node = root
      for part in key.split(separator: ".") {
        let name = String(part)
        let child = node.children[name] ?? Node()
        node.children[name] = child
        node = child
      }
      node.text = value
    }
    func value(of node: Node) -> MustacheValue {
      if node.children.isEmpty { return .string(node.text ?? "") }
      var object = MustacheObject(minimumCapacity: node.children.count)
      for name in node.children.keys.sorted() {
        if let child = node.children[name] { object[MustacheKey(name)] = value(of: child) }
      }
      return .object(object)
    }
    return value(of: root)
  }
}
