/// An overlay's `remove` (docs/FORMAT.md#an-overlays-remove).
extension DescriptionReader {
  /// Reads `remove`: in an overlay, its entries into `removals`; in a description, an
  /// `overlay-only` error, and the value is skipped.
  mutating func readRemove() throws(LoadStop) {
    guard isOverlay else {
      diagnostics.add(
        .error, .overlayOnly, at: anchor(scanner.pos), path: "remove",
        "'remove' is for overlays only (--overlay, navgraph.json beside Swift code): a description lists "
          + "the links it has; delete the links instead")
      try scanner.skipValue()
      return
    }
    typedUse("'remove'", at: scanner.pos, path: "remove")
    guard try expect(.array, "'remove'", path: "remove") else { return }
    scanner.pos += 1
    var first = true
    var i = 0
    while try scanner.nextElement(first: &first) {
      if removals.count >= limits.maxLinks {
        throw LoadStop(
          code: .tooLarge, message: "too many 'remove' entries (the limit is \(limits.maxLinks))",
          offset: scanner.pos)
      }
      try readRemoval(i)
      i += 1
    }
  }

  /// Reads one entry of `remove`: `on` (required), `to` and `kind`; kept when every value given is usable.
  private mutating func readRemoval(_ i: Int) throws(LoadStop) {
    let offset = scanner.pos
    let parent = "remove[\(i)]"
    guard try expect(.object, "a 'remove' entry", path: parent) else { return }
    var on: String?
    var to: String?
    var kind: LinkKind?
    var usable = true
    let seen = try readMembers(removeKeys, parent: parent) {
      (reader: inout DescriptionReader, key: RemoveKey) throws(LoadStop) in
      let name = key.rawValue
      let path = JSONPaths.member(parent, name)
      guard let value = try reader.readString(name, path: path) else {
        usable = false
        return
      }
      switch key {
      case .on: on = reader.text(value)
      case .to: to = reader.text(value)
      case .kind:
        kind = reader.linkKind(value, path: path)
        usable = usable && kind != nil
      }
    }
    guard removeKeys.contains(.on, in: seen) else {
      diagnostics.add(
        .error, .missingKey, at: anchor(offset), path: parent, "missing required key 'on' in 'remove' entry")
      return
    }
    if usable, let on { removals.append(Overlay.Removal(on: on, to: to, kind: kind, anchor: anchor(offset))) }
  }
}
