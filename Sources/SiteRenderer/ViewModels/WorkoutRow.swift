import DiaryCore
import Mustache

/// The data a template shows for one workout in a list.
enum WorkoutRow {
  /// The field names, hashed once for every row.
  private enum Key {
    static let id = MustacheKey("id")
    static let url = MustacheKey("url")
    static let name = MustacheKey("name")
    static let date = MustacheKey("date")
    static let isoDate = MustacheKey("isoDate")
    static let complexity = MustacheKey("complexity")
    static let complexityLabel = MustacheKey("complexityLabel")
    static let tags = MustacheKey("tags")
    static let hasTags = MustacheKey("hasTags")
    static let time = MustacheKey("time")
    static let type = MustacheKey("type")
    static let typeURL = MustacheKey("typeURL")
    static let distance = MustacheKey("distance")
    static let duration = MustacheKey("duration")
    static let pace = MustacheKey("pace")
  }

  /// The link of each type and the value of each tag of a set of workouts, made once.
  struct Terms: Sendable, Equatable {
    private var typeURLs: [String: String] = [:]
    private var tags: [String: MustacheValue] = [:]
    /// Every name and link, in the terms' order.
    private(set) var print = Fingerprint()

    /// From the grouped types and tags: every name of a term links to the term's page.
    init(_ terms: [TaxonomyTerm]) {
      for term in terms {
        print.combine(term.taxonomy == .type)
        print.combine(term.url)
        print.combine(term.names.count)
        for name in term.names {
          print.combine(name)
          switch term.taxonomy {
          case .type: typeURLs[name] = term.url
          case .tag: tags[name] = WorkoutRow.tag(name, url: term.url)
          }
        }
      }
    }

    func typeURL(_ type: String) -> String { typeURLs[type] ?? Links.type(type) }

    func tag(_ name: String) -> MustacheValue { tags[name] ?? WorkoutRow.tag(name) }
  }

  static func make(_ workout: Workout, config: SiteConfig, terms: Terms) -> MustacheValue {
    // Sized once: growing an object of 15 fields past 16 would build its table. Each name is
    // set once, so each field is appended without a search.
    var fields = MustacheObject(minimumCapacity: 16)
    fields.append(.string(workout.id.rawValue), for: Key.id)
    fields.append(.string(Links.workout(workout.id)), for: Key.url)
    fields.append(.string(workout.name), for: Key.name)
    fields.append(.string(workout.date.displayed), for: Key.date)
    fields.append(.string(workout.date.description), for: Key.isoDate)
    fields.append(.string(workout.complexity.name), for: Key.complexity)
    fields.append(.string(ComplexityLabel.text(workout.complexity)), for: Key.complexityLabel)
    let tags = workout.tags
    fields.append(.list(tags.map(terms.tag)), for: Key.tags)
    fields.append(.bool(!tags.isEmpty), for: Key.hasTags)
    fields.append(workout.time.map { .string($0.description) } ?? .null, for: Key.time)
    let type = workout.type
    fields.append(type.map { .string($0) } ?? .null, for: Key.type)
    fields.append(type.map { .string(terms.typeURL($0)) } ?? .null, for: Key.typeURL)
    fields.append(
      workout.distance.map { .string(config.units.format($0, type: type)) } ?? .null,
      for: Key.distance)
    fields.append(workout.duration.map { .string($0.formatted) } ?? .null, for: Key.duration)
    fields.append(
      Pace.formatted(workout, units: config.units).map { .string($0) } ?? .null, for: Key.pace)
    return .object(fields)
  }

  static func tag(_ name: String, url: String? = nil) -> MustacheValue {
    .object(["name": .string(name), "url": .string(url ?? Links.tag(name))])
  }
}

/// The word shown beside a complexity colour, so colour is never the only signal.
enum ComplexityLabel {
  static func text(_ complexity: Complexity) -> String {
    switch complexity {
    case .low: "Low"
    case .medium: "Medium"
    case .high: "High"
    }
  }
}
