/// Where a model element is written: a file of the app's `SourceMap` and a byte offset in it.
/// `SourceMap.location(of:path:)` turns it into line and column.
public struct SourceAnchor: Hashable, Comparable, Sendable {
  /// The file's index in `SourceMap.files`.
  public var file: Int
  /// The byte offset in the file (at most 2 GiB, the loader's limit).
  public var offset: Int

  /// The place at byte `offset` of file `file`.
  public init(file: Int, offset: Int) {
    self.file = file
    self.offset = offset
  }

  /// By file, then offset: the order in which findings are reported.
  public static func < (a: SourceAnchor, b: SourceAnchor) -> Bool {
    (a.file, a.offset) < (b.file, b.offset)
  }
}

/// An optional `SourceAnchor` in eight bytes (`UInt64.max` for none), so that the millions of links
/// of a large app each keep two anchors at no more cost than two byte offsets.
struct PackedAnchor: Sendable {
  private var bits: UInt64

  init(_ anchor: SourceAnchor?) {
    guard let anchor else {
      bits = .max
      return
    }
    bits =
      UInt64(UInt32(truncatingIfNeeded: anchor.file)) << 32
      | UInt64(UInt32(truncatingIfNeeded: anchor.offset))
  }

  var anchor: SourceAnchor? {
    guard bits != .max else { return nil }
    return SourceAnchor(file: Int(bits >> 32), offset: Int(bits & 0xFFFF_FFFF))
  }
}
