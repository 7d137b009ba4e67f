import DiaryCore
import JournalParser
import Testing

@Suite("diary.conf: gear and goals")
struct GearAndGoalSettingsTests {
  /// The diagnostics of a one-line `diary.conf`, as printed.
  private func errors(_ line: String) -> [String] {
    ConfigParser.parse(path: "diary.conf", text: line + "\n").1.map(\.description)
  }

  private func config(_ text: String) -> SiteConfig {
    let (config, diagnostics) = ConfigParser.parse(path: "diary.conf", text: text)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return config
  }

  @Test("gear keys: custom field keys in lowercase, added line by line")
  func gearKeys() {
    let config = config("gear: Shoes, bike\ngear:  paddle\n")
    #expect(config.gearKeys == ["shoes", "bike", "paddle"])
  }

  @Test("gear limits: a name, '=', a distance (the last '=' separates them)")
  func gearLimits() {
    let config = config("gear-limit: Pegasus 40 = 800 km\ngear-limit: Canyon = road = 15000 mi\n")
    #expect(
      config.gearLimits == [
        GearLimit(name: "Pegasus 40", distance: Distance(800, .kilometres)),
        GearLimit(name: "Canyon = road", distance: Distance(15_000, .miles)),
      ])
  }

  @Test(
    "goals: an optional type, an amount with its unit, 'per' and a period",
    arguments: [
      (
        "goal: run 40 km per week", "run", Goal.Amount.distance(Distance(40, .kilometres)),
        PeriodKind.week
      ),
      ("goal: 2000KM per year", nil, .distance(Distance(2000, .kilometres)), .year),
      ("goal: Ride 4.5 h per week", "ride", .seconds(16_200), .week),
      ("goal: swim 90 min per month", "swim", .seconds(5400), .month),
      ("goal: 12 workouts per Month", nil, .workouts(12), .month),
      ("goal: strength 1 workout per week", "strength", .workouts(1), .week),
      ("goal: 25 mi per week", nil, .distance(Distance(25, .miles)), .week),
    ] as [(String, String?, Goal.Amount, PeriodKind)])
  func goals(line: String, type: String?, amount: Goal.Amount, period: PeriodKind) throws {
    let goal = try #require(config(line).goals.first)
    #expect(goal.type == type)
    #expect(goal.amount == amount)
    #expect(goal.period == period)
    #expect(goal.text == String(line.dropFirst("goal: ".count)))
  }

  @Test(
    "a bad gear or goal line is an error at the word at fault",
    arguments: [
      (
        "goal: run 40 kms per week",
        "diary.conf:1:14: error: unknown unit 'kms' in goal; did you mean 'km'?"
      ),
      (
        "goal: run 40 furlongs per week",
        "diary.conf:1:14: error: unknown unit 'furlongs' in goal; expected km, m, mi, yd, h, min or workouts"
      ),
      (
        "goal: 3 workots per week",
        "diary.conf:1:9: error: unknown unit 'workots' in goal; did you mean 'workouts'?"
      ),
      (
        "goal: run 40 km per wek",
        "diary.conf:1:21: error: unknown period 'wek' in goal; did you mean 'week'?"
      ),
      (
        "goal: run 40 km per fortnight",
        "diary.conf:1:21: error: unknown period 'fortnight' in goal; expected week, month or year"
      ),
      (
        "goal: run 40 km a week",
        "diary.conf:1:7: error: expected a goal like 'run 40 km per week', found 'run 40 km a week'"
      ),
      (
        "goal: run 40 per week",
        "diary.conf:1:13: error: missing unit after '40' in goal; expected km, m, mi, yd, h, min or workouts"
      ),
      ("goal: run 0 km per week", "diary.conf:1:11: error: a goal must be greater than zero"),
      (
        "goal: run forty km per week",
        "diary.conf:1:11: error: expected a number before 'km' in goal, found 'forty'"
      ),
      (
        "goal: 2.5 workouts per week",
        "diary.conf:1:7: error: a number of workouts must be a whole number, found '2.5'"
      ),
      (
        "goal: trail run 40 km per week",
        "diary.conf:1:7: error: a goal's type must be one word, like 'run', found 'trail run'"
      ),
      (
        "goal:   40 km per eon",
        "diary.conf:1:19: error: unknown period 'eon' in goal; expected week, month or year"
      ),
      (
        "gear: shoes, , bike",
        "diary.conf:1:14: error: expected custom field keys separated by commas, like 'shoes, bike'"
      ),
      (
        "gear: shoes, type",
        "diary.conf:1:14: error: 'type' is a field of its own; gear keys name custom fields, like 'shoes'"
      ),
      ("gear: shoes, Shoes", "diary.conf:1:14: error: gear key 'shoes' is given twice"),
      (
        "gear-limit: Pegasus 40 = 800 kms",
        "diary.conf:1:30: error: unknown unit 'kms'; expected km, m, mi or yd"
      ),
      (
        "gear-limit: Pegasus 40 = -800 km",
        "diary.conf:1:26: error: distance '-800 km' must not be negative"
      ),
      (
        "gear-limit: Pegasus 40 800 km",
        "diary.conf:1:13: error: expected 'gear-limit: NAME = DISTANCE', like 'Pegasus 40 = 800 km', found 'Pegasus 40 800 km'"
      ),
      ("gear-limit:  = 800 km", "diary.conf:1:14: error: missing the gear's name before '='"),
      (
        "gaol: run 40 km per week",
        "diary.conf:1:1: error: unknown setting 'gaol'; did you mean 'goal'?"
      ),
      (
        "gear-limt: x = 1 km",
        "diary.conf:1:1: error: unknown setting 'gear-limt'; did you mean 'gear-limit'?"
      ),
    ])
  func badLines(line: String, expected: String) {
    #expect(errors(line) == [expected])
  }

  @Test("every bad line is reported, each at its own line, and the good ones are kept")
  func several() {
    let text =
      "goal: run 40 km per week\ngoal: 5 hours per week\n\ngear: shoes\ngoal: 3 workouts per year\n"
    let (config, diagnostics) = ConfigParser.parse(path: "j/diary.conf", text: text)
    #expect(
      diagnostics.map(\.description) == [
        "j/diary.conf:2:9: error: unknown unit 'hours' in goal; expected km, m, mi, yd, h, min or workouts"
      ])
    #expect(config.goals.map(\.text) == ["run 40 km per week", "3 workouts per year"])
    #expect(config.gearKeys == ["shoes"])
  }
}
