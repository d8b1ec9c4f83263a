/// The JSON format's schema walk: reads a description (format 1, `FormatSpec`) with a `JSONScanner`
/// into an `AppDraft`, which `Resolver` then turns into the model.
///
/// It reads exactly the structure the format defines: the top-level object, `tabs`, `screens`,
/// links and params, adding each tab, screen and link to the draft in file order, one per array
/// element (an element with an error is kept with defaults, so ids match the file). Ids are not
/// resolved here: their bytes are kept as `ByteRef`s (into the source, or into `arena` when the
/// string had escapes). Every object's members go through one loop (`readMembers`), which reports
/// unknown keys (with the closest key) and repeated ones, and skips their values with the iterative
/// skipper. Type errors, unknown kinds and the draft's own checks are reported and the walk goes
/// on; a syntax error, a size limit or a format version this build does not read ends it
/// (`LoadStop`). O(n) in the input size.
struct DescriptionReader {
  var scanner: JSONScanner
  let diagnostics: DiagnosticCollector
  let limits: LoadLimits
  /// The index of the file read in the app's `SourceMap`, for anchors.
  let file: Int
  /// Whether the description read is an overlay (docs/EXTRACT.md#the-overlay): it may have
  /// `remove`, and the keys each screen sets are kept (`screenKeysSeen`).
  let isOverlay: Bool
  var draft: AppDraft
  /// An overlay's `remove` entries that could be read, in file order.
  var removals: [Overlay.Removal] = []
  /// For an overlay, the keys each screen sets, as `readMembers` returns them, one per screen.
  var screenKeysSeen: [UInt32] = []
  /// Whether `screens` was read as an array: the model is usable.
  var screensRead = false
  /// Whether the screens were read on two threads, the second half kept (`ScreenSplit`).
  var screensSplit = false
  /// The version `format` declares, once read.
  private var declaredFormat: String?
  /// The format 1.1 keys and kinds read before `format` was: reported if it declares format 1.
  private var typedUses: [(what: String, anchor: SourceAnchor, path: String)] = []
  /// Whether a format 1.1 key or kind read waits for `format` (`ScreenSplit` keeps no such half).
  var hasPendingTypedUses: Bool { !typedUses.isEmpty }
  /// Decoded bytes of the ids that had escapes.
  private(set) var arena: [UInt8] = []
  /// Reused storage for decoding strings.
  var scratch: [UInt8] = []

  let appKeys: KeyMatcher<AppKey>
  let tabKeys: KeyMatcher<TabKey>
  let screenKeys: KeyMatcher<ScreenKey>
  let linkKeys: KeyMatcher<LinkKey>
  let deepLinkKeys: KeyMatcher<DeepLinkKey>
  /// The keys of a part of a link's `then`: a frame of their own, as a part is read inside its link.
  let partKeys: KeyMatcher<LinkKey>
  /// The deep links read (format 1.1), resolved after the screens and tabs (`DeepLinkDraft`).
  var deepLinks: [DeepLinkDraft] = []
  /// The compound actions read (format 1.1 `then`): each link's parts, resolved after the screens
  /// and tabs (`DeepLinkDraft.resolve(parts:in:diagnostics:)`).
  var linkParts: [(link: LinkID, moves: [DeepLinkDraft.Move])] = []
  let removeKeys: KeyMatcher<RemoveKey>
  /// The link kinds, by name (also read by `readPlainLink`).
  let linkKinds = KeyMatcher<LinkKind>()
  /// The offset of each key's first occurrence in the objects being read: one frame per kind of
  /// object (`KeyMatcher.frame`), valid for the keys `readMembers` has seen in the current object.
  private var keyOffsets: [Int]

  init(
    scanner: JSONScanner, file: Int, diagnostics: DiagnosticCollector, limits: LoadLimits,
    isOverlay: Bool = false
  ) {
    self.scanner = scanner
    self.file = file
    self.isOverlay = isOverlay
    self.diagnostics = diagnostics
    self.limits = limits
    appKeys = KeyMatcher(frame: 0)
    tabKeys = KeyMatcher(frame: appKeys.frame + appKeys.count)
    screenKeys = KeyMatcher(frame: tabKeys.frame + tabKeys.count)
    linkKeys = KeyMatcher(frame: screenKeys.frame + screenKeys.count)
    deepLinkKeys = KeyMatcher(frame: linkKeys.frame + linkKeys.count)
    removeKeys = KeyMatcher(frame: deepLinkKeys.frame + deepLinkKeys.count)
    partKeys = KeyMatcher(frame: removeKeys.frame + removeKeys.count)
    keyOffsets = Array(repeating: 0, count: partKeys.frame + partKeys.count)
    // Estimates from the file size, generous (see `AppDraft`).
    draft = AppDraft(
      diagnostics: diagnostics, limits: limits, paths: JSONPaths(),
      screenEstimate: min(limits.maxScreens, 1 << 22, scanner.end / 96 + 16),
      linkEstimate: min(limits.maxLinks, 1 << 24, scanner.end / 24 + 16))
  }

  // MARK: Helpers

  func anchor(_ offset: Int) -> SourceAnchor { SourceAnchor(file: file, offset: offset) }

  mutating func text(_ string: ScannedString) -> String { scanner.string(string, scratch: &scratch) }

  /// The bytes of an id, as a reference (decoded into the arena when it has escapes).
  mutating func reference(_ string: ScannedString) -> ByteRef {
    guard string.escaped else {
      return ByteRef(start: UInt32(string.start), count: UInt32(string.end - string.start))
    }
    let start = arena.count
    scanner.decode(string, into: &arena)
    return .arena(start: start, count: arena.count - start)
  }

  /// An id reference to the string: its bytes and where its value starts.
  mutating func idReference(_ string: ScannedString) -> AppDraft.Reference {
    AppDraft.Reference(id: reference(string), anchor: anchor(string.quote))
  }

  func wrongType(
    _ what: @autoclosure () -> String, expected: JSONType, found: JSONType, at offset: Int,
    path: @autoclosure () -> String?
  ) {
    diagnostics.add(
      .error, .wrongType, at: anchor(offset), path: path(),
      "\(what()) must be \(expected.phrase), found \(found.phrase)")
  }

  /// Reads the string value of `key`, or reports `wrong-type` and skips the value.
  mutating func readString(_ key: String, path: @autoclosure () -> String) throws(LoadStop) -> ScannedString?
  {
    guard try expect(.string, QuotedText.quote(key), path: path()) else { return nil }
    return try scanner.scanString()
  }

  /// Reads the boolean value of `key`, or reports `wrong-type`, skips the value and returns nil.
  mutating func readBool(_ key: String, path: @autoclosure () -> String) throws(LoadStop) -> Bool? {
    guard try expect(.boolean, QuotedText.quote(key), path: path()) else { return nil }
    return try scanner.scanLiteral()
  }

  /// Checks that the current value is of `type`: else reports `wrong-type` (`what` is the value
  /// described, `a tab`, `'links'`), skips it and returns false.
  /// `what` and `path` are only evaluated for the report, off the hot path of valid input.
  mutating func expect(
    _ type: JSONType, _ what: @autoclosure () -> String, path: @autoclosure () -> String?
  ) throws(LoadStop) -> Bool {
    let found = try scanner.valueType()
    guard found != type else { return true }
    wrongType(what(), expected: type, found: found, at: scanner.pos, path: path())
    try scanner.skipValue()
    return false
  }

  /// Reports a repeated key and skips its value: the first occurrence is the one used.
  mutating func duplicateKey(_ name: String, at offset: Int, first: Int, parent: String) throws(LoadStop) {
    let path = JSONPaths.member(parent, name)
    diagnostics.add(
      .error, .duplicateKey, at: anchor(offset), path: path, "duplicate key \(QuotedText.quote(name))",
      notes: [.init(message: "first defined here", anchor: anchor(first), path: path)])
    try scanner.skipValue()
  }

  /// Reads the members of the object whose `{` is current, whose keys are `keys`' (the loop every
  /// object of the format goes through): reports an unknown key with the closest one and skips its
  /// value, reports a repeated key (the first is used) and skips its value, and calls `read` for
  /// every other member, positioned at its value. `parent` is the object's path. Returns the keys
  /// seen, as bits of their positions in `keys`.
  @inline(__always)
  mutating func readMembers<K: FormatKey>(
    _ keys: KeyMatcher<K>, parent: @autoclosure () -> String,
    _ read: (inout DescriptionReader, K) throws(LoadStop) -> Void
  ) throws(LoadStop) -> UInt32 {
    scanner.pos += 1
    var seen: UInt32 = 0
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard let (k, index) = keys.match(key, in: scanner, scratch: &scratch) else {
        try unknownKey(key, candidates: keys.candidates, parent: parent())
        continue
      }
      if seen & 1 << index != 0 {
        try duplicateKey(k.rawValue, at: key.quote, first: keyOffsets[keys.frame + index], parent: parent())
        continue
      }
      seen |= 1 << index
      keyOffsets[keys.frame + index] = key.quote
      try read(&self, k)
    }
    return seen
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
        .warning, .unknownKey, at: anchor(key.quote), path: JSONPaths.member(parent, name),
        "unknown key \(QuotedText.quote(name))\(suggestion)")
    } else {
      diagnostics.addDropped(1, severity: .warning)
    }
    try scanner.skipValue()
  }

  /// The kind a `kind` value names, or nil (after reporting `unknown-kind`) when it names none.
  mutating func linkKind(_ value: ScannedString, path: @autoclosure () -> String) -> LinkKind? {
    if let (kind, _) = linkKinds.match(value, in: scanner, scratch: &scratch) { return kind }
    guard diagnostics.accepts(.error) else {
      diagnostics.addDropped(1, severity: .error)
      return nil
    }
    let name = text(value)
    let suggestion =
      NearMatch.suggestion(for: name, among: FormatSpec.linkKinds).map { "; did you mean '\($0)'?" }
      ?? "; expected one of: " + FormatSpec.linkKinds.joined(separator: ", ")
    diagnostics.add(
      .error, .unknownKind, at: anchor(value.quote), path: path(),
      "unknown link kind \(QuotedText.quote(name))\(suggestion)")
    return nil
  }

  /// Reads the array of `element`s whose `[` is current (`what` and `path` name it for `wrong-type`):
  /// calls `read` positioned at each element, after checking that one more is within the limits
  /// (else the load ends with `too-large`). Returns false, after reporting `wrong-type` and skipping
  /// the value, when it is not an array.
  mutating func readArray(
    _ what: String, path: @autoclosure () -> String, of element: AppDraft.Element,
    _ read: (inout DescriptionReader) throws(LoadStop) -> Void
  ) throws(LoadStop) -> Bool {
    guard try expect(.array, what, path: path()) else { return false }
    scanner.pos += 1
    var first = true
    while try scanner.nextElement(first: &first) {
      if let message = draft.overLimit(element) {
        throw LoadStop(code: .tooLarge, message: message, offset: scanner.pos)
      }
      try read(&self)
    }
    return true
  }

  // MARK: Document

  /// Reads the whole document, from the scanner's position (after any byte-order mark).
  mutating func readDocument() throws(LoadStop) {
    scanner.skipWhitespace()
    let rootOffset = scanner.pos
    draft.anchor = anchor(rootOffset)
    let type = try scanner.valueType()
    guard type == .object else {
      throw LoadStop(
        code: .notAnObject, message: "the top level must be an object, found \(type.phrase)",
        offset: rootOffset)
    }
    let seen = try readMembers(appKeys, parent: "") {
      (reader: inout DescriptionReader, key: AppKey) throws(LoadStop) in
      let name = key.rawValue
      switch key {
      case .schema:
        _ = try reader.readString(name, path: name)
      case .format:
        if let value = try reader.readString(name, path: name) {
          try reader.checkFormat(value)
          reader.declaredFormat = reader.text(value)
          if reader.declaredFormat != FormatSpec.typedVersion {
            for use in reader.typedUses { reader.reportTypedUse(use.what, at: use.anchor, path: use.path) }
          }
          reader.typedUses = []
        }
      case .name:
        if let value = try reader.readString(name, path: name) { reader.draft.name = reader.text(value) }
      case .entry:
        reader.draft.entryGiven = true
        if let value = try reader.readString(name, path: name) {
          reader.draft.entry = reader.idReference(value)
        }
      case .home:
        reader.draft.homeGiven = true
        if let value = try reader.readString(name, path: name) {
          reader.draft.home = reader.idReference(value)
        }
      case .tabs:
        try reader.readTabs()
      case .screens:
        try reader.readScreens()
      case .deepLinks:
        reader.typedUse("'deepLinks'", at: reader.scanner.pos, path: name)
        try reader.readDeepLinks()
      case .remove:
        try reader.readRemove()
      }
    }
    scanner.skipWhitespace()
    guard scanner.atEnd else { throw scanner.unexpected("the end of the file after the top-level object") }
    if !appKeys.contains(.screens, in: seen) {
      diagnostics.add(
        .error, .missingKey, at: anchor(rootOffset), path: nil,
        "missing required key 'screens' in the top-level object")
    }
  }

  /// Notes a key or kind of format 1.1 (also used by `DeepLinkReading`) (`what`, such as `'value'`) at `offset`: a `needs-format`
  /// error when the description declares format 1, now or once `format` is read.
  mutating func typedUse(_ what: String, at offset: Int, path: @autoclosure () -> String) {
    switch declaredFormat {
    case FormatSpec.typedVersion?: return
    case nil: typedUses.append((what, anchor(offset), path()))
    case _?: reportTypedUse(what, at: anchor(offset), path: path())
    }
  }

  func reportTypedUse(_ what: String, at anchor: SourceAnchor, path: String) {
    diagnostics.add(
      .error, .needsFormat, at: anchor, path: path,
      "\(what) needs format \(FormatSpec.typedVersion): declare \"format\": \"\(FormatSpec.typedVersion)\"")
  }

  /// Ends the load unless `value` is a version this build reads (`FormatSpec.versions`).
  private mutating func checkFormat(_ value: ScannedString) throws(LoadStop) {
    let version = text(value)
    guard !FormatSpec.versions.contains(version) else { return }
    let known = FormatSpec.versions.map { "'\($0)'" }
    throw LoadStop(
      code: .unknownFormat,
      message: "unknown format \(QuotedText.quote(version)): this version of NavGraph reads format "
        + (known.count == 1 ? known[0] : known.dropLast().joined(separator: ", ") + " and " + known.last!),
      offset: value.quote)
  }

  /// The draft read, moved out of the reader (so that resolving it copies no array).
  mutating func takeDraft() -> AppDraft {
    let taken = draft
    draft = AppDraft(diagnostics: diagnostics, limits: limits, paths: nil)
    return taken
  }
}
