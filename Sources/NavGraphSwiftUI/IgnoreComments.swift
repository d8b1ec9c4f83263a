package import NavGraph

/// A `// navgraph:ignore <code> - <reason>` comment: the Swift code's form of a description's
/// `ignore` entry (docs/EXTRACT.md#ignoring-findings).
package struct IgnoreComment: Hashable, Sendable {
  /// The code as written (the builder checks it: `unknown-code`).
  package var code: String
  /// The text after ` - `, trimmed; empty when there is none (`missing-reason`).
  package var reason: String
  /// Where `navgraph:ignore` is written.
  package var location: SourceLocation
}

extension ExtractionResult {
  /// The ignore comments of the element written at `location` (a view's declaration, a link): a
  /// trailing comment on its line, and every line of the run of `//` comment lines directly above
  /// it, in file order; then the overlay's `ignore` entries of the element (`OverlayFile.ignores`).
  /// Linear in the bytes of the lines read.
  package func ignoreComments(at location: SourceLocation) -> [IgnoreComment] {
    let fromOverlay = overlay?.ignores[location.anchor] ?? []
    guard files.indices.contains(location.anchor.file) else { return fromOverlay }
    let file = files[location.anchor.file]
    let bytes = file.bytes
    var start = min(location.offset, bytes.count)
    while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    var lines: [Range<Int>] = [start..<(bytes[start...].firstIndex(of: 0x0A) ?? bytes.count)]
    while start > 0 {
      let end = start - 1  // the line break that ends the line above
      var above = end
      while above > 0 && bytes[above - 1] != 0x0A { above -= 1 }
      guard bytes[above..<end].drop(while: { $0 == 0x20 || $0 == 0x09 }).starts(with: Array("//".utf8)) else {
        break
      }
      lines.insert(above..<end, at: 0)
      start = above
    }
    var comments: [IgnoreComment] = []
    for range in lines {
      if let comment = Self.ignoreComment(file, range, fileIndex: location.anchor.file) {
        comments.append(comment)
      }
    }
    return comments + fromOverlay
  }

  /// The comment `// navgraph:ignore code - reason` on the line `range`, if it has one.
  private static func ignoreComment(_ file: SwiftSourceFile, _ range: Range<Int>, fileIndex: Int)
    -> IgnoreComment?
  {
    let bytes = file.bytes
    let marker = Array("navgraph:ignore".utf8)
    let text = bytes[range]
    guard let slashes = text.indices.first(where: { text[$0...].starts(with: Array("//".utf8)) }),
      let at = text[slashes...].indices.first(where: { text[$0...].starts(with: marker) })
    else { return nil }
    let rest = String(decoding: text[(at + marker.count)...], as: UTF8.self)
    let parts = rest.split(separator: " - ", maxSplits: 1, omittingEmptySubsequences: false)
    let code = parts[0].trimmingSpaces()
    let reason = parts.count > 1 ? parts[1].trimmingSpaces() : ""
    return IgnoreComment(
      code: code, reason: reason, location: file.location(of: SourceAnchor(file: fileIndex, offset: at)))
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    String(
      drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }
}
