/// A track file's summary as the state holds it: its fingerprint and whether it has a route,
/// known when the track is read, and the summary itself, decoded from the bytes a build cache
/// keeps only when something shows it. A build that renders a few pages decodes a few tracks;
/// pages are keyed by the fingerprint.
public struct Track: Hashable, Sendable {
  private enum Storage: Sendable {
    case summary(TrackSummary)
    /// `TrackSummary.encode(into:)`'s bytes.
    case record(ByteSlice)
  }

  /// The fingerprint of the summary (`TrackSummary.fingerprint`).
  public let fingerprint: Fingerprint
  /// Whether the summary has a route.
  public let hasRoute: Bool
  private let storage: Storage

  public init(_ summary: TrackSummary) {
    fingerprint = summary.fingerprint
    hasRoute = summary.route != nil
    storage = .summary(summary)
  }

  /// A summary kept as bytes, with the fingerprint and route flag written beside them.
  public init(record: ByteSlice, fingerprint: Fingerprint, hasRoute: Bool) {
    self.fingerprint = fingerprint
    self.hasRoute = hasRoute
    storage = .record(record)
  }

  /// The summary, decoded on each call when kept as bytes; an empty one for bytes that do not
  /// decode (a cache damaged inside a record: its framing is checked when it is read).
  public var summary: TrackSummary {
    switch storage {
    case .summary(let summary): return summary
    case .record(let record):
      var reader = BinaryReader(record.storage, in: record.range)
      return (try? TrackSummary(from: &reader)) ?? TrackSummary()
    }
  }

  /// Writes the summary as `TrackSummary.encode(into:)` does, copying the bytes it was read
  /// from when it has them.
  public func encode(into writer: inout BinaryWriter) {
    switch storage {
    case .summary(let summary): summary.encode(into: &writer)
    case .record(let record): writer.write(raw: record)
    }
  }

  public static func == (lhs: Track, rhs: Track) -> Bool { lhs.fingerprint == rhs.fingerprint }

  public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }
}

/// In a page's input, a track is encoded as its summary (and fingerprinted by its fingerprint).
extension Track: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try TrackSummary(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try summary.encode(to: encoder)
  }
}
