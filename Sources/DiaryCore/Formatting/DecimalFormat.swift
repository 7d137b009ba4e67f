/// Locale-independent number text, so output is the same on every machine.
public enum DecimalFormat {
  /// `value` rounded to at most `digits` fraction digits, trailing zeros removed: 10.5, 21.1, 5.
  public static func string(_ value: Double, fractionDigits digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(Int(value.rounded())) }
    let units = Int(scaled)
    let whole = units / Int(scale)
    var fraction = String(units % Int(scale))
    fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && units != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// An integer with thin grouping: 12 345.
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
