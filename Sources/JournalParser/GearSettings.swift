import DiaryCore

/// Reads the gear settings of `diary.conf`: `gear: shoes, bike` (custom field keys whose values
/// name pieces of gear) and `gear-limit: Pegasus 40 = 800 km` (a piece's distance limit).
enum GearSettings {
  /// Adds the keys of a `gear:` line; an error names the item at fault.
  static func addKeys(_ value: String, to config: inout SiteConfig) -> FieldError? {
    var offset = 0
    var keys: [String] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      let key = item.trimmingBlanks.lowercased()
      let at = offset + item.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
      offset += item.utf8.count + 1
      if key.isEmpty {
        return FieldError(
          "expected custom field keys separated by commas, like 'shoes, bike'", offset: at)
      }
      if KnownKey(rawValue: key) != nil {
        return FieldError(
          "'\(key)' is a field of its own; gear keys name custom fields, like 'shoes'", offset: at)
      }
      if config.gearKeys.contains(key) || keys.contains(key) {
        return FieldError("gear key '\(key)' is given twice", offset: at)
      }
      keys.append(key)
    }
    config.gearKeys += keys
    return nil
  }

  /// Adds the limit of a `gear-limit:` line: the name, then `=` and a distance.
  static func addLimit(_ value: String, to config: inout SiteConfig) -> FieldError? {
    guard let equals = value.utf8.lastIndex(of: UInt8(ascii: "=")) else {
      return FieldError(
        "expected 'gear-limit: NAME = DISTANCE', like 'Pegasus 40 = 800 km', found '\(value)'")
    }
    let name = value[..<equals].trimmingBlanks
    let distanceText = value[value.index(after: equals)...]
    let distanceOffset =
      value.utf8.distance(from: value.utf8.startIndex, to: equals) + 1
      + distanceText.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
    guard !name.isEmpty else {
      return FieldError("missing the gear's name before '='")
    }
    switch FieldValues.distance(distanceText.trimmingBlanks) {
    case .success(let distance):
      config.gearLimits.append(GearLimit(name: name, distance: distance))
      return nil
    case .failure(let error):
      return FieldError(error.message, offset: distanceOffset + error.offset)
    }
  }
}
