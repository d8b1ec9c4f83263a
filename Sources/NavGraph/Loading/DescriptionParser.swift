/// A reference to an id as written in the file: its bytes and the offset of its value.
struct IdReference {
  var ref: ByteRef
  var offset: Int
}

/// The schema-directed walk over a description: top-level object, `tabs`, `screens`, links, params.
///
/// It reads exactly the structure format 1 defines (`FormatSpec`), building `Tab`, `Screen` and
/// `Link` values in file order, one entry per array element (an element with an error is kept with
/// defaults, so indices match the file). Ids are not resolved here: their bytes are kept as
/// `ByteRef`s (into the source, or into `arena` when the string had escapes) for
/// `ReferenceResolution`. Unknown keys are reported and skipped with the iterative skipper. Type
/// errors, unknown keys, duplicate keys, unknown kinds and misplaced targets are reported and the
/// walk goes on; a syntax error or a size limit ends it (`LoadStop`). O(n) in the input size.
struct DescriptionParser {
  var scanner: JSONScanner
  let diagnostics: DiagnosticCollector
  let limits: LoadLimits
  private var scratch: [UInt8] = []
  /// Decoded bytes of the ids that had escapes.
  private(set) var arena: [UInt8] = []

  private let appKeys = KeyMatcher<AppKey>()
  private let tabKeys = KeyMatcher<TabKey>()
  private let screenKeys = KeyMatcher<ScreenKey>()
  private let linkKeys = KeyMatcher<LinkKey>()
  private let linkKinds = LinkKind.allCases.map { (kind: $0, name: Array($0.rawValue.utf8)) }
  /// The offset of each key's first occurrence in the object being read, one table per object kind
  /// (objects of one kind never nest), valid for the keys of the object's `seen` mask.
  private var appKeyOffsets = Array(repeating: 0, count: AppKey.allCases.count)
  private var tabKeyOffsets = Array(repeating: 0, count: TabKey.allCases.count)
  private var screenKeyOffsets = Array(repeating: 0, count: ScreenKey.allCases.count)
  private var linkKeyOffsets = Array(repeating: 0, count: LinkKey.allCases.count)

  /// The offset of the top-level `{`.
  private(set) var rootOffset = 0
  private(set) var name: String?
  private(set) var entry: IdReference?
  private(set) var home: IdReference?
  /// Whether `entry` or `home` were given (with any value).
  private(set) var entryGiven = false
  private(set) var homeGiven = false
  /// Whether `tabs` was given as an array (possibly empty), or as something else.
  private(set) var tabsGiven = false
  private(set) var tabsWrongType = false
  /// Whether `screens` was read as an array: the model is usable.
  private(set) var screensParsed = false

  var tabs: [Tab] = []
  private(set) var tabIds: [ByteRef] = []
  private(set) var tabIdOffsets: [Int] = []
  private(set) var tabRoots: [IdReference?] = []
  var screens: [Screen] = []
  private(set) var screenIds: [ByteRef] = []
  var links: [Link] = []
  /// The `to` of each link whose kind needs one and has it, else `ByteRef.none`.
  private(set) var linkTargets: [ByteRef] = []

  init(scanner: JSONScanner, diagnostics: DiagnosticCollector, limits: LoadLimits) {
    self.scanner = scanner
    self.diagnostics = diagnostics
    self.limits = limits
    // Reserve from the file size (a generous estimate: untouched capacity costs no memory), so that
    // large arrays are not regrown and their pages not faulted in twice.
    let screenEstimate = min(limits.maxScreens, 1 << 22, scanner.end / 96 + 16)
    let linkEstimate = min(limits.maxLinks, 1 << 24, scanner.end / 24 + 16)
    screens.reserveCapacity(screenEstimate)
    screenIds.reserveCapacity(screenEstimate)
    links.reserveCapacity(linkEstimate)
    linkTargets.reserveCapacity(linkEstimate)
  }

  // MARK: Helpers

  private mutating func text(_ string: ScannedString) -> String { scanner.string(string, scratch: &scratch) }

  /// The bytes of an id, as a reference (decoded into the arena when it has escapes).
  private mutating func reference(_ string: ScannedString) -> ByteRef {
    guard string.escaped else {
      return ByteRef(start: UInt32(string.start), count: UInt32(string.end - string.start))
    }
    let start = arena.count
    scanner.decode(string, into: &arena)
    return ByteRef(start: UInt32(start) | ByteRef.arenaFlag, count: UInt32(arena.count - start))
  }

  private func wrongType(
    _ what: @autoclosure () -> String, expected: FormatSpec.JSONType, found: FormatSpec.JSONType,
    at offset: Int,
    path: @autoclosure () -> String
  ) {
    diagnostics.add(
      .error, .wrongType, at: offset, path: path(),
      "\(what()) must be \(expected.phrase), found \(found.phrase)")
  }

  /// Reads a string value, or reports `wrong-type` and skips the value.
  private mutating func readString(key: String, path: @autoclosure () -> String) throws(LoadStop)
    -> ScannedString?
  {
    let type = try scanner.valueType()
    guard type == .string else {
      wrongType(LoaderText.quote(key), expected: .string, found: type, at: scanner.pos, path: path())
      try scanner.skipValue()
      return nil
    }
    return try scanner.scanString()
  }

  /// Reads a boolean value, or reports `wrong-type`, skips the value and returns nil.
  private mutating func readBool(key: String, path: @autoclosure () -> String) throws(LoadStop) -> Bool? {
    let type = try scanner.valueType()
    guard type == .boolean else {
      wrongType(LoaderText.quote(key), expected: .boolean, found: type, at: scanner.pos, path: path())
      try scanner.skipValue()
      return nil
    }
    return try scanner.scanLiteral()
  }

  /// Reports an unknown key (with a suggestion among `candidates`) and skips its value.
  private mutating func unknownKey(_ key: ScannedString, candidates: [String], parent: String)
    throws(LoadStop)
  {
    if diagnostics.accepts(.warning) {
      let name = text(key)
      let suggestion =
        NearMatch.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
      diagnostics.add(
        .warning, .unknownKey, at: key.quote, path: LoaderPath.member(parent, name),
        "unknown key \(LoaderText.quote(name))\(suggestion)")
    } else {
      diagnostics.addDropped(1, severity: .warning)
    }
    try scanner.skipValue()
  }

  /// Reports a repeated key and skips its value: the first occurrence is the one used.
  private mutating func duplicateKey(_ name: String, at offset: Int, first: Int, parent: String)
    throws(LoadStop)
  {
    let path = LoaderPath.member(parent, name)
    diagnostics.add(
      .error, .duplicateKey, at: offset, path: path, "duplicate key \(LoaderText.quote(name))",
      notes: [.init(message: "first defined here", offset: first, path: path)])
    try scanner.skipValue()
  }

  // MARK: Document

  /// Reads the whole document; `start` is the offset after the byte-order mark, if any.
  mutating func parseDocument() throws(LoadStop) {
    scanner.skipWhitespace()
    rootOffset = scanner.pos
    let type = try scanner.valueType()
    guard type == .object else {
      throw LoadStop(
        code: .notAnObject, message: "the top level must be an object, found \(type.phrase)",
        offset: rootOffset)
    }
    scanner.pos += 1
    var seen: UInt32 = 0
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard let (k, index) = appKeys.match(key, in: scanner, scratch: &scratch) else {
        try unknownKey(key, candidates: appKeys.candidates, parent: "")
        continue
      }
      if seen & 1 << index != 0 {
        try duplicateKey(k.rawValue, at: key.quote, first: appKeyOffsets[index], parent: "")
        continue
      }
      seen |= 1 << index
      appKeyOffsets[index] = key.quote
      switch k {
      case .schema:
        _ = try readString(key: k.rawValue, path: k.rawValue)
      case .name:
        if let s = try readString(key: k.rawValue, path: k.rawValue) { name = text(s) }
      case .entry:
        entryGiven = true
        if let s = try readString(key: k.rawValue, path: k.rawValue) {
          entry = IdReference(ref: reference(s), offset: s.quote)
        }
      case .home:
        homeGiven = true
        if let s = try readString(key: k.rawValue, path: k.rawValue) {
          home = IdReference(ref: reference(s), offset: s.quote)
        }
      case .tabs:
        try parseTabs()
      case .screens:
        try parseScreens()
      }
    }
    scanner.skipWhitespace()
    guard scanner.atEnd else { throw scanner.unexpected("the end of the file after the top-level object") }
    if seen & 1 << AppKey.allCases.firstIndex(of: .screens)! == 0 {
      diagnostics.add(
        .error, .missingKey, at: rootOffset, path: "",
        "missing required key 'screens' in the top-level object")
    }
  }

  // MARK: Tabs

  private mutating func parseTabs() throws(LoadStop) {
    let type = try scanner.valueType()
    guard type == .array else {
      tabsWrongType = true
      wrongType("'tabs'", expected: .array, found: type, at: scanner.pos, path: "tabs")
      try scanner.skipValue()
      return
    }
    tabsGiven = true
    scanner.pos += 1
    var first = true
    while try scanner.nextElement(first: &first) {
      guard tabs.count < limits.maxScreens else {
        throw LoadStop(
          code: .tooLarge, message: "too many tabs (the limit is \(limits.maxScreens))", offset: scanner.pos
        )
      }
      try parseTab(tabs.count)
    }
  }

  private mutating func parseTab(_ t: Int) throws(LoadStop) {
    let offset = scanner.pos
    var tab = Tab(id: "", root: -1, offset: offset)
    var id = ByteRef.none
    var idOffset = offset
    var root: IdReference?
    defer {
      tabs.append(tab)
      tabIds.append(id)
      tabIdOffsets.append(idOffset)
      tabRoots.append(root)
    }
    let type = try scanner.valueType()
    guard type == .object else {
      wrongType("a tab", expected: .object, found: type, at: offset, path: LoaderPath.tab(t))
      try scanner.skipValue()
      return
    }
    scanner.pos += 1
    var seen: UInt32 = 0
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard let (k, index) = tabKeys.match(key, in: scanner, scratch: &scratch) else {
        try unknownKey(key, candidates: tabKeys.candidates, parent: LoaderPath.tab(t))
        continue
      }
      if seen & 1 << index != 0 {
        try duplicateKey(k.rawValue, at: key.quote, first: tabKeyOffsets[index], parent: LoaderPath.tab(t))
        continue
      }
      seen |= 1 << index
      tabKeyOffsets[index] = key.quote
      func path() -> String { LoaderPath.member(LoaderPath.tab(t), k.rawValue) }
      switch k {
      case .id:
        if let s = try readString(key: k.rawValue, path: path()) {
          id = reference(s)
          idOffset = s.quote
          tab.id = text(s)
          if s.isEmpty { diagnostics.add(.error, .emptyID, at: s.quote, path: path(), "tab id is empty") }
        }
      case .title:
        if let s = try readString(key: k.rawValue, path: path()) { tab.title = text(s) }
      case .icon:
        if let s = try readString(key: k.rawValue, path: path()) { tab.icon = text(s) }
      case .root:
        if let s = try readString(key: k.rawValue, path: path()) {
          root = IdReference(ref: reference(s), offset: s.quote)
        }
      case .stack:
        if let b = try readBool(key: k.rawValue, path: path()) { tab.stack = b }
      }
    }
    // A tab without `root` is pointed at by its id's value when it has one, else by its `{`.
    for (index, k) in TabKey.allCases.enumerated() where k.required && seen & 1 << index == 0 {
      diagnostics.add(
        .error, .missingKey, at: idOffset, path: LoaderPath.tab(t),
        "missing required key '\(k.rawValue)' in tab")
    }
  }

  // MARK: Screens

  private mutating func parseScreens() throws(LoadStop) {
    let type = try scanner.valueType()
    guard type == .array else {
      wrongType("'screens'", expected: .array, found: type, at: scanner.pos, path: "screens")
      try scanner.skipValue()
      return
    }
    screensParsed = true
    scanner.pos += 1
    var first = true
    while try scanner.nextElement(first: &first) {
      guard screens.count < limits.maxScreens else {
        throw LoadStop(
          code: .tooLarge, message: "too many screens (the limit is \(limits.maxScreens))",
          offset: scanner.pos)
      }
      try parseScreen(screens.count)
    }
  }

  private mutating func parseScreen(_ s: Int) throws(LoadStop) {
    let offset = scanner.pos
    var screen = Screen(id: "", linkStart: Int32(links.count), linkEnd: Int32(links.count), offset: offset)
    var id = ByteRef.none
    defer {
      if screen.linkStart == screen.linkEnd {
        screen.linkStart = Int32(links.count)
        screen.linkEnd = screen.linkStart
      }
      screens.append(screen)
      screenIds.append(id)
    }
    let type = try scanner.valueType()
    guard type == .object else {
      wrongType("a screen", expected: .object, found: type, at: offset, path: LoaderPath.screen(s))
      try scanner.skipValue()
      return
    }
    scanner.pos += 1
    var seen: UInt32 = 0
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard let (k, index) = screenKeys.match(key, in: scanner, scratch: &scratch) else {
        try unknownKey(key, candidates: screenKeys.candidates, parent: LoaderPath.screen(s))
        continue
      }
      if seen & 1 << index != 0 {
        try duplicateKey(
          k.rawValue, at: key.quote, first: screenKeyOffsets[index], parent: LoaderPath.screen(s))
        continue
      }
      seen |= 1 << index
      screenKeyOffsets[index] = key.quote
      switch k {
      case .id:
        if let v = try readString(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), "id")) {
          id = reference(v)
          // Findings about the screen point at its id's value, whose line names the screen.
          screen.offset = v.quote
          screen.id = text(v)
          if v.isEmpty {
            diagnostics.add(
              .error, .emptyID, at: v.quote, path: LoaderPath.member(LoaderPath.screen(s), "id"),
              "screen id is empty")
          }
        }
      case .title:
        if let v = try readString(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), "title")) {
          screen.title = text(v)
        }
      case .stack:
        if let b = try readBool(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), k.rawValue)) {
          screen.stack = b
        }
      case .backButtonHidden:
        if let b = try readBool(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), k.rawValue)) {
          screen.backButtonHidden = b
        }
      case .dismissDisabled:
        if let b = try readBool(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), k.rawValue)) {
          screen.dismissDisabled = b
        }
      case .hidesTabBar:
        if let b = try readBool(key: k.rawValue, path: LoaderPath.member(LoaderPath.screen(s), k.rawValue)) {
          screen.hidesTabBar = b
        }
      case .params:
        screen.params = try parseParams(s)
      case .links:
        screen.linkStart = Int32(links.count)
        try parseLinks(s)
        screen.linkEnd = Int32(links.count)
      }
    }
    if seen & 1 << ScreenKey.allCases.firstIndex(of: .id)! == 0 {
      diagnostics.add(
        .error, .missingKey, at: offset, path: LoaderPath.screen(s), "missing required key 'id' in screen")
    }
  }

  /// Reads `params`: an object of parameter name to type name, in file order.
  private mutating func parseParams(_ s: Int) throws(LoadStop) -> [(name: String, type: String)] {
    func parent() -> String { LoaderPath.member(LoaderPath.screen(s), "params") }
    let type = try scanner.valueType()
    guard type == .object else {
      wrongType("'params'", expected: .object, found: type, at: scanner.pos, path: parent())
      try scanner.skipValue()
      return []
    }
    scanner.pos += 1
    var params: [(name: String, type: String)] = []
    var firstOffsets: [String: Int] = [:]
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      let name = text(key)
      if let earlier = firstOffsets[name] {
        try duplicateKey(name, at: key.quote, first: earlier, parent: parent())
        continue
      }
      firstOffsets[name] = key.quote
      if let v = try readString(key: name, path: LoaderPath.member(parent(), name)) {
        params.append((name, text(v)))
      }
    }
    return params
  }

  // MARK: Links

  private mutating func parseLinks(_ s: Int) throws(LoadStop) {
    let type = try scanner.valueType()
    guard type == .array else {
      wrongType(
        "'links'", expected: .array, found: type, at: scanner.pos,
        path: LoaderPath.member(LoaderPath.screen(s), "links"))
      try scanner.skipValue()
      return
    }
    scanner.pos += 1
    var first = true
    var l = 0
    while try scanner.nextElement(first: &first) {
      guard links.count < limits.maxLinks else {
        throw LoadStop(
          code: .tooLarge, message: "too many links (the limit is \(limits.maxLinks))", offset: scanner.pos)
      }
      try parseLink(s, l)
      l += 1
    }
  }

  private mutating func parseLink(_ s: Int, _ l: Int) throws(LoadStop) {
    let offset = scanner.pos
    switch try scanner.valueType() {
    case .string:
      let v = try scanner.scanString()
      links.append(Link(kind: .push, target: -1, label: nil, offset: offset, targetOffset: offset))
      linkTargets.append(reference(v))
    case .object:
      try parseLinkObject(s, l)
    case let type:
      diagnostics.add(
        .error, .wrongType, at: offset, path: LoaderPath.link(s, l),
        "a link must be an object or a string, found \(type.phrase)")
      try scanner.skipValue()
      links.append(Link(kind: .push, target: -1, label: nil, offset: offset, targetOffset: offset))
      linkTargets.append(.none)
    }
  }

  private mutating func parseLinkObject(_ s: Int, _ l: Int) throws(LoadStop) {
    let offset = scanner.pos
    func parent() -> String { LoaderPath.link(s, l) }
    scanner.pos += 1
    var kind: LinkKind? = FormatSpec.defaultLinkKind
    var to: ScannedString?
    var toGiven = false
    var toOffset = offset
    var label: String?
    var seen: UInt32 = 0
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard let (k, index) = linkKeys.match(key, in: scanner, scratch: &scratch) else {
        try unknownKey(key, candidates: linkKeys.candidates, parent: parent())
        continue
      }
      if seen & 1 << index != 0 {
        try duplicateKey(k.rawValue, at: key.quote, first: linkKeyOffsets[index], parent: parent())
        continue
      }
      seen |= 1 << index
      linkKeyOffsets[index] = key.quote
      func path() -> String { LoaderPath.member(parent(), k.rawValue) }
      switch k {
      case .kind:
        if let v = try readString(key: k.rawValue, path: path()) {
          kind = linkKind(v)
          if kind == nil, diagnostics.accepts(.error) {
            let name = text(v)
            let suggestion =
              NearMatch.suggestion(for: name, among: FormatSpec.linkKinds).map { "; did you mean '\($0)'?" }
              ?? "; expected one of: " + FormatSpec.linkKinds.joined(separator: ", ")
            diagnostics.add(
              .error, .unknownKind, at: v.quote, path: path(),
              "unknown link kind \(LoaderText.quote(name))\(suggestion)")
          } else if kind == nil {
            diagnostics.addDropped(1, severity: .error)
          }
        } else {
          kind = nil
        }
      case .to:
        toGiven = true
        toOffset = scanner.pos
        to = try readString(key: k.rawValue, path: path())
      case .label:
        if let v = try readString(key: k.rawValue, path: path()) { label = text(v) }
      }
    }
    var target = ByteRef.none
    if let kind {
      switch kind.target {
      case .none:
        if toGiven {
          diagnostics.add(
            .error, .unexpectedTarget, at: toOffset, path: LoaderPath.member(parent(), "to"),
            "a '\(kind.rawValue)' link takes no 'to'")
        }
      case .screen, .tab:
        if let to {
          target = reference(to)
        } else if !toGiven {
          diagnostics.add(
            .error, .missingTarget, at: offset, path: parent(),
            "missing 'to': a '\(kind.rawValue)' link needs a target \(kind.target == .tab ? "tab" : "screen")"
          )
        }
      }
    }
    links.append(
      Link(
        kind: kind ?? .push, target: -1, label: label, offset: offset,
        targetOffset: toGiven ? toOffset : offset))
    linkTargets.append(target)
  }

  private func linkKind(_ v: ScannedString) -> LinkKind? {
    guard !v.escaped else {
      var bytes: [UInt8] = []
      scanner.decode(v, into: &bytes)
      return LinkKind(rawValue: String(decoding: bytes, as: UTF8.self))
    }
    let count = v.end - v.start
    for (kind, name) in linkKinds where name.count == count {
      var equal = true
      for k in 0..<count where scanner.base[v.start + k] != name[k] {
        equal = false
        break
      }
      if equal { return kind }
    }
    return nil
  }
}
