import DiaryCore

#if canImport(Glibc)
  import Glibc
#endif

/// What commands read from the machine besides their arguments and console: the local day by
/// its clock and the environment variables. `current` reads them; tests pass fixed ones, so no
/// result depends on the day a test runs. The site never depends on either.
public struct Machine: Sendable {
  public var today: @Sendable () -> LocalDate
  public var environment: [String: String]

  public init(today: @escaping @Sendable () -> LocalDate, environment: [String: String] = [:]) {
    self.today = today
    self.environment = environment
  }

  /// The machine's clock and this process's environment.
  public static var current: Machine {
    var environment: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return Machine(today: LocalClock.today, environment: environment)
  }
}

/// The local calendar day from the system clock: the only place the tool reads the time.
enum LocalClock {
  static func today() -> LocalDate {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return LocalDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? LocalDate(dayNumber: now / 86_400)
  }
}
