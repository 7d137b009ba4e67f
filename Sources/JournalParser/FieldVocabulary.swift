import DiaryCore

/// The words a journal's field lists are read in: the English keys and complexity words always,
/// and beside them those of the journal's language (`language:` in `diary.conf`) when diary
/// ships words for it (`de`, `es`, `ar`; `de-AT` takes `de`'s). Matching ignores case
/// (Unicode lowercasing) and, in Arabic, the spellings writers mix: ة and ه, ى and ي, the
/// hamza forms of alef, short vowels and tatweel. Also the words `diary new` writes.
///
/// The words live here, not in the theme's strings files: what a journal means must not
/// depend on a templates folder, and every command (`new`, `list`, `import`) reads journals
/// without loading a theme.
public struct FieldVocabulary: Sendable, Hashable {
  /// The language whose words are accepted beside English's; `en` when diary has none for it.
  public let language: String
  private let words: Words
  /// Every key word with its folded letters: what a typo is compared with.
  private let candidates: [(key: KnownKey, word: String, letters: [Unicode.Scalar])]

  /// English's words only.
  public static let english = FieldVocabulary(language: "en")

  public init(language: String) {
    let primary = String(language.lowercased().prefix { $0 != "-" && $0 != "_" })
    let words = Self.shipped[primary]
    self.language = words == nil ? "en" : primary
    self.words = words ?? Words(keys: [:], complexities: [:])
    // The language's words first: a typo as close to one of them as to an English key is
    // taken for the language's.
    candidates =
      KnownKey.allCases.flatMap { key in
        (words?.keys[key] ?? []).map { (key, $0, Array(Self.folded($0).unicodeScalars)) }
      } + KnownKey.allCases.map { ($0, $0.rawValue, Array($0.rawValue.unicodeScalars)) }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.language == rhs.language }
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// Whether the journal's language adds words to English's.
  public var hasOwnWords: Bool { language != "en" }

  /// The known key `lowercased` (a key in lowercase) names, in English or the language.
  public func key(_ lowercased: String) -> KnownKey? {
    if let english = KnownKey(rawValue: lowercased) { return english }
    guard hasOwnWords else { return nil }
    return words.keyOfWord[Self.folded(lowercased)]
  }

  /// The complexity `text` names, in English or the language, in any case.
  public func complexity(_ text: String) -> Complexity? {
    if let english = Complexity(name: text) { return english }
    guard hasOwnWords else { return nil }
    return words.complexityOfWord[Self.folded(text.lowercasedIfNeeded)]
  }

  /// The complexity `text` names, or why not: the words expected are those of the language
  /// the key was typed in (`typedKey`, lowercased: `komplexität` asks for `niedrig, mittel or
  /// hoch`).
  public func complexity(_ text: String, typedKey: String) -> Result<Complexity, FieldError> {
    guard let complexity = complexity(text) else {
      return .failure(
        FieldError("unknown complexity '\(text)'; expected \(expectedComplexity(typedKey))"))
    }
    return .success(complexity)
  }

  /// What a value of `key` looks like, for a field typed as `typedKey` and left empty.
  public func expectedValue(_ key: KnownKey, typedKey: String) -> String {
    key == .complexity ? expectedComplexity(typedKey) : key.expectedValue
  }

  private func expectedComplexity(_ typedKey: String) -> String {
    guard KnownKey(rawValue: typedKey) == nil, hasOwnWords else { return "low, medium or high" }
    return "\(word(for: .low)), \(word(for: .medium)) or \(word(for: .high))"
  }

  /// The word `diary new` writes for `key`: the language's, else English's.
  public func word(for key: KnownKey) -> String { words.keys[key]?.first ?? key.rawValue }

  /// The word `diary new` writes for `complexity`: the language's, else English's.
  public func word(for complexity: Complexity) -> String {
    words.complexities[complexity]?.first ?? complexity.name
  }

  /// The known key `key` is probably a typo of, as the word it is closest to (in the language
  /// it was typed in): within 2 edits, 1 for words of four letters or fewer, counting a swap
  /// of two adjacent letters as one edit; in words of three letters or fewer a substituted
  /// letter counts two (it mostly makes another word: Arabic's three-letter roots, `typ`).
  /// Arabic words are compared without a leading ال that both have.
  public func suggestion(for key: String) -> (key: KnownKey, word: String)? {
    let typed = Array(Self.folded(key.lowercasedIfNeeded).unicodeScalars)
    let typedStem = typed.starts(with: Self.article) ? Array(typed.dropFirst(2)) : nil
    var best: (key: KnownKey, word: String, distance: Int)?
    for (known, word, letters) in candidates {
      var left = typed
      var right = letters
      if let typedStem, letters.starts(with: Self.article) {
        left = typedStem
        right = Array(letters.dropFirst(2))
      }
      let length = min(left.count, right.count)
      let limit = length <= 4 ? 1 : 2
      let distance = EditDistance.optimalStringAlignment(
        left, right, limit: limit, substitutionCost: length <= 3 ? 2 : 1)
      if distance <= limit, distance < best?.distance ?? Int.max {
        best = (known, word, distance)
      }
    }
    return best.map { ($0.key, $0.word) }
  }

  private static let article: [Unicode.Scalar] = ["\u{0627}", "\u{0644}"]  // ال

  /// `word` (in lowercase) with Arabic's interchangeable spellings made one: ة as ه, ى as ي,
  /// أ إ آ ٱ as ا, short vowels, shadda, sukun and tatweel left out.
  static func folded(_ word: String) -> String {
    guard word.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else {
      return word
    }
    var scalars = String.UnicodeScalarView()
    for scalar in word.unicodeScalars {
      switch scalar.value {
      case 0x0629: scalars.append("\u{0647}")
      case 0x0649: scalars.append("\u{064A}")
      case 0x0622, 0x0623, 0x0625, 0x0671: scalars.append("\u{0627}")
      case 0x064B...0x0652, 0x0640: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}

extension FieldVocabulary {
  /// A language's words, the one `diary new` writes first, then the other spellings accepted.
  struct Words: Sendable {
    var keys: [KnownKey: [String]]
    var complexities: [Complexity: [String]]
    /// Every word, folded, to what it names.
    let keyOfWord: [String: KnownKey]
    let complexityOfWord: [String: Complexity]

    init(keys: [KnownKey: [String]], complexities: [Complexity: [String]]) {
      self.keys = keys
      self.complexities = complexities
      var keyOfWord: [String: KnownKey] = [:]
      for (key, words) in keys {
        for word in words { keyOfWord[FieldVocabulary.folded(word)] = key }
      }
      var complexityOfWord: [String: Complexity] = [:]
      for (complexity, words) in complexities {
        for word in words { complexityOfWord[FieldVocabulary.folded(word)] = complexity }
      }
      self.keyOfWord = keyOfWord
      self.complexityOfWord = complexityOfWord
    }
  }

  /// The languages diary ships journal words for. German keeps `track` (the word German
  /// writers use for a recording; `Strecke` often means the distance, or names a route in a
  /// custom field). Spanish and Arabic accept the complexity words in both genders.
  static let shipped: [String: Words] = [
    "de": Words(
      keys: [
        .distance: ["distanz"], .duration: ["dauer"], .type: ["typ"],
        .tags: ["schlagwörter", "schlagwoerter"], .complexity: ["komplexität", "komplexitaet"],
      ],
      complexities: [.low: ["niedrig"], .medium: ["mittel"], .high: ["hoch"]]),
    "es": Words(
      keys: [
        .distance: ["distancia"], .duration: ["duración", "duracion"], .type: ["tipo"],
        .tags: ["etiquetas"], .complexity: ["complejidad"],
      ],
      complexities: [
        .low: ["baja", "bajo"], .medium: ["media", "medio"], .high: ["alta", "alto"],
      ]),
    "ar": Words(
      keys: [
        .distance: ["المسافة", "مسافة"], .duration: ["المدة", "مدة"], .type: ["النوع", "نوع"],
        .tags: ["الوسوم", "وسوم"], .complexity: ["الصعوبة", "صعوبة"], .track: ["المسار", "مسار"],
      ],
      complexities: [
        .low: ["منخفضة", "منخفض"], .medium: ["متوسطة", "متوسط"], .high: ["عالية", "عالي"],
      ]),
  ]
}
