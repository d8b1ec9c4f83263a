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
final class KeyMatcher<K: CaseIterable & RawRepresentable & Equatable> where K.RawValue == String {
  private let names: [[UInt8]]
  private let cases: [K]
  /// The names, for did-you-mean.
  let candidates: [String]
  /// Where this kind of object keeps the offsets of its keys in `DescriptionReader`'s table (objects
  /// of one kind never nest, so each kind needs one frame).
  let frame: Int

  init(frame: Int = 0) {
    cases = Array(K.allCases)
    names = cases.map { Array($0.rawValue.utf8) }
    candidates = cases.map(\.rawValue)
    self.frame = frame
  }

  var count: Int { cases.count }

  /// Whether `key` is among the keys `seen` (bits of their positions, as `readMembers` returns
  /// them). Looks in the stored cases: `K.allCases` would allocate an array on every call.
  func contains(_ key: K, in seen: UInt32) -> Bool { seen & 1 << cases.firstIndex(of: key)! != 0 }

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
