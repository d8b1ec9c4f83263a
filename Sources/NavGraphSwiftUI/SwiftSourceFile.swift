package import NavGraph

/// One Swift source file given to the reader: the path shown in locations and its UTF-8 bytes.
///
/// Locations come from NavGraph's `SourceFile` (its line and column index, built on first use in one
/// pass over the bytes; each lookup O(log lines + 256)), the same file the `App` the reader builds
/// keeps in its `SourceMap`, so the reader's diagnostics and `check`'s findings count lines and
/// columns the same way.
package struct SwiftSourceFile: Sendable {
  /// The file as NavGraph's source maps hold it: `name` is the path written in locations and
  /// `source` keys (relative to the first PATH given to `extract`).
  package let source: SourceFile

  /// The file at `path` with these bytes; computes its line starts (linear in the bytes).
  package init(path: String, bytes: [UInt8]) {
    source = SourceFile(name: path, bytes: bytes)
  }

  /// The file at `path` with this text, as UTF-8.
  package init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The path written in locations and `source` keys.
  package var path: String { source.name }

  /// The file's contents, valid UTF-8.
  package var bytes: [UInt8] { source.bytes }

  /// The location of `anchor`, a place in this file (whose index among the files read is
  /// `anchor.file`), with the offset clamped to the bytes: its line, and its column in Unicode
  /// scalars (a byte-order mark at the start of the file is not a column).
  func location(of anchor: SourceAnchor) -> SourceLocation {
    let clamped = SourceAnchor(file: anchor.file, offset: max(0, min(anchor.offset, source.bytes.count)))
    let (line, column) = source.lineAndColumn(at: clamped.offset)
    return SourceLocation(file: source.name, line: line, column: column, path: nil, anchor: clamped)
  }
}
