/// Elevation gain from a sequence of altitudes.
///
/// GPS and barometric altitudes jitter by a metre or so from point to point, and summing every
/// positive step counts that jitter as climbing. `smoothed` first replaces each inner altitude by
/// a weighted mean with its neighbours (0.3 · previous + 0.4 · itself + 0.3 · next; the first
/// and last stay as recorded), a light low-pass filter that keeps real climbs whole and agrees
/// with what common GPX tools report. `raw` is the plain sum, kept for comparison.
public enum ElevationGain {
  /// The sum of every positive step between consecutive altitudes, in metres.
  public static func raw(_ altitudes: [Double]) -> Double {
    var gain = 0.0
    for index in altitudes.indices.dropFirst() where altitudes[index] > altitudes[index - 1] {
      gain += altitudes[index] - altitudes[index - 1]
    }
    return gain
  }

  /// The sum of every positive step after the 0.3/0.4/0.3 smoothing described above.
  public static func smoothed(_ altitudes: [Double]) -> Double {
    guard altitudes.count > 2 else { return raw(altitudes) }
    var smooth = altitudes
    for index in 1..<(altitudes.count - 1) {
      smooth[index] =
        0.3 * altitudes[index - 1] + 0.4 * altitudes[index] + 0.3 * altitudes[index + 1]
    }
    return raw(smooth)
  }
}
