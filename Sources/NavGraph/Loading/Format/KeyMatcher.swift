#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Matches the raw bytes of a JSON string against a set of names (the keys of one kind of object,
/// the link kinds): by length, then by bytes, without making a string. O(names) per match, a
/// handful of names.
///
/// A class, so that handing a matcher to `DescriptionReader.readMembers` (once per object read)
/// retains one reference, not its three arrays.
///
/// The class itself has no requirement on `K` (they are on its initializer and `contains`): the
/// runtime makes the metadata of a generic class from its mangled name on first use, and checks
/// its requirements then, each conformance looked up in every loaded library's conformance records
/// (swift-syntax's are many). With the requirements on the class, the matchers of a load cost about
/// 10 million instructions of such lookups, once per process (callgrind, docs/PERFORMANCE.md).
final class KeyMatcher<K> {
  private let names: [[UInt8]]
  private let cases: [K]
  /// The names, for did-you-mean.
  let candidates: [String]
  /// Where this kind of object keeps the offsets of its keys in `DescriptionReader`'s table (objects
  /// of one kind never nest, so each kind needs one frame).
  let frame: Int

  private init(cases: [K], names: [String], frame: Int) {
    self.cases = cases
    self.names = names.map { Array($0.utf8) }
    candidates = names
    self.frame = frame
  }

  var count: Int { cases.count }

  /// The name and its position in the table, or nil for an unknown name.
  func match(_ key: ScannedString, in scanner: JSONScanner, scratch: inout [UInt8]) -> (key: K, index: Int)? {
    if key.escaped {
      scratch.removeAll(keepingCapacity: true)
      scanner.decode(key, into: &scratch)
      return scratch.withUnsafeBufferPointer { match($0) }
    }
    // A scanned string's range lies inside the scanner's buffer (see `JSONScanner.decode`).
    return match(UnsafeBufferPointer(start: scanner.base + key.start, count: key.end - key.start))
  }

  private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: K, index: Int)? {
    for index in 0..<names.count where names[index].count == bytes.count {
      let equal = names[index].withUnsafeBufferPointer { name in
        // Both buffers hold `bytes.count` bytes; an empty one may have no address.
        bytes.isEmpty || memcmp(name.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
      if equal { return (cases[index], index) }
    }
    return nil
  }
}

extension KeyMatcher where K: CaseIterable & RawRepresentable & Equatable, K.RawValue == String {
  /// The matcher of `K`'s cases, by their raw values.
  convenience init(frame: Int = 0) {
    let cases = Array(K.allCases)
    self.init(cases: cases, names: cases.map(\.rawValue), frame: frame)
  }

  /// Whether `key` is among the keys `seen` (bits of their positions, as `readMembers` returns
  /// them). Looks in the stored cases: `K.allCases` would allocate an array on every call.
  func contains(_ key: K, in seen: UInt32) -> Bool { seen & 1 << cases.firstIndex(of: key)! != 0 }
}
