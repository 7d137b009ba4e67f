/// Table hashing for keys that carry a digest of their text made once (ids, paths, locations).
///
/// `Dictionary` and `Set` hash a key through `_rawHashValue(seed:)`, which by default runs
/// `Hasher` (SipHash) over what `hash(into:)` feeds it: about a hundred instructions for one
/// word. The reducer looks every workout up in several tables, so these keys mix their digest
/// with the table's seed in a few multiplications instead. The digest is a fingerprint of the
/// text; mixing it with the seed still gives each table its own bucket order.
enum DigestHashing {
  /// `digest` mixed with a table's `seed` (the finalizer of MurmurHash3's 64-bit variant).
  @inline(__always)
  static func hashValue(_ digest: UInt64, seed: Int) -> Int {
    var mixed = digest ^ UInt64(bitPattern: Int64(seed))
    mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(bitPattern: UInt(mixed ^ (mixed >> 33)))
  }
}
