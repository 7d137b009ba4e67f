/// The parts of Garmin's FIT profile the decoder reads: global message numbers, field numbers,
/// scales and offsets, and the names of sports, sub-sports and manufacturers.
enum FITProfile {
  /// FIT's epoch, 1989-12-31T00:00:00Z, in UTC seconds since 1970.
  static let epoch = 631_065_600.0

  /// Degrees per semicircle (positions are stored as 2³¹ semicircles per 180°).
  static let degreesPerSemicircle = 180.0 / 2_147_483_648.0

  /// Global message numbers.
  enum Message {
    static let fileID: UInt16 = 0
    static let sport: UInt16 = 12
    static let session: UInt16 = 18
    static let lap: UInt16 = 19
    static let record: UInt16 = 20
    static let event: UInt16 = 21
    static let activity: UInt16 = 34
  }

  /// The timestamp field every message may carry (seconds since the FIT epoch).
  static let timestampField: UInt8 = 253

  /// The name of a FIT sport number, or the number as text.
  static func sportName(_ value: Int) -> String {
    value >= 0 && value < sports.count && !sports[value].isEmpty
      ? sports[value] : String(value)
  }

  /// The name of a FIT sub-sport number, or the number as text.
  static func subSportName(_ value: Int) -> String {
    value >= 0 && value < subSports.count && !subSports[value].isEmpty
      ? subSports[value] : String(value)
  }

  /// The name of a FIT manufacturer number (a few common ones), or the number as text.
  static func manufacturerName(_ value: Int) -> String {
    manufacturers[value] ?? String(value)
  }

  private static let sports = [
    "generic", "running", "cycling", "transition", "fitness_equipment", "swimming", "basketball",
    "soccer", "tennis", "american_football", "training", "walking", "cross_country_skiing",
    "alpine_skiing", "snowboarding", "rowing", "mountaineering", "hiking", "multisport",
    "paddling", "flying", "e_biking", "motorcycling", "boating", "driving", "golf",
    "hang_gliding", "horseback_riding", "hunting", "fishing", "inline_skating", "rock_climbing",
    "sailing", "ice_skating", "sky_diving", "snowshoeing", "snowmobiling",
    "stand_up_paddleboarding", "surfing", "wakeboarding", "water_skiing", "kayaking", "rafting",
    "windsurfing", "kitesurfing", "tactical", "jumpmaster", "boxing", "floor_climbing",
  ]

  private static let subSports = [
    "generic", "treadmill", "street", "trail", "track", "spin", "indoor_cycling", "road",
    "mountain", "downhill", "recumbent", "cyclocross", "hand_cycling", "track_cycling",
    "indoor_rowing", "elliptical", "stair_climbing", "lap_swimming", "open_water",
    "flexibility_training", "strength_training", "warm_up", "match", "exercise", "challenge",
    "indoor_skiing", "cardio_training", "indoor_walking", "e_bike_fitness", "bmx",
    "casual_walking", "speed_walking", "bike_to_run_transition", "run_to_bike_transition",
    "swim_to_bike_transition", "atv", "motocross", "backcountry", "resort", "rc_drone",
    "wingsuit", "whitewater", "skate_skiing", "yoga", "pilates", "indoor_running",
    "gravel_cycling", "e_bike_mountain", "commuting", "mixed_surface", "navigate", "track_me",
    "map", "single_gas_diving", "multi_gas_diving", "gauge_diving", "apnea_diving",
    "apnea_hunting", "virtual_activity", "obstacle",
  ]

  private static let manufacturers: [Int: String] = [
    1: "garmin", 15: "dynastream", 23: "suunto", 32: "wahoo_fitness", 40: "concept2",
    89: "tacx", 95: "stryd", 123: "polar", 255: "development", 260: "zwift", 265: "strava",
    294: "coros",
  ]
}
