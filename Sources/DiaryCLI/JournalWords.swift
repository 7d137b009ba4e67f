import DiaryCore
import JournalParser
import SiteRenderer

/// The words `diary new`, `diary import` and `diary init` write entries in, those of the
/// journal's language: the field keys and complexity words (`FieldVocabulary`), and a new
/// month file's title (`# November 2026`, `# noviembre de 2026`) in the theme's month names.
struct JournalWords {
  var vocabulary: FieldVocabulary
  /// The theme's words in the language (English's when the theme has none for it).
  var localization: Localization

  static let english = JournalWords(vocabulary: .english, localization: .english)

  /// The words of `config.language`, the month names from the default theme and the
  /// templates folder beside `journal` (a user's strings file adds or overrides them).
  init(config: SiteConfig, journal: String) {
    vocabulary = FieldVocabulary(language: config.language)
    let theme = Theme.load(overrides: Theme.overrideFolder(templates: nil, journal: journal))
    localization = theme.localization(config.language, configPath: journal).0
  }

  init(vocabulary: FieldVocabulary, localization: Localization) {
    self.vocabulary = vocabulary
    self.localization = localization
  }

  /// The title of the month file of `date`, without the `# `.
  func monthTitle(_ date: LocalDate) -> String {
    localization.month(date.month, of: date.year)
  }
}
