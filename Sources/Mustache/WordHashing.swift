/// Table hashing for keys made of two words that are digests already (where an item is
/// rendered, and what it is): `Dictionary` would run `Hasher` (SipHash) over both for every
/// item of every page; the words are mixed with the table's seed in a few multiplications
/// instead (the finalizer of MurmurHash3's 64-bit variant), each table keeping its own order.
enum WordHashing {
  @inline(__always)
  static func hashValue(_ first: UInt64, _ second: UInt64, seed: Int) -> Int {
    var mixed = first ^ (second &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: Int64(seed))
    mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(bitPattern: UInt(mixed ^ (mixed >> 33)))
  }
}
