import Synchronization

/// The output of identified items (`IdentifiedList`) rendered by one set of renders (one build
/// of a site), for the others to copy: a workout's row is rendered once per way it is shown
/// (by the same section of the same template, at the same indentation and depth, reading the
/// same values outside itself) and copied into every other page that shows it that way.
///
/// An item's output is taken when it has the same identity (`IdentifiedList.Item`: equal
/// identities, equal values) and every name its section's items read outside themselves gives
/// the same value as where it was rendered. Holds at most `byteLimit` bytes of output; once
/// full, it keeps what it has. A way of showing items that many were kept for and none was
/// taken (the rows of month pages, which no other page shows the same way) keeps no more.
public final class SharedItems: @unchecked Sendable {
  /// Where a kept item's output lies in `storage`.
  struct Output {
    var start: Int
    var length: Int
  }

  /// The items kept for one way of showing them, and what they read outside themselves.
  struct Variant {
    /// The place, the names read (an index of `Table.readSets`) and the print of their values.
    var print: UInt64
    var names: [String]
  }

  private struct Key: Hashable {
    var variant: UInt64
    var identity: UInt64
  }

  /// How many items of a variant were kept and taken.
  private struct Use {
    var kept = 0
    var taken = 0
  }

  private struct Table {
    var outputs: [Key: Output] = [:]
    /// Each set of names read outside items, once.
    var readSets: [[String]] = []
    /// The sets of names the items kept at each site read.
    var readsBySite: [UInt64: [Int]] = [:]
    var uses: [UInt64: Use] = [:]
    var used = 0
  }

  /// A variant keeps no more items once this many were kept and none was taken.
  private static let untakenLimit = 2_000

  /// The outputs, one after another. Each byte is written once, before the output that holds
  /// it is published under `table`'s lock, and never changed after: readers copy it without
  /// the lock (hence `@unchecked Sendable`).
  private let storage: UnsafeMutableRawPointer
  private let byteLimit: Int
  private let table = Mutex(Table())

  /// `byteLimit`: how many bytes of output are kept at most (memory is taken as it fills).
  public init(byteLimit: Int = 12 << 20) {
    self.byteLimit = max(0, byteLimit)
    storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, self.byteLimit), alignment: 16)
  }

  deinit {
    storage.deallocate()
  }

  /// For each of `items` rendered at `site`, the output kept for it whose names read give the
  /// same print here (`print` makes the print of a set of names' values where the items
  /// render) and the variant it was kept for; nil for an item without one.
  func lookUp(
    site: UInt64, items: [IdentifiedList.Item], print: ([String]) -> UInt64
  ) -> (outputs: [(output: Output, variant: Int)?], variants: [Variant]) {
    table.withLock { table in
      guard let readSets = table.readsBySite[site] else {
        return (Array(repeating: nil, count: items.count), [])
      }
      let variants = readSets.map { reads in
        let names = table.readSets[reads]
        let variant = Self.variant(site: site, reads: reads, print: print(names))
        return Variant(print: variant, names: names)
      }
      var taken = Array(repeating: 0, count: variants.count)
      let outputs = items.map { item -> (output: Output, variant: Int)? in
        for (index, variant) in variants.enumerated() {
          if let output = table.outputs[Key(variant: variant.print, identity: item.identity)] {
            taken[index] += 1
            return (output, index)
          }
        }
        return nil
      }
      for (index, variant) in variants.enumerated() where taken[index] > 0 {
        table.uses[variant.print, default: Use()].taken += taken[index]
      }
      return (outputs, variants)
    }
  }

  /// The bytes of an output `lookUp` returned.
  func bytes(of output: Output) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: storage + output.start, count: output.length)
  }

  /// Keeps the output of items rendered at `site`, each `ranges` of `rendered`, whose section
  /// read `names` outside its items, `print` the print of their values.
  func keep(
    site: UInt64, identities: [UInt64], ranges: [Range<Int>],
    of rendered: UnsafeRawBufferPointer, names: [String], print: UInt64
  ) {
    guard let base = rendered.baseAddress else { return }
    table.withLock { table in
      guard table.used < byteLimit else { return }
      let reads = table.readSets.interning(names)
      let variant = Self.variant(site: site, reads: reads, print: print)
      let use = table.uses[variant] ?? Use()
      guard use.taken > 0 || use.kept < Self.untakenLimit else { return }
      if !(table.readsBySite[site]?.contains(reads) ?? false) {
        table.readsBySite[site, default: []].append(reads)
      }
      var kept = 0
      for (identity, range) in zip(identities, ranges) {
        let key = Key(variant: variant, identity: identity)
        guard table.outputs[key] == nil else { continue }
        guard range.count <= byteLimit - table.used else { break }
        (storage + table.used).copyMemory(from: base + range.lowerBound, byteCount: range.count)
        table.outputs[key] = Output(start: table.used, length: range.count)
        table.used += range.count
        kept += 1
      }
      table.uses[variant, default: Use()].kept += kept
    }
  }

  /// One print of where items render, which names they read and what those give.
  private static func variant(site: UInt64, reads: Int, print: UInt64) -> UInt64 {
    var variant = ValuePrint()
    variant.combine(site)
    variant.combine(UInt64(reads))
    variant.combine(print)
    return variant.value
  }
}
