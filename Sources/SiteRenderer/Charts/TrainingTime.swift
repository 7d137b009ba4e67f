/// Training time in words: `45 min`, `1 h 20 min`, `312 h`.
enum TrainingTime {
  static func text(seconds: Int) -> String {
    let minutes = (max(seconds, 0) + 30) / 60
    let hours = minutes / 60
    if hours == 0 { return "\(minutes) min" }
    if hours >= 100 || minutes % 60 == 0 { return "\(hours) h" }
    return "\(hours) h \(minutes % 60) min"
  }
}
