import DiaryCore
import Mustache

/// `gear.html`: each piece of gear per key, with its distance, time, workouts, first and last
/// use, and its limit when `diary.conf` sets one.
enum GearPage {
  struct Input: PageInput {
    static let template = "gear"
    var path = Links.gear
    var usage: Stats.GearUsage

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      let fields: MustacheObject = [
        "groups": .list(
          usage.groups.map { group in
            .object([
              "key": .string(group.key),
              "id": .string("gear-\(Slug.make(group.key, fallback: "gear"))"),
              "pieces": .list(group.pieces.map { piece($0, config: config) }),
              "isEmpty": .bool(group.pieces.isEmpty),
            ])
          })
      ]
      return site.page(path: path, title: "Gear", fields)
    }

    private func piece(_ piece: Stats.GearUsage.Piece, config: SiteConfig) -> MustacheValue {
      var fields: MustacheObject = [
        "name": .string(piece.name),
        "anchor": .string(piece.anchor),
        "totals": TotalsFields.make(piece.totals, config: config),
        "first": RacesPage.workoutLink(piece.first),
        "last": RacesPage.workoutLink(piece.last),
      ]
      fields["limit"] =
        piece.limit.map { limit in
          let fraction = piece.totals.metres / limit.metres
          return .object([
            "limit": .string(
              DecimalFormat.string(limit.value, fractionDigits: 3, unit: limit.unit.symbol)),
            "fraction": .string(DecimalFormat.string(min(fraction, 1), fractionDigits: 3)),
            "percent": .string(GoalFields.percent(piece.totals.metres, of: limit.metres)),
            "isPast": .bool(piece.isPastLimit),
            "over": .string(
              config.units.format(metres: max(piece.totals.metres - limit.metres, 0))),
          ])
        } ?? .null
      return .object(fields)
    }
  }

  /// No page without a `gear:` setting.
  static func files(_ data: SiteData) -> [SiteFile] {
    data.config.gearKeys.isEmpty ? [] : [SiteFile(page: Input(usage: data.gear), in: data.context)]
  }
}
