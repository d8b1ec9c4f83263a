#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Matches the raw bytes of a JSON key against the keys of one object kind (`FormatKey` cases):
/// by length, then by bytes, without making a string. O(keys) per match, a handful of keys.
struct KeyMatcher<K: FormatKey> {
  private let names: [[UInt8]]
  private let cases: [K]
  /// The key names, for did-you-mean.
  let candidates: [String]

  init() {
    cases = Array(K.allCases)
    names = cases.map { Array($0.rawValue.utf8) }
    candidates = cases.map(\.rawValue)
  }

  /// The key and its position in the table, or nil for an unknown key.
  func match(_ key: ScannedString, in scanner: JSONScanner, scratch: inout [UInt8]) -> (key: K, index: Int)? {
    if key.escaped {
      scratch.removeAll(keepingCapacity: true)
      scanner.decode(key, into: &scratch)
      return scratch.withUnsafeBufferPointer { match($0) }
    }
    return match(UnsafeBufferPointer(start: scanner.base + key.start, count: key.end - key.start))
  }

  private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: K, index: Int)? {
    for index in 0..<names.count where names[index].count == bytes.count {
      let equal = names[index].withUnsafeBufferPointer { name in
        bytes.isEmpty || memcmp(name.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
      if equal { return (cases[index], index) }
    }
    return nil
  }
}
