import Testing

@testable import DiaryCore

/// The slug of an ASCII name, made byte by byte, is the one made scalar by scalar.
@Suite("Slugs of ASCII names")
struct SlugTests {
  @Test("random ASCII names: the byte path and the scalar path agree, 20,000 cases")
  func asciiPathAgrees() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    // Letters, digits and separators, weighted toward runs of separators and long names.
    let alphabet =
      Array("aZ09 -_.!/\t".utf8)
      + Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    for _ in 0..<20_000 {
      let length = Int(next() % 120)
      let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
      let name = String(decoding: bytes, as: UTF8.self)
      #expect(Slug.make(name) == Slug.scalarSlug(name, fallback: "workout"), "\(name)")
    }
  }
}
