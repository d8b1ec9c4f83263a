#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies a JSON file without the whitespace between its tokens: the same description on one line,
/// as `JSONEncoder` and `json.dump(..., separators=(",", ":"))` write it.
///
/// One streaming pass in 1 MiB reads, O(n) time and constant memory: a byte outside strings that is
/// a space, tab, `\r` or `\n` is dropped, every other byte is copied; strings are tracked with their
/// escapes (a `\"` does not end a string) across read boundaries, so their text is copied unchanged.
enum MinifiedCopy {
  struct ReadError: Error, CustomStringConvertible {
    var path: String
    var code: Int32
    var description: String { "cannot read '\(path)': \(String(cString: strerror(code)))" }
  }

  /// Writes the minified copy of `path` to `out`; the stats count only the bytes written.
  static func write(from path: String, to out: inout JSONFileWriter) throws(ReadError) -> GenerationStats {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw ReadError(path: path, code: errno) }
    defer { close(descriptor) }
    var input = [UInt8](repeating: 0, count: 1 << 20)
    var kept = [UInt8]()
    kept.reserveCapacity(input.count)
    var inString = false
    var escaped = false
    while true {
      let n = input.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw ReadError(path: path, code: errno)
      }
      if n == 0 { break }
      kept.removeAll(keepingCapacity: true)
      for i in 0..<n {
        let b = input[i]
        if inString {
          if escaped {
            escaped = false
          } else if b == UInt8(ascii: "\\") {
            escaped = true
          } else if b == UInt8(ascii: "\"") {
            inString = false
          }
        } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
          continue
        } else if b == UInt8(ascii: "\"") {
          inString = true
        }
        kept.append(b)
      }
      kept.withUnsafeBufferPointer { out.bytes($0) }
    }
    var stats = GenerationStats()
    stats.bytes = out.byteCount
    return stats
  }
}
