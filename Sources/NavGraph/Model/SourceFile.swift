// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

import Foundation

/// The bytes of a description file and the means to turn byte offsets into line and column.
///
/// Every location, the loader's and the findings', comes from one `LineColumnIndex`, built on first
/// use (one pass over the bytes), so a load that reports nothing never pays for it. The index is built
/// and published under a lock, so concurrent first uses (a `Sendable` `App` checked from several
/// tasks) build it once and never race; `bytes` never changes. Each lookup is O(log lines + 256),
/// however long the line.
public final class SourceFile: @unchecked Sendable {
  public let name: String
  public let bytes: [UInt8]
  /// Guards `builtIndex`.
  private let lock = NSLock()
  private var builtIndex: LineColumnIndex?

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// The index, built by the first caller while later ones wait.
  private var index: LineColumnIndex {
    lock.lock()
    defer { lock.unlock() }
    if let builtIndex { return builtIndex }
    let index = bytes.withUnsafeBufferPointer(LineColumnIndex.init)
    builtIndex = index
    return index
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset, clamped to the bytes.
  public func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
    let index = self.index
    return bytes.withUnsafeBufferPointer { index.lineAndColumn(at: offset, in: $0) }
  }

  public func location(at offset: Int, path: String) -> SourceLocation {
    let (line, column) = lineAndColumn(at: offset)
    return SourceLocation(file: name, line: line, column: column, offset: offset, path: path)
  }
}
