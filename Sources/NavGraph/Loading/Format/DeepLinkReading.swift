/// A deep link as read (format 1.1), before its ids are resolved: the strings it names and where.
struct DeepLinkDraft {
  /// A move (of a deep link, or a part of a link's `then`): a link of no screen, its target as written.
  struct Move {
    var link: Link
    var target: (id: String, anchor: SourceAnchor?)?
    var value: Int?
  }

  var id: String?
  var idAnchor: SourceAnchor?
  var url: String?
  var label: String?
  var to: (id: String, anchor: SourceAnchor?)?
  var moves: [Move] = []

  /// The deep links of `app` resolved against its screen and tab ids: reports an id that names no
  /// screen (or tab, for a `tab` move) with the closest one (`unknown-id`), and a deep link id used
  /// twice (`duplicate-id`). O(screens + tabs + moves).
  static func resolve(_ drafts: [DeepLinkDraft], in app: App, diagnostics: DiagnosticCollector) -> [DeepLink]
  {
    let paths = app.sources.paths
    let targets = MoveTargets(app, diagnostics: diagnostics)
    var firstIDs: [String: Int] = [:]
    var result: [DeepLink] = []
    for (d, draft) in drafts.enumerated() {
      let path = paths?.path(of: .deepLink(d))
      if let id = draft.id {
        if let earlier = firstIDs[id] {
          diagnostics.add(
            .error, .duplicateID, at: draft.idAnchor, path: path.map { $0 + ".id" },
            "duplicate deep link id \(QuotedText.quote(id))",
            notes: [.init(message: "first defined here", anchor: drafts[earlier].idAnchor, path: nil)])
        } else {
          firstIDs[id] = d
        }
      }
      var to: ScreenID?
      if let target = draft.to {
        to = targets.screens[target.id]
        if to == nil {
          targets.unknown(
            "screen", target.id, among: Array(targets.screens.keys), at: target.anchor,
            path: path.map { $0 + ".to" })
        }
      }
      let moves = targets.resolve(draft.moves) { paths?.path(of: .deepLinkMove(d, position: $0)) }
      result.append(
        DeepLink(
          id: draft.id ?? "", url: draft.url, label: draft.label, to: to, moves: moves.moves,
          moveValues: moves.moveValues, anchor: draft.idAnchor))
    }
    return result
  }

  /// The compound actions (`then`) of `app`, each link's parts resolved against its screen and tab
  /// ids, an unknown id reported as in a deep link's moves. O(screens + tabs + parts).
  static func resolve(
    parts: [(link: LinkID, moves: [Move])], in app: App, diagnostics: DiagnosticCollector
  ) -> [LinkID: CompoundParts] {
    let paths = app.sources.paths
    let targets = MoveTargets(app, diagnostics: diagnostics)
    var result: [LinkID: CompoundParts] = [:]
    for (l, moves) in parts {
      let s = app.screen(of: l)
      let position = app.screens[s].links.lowerBound.distance(to: l)
      result[l] = targets.resolve(moves) { paths?.path(of: .linkPart(s, position: position, part: $0)) }
    }
    return result
  }

  /// The screen and tab ids of an app, for resolving the targets of moves.
  struct MoveTargets {
    let screens: [String: ScreenID]
    let tabs: [String: TabID]
    let diagnostics: DiagnosticCollector

    init(_ app: App, diagnostics: DiagnosticCollector) {
      screens = Dictionary(app.screens.enumerated().map { ($1.id, ScreenID($0)) }) { first, _ in first }
      tabs = Dictionary(app.tabs.enumerated().map { ($1.id, TabID($0)) }) { first, _ in first }
      self.diagnostics = diagnostics
    }

    /// Reports an id that names no `what` (`unknown-id`), with the closest of `candidates`.
    func unknown(
      _ what: String, _ id: String, among candidates: [String], at anchor: SourceAnchor?, path: String?
    ) {
      let suggestion =
        NearMatch.suggestion(for: id, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
      diagnostics.add(
        .error, .unknownID, at: anchor, path: path, "unknown \(what) \(QuotedText.quote(id))\(suggestion)")
    }

    /// The moves with their targets resolved (a `tab` move's among the tabs, the others' among the
    /// screens) and their value types by position; `path` gives each move's path by position.
    func resolve(_ drafts: [Move], path: (Int) -> String?) -> CompoundParts {
      var moves: [Link] = []
      var values: [Int: Int] = [:]
      for (m, move) in drafts.enumerated() {
        var link = move.link
        if let target = move.target {
          let movePath = path(m).map { $0 + ".to" }
          if link.kind == .tab {
            link.destination = tabs[target.id].map { .tab($0) }
            if link.destination == nil {
              unknown("tab", target.id, among: Array(tabs.keys), at: target.anchor, path: movePath)
            }
          } else {
            link.destination = screens[target.id].map { .screen($0) }
            if link.destination == nil {
              unknown("screen", target.id, among: Array(screens.keys), at: target.anchor, path: movePath)
            }
          }
        }
        if let value = move.value { values[m] = value }
        moves.append(link)
      }
      return CompoundParts(moves: moves, moveValues: values)
    }
  }
}

/// The JSON format's `deepLinks` (format 1.1): the part of `DescriptionReader` under it.
extension DescriptionReader {
  mutating func readDeepLinks() throws(LoadStop) {
    _ = try readArray("'deepLinks'", path: "deepLinks", of: .links) {
      (reader: inout DescriptionReader) throws(LoadStop) in try reader.readDeepLink(reader.deepLinks.count)
    }
  }

  private mutating func readDeepLink(_ d: Int) throws(LoadStop) {
    let offset = scanner.pos
    let parent = JSONPaths.deepLink(d)
    var draft = DeepLinkDraft(idAnchor: anchor(offset))
    defer { deepLinks.append(draft) }
    guard try expect(.object, "a deep link", path: parent) else { return }
    let seen = try readMembers(deepLinkKeys, parent: parent) {
      (reader: inout DescriptionReader, key: DeepLinkKey) throws(LoadStop) in
      let name = key.rawValue
      let path = JSONPaths.member(parent, name)
      switch key {
      case .id:
        if let value = try reader.readString(name, path: path) {
          draft.id = reader.text(value)
          draft.idAnchor = reader.anchor(value.quote)
          if draft.id!.isEmpty {
            reader.diagnostics.add(.error, .emptyID, at: draft.idAnchor, path: path, "deep link id is empty")
          }
        }
      case .url:
        if let value = try reader.readString(name, path: path) { draft.url = reader.text(value) }
      case .label:
        if let value = try reader.readString(name, path: path) { draft.label = reader.text(value) }
      case .to:
        if let value = try reader.readString(name, path: path) {
          draft.to = (reader.text(value), reader.anchor(value.quote))
        }
      case .source:
        _ = try reader.readString(name, path: path)
      case .moves:
        var m = 0
        _ = try reader.readArray("'moves'", path: path, of: .moves) {
          (reader: inout DescriptionReader) throws(LoadStop) in
          draft.moves.append(try reader.readMove(path: "\(path)[\(m)]", of: .deepLink))
          reader.draft.moves += 1
          m += 1
        }
      }
    }
    for (index, key) in DeepLinkKey.allCases.enumerated() where key.required && seen & 1 << index == 0 {
      diagnostics.add(
        .error, .missingKey, at: draft.idAnchor, path: parent,
        "missing required key '\(key.rawValue)' in deep link")
    }
  }

  /// What owns a sequence of moves: a deep link (its `moves`) or a link (its `then`, a compound
  /// action's parts).
  enum MoveOwner {
    case deepLink
    case link

    /// A move of this owner, in messages.
    var phrase: String { self == .deepLink ? "a deep link's move" : "a part of 'then'" }
  }

  /// A move of a deep link or a part of a link's `then` (at `path`): a link object, or a bare string
  /// (a push to that screen), with the diagnostics of a screen's link (missing or unexpected `to`,
  /// `value` off a push); `ignore` and `then` are not read there. A part's keys are matched in a
  /// frame of their own, as a part is read inside its link's object.
  mutating func readMove(path: String, of owner: MoveOwner) throws(LoadStop) -> DeepLinkDraft.Move {
    let at = anchor(scanner.pos)
    var move = DeepLinkDraft.Move(link: Link(kind: .push, anchor: at))
    switch try scanner.valueType() {
    case .string:
      let value = try scanner.scanString()
      move.target = (text(value), at)
      return move
    case .object:
      break
    case let type:
      diagnostics.add(
        .error, .wrongType, at: at, path: path, "a move must be an object or a string, found \(type.phrase)")
      try scanner.skipValue()
      move.link.kind = .pop
      return move
    }
    var kind: LinkKind? = FormatSpec.defaultLinkKind
    var value: (name: String, anchor: SourceAnchor?)?
    var toAnchor: SourceAnchor?
    _ = try readMembers(owner == .deepLink ? linkKeys : partKeys, parent: path) {
      (reader: inout DescriptionReader, key: LinkKey) throws(LoadStop) in
      let name = key.rawValue
      let keyPath = JSONPaths.member(path, name)
      switch key {
      case .kind:
        kind = try reader.readString(name, path: keyPath).flatMap { reader.linkKind($0, path: keyPath) }
      case .to:
        toAnchor = reader.anchor(reader.scanner.pos)
        if let target = try reader.readString(name, path: keyPath) {
          move.target = (reader.text(target), toAnchor)
        }
      case .label:
        if let label = try reader.readString(name, path: keyPath) { move.link.label = reader.text(label) }
      case .value:
        let offset = reader.scanner.pos
        if let type = try reader.readString(name, path: keyPath) {
          value = (reader.text(type), reader.anchor(offset))
        }
      case .source:
        _ = try reader.readString(name, path: keyPath)
      case .ignore:
        reader.diagnostics.add(
          .warning, .unknownKey, at: reader.anchor(reader.scanner.pos), path: keyPath,
          "'ignore' on \(owner.phrase) is not used: findings are suppressed on screens and links")
        try reader.scanner.skipValue()
      case .then:
        reader.diagnostics.add(
          .error, .unknownKey, at: reader.anchor(reader.scanner.pos), path: keyPath,
          "'then' on \(owner.phrase) is not read: list every move in order in "
            + (owner == .deepLink ? "the deep link's 'moves'" : "the link's 'then'"))
        try reader.scanner.skipValue()
      }
    }
    guard let kind else {
      // An unknown kind (reported): kept as a move that never acts.
      move.link.kind = .pop
      move.target = nil
      return move
    }
    move.link.kind = kind
    let checked = draft.checkMove(
      kind, at: at, hasTarget: toAnchor != nil, targetAt: toAnchor, value: value, path: path)
    if !checked.keepsTarget { move.target = nil }
    move.value = checked.value
    return move
  }
}
