import Foundation

/// The bytes of a description file and the means to turn byte offsets into line and column.
///
/// Every location, the loader's and the findings' (through `SourceMap`), comes from one
/// `LineColumnIndex`, built on first use (one pass over the bytes), so a load that reports nothing
/// never pays for it. The index is built and published under a lock, so concurrent first uses (a
/// `Sendable` `App` checked from several tasks) build it once and never race; `bytes` never changes.
/// Each lookup is O(256), however long the line.
public final class SourceFile: @unchecked Sendable {
  /// The name reports give the file (the path as given, or `<stdin>`).
  public let name: String
  /// The file's bytes, as read.
  public let bytes: [UInt8]
  /// Guards `builtIndex`.
  private let lock = NSLock()
  private var builtIndex: LineColumnIndex?

  /// The file `name` holding `bytes`.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// The index, built by the first caller while later ones wait.
  private var index: LineColumnIndex {
    lock.lock()
    defer { lock.unlock() }
    if let builtIndex { return builtIndex }
    // The buffer lives for the call; the index keeps no pointer into it, only offsets and counts.
    let index = bytes.withUnsafeBufferPointer(LineColumnIndex.init)
    builtIndex = index
    return index
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset, clamped to the bytes.
  public func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
    let index = self.index
    // `bytes` never changes, so they are the bytes the index was built from, as it requires.
    return bytes.withUnsafeBufferPointer { index.lineAndColumn(at: offset, in: $0) }
  }
}
