/// Maps the sport names files use (FIT's profile names, TCX's `Sport`, GPX `<type>`, Strava's
/// activity types) to the journal's lowercase types and to tag suggestions.
///
/// Names are compared without case, spaces, hyphens or underscores (`WeightTraining`,
/// `weight_training` and `Weight Training` are one name).
public enum SportMapping {
  /// The journal type for a sport and sub-sport: `run`, `ride`, `swim`, `walk`, `hike`, `row`,
  /// `strength`, `yoga`, `ski`, `paddle`, `workout`, `multisport`… `nil` when the sport is
  /// unknown, generic or a transition. Where the sport is vague (missing, `generic`,
  /// `fitness_equipment`, `training`) a sub-sport that names the activity decides (FIT
  /// `fitness_equipment` + `treadmill` is a run, `training` + `yoga` is yoga).
  public static func journalType(sport: String?, subSport: String? = nil) -> String? {
    let sportName = sport.map(normalized)
    if sportName == nil || vagueSports.contains(sportName ?? ""), let subSport,
      let type = subSportTypes[normalized(subSport)]
    {
      return type
    }
    return sportName.flatMap { sportTypes[$0] }
  }

  private static let vagueSports: Set<String> = ["generic", "fitnessequipment", "training"]

  /// Tags a sub-sport (or a Strava type such as `VirtualRide`) suggests: `treadmill`, `trail`,
  /// `indoor`, `virtual`. Empty for any other.
  public static func tags(subSport: String?) -> [String] {
    guard let subSport else { return [] }
    return subSportTags[normalized(subSport)] ?? []
  }

  /// The name lowercased, without spaces, hyphens and underscores.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { !" -_\t".unicodeScalars.contains($0) })
  }

  private static let sportTypes: [String: String] = [
    // FIT sport names, TCX Sport values, GPX types and Strava types.
    "running": "run", "run": "run", "trailrun": "run", "virtualrun": "run",
    "cycling": "ride", "biking": "ride", "ride": "ride", "virtualride": "ride",
    "ebiking": "ride", "ebikeride": "ride", "mountainbikeride": "ride", "gravelride": "ride",
    "emountainbikeride": "ride", "handcycle": "ride", "velomobile": "ride",
    "swimming": "swim", "swim": "swim",
    "walking": "walk", "walk": "walk",
    "hiking": "hike", "hike": "hike", "mountaineering": "hike",
    "rowing": "row", "row": "row", "virtualrow": "row",
    "training": "strength", "weighttraining": "strength", "crossfit": "strength",
    "yoga": "yoga", "workout": "workout", "hiit": "workout", "elliptical": "workout",
    "stairstepper": "workout",
    "crosscountryskiing": "ski", "alpineskiing": "ski", "nordicski": "ski", "alpineski": "ski",
    "backcountryski": "ski", "snowboarding": "snowboard", "snowboard": "snowboard",
    "paddling": "paddle", "kayaking": "paddle", "canoeing": "paddle",
    "standuppaddleboarding": "paddle", "standuppaddling": "paddle",
    "inlineskating": "skate", "inlineskate": "skate", "iceskating": "skate", "iceskate": "skate",
    "rockclimbing": "climb", "rockclimb": "climb",
    "multisport": "multisport",
    // Strava's own numbers in the GPX files it exports (`<type>1</type>` for a ride).
    "1": "ride", "9": "run",
  ]

  private static let subSportTypes: [String: String] = [
    "treadmill": "run", "indoorrunning": "run", "trail": "run", "track": "run",
    "indoorcycling": "ride", "spin": "ride", "virtualride": "ride",
    "indoorrowing": "row", "lapswimming": "swim", "openwater": "swim",
    "strengthtraining": "strength", "yoga": "yoga", "pilates": "pilates",
    "indoorwalking": "walk", "casualwalking": "walk", "speedwalking": "walk",
    "elliptical": "workout", "stairclimbing": "workout", "cardiotraining": "workout",
    "hiit": "workout",
  ]

  private static let subSportTags: [String: [String]] = [
    "treadmill": ["treadmill"], "trail": ["trail"], "trailrun": ["trail"],
    "indoorcycling": ["indoor"], "indoorrunning": ["indoor"], "indoorrowing": ["indoor"],
    "indoorwalking": ["indoor"], "indoorskiing": ["indoor"], "spin": ["indoor"],
    "indoorclimbing": ["indoor"],
    "virtualactivity": ["virtual"], "virtualride": ["virtual"], "virtualrun": ["virtual"],
    "virtualrow": ["virtual"],
  ]
}
