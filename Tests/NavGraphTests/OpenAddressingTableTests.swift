import Testing

@testable import NavGraph

/// The one hash table, in its two uses: integer keys that grow the table, and ids compared mostly
/// inline.
@Suite struct OpenAddressingTableTests {
  @Test func keyTableGrowsAndKeepsEveryValue() {
    var table = KeyTable(capacity: 4)
    let keys = (0..<10_000).map { UInt64($0) &* 0x9E37_79B9 ^ 0xABCD }
    for (i, key) in keys.enumerated() {
      #expect(table.insert(key, Int32(i)) == (Int32(i), true))
    }
    #expect(table.count == keys.count)
    for (i, key) in keys.enumerated() {
      #expect(table.value(for: key) == Int32(i))
      #expect(table.insert(key, -7) == (Int32(i), false))
    }
    #expect(table.value(for: 42) == nil || keys.contains(42))
  }

  @Test func idTableFindsTheFirstOfEqualIds() {
    let words = ["a", "b", "a", "a-rather-long-identifier-over-16", "a-rather-long-identifier-over-16", ""]
    var arena: [UInt8] = []
    let refs = words.map { word -> ByteRef in
      let start = arena.count
      arena.append(contentsOf: word.utf8)
      return .arena(start: start, count: word.utf8.count)
    }
    arena.withUnsafeBufferPointer { buffer in
      let strings = ByteStrings(source: nil, arena: buffer.baseAddress)
      refs.withUnsafeBufferPointer { refBuffer in
        var table = IdTable(capacity: refs.count)
        let firsts = refs.indices.map {
          table.insert(TableKey(refs[$0], in: strings), index: Int32($0), refs: refBuffer, in: strings)
        }
        #expect(firsts == [nil, nil, 0, nil, 3, nil])
        #expect(table.find(TableKey(refs[3], in: strings), refs: refBuffer, in: strings) == 3)
        let missing: [UInt8] = Array("c".utf8)
        missing.withUnsafeBufferPointer { other in
          let key = TableKey(
            ByteRef(start: 0, count: 1), in: ByteStrings(source: other.baseAddress, arena: nil))
          #expect(table.find(key, refs: refBuffer, in: strings) == nil)
        }
      }
    }
  }
}
