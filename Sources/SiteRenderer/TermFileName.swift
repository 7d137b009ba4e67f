import DiaryCore

/// The file name (without `.html`) of a type's or tag's page: a different name for every
/// different term, made from the term alone, so a page keeps its address whatever other terms
/// the journal holds. Letters, marks and digits of any script are kept, lowercased; every run
/// of other characters (spaces, punctuation, emoji, direction marks) becomes one hyphen. When
/// that is not the term itself (`open water`, `🏊`, or the reserved `index`), eight hex digits
/// of the term's hash follow, as `open-water-5c1e0a73`: `open-water` keeps its plain name.
enum TermFileName {
  /// At most this many UTF-8 bytes of the readable part: with the hash and `.html`, a name
  /// stays under 100 bytes, well inside any file system's limit.
  static let maximumBytes = 80

  static func make(_ term: String, fallback: String) -> String {
    if isPlain(term) { return term }
    let readable = readablePart(of: term)
    if readable == term && readable != "index" && !readable.isEmpty { return readable }
    return (readable.isEmpty ? fallback : readable) + "-" + hash(of: term)
  }

  /// Whether `term` is its own readable part, seen from its bytes alone: lowercase ASCII
  /// letters and digits in runs joined by single hyphens, within `maximumBytes`, not `index`.
  /// Most terms are; the others take the Unicode path.
  private static func isPlain(_ term: String) -> Bool {
    term.withUTF8Buffer { bytes in
      guard !bytes.isEmpty, bytes.count <= maximumBytes, term != "index" else { return false }
      var afterHyphen = true
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          afterHyphen = false
        case UInt8(ascii: "-") where !afterHyphen:
          afterHyphen = true
        default:
          return false
        }
      }
      return !afterHyphen
    }
  }

  private static func readablePart(of term: String) -> String {
    var result = ""
    var bytes = 0
    var pendingHyphen = false
    for scalar in term.lowercased().unicodeScalars {
      guard isKept(scalar) else {
        pendingHyphen = !result.isEmpty
        continue
      }
      let length = (pendingHyphen ? 1 : 0) + String(scalar).utf8.count
      if bytes + length > maximumBytes { break }
      if pendingHyphen { result.unicodeScalars.append("-") }
      result.unicodeScalars.append(scalar)
      bytes += length
      pendingHyphen = false
    }
    return result
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  /// The low 32 bits of the term's 64-bit FNV-1a hash over its UTF-8 bytes, in hex.
  private static func hash(of term: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in term.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let text = String(hash & 0xffff_ffff, radix: 16)
    return String(repeating: "0", count: 8 - text.count) + text
  }
}
