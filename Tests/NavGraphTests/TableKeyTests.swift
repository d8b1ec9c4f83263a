import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct TableKeyTests {
  /// Keys over `text`'s bytes, one per range.
  private func keys(_ text: String, _ ranges: [(start: Int, count: Int)]) -> [TableKey] {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      let strings = ByteStrings(source: buffer.baseAddress, arena: nil)
      return ranges.map { TableKey(ByteRef(start: UInt32($0.start), count: UInt32($0.count)), in: strings) }
    }
  }

  /// Equal ids hash alike wherever their bytes lie, short (the multiply-mix) or long (SipHash).
  @Test func equalIdsHashAlike() {
    let long = "abcdefghijklmnopq"
    let k = keys("t0_12|t0_12|\(long)|\(long)", [(0, 5), (6, 5), (12, 17), (30, 17)])
    #expect(k[0].hash == k[1].hash && k[0].tag == k[1].tag && k[0].short)
    #expect(k[2].hash == k[3].hash && k[2].tag == k[3].tag && !k[2].short)
  }

  /// An id's inline words are zero past its bytes, so the short hash mixes the length in: "a" and
  /// "a" followed by a zero byte differ, and so do ids of 16 and 17 bytes with the same first 16.
  @Test func idsThatPadAlikeStayDistinct() {
    let result = LoaderHarness.load(
      LoaderHarness.app(
        screens: #"""
          {"id": "A", "links": ["a", "a\u0000", "abcdefghijklmnop", "abcdefghijklmnopq"]},
          {"id": "a"}, {"id": "a\u0000"}, {"id": "abcdefghijklmnop"}, {"id": "abcdefghijklmnopq"}
          """#))
    #expect(result.diagnostics.isEmpty)
    #expect(result.app?.links.map(\.targetScreen?.index) == [1, 2, 3, 4])
    let k = keys("aa", [(0, 1)]) + keys("a\0", [(0, 2)])
    #expect(k[0].w0 == k[1].w0 && k[0].hash != k[1].hash)
  }

  /// The inline words are the first 16 bytes (fewer for a shorter id), zero past them, whatever
  /// the length and wherever the bytes lie: what a copy of the bytes into two zeroed words gives.
  @Test func wordsAreTheFirstBytesZeroPadded() {
    let bytes = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    bytes.withUnsafeBufferPointer { buffer in
      for start in 0..<8 {
        for count in 0...20 {
          var expected: (UInt64, UInt64) = (0, 0)
          withUnsafeMutableBytes(of: &expected) {
            $0.copyMemory(
              from: UnsafeRawBufferPointer(start: buffer.baseAddress! + start, count: min(16, count)))
          }
          let words = TableKey.words(buffer.baseAddress! + start, count: count)
          #expect(words == expected, "start \(start), count \(count)")
        }
      }
    }
  }

  /// A repeated id is found whether it is short or long.
  @Test func repeatedShortAndLongIdsAreDuplicates() {
    let result = LoaderHarness.load(
      LoaderHarness.app(
        screens: """
          {"id": "A"}, {"id": "A"},
          {"id": "abcdefghijklmnopq"}, {"id": "abcdefghijklmnopq"}
          """))
    #expect(result.diagnostics.map(\.code) == [.duplicateID, .duplicateID])
  }
}
