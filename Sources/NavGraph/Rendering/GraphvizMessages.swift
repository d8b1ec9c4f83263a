import Foundation

/// The joined fragments of the messages Graphviz reports during one render or measure
/// (`GraphvizRenderer`), bounded in size, behind their own lock (the callback runs while the
/// renderer's lock is held, on the rendering thread).
final class GraphvizMessages: @unchecked Sendable {
  private static let limit = 16_384
  private let lock = NSLock()
  private var buffer = ""

  func append(_ fragment: String) {
    lock.lock()
    defer { lock.unlock() }
    if buffer.utf8.count < Self.limit { buffer += fragment }
  }

  func reset() {
    lock.lock()
    defer { lock.unlock() }
    buffer = ""
  }

  /// The messages as one line: errors first (without their `Error: ` prefix), warnings only when
  /// there is no error, joined by `; `; `fallback` when Graphviz said nothing.
  func text(fallback: String) -> String {
    lock.lock()
    let raw = buffer
    lock.unlock()
    var errors: [String] = []
    var warnings: [String] = []
    for line in raw.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("Error: ") {
        errors.append(String(trimmed.dropFirst(7)))
      } else if trimmed.hasPrefix("Warning: ") {
        warnings.append(String(trimmed.dropFirst(9)))
      } else if errors.isEmpty && !warnings.isEmpty {
        warnings.append(trimmed)
      } else {
        errors.append(trimmed)
      }
    }
    let chosen = errors.isEmpty ? warnings : errors
    return chosen.isEmpty ? fallback : chosen.joined(separator: "; ")
  }
}
