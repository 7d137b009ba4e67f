import Foundation
import Mustache

/// Seconds of wall-clock time and of this thread's CPU time (which excludes time spent
/// waiting for a core, so it stays meaningful on a busy machine).
struct Instant {
  var wall: Double
  var cpu: Double

  static var now: Instant {
    var wall = timespec()
    var cpu = timespec()
    clock_gettime(CLOCK_MONOTONIC, &wall)
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
    return Instant(
      wall: Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9,
      cpu: Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9)
  }
}

/// Renders `name` `iterations` times in `rounds` rounds; prints the best round and the mean,
/// in wall-clock and CPU time per render.
func measure(
  _ label: String, _ library: TemplateLibrary, _ name: String, _ context: MustacheValue,
  iterations: Int, rounds: Int = 5
) throws {
  let perRound = max(1, iterations / rounds)
  var bytes = 0
  for _ in 0..<max(1, perRound / 10) { bytes &+= try library.render(name, context).utf8.count }
  var wall: [Double] = []
  var cpu: [Double] = []
  for _ in 0..<rounds {
    let start = Instant.now
    for _ in 0..<perRound { bytes &+= try library.render(name, context).utf8.count }
    let end = Instant.now
    wall.append((end.wall - start.wall) / Double(perRound))
    cpu.append((end.cpu - start.cpu) / Double(perRound))
  }
  let size = try library.render(name, context).utf8.count
  print("\(label): \(perRound * rounds) renders, \(size) bytes each")
  report("wall", wall)
  report("cpu ", cpu)
  if bytes == 0 { print("  (no output?)") }
}

/// Prints the best and mean of per-render times (seconds).
func report(_ clock: String, _ times: [Double]) {
  let best = times.min() ?? 0
  let mean = times.reduce(0, +) / Double(max(1, times.count))
  let figures = String(
    format: "best round %.2f µs/render (%.0f renders/s), mean %.2f µs/render (%.0f/s)",
    best * 1e6, 1 / best, mean * 1e6, 1 / mean)
  print("  \(clock) \(figures)")
}

/// Peak resident set size (VmHWM) from /proc/self/status, or "unknown".
func peakRSS() -> String {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return "unknown"
  }
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
  return line.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) } ?? "unknown"
}

#if DEBUG
  print("warning: debug build; run `swift run -c release` in Benchmarks/MustacheBench for real figures")
#endif

do {
  let compileStart = ContinuousClock.now
  let library = try TemplateLibrary(files: BenchTemplates.files)
  let compileTime = ContinuousClock.now - compileStart
  print("MustacheBench: compiled \(library.names.count) templates in \(compileTime)")
  let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
  try measure(
    "row (11 fields + tags section)", library, "partials/row", BenchTemplates.row(1),
    iterations: iterations)
  try measure(
    "page (base layout via inheritance, 50 row partials)", library, "page",
    BenchTemplates.page(rows: 50), iterations: iterations)
  // The site's own row template (`Templates/row.mustache`), with a row as the site fills it.
  if let source = try? String(contentsOfFile: "../../Templates/row.mustache", encoding: .utf8) {
    let site = try TemplateLibrary(templates: ["row": source])
    try measure(
      "site row (Templates/row.mustache)", site, "row", BenchTemplates.siteRow,
      iterations: iterations)
  }
  print("peak RSS (VmHWM): \(peakRSS())")
} catch {
  print("MustacheBench failed: \(error)")
  exit(1)
}
