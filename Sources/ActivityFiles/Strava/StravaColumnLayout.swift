import Foundation

/// Where the values of Strava's `activities.csv` are, recognised from its header.
///
/// Strava repeats five column names (`Elapsed Time`, `Distance`, `Max Heart Rate`,
/// `Relative Effort`, `Commute`): the first block (columns 0–12 since 2019) holds the values as
/// shown to the athlete (the first `Distance` in km, or mi for an imperial account), the second
/// the raw ones (the second `Distance` in metres, the second `Elapsed Time` a float). Headers
/// are translated in localised exports. The layout is recognised by the first column's name
/// (`Activity ID`, `Aktivitäts-ID`, `ID de actividad`, `ID de l'activité`), which fixes the
/// language; each value is then found by its name in that language (first or second
/// occurrence), and the first block's columns that have kept their place since the earliest
/// exports (name, type, description, elapsed time, distance at 2–6) by position when their
/// name is not known.
public struct StravaColumnLayout: Sendable, Equatable {
  /// The header's language: `english`, `german`, `spanish` or `french`.
  public let language: String
  // Column indexes of each value, `nil` when the header has no such column.
  let id: Int
  let date: Int
  let name: Int?
  let type: Int?
  let description: Int?
  let elapsedTime: Int?
  let displayDistance: Int?
  let maxHeartRate: Int?
  let commute: Int?
  let gear: Int?
  let filename: Int?
  let exactElapsedTime: Int?
  let movingTime: Int?
  let metreDistance: Int?
  let exactMaxHeartRate: Int?
  let averageHeartRate: Int?
  let perceivedExertion: Int?

  /// Recognises the header row.
  /// - Throws: `ActivityFileError` naming the header's first columns when no language matches.
  public init(header: [String], line: Int = 1, fileName: String = "activities.csv") throws {
    let names = header.map(Self.normalized)
    guard let first = names.first,
      let words = Self.languages.first(where: { $0.words[.id]?.contains(first) == true })
    else {
      let start = header.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      throw ActivityFileError(
        "unrecognised \(fileName) header at line \(line): it starts with \(start); expected "
          + "an english, german, spanish or french strava export", at: .line(line))
    }
    func find(_ role: Role, occurrence: Int = 0) -> Int? {
      guard let accepted = words.words[role] else { return nil }
      let matches = names.indices.filter { accepted.contains(names[$0]) }
      return occurrence < matches.count ? matches[occurrence] : nil
    }
    func fixed(_ role: Role, _ position: Int) -> Int? {
      find(role) ?? (position < names.count ? position : nil)
    }
    guard let date = find(.date) ?? (names.count > 1 ? 1 : nil) else {
      throw ActivityFileError(
        "no activity date column in the \(fileName) header at line \(line)", at: .line(line))
    }
    language = words.language
    id = 0
    self.date = date
    name = fixed(.name, 2)
    type = fixed(.type, 3)
    description = fixed(.description, 4)
    elapsedTime = fixed(.elapsedTime, 5)
    displayDistance = fixed(.distance, 6)
    maxHeartRate = find(.maxHeartRate)
    commute = find(.commute)
    gear = find(.gear)
    filename = find(.filename)
    exactElapsedTime = find(.elapsedTime, occurrence: 1)
    movingTime = find(.movingTime)
    metreDistance = find(.distance, occurrence: 1)
    exactMaxHeartRate = find(.maxHeartRate, occurrence: 1)
    averageHeartRate = find(.averageHeartRate)
    perceivedExertion = find(.perceivedExertion)
  }

  /// A column name lowercased and trimmed, typographic apostrophes made plain.
  static func normalized(_ name: String) -> String {
    String(
      name.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        .drop(while: { $0 == " " || $0 == "\u{FEFF}" }).reversed().drop(while: { $0 == " " })
        .reversed())
  }

  enum Role: CaseIterable {
    case id, date, name, type, description, elapsedTime, distance, maxHeartRate, commute, gear
    case filename, movingTime, averageHeartRate, perceivedExertion
  }

  private struct Language {
    let language: String
    let words: [Role: Set<String>]
  }

  private static let languages: [Language] = [
    Language(
      language: "english",
      words: [
        .id: ["activity id"], .date: ["activity date", "date"], .name: ["activity name", "name"],
        .type: ["activity type", "type"],
        .description: ["activity description", "description"], .elapsedTime: ["elapsed time"],
        .distance: ["distance"], .maxHeartRate: ["max heart rate"], .commute: ["commute"],
        .gear: ["activity gear", "gear"], .filename: ["filename"], .movingTime: ["moving time"],
        .averageHeartRate: ["average heart rate"], .perceivedExertion: ["perceived exertion"],
      ]),
    Language(
      language: "german",
      words: [
        .id: ["aktivitäts-id"], .date: ["aktivitätsdatum", "datum der aktivität"],
        .name: ["aktivitätsname", "name der aktivität"], .type: ["aktivitätsart"],
        .description: ["aktivitätsbeschreibung", "beschreibung der aktivität"],
        .elapsedTime: ["verstrichene zeit", "gesamtzeit"], .distance: ["distanz", "strecke"],
        .maxHeartRate: ["max. herzfrequenz", "maximale herzfrequenz"],
        .commute: ["pendeln", "arbeitsweg"], .gear: ["aktivitätsausrüstung", "ausrüstung"],
        .filename: ["dateiname"], .movingTime: ["bewegungszeit", "zeit in bewegung"],
        .averageHeartRate: ["durchschnittliche herzfrequenz", "durchschn. herzfrequenz"],
        .perceivedExertion: ["wahrgenommene anstrengung", "gefühlte anstrengung"],
      ]),
    Language(
      language: "spanish",
      words: [
        .id: ["id de actividad", "id de la actividad"],
        .date: ["fecha de la actividad", "fecha de actividad"],
        .name: ["nombre de la actividad", "nombre de actividad"],
        .type: ["tipo de actividad", "tipo de la actividad"],
        .description: ["descripción de la actividad", "descripción de actividad"],
        .elapsedTime: ["tiempo transcurrido"], .distance: ["distancia"],
        .maxHeartRate: ["frecuencia cardiaca máxima", "frecuencia cardíaca máxima"],
        .commute: ["desplazamiento", "trayecto al trabajo"],
        .gear: ["equipo de la actividad", "equipamiento de la actividad"],
        .filename: ["nombre del archivo", "nombre de archivo"],
        .movingTime: ["tiempo en movimiento"],
        .averageHeartRate: ["frecuencia cardiaca media", "frecuencia cardíaca media"],
        .perceivedExertion: ["esfuerzo percibido"],
      ]),
    Language(
      language: "french",
      words: [
        .id: ["id de l'activité", "identifiant de l'activité"],
        .date: ["date de l'activité"], .name: ["nom de l'activité"],
        .type: ["type d'activité", "type de l'activité"],
        .description: ["description de l'activité"], .elapsedTime: ["temps écoulé"],
        .distance: ["distance"], .maxHeartRate: ["fréquence cardiaque max.", "fc max."],
        .commute: ["trajet domicile-travail", "trajet"],
        .gear: ["équipement de l'activité", "équipement"], .filename: ["nom du fichier"],
        .movingTime: ["temps de déplacement", "temps en mouvement"],
        .averageHeartRate: ["fréquence cardiaque moyenne", "fc moyenne"],
        .perceivedExertion: ["effort perçu"],
      ]),
  ]
}
