import Foundation
import Mustache

/// Renders `name` `iterations` times in `rounds` rounds; prints the best round and the mean.
func measure(
  _ label: String, _ library: TemplateLibrary, _ name: String, _ context: MustacheValue,
  iterations: Int, rounds: Int = 5
) throws {
  let perRound = max(1, iterations / rounds)
  var bytes = 0
  for _ in 0..<max(1, perRound / 10) { bytes &+= try library.render(name, context).utf8.count }
  var times: [Double] = []
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    for _ in 0..<perRound { bytes &+= try library.render(name, context).utf8.count }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    times.append(seconds / Double(perRound))
  }
  let best = times.min() ?? 0
  let mean = times.reduce(0, +) / Double(times.count)
  let size = try library.render(name, context).utf8.count
  print("\(label): \(perRound * rounds) renders, \(size) bytes each")
  print(String(format: "  best round: %.2f µs/render, %.0f renders/s", best * 1e6, 1 / best))
  print(String(format: "  mean:       %.2f µs/render, %.0f renders/s", mean * 1e6, 1 / mean))
  if bytes == 0 { print("  (no output?)") }
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
  print("warning: debug build; run `swift run -c release MustacheBench` for real figures")
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
  print("peak RSS (VmHWM): \(peakRSS())")
} catch {
  print("MustacheBench failed: \(error)")
  exit(1)
}
