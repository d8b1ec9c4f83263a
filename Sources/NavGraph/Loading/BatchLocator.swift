/// Line and column of many byte offsets in one forward pass over the source.
///
/// Gives the same answer as `SourceFile.lineAndColumn(at:)` (1-based line counted by `\n`, 1-based
/// column counted in Unicode scalars, a continuation byte belonging to the scalar before it), but in
/// O(n + k log k) for k offsets instead of O(k · line length), which matters when a minified file of
/// 200 MB is one line.
enum BatchLocator {
  static func positions(of offsets: [Int], in bytes: [UInt8]) -> [Int: (line: Int, column: Int)] {
    var result: [Int: (line: Int, column: Int)] = [:]
    let targets = Set(offsets).sorted()
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var line = 1
      var cursor = 0
      var scalars = 0
      for offset in targets {
        let clamped = max(0, min(offset, count))
        while cursor < clamped {
          let c = buffer[cursor]
          if c == 0x0A {
            line += 1
            scalars = 0
          } else if c & 0xC0 != 0x80 {
            scalars += 1
          }
          cursor += 1
        }
        var column = scalars + 1
        if clamped < count, buffer[clamped] & 0xC0 == 0x80 { column -= 1 }
        // A byte-order mark is not a column of the first line.
        if line == 1 && hasBOM && clamped >= 3 { column -= 1 }
        result[offset] = (line, max(1, column))
      }
    }
    return result
  }
}
