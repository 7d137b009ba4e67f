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
      let text = site.text
      let fields: MustacheObject = [
        "intro": .string(
          text.html(
            "gear.intro", ["gear": "<code>gear:</code>", "limit": "<code>gear-limit:</code>"])
        ),
        "groups": .list(
          usage.groups.map { group in
            .object([
              "key": .string(group.key),
              "id": .string("gear-\(Slug.make(group.key, fallback: "gear"))"),
              "pieces": .list(group.pieces.map { piece($0, text: text) }),
              "isEmpty": .bool(group.pieces.isEmpty),
              "emptyText": .string(
                text.html("gear.empty", ["key": "<code>\(escapeHTML(group.key))</code>"])),
              "caption": .string(text("gear.caption", ["key": group.key])),
            ])
          }),
      ]
      return site.page(path: path, title: text("nav.gear"), fields)
    }

    private func piece(_ piece: Stats.GearUsage.Piece, text: SiteText) -> MustacheValue {
      var fields: MustacheObject = [
        "name": .string(piece.name),
        "anchor": .string(piece.anchor),
        "totals": TotalsFields.make(piece.totals, text: text),
        "used": .string(
          text.html(
            "gear.used", ["first": link(piece.first, text), "last": link(piece.last, text)])
        ),
      ]
      fields["limit"] =
        piece.limit.map { limit in
          let fraction = piece.totals.metres / limit.metres
          let percent = text.measure(GoalFields.percent(piece.totals.metres, of: limit.metres))
          let values = [
            "percent": escapeHTML(percent),
            "limit": escapeHTML(
              text.measure(
                DecimalFormat.string(limit.value, fractionDigits: 3, unit: limit.unit.symbol))),
            "over": escapeHTML(
              text.distance(metres: max(piece.totals.metres - limit.metres, 0))),
            "strong": "<strong>", "/strong": "</strong>",
          ]
          return .object([
            "fraction": .string(DecimalFormat.string(min(fraction, 1), fractionDigits: 3)),
            "percent": .string(percent),
            "label": .string(text("gear.limit-label", ["percent": percent])),
            "text": .string(text.html(piece.isPastLimit ? "gear.past" : "gear.limit", values)),
            "isPast": .bool(piece.isPastLimit),
          ])
        } ?? .null
      return .object(fields)
    }

    /// A link to a workout, its day as the link's text.
    private func link(_ workout: Workout, _ text: SiteText) -> String {
      "<a href=\"\(Links.workout(workout.id))\">\(text.timeHTML(workout.date))</a>"
    }
  }

  /// No page without a `gear:` setting.
  static func files(_ data: SiteData) -> [SiteFile] {
    data.config.gearKeys.isEmpty ? [] : [SiteFile(page: Input(usage: data.gear), in: data.context)]
  }
}
