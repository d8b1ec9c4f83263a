/// The bytes of a description file and the means to turn byte offsets into line and column.
///
/// Line starts are found on first use (one pass over the bytes), so a load that reports nothing
/// never pays for them.
public final class SourceFile: @unchecked Sendable {
  public let name: String
  public let bytes: [UInt8]
  private var lineStarts: [Int]?

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  private func starts() -> [Int] {
    if let lineStarts { return lineStarts }
    var result = [0]
    bytes.withUnsafeBufferPointer { buffer in
      for i in 0..<buffer.count where buffer[i] == 0x0A { result.append(i + 1) }
    }
    lineStarts = result
    return result
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  public func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
    let starts = starts()
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var i = starts[low]
    while i < clamped {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    // A continuation byte at the offset itself belongs to the scalar counted before it.
    if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
    // A byte-order mark is not a column of the first line.
    if low == 0, clamped >= 3, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      column -= 1
    }
    return (low + 1, max(1, column))
  }
}
