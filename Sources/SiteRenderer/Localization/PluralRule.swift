/// Which plural form a language uses for a count, by the rules of the Unicode CLDR for whole
/// numbers. A strings file names its language's rule (`language.plural = arabic`); English's,
/// `one-other`, is the default.
public enum PluralRule: String, Sendable, CaseIterable, Codable {
  /// One for 1, other for the rest: English, German, Spanish, Italian, Dutch, Swedish, …
  case oneOther = "one-other"
  /// One for 0 and 1: French, Brazilian Portuguese.
  case zeroOneOther = "zero-one-other"
  /// Zero, one, two, few (3–10), many (11–99) by the last two digits, other: Arabic.
  case arabic
  /// One (1, 21, 31, …), few (2–4, 22–24, …), many (the rest): Russian, Ukrainian.
  case eastSlavic = "east-slavic"
  /// One (1), few (2–4, 22–24, …), many (the rest): Polish.
  case polish
  /// Other only: Japanese, Chinese, Korean, Thai.
  case none

  public enum Form: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
  }

  public func form(for count: Int) -> Form {
    let n = abs(count)
    let lastTwo = n % 100
    let last = n % 10
    switch self {
    case .oneOther: return n == 1 ? .one : .other
    case .zeroOneOther: return n <= 1 ? .one : .other
    case .arabic:
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(lastTwo) { return .few }
        if (11...99).contains(lastTwo) { return .many }
        return .other
      }
    case .eastSlavic:
      if last == 1 && lastTwo != 11 { return .one }
      if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
      return .many
    case .polish:
      if n == 1 { return .one }
      if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
      return .many
    case .none: return .other
    }
  }
}
