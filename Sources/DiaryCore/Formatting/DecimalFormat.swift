/// Locale-independent number text, so output is the same on every machine.
public enum DecimalFormat {
  /// `value` rounded to at most `digits` fraction digits, trailing zeros removed: 10.5, 21.1,
  /// 5, 1235 (for data: JSON, CSV, SVG coordinates).
  public static func string(_ value: Double, fractionDigits digits: Int) -> String {
    string(value, fractionDigits: digits, unit: "")
  }

  /// The same, then a space and `unit` when it is not empty: `10.5 km`. With `isGrouped`, the
  /// whole part is grouped by thousands as `grouped` does, as the site shows numbers to
  /// people: `1,235 km`.
  public static func string(
    _ value: Double, fractionDigits digits: Int, unit: String, isGrouped: Bool = false
  ) -> String {
    guard value.isFinite else { return unit.isEmpty ? "0" : "0 " + unit }
    let digits = min(max(digits, 0), 15)
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded()
    guard scaled < 9e15 else {
      let whole = isGrouped ? grouped(Int(value.rounded())) : String(Int(value.rounded()))
      return unit.isEmpty ? whole : whole + " " + unit
    }
    let units = Int(scaled)
    // The fraction without its trailing zeros, and how many digits are left.
    var fraction = units % scale
    var fractionDigits = digits
    while fractionDigits > 0 && fraction % 10 == 0 {
      fraction /= 10
      fractionDigits -= 1
    }
    return ASCIIText.make { text in
      if value < 0 && units != 0 { text.append(UInt8(ascii: "-")) }
      let whole = units / scale
      if whole < 1000 || !isGrouped { text.append(whole) } else { text.append(grouped(whole)) }
      if fractionDigits > 0 {
        text.append(UInt8(ascii: "."))
        text.append(digitsOf: UInt(fraction), minimumCount: fractionDigits)
      }
      if !unit.isEmpty {
        text.append(UInt8(ascii: " "))
        text.append(unit)
      }
    }
  }

  /// An integer with its thousands grouped by commas: 12,345.
  public static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
