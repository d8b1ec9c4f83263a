/// The JSON format's screens, params and links: the part of `DescriptionReader` under `screens`.
extension DescriptionReader {
  mutating func readScreens() throws(LoadStop) {
    guard let split = ScreenSplit(self) else {
      screensRead = try readArray("'screens'", path: "screens", of: .screens) {
        (reader: inout DescriptionReader) throws(LoadStop) in
        try reader.readScreen(reader.draft.screens.count)
      }
      return
    }
    // The second thread reads the bytes: it has ended before they can be released.
    defer { split.join() }
    // `readArray` with a look at the cut after each screen: the array's `[` is current.
    scanner.pos += 1
    var first = true
    while try scanner.nextElement(first: &first) {
      if let message = draft.overLimit(.screens) {
        throw LoadStop(code: .tooLarge, message: message, offset: scanner.pos)
      }
      try readScreen(draft.screens.count)
      if scanner.pos == split.cut, let end = split.adopt(into: &self) {
        scanner.pos = end
        screensSplit = true
        break
      }
    }
    screensRead = true
  }

  mutating func readScreen(_ s: Int) throws(LoadStop) {
    let offset = scanner.pos
    var screen = Screen(id: "", anchor: anchor(offset))
    var id = ByteRef.none
    guard try expect(.object, "a screen", path: JSONPaths.screen(s)) else {
      if isOverlay { screenKeysSeen.append(0) }
      draft.addScreen(consume screen, id: id)
      return
    }
    let seen = try readMembers(screenKeys, parent: JSONPaths.screen(s)) {
      (reader: inout DescriptionReader, key: ScreenKey) throws(LoadStop) in
      let name = key.rawValue
      func path() -> String { JSONPaths.member(JSONPaths.screen(s), name) }
      switch key {
      case .id:
        if let value = try reader.readString(name, path: path()) {
          id = reader.reference(value)
          // Findings about the screen point at its id's value, whose line names the screen.
          screen.anchor = reader.anchor(value.quote)
          screen.id = reader.text(value)
        }
      case .title:
        if let value = try reader.readString(name, path: path()) { screen.title = reader.text(value) }
      case .stack:
        if let value = try reader.readBool(name, path: path()) { screen.stack = value }
      case .backButtonHidden:
        if let value = try reader.readBool(name, path: path()) { screen.backButtonHidden = value }
      case .dismissDisabled:
        if let value = try reader.readBool(name, path: path()) { screen.dismissDisabled = value }
      case .hidesTabBar:
        if let value = try reader.readBool(name, path: path()) { screen.hidesTabBar = value }
      case .params:
        screen.params = try reader.readParams(s)
      case .destinations:
        reader.typedUse("'destinations'", at: reader.scanner.pos, path: path())
        screen.destinations = try reader.readDestinations(s)
      case .source:
        _ = try reader.readString(name, path: path())
      case .links:
        try reader.readLinks(s)
      case .ignore:
        try reader.readIgnore(.screen(ScreenID(s)), parent: path())
      }
    }
    if isOverlay { screenKeysSeen.append(seen) }
    if !screenKeys.contains(.id, in: seen) {
      diagnostics.add(
        .error, .missingKey, at: anchor(offset), path: JSONPaths.screen(s),
        "missing required key 'id' in screen")
    }
    // Moved, not copied (a copy retains and releases each of its strings and arrays), and not from a
    // `defer`, where `consume` is not allowed. A load that stops (`LoadStop`) keeps no draft.
    draft.addScreen(consume screen, id: id)
  }

  /// Reads `params`: an object of parameter name to type name, in file order. Its keys are the
  /// user's, so it has its own loop: repeated names are found with a dictionary.
  private mutating func readParams(_ s: Int) throws(LoadStop) -> [(name: String, type: String)] {
    let parent = JSONPaths.member(JSONPaths.screen(s), "params")
    guard try expect(.object, "'params'", path: parent) else { return [] }
    scanner.pos += 1
    var params: [(name: String, type: String)] = []
    var firstOffsets: [String: Int] = [:]
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      let name = text(key)
      if let earlier = firstOffsets[name] {
        try duplicateKey(name, at: key.quote, first: earlier, parent: parent)
        continue
      }
      firstOffsets[name] = key.quote
      if let value = try readString(name, path: JSONPaths.member(parent, name)) {
        params.append((name, text(value)))
      }
    }
    return params
  }

  /// Reads `ignore` of a screen or link: an object of finding code to reason, in file order, each
  /// entry given to the draft (which checks the code and the reason). Its keys are the user's, so it
  /// has its own loop, as `params`.
  private mutating func readIgnore(_ element: Ignore.Element, parent: String) throws(LoadStop) {
    guard try expect(.object, "'ignore'", path: parent) else { return }
    scanner.pos += 1
    var firstOffsets: [String: Int] = [:]
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      let code = text(key)
      if let earlier = firstOffsets[code] {
        try duplicateKey(code, at: key.quote, first: earlier, parent: parent)
        continue
      }
      firstOffsets[code] = key.quote
      let path = JSONPaths.member(parent, code)
      if let reason = try readString(code, path: path) {
        draft.addIgnore(element, code: code, reason: text(reason), at: anchor(key.quote), path: path)
      }
    }
  }

  /// Reads `destinations` (format 1.1): an array of value type names, entered into the draft's
  /// value types; the registrations as a mask.
  private mutating func readDestinations(_ s: Int) throws(LoadStop) -> UInt64 {
    let parent = JSONPaths.member(JSONPaths.screen(s), "destinations")
    guard try expect(.array, "'destinations'", path: parent) else { return 0 }
    scanner.pos += 1
    var types: [(name: String, anchor: SourceAnchor?)] = []
    /// The position in the array of each string (elements of another type register nothing).
    var positions: [Int] = []
    var i = 0
    var first = true
    while try scanner.nextElement(first: &first) {
      defer { i += 1 }
      let offset = scanner.pos
      guard try expect(.string, "a value type", path: "\(parent)[\(i)]") else { continue }
      types.append((text(try scanner.scanString()), anchor(offset)))
      positions.append(i)
    }
    return draft.destinations(types) { "\(parent)[\(positions[$0])]" }
  }

  private mutating func readLinks(_ s: Int) throws(LoadStop) {
    var l = 0
    _ = try readArray("'links'", path: JSONPaths.member(JSONPaths.screen(s), "links"), of: .links) {
      (reader: inout DescriptionReader) throws(LoadStop) in
      if try !reader.readPlainLink() { try reader.readLink(s, l) }
      l += 1
    }
  }

  /// A link: a bare string (a push to that screen) or an object.
  private mutating func readLink(_ s: Int, _ l: Int) throws(LoadStop) {
    let offset = scanner.pos
    let at = anchor(offset)
    switch try scanner.valueType() {
    case .string:
      let value = try scanner.scanString()
      draft.addLink(
        kind: FormatSpec.defaultLinkKind, label: nil, anchor: at, target: .id(reference(value), at))
    case .object:
      try readLinkObject(s, l)
    case let type:
      diagnostics.add(
        .error, .wrongType, at: at, path: JSONPaths.link(s, l),
        "a link must be an object or a string, found \(type.phrase)")
      try scanner.skipValue()
      draft.addLink(kind: nil, label: nil, anchor: at, target: .absent)
    }
  }

  private mutating func readLinkObject(_ s: Int, _ l: Int) throws(LoadStop) {
    let at = anchor(scanner.pos)
    var kind: LinkKind? = FormatSpec.defaultLinkKind
    var target = AppDraft.Target.absent
    var label: String?
    var value: (name: String, anchor: SourceAnchor?)?
    _ = try readMembers(linkKeys, parent: JSONPaths.link(s, l)) {
      (reader: inout DescriptionReader, key: LinkKey) throws(LoadStop) in
      let name = key.rawValue
      func path() -> String { JSONPaths.member(JSONPaths.link(s, l), name) }
      switch key {
      case .kind:
        let offset = reader.scanner.pos
        kind = try reader.readString(name, path: path()).flatMap { reader.linkKind($0, path: path()) }
        if kind == .dismissAction { reader.typedUse("'dismissAction'", at: offset, path: path()) }
      case .to:
        let toAnchor = reader.anchor(reader.scanner.pos)
        if let value = try reader.readString(name, path: path()) {
          target = .id(reader.reference(value), toAnchor)
        } else {
          target = .unusable(toAnchor)
        }
      case .label:
        if let value = try reader.readString(name, path: path()) { label = reader.text(value) }
      case .value:
        let offset = reader.scanner.pos
        reader.typedUse("'value'", at: offset, path: path())
        if let type = try reader.readString(name, path: path()) {
          value = (reader.text(type), reader.anchor(offset))
        }
      case .source:
        _ = try reader.readString(name, path: path())
      case .ignore:
        try reader.readIgnore(.link(LinkID(reader.draft.links.count)), parent: path())
      case .then:
        reader.typedUse("'then'", at: reader.scanner.pos, path: path())
        var parts: [DeepLinkDraft.Move] = []
        _ = try reader.readArray("'then'", path: path(), of: .parts) {
          (reader: inout DescriptionReader) throws(LoadStop) in
          parts.append(try reader.readMove(path: "\(path())[\(parts.count)]", of: .link))
          reader.draft.moves += 1
        }
        if !parts.isEmpty { reader.linkParts.append((LinkID(reader.draft.links.count), parts)) }
      }
    }
    draft.addLink(kind: kind, label: label, anchor: at, target: target, value: value)
  }
}
