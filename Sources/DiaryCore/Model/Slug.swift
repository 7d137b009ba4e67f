/// ASCII slugs for ids and file names: never a path separator, never a dot segment.
public enum Slug {
  /// Lowercase ASCII letters and digits separated by single hyphens; "workout" when nothing is left.
  public static func make(_ text: String, fallback: String = "workout") -> String {
    if let slug = asciiSlug(text) { return slug.isEmpty ? fallback : slug }
    return scalarSlug(text, fallback: fallback)
  }

  /// The slug of any text, scalar by scalar, letters with diacritics folded to ASCII.
  static func scalarSlug(_ text: String, fallback: String) -> String {
    var slug: [UInt8] = []
    slug.reserveCapacity(min(text.utf8.count, maximumLength))
    var pendingHyphen = false
    func append(_ byte: UInt8) {
      if isASCIIAlphanumeric(byte) {
        if pendingHyphen && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
        pendingHyphen = false
        slug.append(byte | (isASCIIUppercase(byte) ? 0x20 : 0))
      } else {
        pendingHyphen = true
      }
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        append(UInt8(scalar.value))
      } else {
        for character in ascii(for: scalar) { character.utf8.forEach(append) }
      }
      if slug.count >= maximumLength { break }
    }
    return slug.isEmpty ? fallback : String(decoding: slug, as: UTF8.self)
  }

  static let maximumLength = 80

  /// The slug of an all-ASCII text (most names), read byte by byte; nil for other text.
  private static func asciiSlug(_ text: String) -> String? {
    text.withUTF8Buffer { bytes -> String? in
      // Written into room on the stack (a hyphen and a byte may pass the limit by one), then
      // made a string once.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength + 1) { slug in
        var count = 0
        var pendingHyphen = false
        for byte in bytes {
          guard byte < 0x80 else { return nil }
          if isASCIIAlphanumeric(byte) {
            if pendingHyphen && count > 0 {
              slug[count] = UInt8(ascii: "-")
              count += 1
            }
            pendingHyphen = false
            slug[count] = byte | (isASCIIUppercase(byte) ? 0x20 : 0)
            count += 1
            if count >= maximumLength { break }
          } else {
            pendingHyphen = true
          }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: slug[..<count]), as: UTF8.self)
      }
    }
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isASCIIUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }

  private static func ascii(for scalar: Unicode.Scalar) -> [Character] {
    // A combining mark (an accent typed as its own character) belongs to the letter before it.
    if scalar.properties.generalCategory == .nonspacingMark { return [] }
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
