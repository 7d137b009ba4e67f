import DiaryCore

/// For each folder of a set of file paths: how many of the files lie directly in it, and the
/// sum of their names' fingerprints. A folder listed on disk with the same two figures holds
/// those very files (a file of another name would change the sum), so a site's folders are
/// checked against its last build's files without a table of their paths.
struct FolderSums {
  /// The files directly in one folder.
  struct Sums: Equatable {
    var count = 0
    var sum: UInt64 = 0

    mutating func add(name: UnsafeRawBufferPointer) {
      count += 1
      sum &+= FolderSums.print(of: name)
    }
  }

  /// By the fingerprint of the folder's path relative to the site (empty for its root); the
  /// folders that hold only folders are there too, with nothing counted.
  private var byFolder: [UInt64: Sums] = [:]

  /// The folders of `paths` (relative, `/` between the parts) and of the folders around them.
  init(_ paths: [String]) {
    // A site's paths come in runs of the same folder (its workouts' pages, thousands in one):
    // a run's sums are gathered apart and added to the table when the folder changes.
    var run: (folder: String, sums: Sums)?
    for path in paths {
      path.withUTF8Buffer { utf8 in
        let bytes = UnsafeRawBufferPointer(utf8)
        let slash = Self.lastSlash(in: bytes)
        let folder = UnsafeRawBufferPointer(rebasing: bytes[..<(slash ?? 0)])
        let name = UnsafeRawBufferPointer(rebasing: bytes[(slash.map { $0 + 1 } ?? 0)...])
        let same = run?.folder.withUTF8Buffer { UnsafeRawBufferPointer($0).isSame(as: folder) }
        if same != true {
          if let run { add(run.sums, to: run.folder) }
          run = (String(decoding: folder, as: UTF8.self), Sums())
        }
        run?.sums.add(name: name)
      }
    }
    if let run { add(run.sums, to: run.folder) }
  }

  /// Adds the sums of a run of files in `folder`, noting the folders around it when it is new.
  private mutating func add(_ sums: Sums, to folder: String) {
    folder.withUTF8Buffer { utf8 in
      let folder = UnsafeRawBufferPointer(utf8)
      let key = Self.print(of: folder)
      guard var known = byFolder[key] else {
        noteFolders(around: folder)
        byFolder[key] = sums
        return
      }
      known.count += sums.count
      known.sum &+= sums.sum
      byFolder[key] = known
    }
  }

  var isEmpty: Bool { byFolder.isEmpty }

  /// The sums of the files expected directly in `folder`, taken out; nil when no path lies in
  /// it or under it.
  mutating func take(folder: UnsafeRawBufferPointer) -> Sums? {
    byFolder.removeValue(forKey: Self.print(of: folder))
  }

  /// Notes the site's root and every folder that holds `folder`.
  private mutating func noteFolders(around folder: UnsafeRawBufferPointer) {
    guard !folder.isEmpty else { return }
    var end = 0
    while true {
      let key = Self.print(of: UnsafeRawBufferPointer(rebasing: folder[..<end]))
      if byFolder[key] == nil { byFolder[key] = Sums() }
      guard let slash = folder[(end + 1)...].firstIndex(of: UInt8(ascii: "/")) else { return }
      end = slash
    }
  }

  /// Where the last `/` of `bytes` is, if any.
  private static func lastSlash(in bytes: UnsafeRawBufferPointer) -> Int? {
    var index = bytes.count
    while index > 0 {
      index -= 1
      if bytes[index] == UInt8(ascii: "/") { return index }
    }
    return nil
  }

  static func print(of bytes: UnsafeRawBufferPointer) -> UInt64 {
    var print = Fingerprint()
    print.combine(bytes: bytes)
    return print.value
  }
}
