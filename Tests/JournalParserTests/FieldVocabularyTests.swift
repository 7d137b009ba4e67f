import DiaryCore
import JournalParser
import Testing

/// Parses `field` as the one field of an entry, in a journal of `language`.
private func parseField(_ field: String, language: String) -> Parsed {
  parse(entry(field: field), options: ParseOptions(vocabulary: FieldVocabulary(language: language)))
}

/// The workout of `field` alone, in a journal of `language`, after checking it had no problem.
private func workout(_ field: String, language: String) throws -> Workout {
  let parsed = parseField(field, language: language)
  #expect(parsed.diagnostics == [], "\(field)")
  return try #require(parsed.workouts.first)
}

/// Which known field `field` set, or the custom field it became.
private func effect(_ field: String, language: String) throws -> String {
  let workout = try workout(field, language: language)
  if let custom = workout.customFields.first { return "custom \(custom.key)" }
  if workout.distance != nil { return "distance" }
  if workout.duration != nil { return "duration" }
  if workout.type != nil { return "type" }
  if !workout.tags.isEmpty { return "tags" }
  if workout.track != nil { return "track" }
  return "complexity \(workout.complexity.name)"
}

/// A value each known key takes: what `effect` then names.
private let values: [KnownKey: String] = [
  .distance: "10.5 km", .duration: "52:30", .type: "run", .tags: "easy, river",
  .complexity: "high", .track: "tracks/2026/run.fit",
]

@Suite("The journal's keys and complexity words in its language")
struct FieldVocabularyTests {
  @Test(
    "every key word of each language names its field, in any case, beside the English keys",
    arguments: [
      ("de", "distanz", KnownKey.distance), ("de", "dauer", .duration), ("de", "typ", .type),
      ("de", "schlagwörter", .tags), ("de", "schlagwoerter", .tags),
      ("de", "komplexität", .complexity), ("de", "komplexitaet", .complexity),
      ("de", "Distanz", .distance), ("de", "SCHLAGWÖRTER", .tags),
      ("de", "Komplexität", .complexity),
      // The same word typed with a combining diaeresis (as macOS may save it).
      ("de", "komplexita\u{0308}t", .complexity),
      ("es", "distancia", .distance), ("es", "duración", .duration), ("es", "duracion", .duration),
      ("es", "tipo", .type), ("es", "etiquetas", .tags), ("es", "complejidad", .complexity),
      ("es", "Duración", .duration), ("es", "ETIQUETAS", .tags),
      ("ar", "المسافة", .distance), ("ar", "مسافة", .distance), ("ar", "المسافه", .distance),
      ("ar", "المدة", .duration), ("ar", "مدة", .duration), ("ar", "المده", .duration),
      ("ar", "المُدّة", .duration), ("ar", "النوع", .type), ("ar", "نوع", .type),
      ("ar", "النـوع", .type), ("ar", "الوسوم", .tags), ("ar", "وسوم", .tags),
      ("ar", "الصعوبة", .complexity), ("ar", "صعوبة", .complexity), ("ar", "المسار", .track),
      ("ar", "مسار", .track),
      ("de-AT", "dauer", .duration), ("es_MX", "tipo", .type),
      ("de", "distance", .distance), ("es", "DURATION", .duration), ("ar", "tags", .tags),
      ("ar", "track", .track), ("de", "track", .track), ("es", "complexity", .complexity),
    ])
  func keyWord(language: String, word: String, key: KnownKey) throws {
    let value = try #require(values[key])
    let expected = key == .complexity ? "complexity high" : key.rawValue
    #expect(try effect("\(word): \(value)", language: language) == expected)
  }

  @Test(
    "every complexity word of each language, in any case, with either language's key",
    arguments: [
      ("de", "niedrig", Complexity.low), ("de", "mittel", .medium), ("de", "hoch", .high),
      ("de", "Hoch", .high), ("de", "NIEDRIG", .low), ("de", "high", .high),
      ("es", "baja", .low), ("es", "bajo", .low), ("es", "media", .medium),
      ("es", "medio", .medium),
      ("es", "alta", .high), ("es", "alto", .high), ("es", "Alta", .high), ("es", "LOW", .low),
      ("ar", "منخفضة", .low), ("ar", "منخفض", .low), ("ar", "منخفضه", .low),
      ("ar", "متوسطة", .medium), ("ar", "متوسط", .medium), ("ar", "عالية", .high),
      ("ar", "عالي", .high), ("ar", "عالى", .high), ("ar", "عاليه", .high),
      ("ar", "medium", .medium),
    ])
  func complexityWord(language: String, word: String, complexity: Complexity) throws {
    let own = FieldVocabulary(language: language).word(for: .complexity)
    for key in ["complexity", own] {
      #expect(try workout("\(key): \(word)", language: language).complexity == complexity)
    }
  }

  @Test(
    "another language's words, or any in an English journal, stay custom fields",
    arguments: [
      ("en", "dauer: 52:30"), ("en", "tipo: run"), ("en", "النوع: جري"), ("es", "dauer: 52:30"),
      ("de", "tipo: run"), ("de", "etiquetas: a"), ("ar", "dauer: 52:30"), ("fr", "dauer: 52:30"),
      ("es", "المدة: 52:30"),
    ])
  func otherLanguages(language: String, field: String) throws {
    let key = String(field.prefix { $0 != ":" })
    #expect(try effect(field, language: language) == "custom \(key)")
  }

  @Test(
    "a complexity word of another language is an error naming the words of the key's language",
    arguments: [
      ("de", "komplexität: alta", "expected niedrig, mittel or hoch"),
      ("de", "complexity: hoch", nil),
      ("de", "complexity: alta", "expected low, medium or high"),
      ("en", "complexity: hoch", "expected low, medium or high"),
      ("es", "complejidad: hoch", "expected baja, media or alta"),
      ("ar", "الصعوبة: hoch", "expected منخفضة, متوسطة or عالية"),
    ])
  func complexityError(language: String, field: String, expected: String?) {
    let value = field.split(separator: " ").last.map(String.init) ?? ""
    let column = field.utf8.count - value.utf8.count + 3
    let parsed = parseField(field, language: language)
    #expect(
      parsed.diagnostics
        == expected.map { ["a.md:2:\(column): error: unknown complexity '\(value)'; \($0)"] } ?? [])
  }

  @Test("an empty field names the words expected in the key's language")
  func missingValue() {
    #expect(
      parseField("Komplexität:", language: "de").diagnostics == [
        "a.md:2:16: error: missing value for 'Komplexität'; expected niedrig, mittel or hoch"
      ])
    #expect(
      parseField("dauer:", language: "de").diagnostics == [
        "a.md:2:9: error: missing value for 'dauer'; expected a duration like '52:30' or '1:05:00'"
      ])
  }

  @Test(
    "a near miss is an error suggesting the closest word, in the language it was typed in",
    arguments: [
      ("de", "distnaz", "distanz"), ("de", "Dauerr", "dauer"), ("de", "tpy", "typ"),
      ("de", "komplexitat", "komplexität"), ("de", "schlagworter", "schlagwörter"),
      ("de", "schlagwörtr", "schlagwörter"), ("de", "tpye", "type"),
      ("de", "compelxity", "complexity"), ("de", "distnace", "distance"),
      // As close to a word of the language as to an English key: the language's.
      ("de", "typr", "typ"), ("de", "distanc", "distanz"),
      ("es", "distancai", "distancia"), ("es", "duracoin", "duracion"),
      ("es", "duracón", "duración"), ("es", "etiqeutas", "etiquetas"), ("es", "tpio", "tipo"),
      ("es", "complejidda", "complejidad"), ("es", "durration", "duration"),
      ("ar", "المسافات", "المسافة"), ("ar", "الوسم", "الوسوم"), ("ar", "الصعوبات", "الصعوبة"),
      ("ar", "وسم", "وسوم"), ("ar", "المسر", "المسار"), ("ar", "tgas", "tags"),
      ("en", "tpye", "type"), ("en", "distanz", "distance"),
    ])
  func nearMiss(language: String, typed: String, suggested: String) {
    #expect(
      parseField("\(typed): x", language: language).diagnostics == [
        "a.md:2:3: error: unknown key '\(typed)'; did you mean '\(suggested)'?"
      ])
  }

  @Test(
    "custom keys an athlete writes are not taken for near misses",
    arguments: [
      ("de", "strecke"), ("de", "puls"), ("de", "schuhe"), ("de", "wetter"), ("de", "ort"),
      ("de", "gewicht"), ("de", "tip"), ("de", "zeit"), ("es", "ritmo"), ("es", "zapatillas"),
      ("es", "pulso"), ("es", "lugar"), ("es", "peso"), ("es", "ruta"), ("es", "notas"),
      ("ar", "النوم"), ("ar", "المدرب"), ("ar", "الوزن"), ("ar", "المكان"), ("ar", "السرعة"),
      ("ar", "النبض"), ("ar", "الحذاء"), ("ar", "الطقس"), ("ar", "نوم"), ("ar", "مدرب"),
      ("ar", "الشعور"), ("ar", "الوقت"), ("en", "time"), ("en", "rpe"),
    ])
  func customKeys(language: String, key: String) throws {
    #expect(try effect("\(key): x", language: language) == "custom \(key)")
  }

  @Test("values keep a dot for decimals in every language: a decimal comma is an error")
  func decimalComma() {
    #expect(
      parseField("distanz: 10,5 km", language: "de").diagnostics == [
        "a.md:2:14: error: distance '10,5 km' has a decimal comma; use a dot for decimals: "
          + "'10.5 km'"
      ])
  }

  @Test("a key given in both languages is a duplicate")
  func duplicateAcrossLanguages() {
    let parsed = parse(
      "## 2026-11-28 Run\n- dauer: 52:30\n- duration: 50:00\n",
      options: ParseOptions(vocabulary: FieldVocabulary(language: "de")))
    #expect(
      parsed.diagnostics == [
        "a.md:3:3: error: duplicate key 'duration'; it was first given on line 2"
      ])
  }

  @Test("the words diary new writes: the language's first word, English's where it has none")
  func writtenWords() {
    let written = ["en", "de", "es", "ar", "fr"].map { language in
      let vocabulary = FieldVocabulary(language: language)
      return
        (KnownKey.allCases.map { vocabulary.word(for: $0) }
        + Complexity.allCases.map { vocabulary.word(for: $0) }).joined(separator: " ")
    }
    #expect(
      written == [
        "distance complexity duration type tags track low medium high",
        "distanz komplexität dauer typ schlagwörter track niedrig mittel hoch",
        "distancia complejidad duración tipo etiquetas track baja media alta",
        "المسافة الصعوبة المدة النوع الوسوم المسار منخفضة متوسطة عالية",
        "distance complexity duration type tags track low medium high",
      ])
    #expect(FieldVocabulary(language: "de-CH").language == "de")
    #expect(FieldVocabulary(language: "fr").language == "en")
  }
}
