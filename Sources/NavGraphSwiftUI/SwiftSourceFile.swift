/// One Swift source file given to the reader: the path shown in locations and its UTF-8 bytes.
///
/// Line starts are computed once, on creation (one pass over the bytes), so that a location is found
/// by a binary search over them plus a scan of the line's prefix.
public struct SwiftSourceFile: Sendable {
  /// The path written in locations and `source` keys (relative to the first PATH given to `extract`).
  public let path: String
  /// The file's contents, valid UTF-8.
  public let bytes: [UInt8]
  private let lineStarts: [Int]

  /// The file at `path` with these bytes; computes its line starts (linear in the bytes).
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      for i in 0..<buffer.count where buffer[i] == 0x0A { starts.append(i + 1) }
    }
    self.lineStarts = starts
  }

  /// The file at `path` with this text, as UTF-8.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The location of a UTF-8 byte offset: its line, and its column in Unicode scalars (a byte-order
  /// mark at the start of the file is not a column).
  public func location(atOffset offset: Int) -> SwiftSourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var start = lineStarts[low]
    if start == 0, clamped >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var column = 1
    var index = start
    while index < clamped {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SwiftSourceLocation(file: path, line: low + 1, column: column, offset: clamped)
  }
}
