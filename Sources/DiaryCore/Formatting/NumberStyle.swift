/// How a language writes the numbers the site shows: its decimal and grouping separators, from
/// how many digits it groups a whole number, and its digits. Numbers are formatted the English
/// way first (`1,234.5`, `4:46 /km`), then rewritten by `localized`, so every formatter keeps
/// one code path and the data exports stay English.
public struct NumberStyle: Sendable, Hashable, Codable {
  public enum Digits: String, Sendable, Hashable, Codable {
    /// 0123456789.
    case latin
    /// ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic).
    case arabicIndic = "arabic-indic"
  }

  public var decimalSeparator: String
  public var groupingSeparator: String
  /// Whole numbers with fewer digits than this plus three are not grouped: 2 in Spanish,
  /// which writes `2000` but `20.000`.
  public var minimumGroupingDigits: Int
  public var digits: Digits

  public init(
    decimalSeparator: String = ".", groupingSeparator: String = ",",
    minimumGroupingDigits: Int = 1, digits: Digits = .latin
  ) {
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.minimumGroupingDigits = minimumGroupingDigits
    self.digits = digits
  }

  public static let english = NumberStyle()

  /// `text` with its English numbers written in this style: `1,234.5 km` becomes `1.234,5 km`
  /// in German. A comma counts as a grouping separator only between digits, followed by three.
  public func localized(_ text: String) -> String {
    if self == .english { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index].isASCIIDigit else {
        result.append(characters[index])
        index += 1
        continue
      }
      let end = Self.endOfNumber(in: characters, from: index)
      result += localizedNumber(characters[index..<end])
      index = end
    }
    return result
  }

  /// One English number (`1,234.56`, `42`, `4`): its whole part regrouped, its decimal point
  /// replaced, its digits mapped.
  private func localizedNumber(_ number: ArraySlice<Character>) -> String {
    let point = number.firstIndex(of: ".")
    let whole = number[..<(point ?? number.endIndex)].filter(\.isASCIIDigit)
    var result = ""
    let isGrouped =
      whole.count >= 3 + max(minimumGroupingDigits, 1)
      && number.contains(",")
    for (offset, digit) in whole.enumerated() {
      if isGrouped && offset > 0 && (whole.count - offset) % 3 == 0 {
        result += groupingSeparator
      }
      result.append(digit)
    }
    if let point {
      result += decimalSeparator
      result += String(number[number.index(after: point)...])
    }
    return mapped(result)
  }

  private func mapped(_ text: String) -> String {
    guard digits == .arabicIndic else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      // U+0660 ARABIC-INDIC DIGIT ZERO is 0x630 above "0".
      if (0x30...0x39).contains(scalar.value), let digit = Unicode.Scalar(scalar.value + 0x630) {
        scalars.append(digit)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Where the number starting at `start` ends: digits, with commas followed by three digits
  /// and one point followed by a digit.
  private static func endOfNumber(in characters: [Character], from start: Int) -> Int {
    var index = start
    var seenPoint = false
    while index < characters.count {
      let character = characters[index]
      if character.isASCIIDigit {
        index += 1
      } else if character == ",", !seenPoint, isDigitRun(characters, from: index + 1, count: 3) {
        index += 1
      } else if character == ".", !seenPoint, isDigitRun(characters, from: index + 1, count: 1) {
        seenPoint = true
        index += 1
      } else {
        break
      }
    }
    return index
  }

  private static func isDigitRun(_ characters: [Character], from start: Int, count: Int) -> Bool {
    guard start + count <= characters.count else { return false }
    return characters[start..<(start + count)].allSatisfy(\.isASCIIDigit)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
