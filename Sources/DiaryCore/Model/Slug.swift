/// ASCII slugs for ids and file names: never a path separator, never a dot segment.
public enum Slug {
  /// Lowercase ASCII letters and digits separated by single hyphens; "workout" when nothing is left.
  public static func make(_ text: String, fallback: String = "workout") -> String {
    var slug = ""
    slug.reserveCapacity(text.utf8.count)
    var pendingHyphen = false
    for scalar in text.unicodeScalars {
      for ascii in ascii(for: scalar) {
        if ascii.isLetter || ascii.isNumber {
          if pendingHyphen && !slug.isEmpty { slug.append("-") }
          pendingHyphen = false
          slug.append(ascii)
        } else {
          pendingHyphen = true
        }
      }
      if slug.utf8.count >= 80 { break }
    }
    return slug.isEmpty ? fallback : slug
  }

  private static func ascii(for scalar: Unicode.Scalar) -> [Character] {
    if scalar.isASCII {
      let c = Character(scalar)
      return [Character(c.lowercased())]
    }
    if let folded = foldings[scalar] { return folded.map { $0 } }
    if let base = accentedLetters[scalar] { return [base] }
    return [" "]
  }

  /// Latin letters with diacritics mapped to their ASCII base letter: é -> e.
  private static let accentedLetters: [Unicode.Scalar: Character] = {
    var table: [Unicode.Scalar: Character] = [:]
    for (base, letters) in accentedGroups {
      for scalar in letters.unicodeScalars { table[scalar] = base }
    }
    return table
  }()

  private static let accentedGroups: [(Character, String)] = [
    ("a", "ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǠǡǺǻȀȁȂȃȦȧ"),
    ("c", "ÇçĆćĈĉĊċČč"),
    ("d", "Ďď"),
    ("e", "ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩ"),
    ("g", "ĜĝĞğĠġĢģǦǧǴǵ"),
    ("h", "ĤĥȞȟ"),
    ("i", "ÌÍÎÏìíîïĨĩĪīĬĭĮįİǏǐȈȉȊȋ"),
    ("j", "Ĵĵǰ"),
    ("k", "ĶķǨǩ"),
    ("l", "ĹĺĻļĽľ"),
    ("n", "ÑñŃńŅņŇňǸǹ"),
    ("o", "ÒÓÔÕÖòóôõöŌōŎŏŐőƠơǑǒǪǫǬǭȌȍȎȏȪȫȬȭȮȯȰȱ"),
    ("r", "ŔŕŖŗŘřȐȑȒȓ"),
    ("s", "ŚśŜŝŞşŠšȘș"),
    ("t", "ŢţŤťȚț"),
    ("u", "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗ"),
    ("w", "Ŵŵ"),
    ("y", "ÝýÿŶŷŸȲȳ"),
    ("z", "ŹźŻżŽž"),
  ]

  private static let foldings: [Unicode.Scalar: String] = [
    "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "ł": "l",
    "Ł": "l", "đ": "d", "Đ": "d", "þ": "th", "Þ": "th", "ð": "d", "Ð": "d", "ı": "i",
  ]
}
