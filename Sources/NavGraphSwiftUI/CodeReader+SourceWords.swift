internal import SwiftSyntax

/// A test on a node's source bytes before a walk over its tokens. Walking tokens costs calls into
/// swift-syntax for every token (its types are resilient across the toolchain's library boundary,
/// and a token's kind or text is built on each access), so scans looking for a few rare words test
/// the bytes first and walk only nodes whose text holds one of them. The bytes are the file's as
/// read: the pre-pass (`IrrelevantCodeFilter`) keeps every offset and only blanks code, so a token
/// of the parsed tree is text of the original at the same place, and a node whose original text
/// holds none of the words has no such token.
extension CodeReader {
  /// Whether the source of `node`, in the file at index `file`, contains one of `words` as bytes,
  /// anywhere: inside a longer word, a string or a comment too. O(the node's bytes × the
  /// words).
  func sourceContains(_ words: [String], in node: some SyntaxProtocol, file: Int) -> Bool {
    let patterns = words.map { Array($0.utf8) }
    return files[file].bytes.withUnsafeBufferPointer { bytes in
      let start = max(0, min(node.position.utf8Offset, bytes.count))
      let end = max(start, min(node.endPosition.utf8Offset, bytes.count))
      for pattern in patterns where !pattern.isEmpty && pattern.count <= end - start {
        var i = start
        while i <= end - pattern.count {
          if bytes[i] == pattern[0] {
            var j = 1
            while j < pattern.count && bytes[i + j] == pattern[j] { j += 1 }
            if j == pattern.count { return true }
          }
          i += 1
        }
      }
      return false
    }
  }
}
