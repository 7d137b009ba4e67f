/// The `diary.conf` that `diary init` writes: every setting, commented out at its default, with
/// what it does. A test checks that it names every setting and that its values are the defaults.
public enum ConfigTemplate {
  /// The file with `language: LANGUAGE` set, uncommented, unless it is English (the default).
  public static func text(language: String) -> String {
    language == "en" ? text : text.replacing("# language: en\n", with: "language: \(language)\n")
  }

  public static let text = """
    # The settings of this journal's site. Each line below shows a setting at its default:
    # remove the '#' in front of a setting to change it. The options --title, --units,
    # --page-size, --base-url and --language of 'diary build' and 'diary serve' override
    # this file.

    # The site's title, on every page and in the feed.
    # title: Workouts diary

    # Your name, in the footer and the feed (default: none).
    # author:

    # The address the site is published at, http:// or https:// (default: none). With it, the
    # feed and the calendar link to the pages by their full address.
    # base-url:

    # Units for distances and paces: km or mi.
    # units: km

    # The first day of a week in the stats: monday, tuesday, ..., sunday.
    # week-start: monday

    # Workouts per list page; 0 puts them all on one page.
    # page-size: 100

    # The order of the home page: date (newest first), distance or complexity.
    # default-sort: date

    # Links in notes to other sites: links (clickable) or text (the text, then the address,
    # for a site that links only within itself). Images on other sites are never loaded:
    # they become a link to the image, or text with its address.
    # external-links: links

    # The language of the site's words, dates and numbers: en, de, es or ar (Arabic, written
    # right to left). Templates/i18n holds the words; a templates folder may add a language.
    # language: en

    # The time zone 'diary import' dates recordings in when a file does not tell its own
    # offset: an IANA name such as Europe/Zurich (default: the machine's).
    # timezone:

    # How much of a recorded route is hidden at each end on the site, so that a route from
    # home does not show where home is: a distance such as 200 m (0 hides nothing).
    # privacy-trim: 200 m

    # Custom fields whose values are pieces of gear, for gear.html: a list of keys such as
    # 'shoes, bike' (default: none). May be given on several lines.
    # gear:

    # A distance after which a piece of gear is due, as 'Pegasus 40 = 800 km' (default: none).
    # One line per piece.
    # gear-limit:

    # A goal, on the home page and the stats page: [TYPE] AMOUNT UNIT per week|month|year, as
    # 'run 40 km per week' or '12 workouts per month' (default: none). One line per goal.
    # goal:

    """
}
