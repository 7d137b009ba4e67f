import Foundation

/// Parses the `Activity Date` of Strava's `activities.csv`, a UTC time written differently over
/// the years and by language: `Jan 1, 2019, 3:37:12 PM`, `2019-01-01 15:37:12`,
/// `01.01.2019, 15:37:12` (German, day first), `1 ene 2019, 15:37:12` (Spanish),
/// `1 janv. 2019 15:37:12` (French), `1/2/2019 …` (month first in English, day first in the
/// others).
enum StravaDate {
  /// UTC seconds since 1970, or `nil` when the text is not such a date.
  /// - Parameter dayFirst: how to read an all-numeric `a/b/yyyy` date.
  static func parse(_ text: String, dayFirst: Bool) -> Double? {
    var numbers: [(value: Int, digits: Int)] = []
    var words: [String] = []
    var separators: [Character] = []
    var current = ""
    var isDigits = false
    func flush() {
      guard !current.isEmpty else { return }
      if isDigits {
        guard current.count <= 4, let value = Int(current) else {
          numbers.append((-1, 0))
          current = ""
          return
        }
        numbers.append((value, current.count))
      } else {
        words.append(current.lowercased())
      }
      current = ""
    }
    for character in text {
      if character.isASCII && character.isNumber {
        if !isDigits { flush() }
        isDigits = true
        current.append(character)
      } else if character.isLetter {
        if isDigits { flush() }
        isDigits = false
        current.append(character)
      } else {
        flush()
        if numbers.count < 3 && (character == "." || character == "/" || character == "-") {
          separators.append(character)
        }
      }
    }
    flush()
    guard numbers.allSatisfy({ $0.value >= 0 }) else { return nil }
    var month: Int?
    var meridiem = ""
    for word in words {
      if let found = monthNumber(word) {
        guard month == nil else { return nil }
        month = found
      } else {
        meridiem += word
      }
    }
    let year: Int
    let day: Int
    var time: ArraySlice<(value: Int, digits: Int)>
    if let month {
      // day, year, time (English: "Jan 1, 2019, …"; others: "1 ene 2019 …")
      guard numbers.count >= 4,
        let yearIndex = numbers.prefix(2).firstIndex(where: {
          $0.digits == 4
        })
      else { return nil }
      year = numbers[yearIndex].value
      day = numbers[yearIndex == 0 ? 1 : 0].value
      time = numbers[2...]
      return seconds(year, month, day, time, meridiem)
    }
    guard numbers.count >= 5 else { return nil }
    time = numbers[3...]
    if numbers[0].digits == 4 {
      return seconds(numbers[0].value, numbers[1].value, numbers[2].value, time, meridiem)
    }
    guard numbers[2].digits == 4 else { return nil }
    year = numbers[2].value
    let monthFirst = separators.first == "/" && !dayFirst
    day = monthFirst ? numbers[1].value : numbers[0].value
    return seconds(year, monthFirst ? numbers[0].value : numbers[1].value, day, time, meridiem)
  }

  private static func seconds(
    _ year: Int, _ month: Int, _ day: Int, _ time: ArraySlice<(value: Int, digits: Int)>,
    _ meridiem: String
  ) -> Double? {
    let values = time.map(\.value)
    guard (2...3).contains(values.count), (1...12).contains(month), (1...31).contains(day),
      (1900...2200).contains(year)
    else { return nil }
    var hour = values[0]
    let minute = values[1]
    let second = values.count > 2 ? values[2] : 0
    switch meridiem.replacingOccurrences(of: ".", with: "") {
    case "":
      break
    case "am":
      guard (1...12).contains(hour) else { return nil }
      if hour == 12 { hour = 0 }
    case "pm":
      guard (1...12).contains(hour) else { return nil }
      if hour != 12 { hour += 12 }
    default:
      return nil
    }
    guard hour < 24, minute < 60, second < 61 else { return nil }
    let days = CivilDate.days(year: year, month: month, day: day)
    return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
  }

  /// The month a name or abbreviation gives in English, German, Spanish, French, Dutch,
  /// Italian or Portuguese (`jan`, `mär`, `mrz`, `ene`, `janv`, `juil`, `okt`, `dic`…).
  static func monthNumber(_ word: String) -> Int? {
    let word = word.replacingOccurrences(of: ".", with: "")
    if let month = fullNames[word] { return month }
    return abbreviations[String(word.prefix(3))]
  }

  private static let fullNames: [String: Int] = [
    "juin": 6, "juil": 7, "juillet": 7, "janv": 1, "févr": 2, "fevr": 2, "mars": 3,
    "avr": 4, "mai": 5, "août": 8, "aout": 8, "sept": 9, "déc": 12, "mrz": 3, "märz": 3,
  ]

  private static let abbreviations: [String: Int] = [
    "jan": 1, "feb": 2, "fév": 2, "fev": 2, "ene": 1, "gen": 1, "jän": 1,
    "mar": 3, "mär": 3, "maa": 3, "apr": 4, "abr": 4, "avr": 4,
    "may": 5, "mai": 5, "mei": 5, "mag": 5, "jun": 6, "giu": 6, "jul": 7, "lug": 7,
    "aug": 8, "ago": 8, "aoû": 8, "sep": 9, "set": 9, "oct": 10, "okt": 10, "out": 10, "ott": 10,
    "nov": 11, "dec": 12, "dez": 12, "dic": 12, "déc": 12,
  ]
}
