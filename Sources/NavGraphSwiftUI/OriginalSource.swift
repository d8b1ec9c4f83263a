internal import SwiftSyntax

/// The files as written, for quoting code the pre-pass replaced (`IrrelevantCodeFilter`): the
/// parser read `{ Text("") }` and spaces where the file has other code, at the same offsets, so a
/// message quoting a node (`SyntaxText.bounded`) takes a replaced region's text from the file
/// instead. Set for the reading of one extraction (`SyntaxText.$originals`); the trees are found
/// by their root's identifier.
final class OriginalSource: Sendable {
  private let files: [SyntaxIdentifier: [UInt8]]

  init(roots: [SyntaxIdentifier], files: [SwiftSourceFile]) {
    var table: [SyntaxIdentifier: [UInt8]] = [:]
    for (root, file) in zip(roots, files) { table[root] = file.bytes }
    self.files = table
  }

  /// The code between a brace at `open` and its closing brace at `close` (offsets in the file of
  /// the tree `root`) as `SyntaxText.bounded` writes code: comments left out, each run of
  /// whitespace one space, at most `limit` characters. Nil when the tree is not a file's. Linear in
  /// the bytes read, which stop at the limit.
  func region(root: SyntaxIdentifier, open: Int, close: Int, limit: Int) -> String? {
    guard let bytes = files[root], open >= 0, close < bytes.count, open < close else { return nil }
    var text: [UInt8] = []
    var i = open
    var inString = false
    var space = false
    while i <= close, text.count <= limit {
      let byte = bytes[i]
      if !inString, byte == UInt8(ascii: "/"), i + 1 <= close, bytes[i + 1] == UInt8(ascii: "/") {
        while i <= close, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        space = true
        continue
      }
      if !inString, byte == UInt8(ascii: "/"), i + 1 <= close, bytes[i + 1] == UInt8(ascii: "*") {
        i += 2
        while i + 1 <= close, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        i += 2
        space = true
        continue
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r"), !inString
      {
        space = true
        i += 1
        continue
      }
      if space, !text.isEmpty { text.append(UInt8(ascii: " ")) }
      space = false
      if byte == UInt8(ascii: "\\"), inString, i + 1 <= close {
        text += [byte, bytes[i + 1]]
        i += 2
        continue
      }
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      text.append(byte)
      i += 1
    }
    return String(decoding: text, as: UTF8.self)
  }
}
