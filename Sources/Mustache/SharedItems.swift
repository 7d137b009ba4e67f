#if canImport(Glibc)
  import Glibc
#endif

/// The output of identified items (`IdentifiedList`) rendered by one set of renders (one build
/// of a site), for the others to copy: a workout's row is rendered once and copied into every
/// other page that shows it from the same section of the same template, at the same
/// indentation, wherever rendering it would stay within the nesting limit.
///
/// An item's output is taken when it has the same identity (`IdentifiedList.Item`: equal
/// identities, equal values) and what it read outside itself allows: when every name it read
/// outside itself was a value written into its output (a page's `root` before each link), the
/// output is copied with the values those names give where it is copied written in their place;
/// when it read one for a section too, the output is taken only where every name its section's
/// items read outside themselves gives the same value.
///
/// Holds at most `byteLimit` bytes of output at a time: once full, it drops what it holds and
/// keeps the items rendered next (pages render in the order of their newest rows, so the rows
/// kept are those the next pages show most). What a render copies stays valid while it holds
/// the `Arena` it found it in.
public final class SharedItems: @unchecked Sendable {
  /// A value an item read outside itself and wrote into its output, as the render notes it:
  /// where (from the start of the item's output), how many bytes it took, the name, and
  /// whether it was escaped.
  struct Hole {
    var offset: Int
    var length: Int
    var name: String
    var escaped: Bool
  }

  /// A hole as kept: its name is an index of the names `lookUp` gives.
  struct KeptHole {
    var offset: Int32
    var length: Int32
    var name: Int32
    var escaped: Bool
  }

  /// What an item rendered gives the others: its output, and the values read outside it and
  /// written into it (`holes`, a range of the holes given to `keep`), or nil when it read a
  /// name outside itself for a section.
  struct Rendered {
    var identity: UInt64
    var range: Range<Int>
    var holes: Range<Int>?
    /// How many levels deeper than the item its render nested.
    var reach: Int
  }

  /// A kept item's output, where it lies (in the arena `lookUp` gives with it), and its holes
  /// (nil: taken only where its section's names read outside give the same values), or the
  /// names its section read outside.
  struct Output: @unchecked Sendable {
    var bytes: UnsafeRawBufferPointer
    var holes: UnsafeBufferPointer<KeptHole>?
    var reads: Int
  }

  private struct Key: Hashable {
    var variant: UInt64
    var identity: UInt64

    func _rawHashValue(seed: Int) -> Int {
      WordHashing.hashValue(variant, identity, seed: seed)
    }
  }

  /// The memory outputs and their holes are kept in: each is written once, before the output
  /// is published under the store's lock, and never changed after, so readers copy them
  /// without the lock for as long as they hold the arena (hence `@unchecked Sendable`).
  final class Arena: @unchecked Sendable {
    let bytes: UnsafeMutableRawPointer
    let holes: UnsafeMutablePointer<KeptHole>
    let byteCapacity: Int
    let holeCapacity: Int
    var used = 0
    var holesUsed = 0

    init(byteCapacity: Int) {
      self.byteCapacity = max(0, byteCapacity)
      holeCapacity = self.byteCapacity / 32
      bytes = .allocate(byteCount: max(1, self.byteCapacity), alignment: 16)
      holes = .allocate(capacity: max(1, holeCapacity))
    }

    deinit {
      bytes.deallocate()
      holes.deallocate()
    }
  }

  private struct Stored {
    var start: Int
    var length: Int
    /// Where the item's holes lie in the arena, or nil.
    var holes: Range<Int>?
    /// For an output without holes, the names its section read (an index of `readSets`).
    var reads: Int
    /// How many levels deeper than the item its render nested: it is taken only where that
    /// stays within the nesting limit (`room`), as rendering it would.
    var reach: Int
  }

  private struct Table {
    var outputs: [Key: Stored] = [:]
    /// Each name written in a hole, once.
    var names: [String] = []
    /// Each set of names read outside items, once.
    var readSets: [[String]] = []
    /// The sets of names the items kept without holes at each site read.
    var readsBySite: [UInt64: [Int]] = [:]
    var arena: Arena
  }

  private let byteLimit: Int
  /// Guarded by `mutex` (a pthread mutex, which ThreadSanitizer sees, unlike
  /// `Synchronization.Mutex`: see DiaryCore's `Locked`), hence `@unchecked Sendable`.
  private var table: Table
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  /// `byteLimit`: how many bytes of output are kept at a time (memory is taken as it fills).
  public init(byteLimit: Int = 6 << 20) {
    self.byteLimit = max(0, byteLimit)
    table = Table(arena: Arena(byteCapacity: 0))
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  private func withTable<Result>(_ body: (inout Table) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&table)
  }

  /// For each of `items` rendered at `site`, the output kept for it that can be taken here, or
  /// nil: one with holes, or one whose section's names read outside give the same print here
  /// (`print` makes the print of a set of names' values where the items render). With the
  /// names the holes name, and the sets of names sections read.
  func lookUp(
    site: UInt64, room: Int, items: [IdentifiedList.Item], print: ([String]) -> UInt64
  ) -> (outputs: [Output?], arena: Arena, names: [String], readSets: [[String]]) {
    withTable { table in
      let arena = table.arena
      let withHoles = Self.variant(site: site, reads: -1, print: 0)
      let variants = (table.readsBySite[site] ?? []).map { reads in
        Self.variant(site: site, reads: reads, print: print(table.readSets[reads]))
      }
      let outputs = items.map { item -> Output? in
        if let stored = table.outputs[Key(variant: withHoles, identity: item.identity)],
          stored.reach < room
        {
          return Self.output(stored, in: arena)
        }
        for variant in variants {
          if let stored = table.outputs[Key(variant: variant, identity: item.identity)],
            stored.reach < room
          {
            return Self.output(stored, in: arena)
          }
        }
        return nil
      }
      return (outputs, arena, table.names, table.readSets)
    }
  }

  private static func output(_ stored: Stored, in arena: Arena) -> Output {
    Output(
      bytes: UnsafeRawBufferPointer(start: arena.bytes + stored.start, count: stored.length),
      holes: stored.holes.map {
        UnsafeBufferPointer(start: arena.holes + $0.lowerBound, count: $0.count)
      },
      reads: stored.reads)
  }

  /// Keeps the output of `items` rendered at `site`, each its `range` of `rendered`: those with
  /// holes (ranges of `holes`) as such, the others with the names their section read outside
  /// its items, `print` the print of their values.
  func keep(
    site: UInt64, items: [Rendered], holes: [Hole], of rendered: UnsafeRawBufferPointer,
    names: [String], print: UInt64
  ) {
    guard let base = rendered.baseAddress else { return }
    withTable { table in
      let withHoles = Self.variant(site: site, reads: -1, print: 0)
      var exact: (variant: UInt64, reads: Int)?
      for item in items {
        let variant: UInt64
        var reads = -1
        if item.holes != nil {
          variant = withHoles
        } else if let exact {
          (variant, reads) = exact
        } else {
          reads = table.readSets.interning(names)
          if !(table.readsBySite[site]?.contains(reads) ?? false) {
            table.readsBySite[site, default: []].append(reads)
          }
          variant = Self.variant(site: site, reads: reads, print: print)
          exact = (variant, reads)
        }
        let key = Key(variant: variant, identity: item.identity)
        guard table.outputs[key] == nil else { continue }
        let holeCount = item.holes?.count ?? 0
        guard item.range.count <= byteLimit / 4, holeCount <= byteLimit / 128 else { continue }
        var arena = table.arena
        if item.range.count > arena.byteCapacity - arena.used
          || holeCount > arena.holeCapacity - arena.holesUsed
        {
          // Full (or never used): what it holds is dropped, and readers still copying from it
          // keep it until they are done.
          arena = Arena(byteCapacity: byteLimit)
          table.arena = arena
          table.outputs.removeAll(keepingCapacity: true)
        }
        (arena.bytes + arena.used).copyMemory(
          from: base + item.range.lowerBound, byteCount: item.range.count)
        let kept = item.holes.map { range in
          let start = arena.holesUsed
          for hole in holes[range] {
            (arena.holes + arena.holesUsed).initialize(
              to: KeptHole(
                offset: Int32(hole.offset), length: Int32(hole.length),
                name: Int32(table.names.interning(hole.name)), escaped: hole.escaped))
            arena.holesUsed += 1
          }
          return start..<arena.holesUsed
        }
        table.outputs[key] = Stored(
          start: arena.used, length: item.range.count, holes: kept, reads: reads,
          reach: item.reach)
        arena.used += item.range.count
      }
    }
  }

  /// One print of where items render, which names they read and what those give.
  private static func variant(site: UInt64, reads: Int, print: UInt64) -> UInt64 {
    var variant = ValuePrint()
    variant.combine(site)
    variant.combine(UInt64(bitPattern: Int64(reads)))
    variant.combine(print)
    return variant.value
  }
}
