/// The links most descriptions are made of, read without the general object loop: a bare string (a
/// push to that screen), or an object whose members are among `kind`, `to` and `label`, each written
/// once without escapes in its key, each a string, `kind` one that takes no format 1.1 declaration.
/// Part of `DescriptionReader`.
///
/// Speculative: it reads such an object without side effects and adds the link only when the whole
/// object was of that shape; anything else (another key, a repeated one, a value of another type,
/// an unknown kind, a syntax error) puts the scanner back where the link starts, with the invalid
/// UTF-8 it recorded meanwhile forgotten, and leaves the link to the general path (`readLink`),
/// which then reports exactly what it reports without this one. So the draft and the diagnostics
/// are the same either way; only the work differs. O(length of the link), each byte scanned at most
/// twice (once more after a fallback).
///
/// Measured on the 100,000-screen load (callgrind): reading its 416,037 links took 463 million
/// instructions through the general path, 311 million with this one (docs/PERFORMANCE.md).
extension DescriptionReader {
  /// Reads the link at the scanner's position when it has one of the plain shapes, adding it to the
  /// draft; returns false, having consumed nothing, otherwise.
  mutating func readPlainLink() throws(LoadStop) -> Bool {
    let start = scanner.pos
    let at = anchor(start)
    guard let first = scanner.current else { return false }
    if first == UInt8(ascii: "\"") {
      // What `readLink` does with a string: a scan error is the one it would throw.
      let value = try scanner.scanString()
      draft.addLink(
        kind: FormatSpec.defaultLinkKind, label: nil, anchor: at, target: .id(reference(value), at))
      return true
    }
    guard first == UInt8(ascii: "{") else { return false }
    let invalidKept = scanner.invalidUTF8.count
    let invalidCount = scanner.invalidUTF8Count
    guard let members = plainLinkMembers() else {
      scanner.pos = start
      scanner.invalidUTF8.removeLast(scanner.invalidUTF8.count - invalidKept)
      scanner.invalidUTF8Count = invalidCount
      return false
    }
    let target: AppDraft.Target = members.to.map { .id(reference($0), anchor($0.quote)) } ?? .absent
    draft.addLink(
      kind: members.kind, label: members.label.map { text($0) }, anchor: at, target: target)
    return true
  }

  /// The members of the object at the scanner's position, consumed, when it has the plain shape;
  /// nil (with the scanner anywhere inside) otherwise.
  private mutating func plainLinkMembers() -> (kind: LinkKind, to: ScannedString?, label: ScannedString?)? {
    var kind: LinkKind?
    var to: ScannedString?
    var label: ScannedString?
    scanner.pos += 1
    scanner.skipWhitespace()
    // `{}` is a push without its target: the general path reports it.
    guard scanner.current == UInt8(ascii: "\"") else { return nil }
    do {
      while true {
        let key = try scanner.scanString()
        scanner.skipWhitespace()
        guard !key.escaped, scanner.current == UInt8(ascii: ":") else { return nil }
        scanner.pos += 1
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "\"") else { return nil }
        let value = try scanner.scanString()
        switch PlainLinkKey(key, in: scanner.base) {
        case .kind?:
          guard kind == nil, let (k, _) = linkKinds.match(value, in: scanner, scratch: &scratch),
            k != .dismissAction
          else { return nil }
          kind = k
        case .to?:
          guard to == nil else { return nil }
          to = value
        case .label?:
          guard label == nil else { return nil }
          label = value
        case nil:
          return nil
        }
        scanner.skipWhitespace()
        if scanner.current == UInt8(ascii: "}") {
          scanner.pos += 1
          return (kind ?? FormatSpec.defaultLinkKind, to, label)
        }
        guard scanner.current == UInt8(ascii: ",") else { return nil }
        scanner.pos += 1
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "\"") else { return nil }
      }
    } catch {
      return nil
    }
  }
}

/// The keys of a plain link (`DescriptionReader.readPlainLink`), told from the bytes of an unescaped
/// key by its length and a comparison of its bytes: no string, no search over every key of a link.
private enum PlainLinkKey {
  case kind, to, label

  /// The key `key` names, or nil for any other. The key's range lies inside the scanner's buffer,
  /// which starts at `base` (the scanner itself is not passed: a copy would retain its array).
  init?(_ key: ScannedString, in base: UnsafePointer<UInt8>) {
    let p = base + key.start
    switch key.end - key.start {
    case 2 where p[0] == UInt8(ascii: "t") && p[1] == UInt8(ascii: "o"):
      self = .to
    case 4
    where p[0] == UInt8(ascii: "k") && p[1] == UInt8(ascii: "i") && p[2] == UInt8(ascii: "n")
      && p[3] == UInt8(ascii: "d"):
      self = .kind
    case 5
    where p[0] == UInt8(ascii: "l") && p[1] == UInt8(ascii: "a") && p[2] == UInt8(ascii: "b")
      && p[3] == UInt8(ascii: "e") && p[4] == UInt8(ascii: "l"):
      self = .label
    default:
      return nil
    }
  }
}
