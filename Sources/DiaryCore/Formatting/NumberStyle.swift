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
  /// Read as UTF-8 bytes: digits, commas and points are ASCII, and every figure of a page
  /// passes here.
  public func localized(_ text: String) -> String {
    if self == .english { return text }
    var text = text
    return text.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 8)
      var index = 0
      while index < bytes.count {
        guard bytes[index].isASCIIDigit else {
          result.append(bytes[index])
          index += 1
          continue
        }
        let end = Self.endOfNumber(in: bytes, from: index)
        appendNumber(UnsafeBufferPointer(rebasing: bytes[index..<end]), to: &result)
        index = end
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// One English number (`1,234.56`, `42`, `4`): its whole part regrouped, its decimal point
  /// replaced, its digits mapped.
  private func appendNumber(_ number: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
    let point = number.firstIndex(of: UInt8(ascii: "."))
    let whole = number[..<(point ?? number.endIndex)].filter(\.isASCIIDigit)
    let isGrouped =
      whole.count >= 3 + max(minimumGroupingDigits, 1)
      && number.contains(UInt8(ascii: ","))
    for (offset, digit) in whole.enumerated() {
      if isGrouped && offset > 0 && (whole.count - offset) % 3 == 0 {
        result.append(contentsOf: groupingSeparator.utf8)
      }
      appendDigit(digit, to: &result)
    }
    if let point {
      result.append(contentsOf: decimalSeparator.utf8)
      for digit in number[(point + 1)...] { appendDigit(digit, to: &result) }
    }
  }

  private func appendDigit(_ digit: UInt8, to result: inout [UInt8]) {
    guard digits == .arabicIndic else {
      result.append(digit)
      return
    }
    // U+0660 ARABIC-INDIC DIGIT ZERO (UTF-8 D9 A0) and the nine after it.
    result.append(0xD9)
    result.append(0xA0 + digit - UInt8(ascii: "0"))
  }

  /// Where the number starting at `start` ends: digits, with commas followed by three digits
  /// and one point followed by a digit.
  private static func endOfNumber(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var seenPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte.isASCIIDigit {
        index += 1
      } else if byte == UInt8(ascii: ","), !seenPoint, isDigitRun(bytes, from: index + 1, count: 3)
      {
        index += 1
      } else if byte == UInt8(ascii: "."), !seenPoint, isDigitRun(bytes, from: index + 1, count: 1)
      {
        seenPoint = true
        index += 1
      } else {
        break
      }
    }
    return index
  }

  private static func isDigitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int)
    -> Bool
  {
    guard start + count <= bytes.count else { return false }
    return bytes[start..<(start + count)].allSatisfy(\.isASCIIDigit)
  }
}

extension UInt8 {
  fileprivate var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
