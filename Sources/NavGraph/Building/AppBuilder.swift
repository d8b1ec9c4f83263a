/// Makes an `App` from ids, as any producer of descriptions has them: tabs, screens and their links
/// named by id strings, each with where it is written (a `SourceAnchor` into `sources`, optional).
///
///     var builder = AppBuilder()
///     builder.addTab("c", root: "C")
///     builder.addScreen("C", links: [.init(.push, to: "D", label: "NavigateToD")])
///     builder.addScreen("D", links: [.init(.popToRoot)])
///     let result = builder.build()    // result.app, result.diagnostics
///
/// `build()` validates and resolves exactly as `AppLoader` does (the JSON loader is a client of the
/// same `AppDraft` and `Resolver`): an empty id, a repeated id (with a note at the first, which
/// references use), an unknown id (with a did-you-mean, or saying that it names a tab, not a
/// screen, or the reverse), a link without the target its kind needs or with one it takes none of,
/// an app with nothing to launch on, and more elements than `limits` allow, each with the location
/// of its anchor and the path `sources.paths` gives it. Elements keep the order they were added in:
/// the n-th screen added is `ScreenID(n)`, whatever its errors.
///
/// A value: adding records the elements, `build()` does all the work and may be called again.
/// O(elements + bytes of the ids) expected time.
public struct AppBuilder: Sendable {
  /// An `ignore` entry of a screen or a link: the finding code it suppresses, the reason, and where
  /// it is written (docs/CHECK.md#suppressions).
  public struct IgnoreSpec: Sendable {
    /// The finding code (`cycle`).
    public var code: String
    /// Why the finding is not to be reported; must not be empty.
    public var reason: String
    /// Where the entry is written, for its diagnostics and `unused-ignore`.
    public var anchor: SourceAnchor?

    /// An entry ignoring `code` because of `reason`.
    public init(_ code: String, reason: String, at anchor: SourceAnchor? = nil) {
      self.code = code
      self.reason = reason
      self.anchor = anchor
    }
  }

  /// A link of a screen: its kind, the id of the screen (or, for `tab`, the tab) it goes to, its
  /// button's text, and where it and its target are written; with `then`, the further moves of its
  /// action (a compound action, format 1.1). Also a move of a deep link or a part of a `then`,
  /// which take no `ignores` and no `then`.
  public struct LinkSpec: Sendable {
    /// What the link does.
    public var kind: LinkKind
    /// The id of the screen (for `tab`, the tab) it goes to; nil for pop, popToRoot and dismiss.
    public var target: String?
    /// The text of its button.
    public var label: String?
    /// Where the link is written.
    public var anchor: SourceAnchor?
    /// Where its target is written; the link's anchor when nil.
    public var targetAnchor: SourceAnchor?
    /// For a value push (`NavigationLink(value:)`, format 1.1): the type of the value pushed.
    public var value: String?
    /// The link's `ignore` entries.
    public var ignores: [IgnoreSpec]
    /// The moves applied after the link's own, in order, within the same step (`then`,
    /// docs/FORMAT.md#compound-actions): links of no screen, each with its kind, target, value and
    /// anchors.
    public var then: [LinkSpec]

    /// A link of `kind` to `target`; `value` makes a push a value push; `then` makes it a compound
    /// action.
    public init(
      _ kind: LinkKind, to target: String? = nil, label: String? = nil, value: String? = nil,
      at anchor: SourceAnchor? = nil, targetAt targetAnchor: SourceAnchor? = nil, ignores: [IgnoreSpec] = [],
      then: [LinkSpec] = []
    ) {
      self.ignores = ignores
      self.then = then
      self.kind = kind
      self.target = target
      self.label = label
      self.value = value
      self.anchor = anchor
      self.targetAnchor = targetAnchor
    }
  }

  private struct TabSpec {
    var tab: Tab
    var idAnchor: SourceAnchor?
    var root: String
    var rootAnchor: SourceAnchor?
  }

  private struct ScreenSpec {
    var screen: Screen
    var destinations: [String]
    var links: [LinkSpec]
    var ignores: [IgnoreSpec]
  }

  /// The files the anchors point into, and how their format names elements; the app's `sources`.
  public var sources: SourceMap
  /// The sizes `build()` refuses (`too-large`), as the loader's.
  public var limits: LoadLimits
  /// The app's display name.
  public var name: String?
  /// Where diagnostics about the whole app (`no-launch`) point.
  public var anchor: SourceAnchor?
  private var tabs: [TabSpec] = []
  private var screens: [ScreenSpec] = []
  private var entry: (id: String, anchor: SourceAnchor?)?
  private var home: (id: String, anchor: SourceAnchor?)?
  private var deepLinks:
    [(draft: DeepLinkDraft, values: [(move: Int, type: String, anchor: SourceAnchor?)])] = []

  /// A builder of an app read from `sources`, within `limits`.
  public init(sources: SourceMap = SourceMap(), limits: LoadLimits = .standard) {
    self.sources = sources
    self.limits = limits
  }

  /// The screen shown at launch, as the root. Without one, the app launches on its first tab.
  public mutating func setEntry(_ id: String, at anchor: SourceAnchor? = nil) { entry = (id, anchor) }

  /// The screen the user must always be able to get back to. Without one, the first tab's root, or
  /// else the entry.
  public mutating func setHome(_ id: String, at anchor: SourceAnchor? = nil) { home = (id, anchor) }

  /// Adds a tab of the tab bar (in tab-bar order) whose root is the screen `root`. `anchor` is
  /// where the tab is written, `idAnchor` its id (the tab's anchor when nil).
  @discardableResult
  public mutating func addTab(
    _ id: String, root: String, title: String? = nil, icon: String? = nil, stack: Bool = true,
    at anchor: SourceAnchor? = nil, idAt idAnchor: SourceAnchor? = nil, rootAt rootAnchor: SourceAnchor? = nil
  ) -> TabID {
    let tab = Tab(id: id, title: title, icon: icon, root: nil, stack: stack, anchor: anchor)
    tabs.append(TabSpec(tab: tab, idAnchor: idAnchor ?? anchor, root: root, rootAnchor: rootAnchor ?? anchor))
    return TabID(tabs.count - 1)
  }

  /// Adds a screen with its links, in order. `anchor` is where findings about the screen point
  /// (best: where its id is written). `destinations` are the value types it registers with
  /// `navigationDestination(for:)` (format 1.1); `ignores`, the findings about it not to report.
  @discardableResult
  public mutating func addScreen(
    _ id: String, title: String? = nil, stack: Bool = false, backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false, params: [(name: String, type: String)] = [],
    destinations: [String] = [], links: [LinkSpec] = [], ignores: [IgnoreSpec] = [],
    at anchor: SourceAnchor? = nil
  ) -> ScreenID {
    let screen = Screen(
      id: id, title: title, stack: stack, backButtonHidden: backButtonHidden,
      dismissDisabled: dismissDisabled,
      hidesTabBar: hidesTabBar, params: params, anchor: anchor)
    screens.append(ScreenSpec(screen: screen, destinations: destinations, links: links, ignores: ignores))
    return ScreenID(screens.count - 1)
  }

  /// Adds a deep link (format 1.1): what the app's URL handler does, `moves` in order within one
  /// step, meant to show screen `to` (docs/FORMAT.md#a-deep-link). Its ids are resolved as the
  /// loader's, with the same diagnostics; `anchor` is where it is written.
  public mutating func addDeepLink(
    _ id: String, url: String? = nil, label: String? = nil, to: String? = nil, moves: [LinkSpec],
    at anchor: SourceAnchor? = nil
  ) {
    var draft = DeepLinkDraft(id: id, idAnchor: anchor, url: url, label: label)
    draft.to = to.map { ($0, anchor) }
    var values: [(move: Int, type: String, anchor: SourceAnchor?)] = []
    for (m, spec) in moves.enumerated() {
      draft.moves.append(
        .init(
          link: Link(kind: spec.kind, label: spec.label, anchor: spec.anchor),
          target: spec.target.map { ($0, spec.targetAnchor ?? spec.anchor) }))
      if let type = spec.value { values.append((m, type, spec.anchor)) }
    }
    deepLinks.append((draft, values))
  }

  /// Validates and resolves what was added: the app (nil only when there are more elements than the
  /// limits allow), every diagnostic, and whether one of them is an error.
  public func build() -> LoadResult {
    let diagnostics = DiagnosticCollector(limit: limits.maxDiagnostics)
    var draft = AppDraft(diagnostics: diagnostics, limits: limits, paths: sources.paths)
    draft.name = name
    draft.anchor = anchor
    var arena: [UInt8] = []
    /// The id's bytes, copied into the arena (which `ByteRef` offsets keep under 2 GiB).
    func bytes(_ id: String) -> ByteRef? {
      guard arena.count + id.utf8.count < Int(ByteRef.arenaFlag) else { return nil }
      let start = arena.count
      arena.append(contentsOf: id.utf8)
      return .arena(start: start, count: arena.count - start)
    }
    func reference(_ id: String, _ anchor: SourceAnchor?) -> AppDraft.Reference? {
      bytes(id).map { AppDraft.Reference(id: $0, anchor: anchor) }
    }
    func stop(_ message: String, at anchor: SourceAnchor?) -> LoadResult {
      diagnostics.add(.error, .tooLarge, at: anchor, path: nil, message)
      return LoadResult(
        app: nil, diagnostics: diagnostics.finish(sources: sources), sources: sources, hasErrors: true)
    }
    let tooLong = "the ids are too long: their bytes are over the limit of 2 GiB"

    if let entry {
      draft.entryGiven = true
      guard let reference = reference(entry.id, entry.anchor) else { return stop(tooLong, at: entry.anchor) }
      draft.entry = reference
    }
    if let home {
      draft.homeGiven = true
      guard let reference = reference(home.id, home.anchor) else { return stop(tooLong, at: home.anchor) }
      draft.home = reference
    }
    var parts: [(link: LinkID, moves: [DeepLinkDraft.Move])] = []
    draft.tabsGiven = !tabs.isEmpty
    for spec in tabs {
      if let message = draft.overLimit(.tabs) { return stop(message, at: spec.tab.anchor) }
      guard let id = bytes(spec.tab.id), let root = reference(spec.root, spec.rootAnchor) else {
        return stop(tooLong, at: spec.tab.anchor)
      }
      draft.addTab(spec.tab, id: id, idAnchor: spec.idAnchor, root: root)
    }
    for spec in screens {
      if let message = draft.overLimit(.screens) { return stop(message, at: spec.screen.anchor) }
      var screen = spec.screen
      let path = draft.path(.screen(ScreenID(draft.screens.count)))
      screen.destinations = draft.destinations(spec.destinations.map { ($0, screen.anchor) }) { _ in path }
      for entry in spec.ignores {
        draft.addIgnore(
          .screen(ScreenID(draft.screens.count)), code: entry.code, reason: entry.reason, at: entry.anchor,
          path: nil)
      }
      for (position, link) in spec.links.enumerated() {
        if let message = draft.overLimit(.links) { return stop(message, at: link.anchor) }
        var target = AppDraft.Target.absent
        if let id = link.target {
          guard let ref = bytes(id) else { return stop(tooLong, at: link.anchor) }
          target = .id(ref, link.targetAnchor ?? link.anchor)
        }
        for entry in link.ignores {
          draft.addIgnore(
            .link(LinkID(draft.links.count)), code: entry.code, reason: entry.reason, at: entry.anchor,
            path: nil)
        }
        let l = LinkID(draft.links.count)
        var moves: [DeepLinkDraft.Move] = []
        for (p, part) in link.then.enumerated() {
          if let message = draft.overLimit(.parts) { return stop(message, at: part.anchor) }
          draft.moves += 1
          moves.append(
            draft.move(
              part, path: draft.path(.linkPart(ScreenID(draft.screens.count), position: position, part: p))))
        }
        if !moves.isEmpty { parts.append((l, moves)) }
        draft.addLink(
          kind: link.kind, label: link.label, anchor: link.anchor, target: target,
          value: link.value.map { ($0, link.anchor) })
      }
      guard let id = bytes(spec.screen.id) else { return stop(tooLong, at: spec.screen.anchor) }
      draft.addScreen(screen, id: id)
    }
    var deepLinkDrafts: [DeepLinkDraft] = []
    for (spec, values) in deepLinks {
      for _ in spec.moves {
        if let message = draft.overLimit(.moves) { return stop(message, at: spec.idAnchor) }
        draft.moves += 1
      }
      var deepLink = spec
      for value in values {
        deepLink.moves[value.move].value = draft.valueType(value.type, at: value.anchor, path: nil)
      }
      deepLinkDrafts.append(deepLink)
    }
    // Every ref points into the arena, which stays alive and unmoved in this closure (`ByteStrings`).
    var app = arena.withUnsafeBufferPointer { buffer in
      Resolver.resolve(&draft, strings: ByteStrings(source: nil, arena: buffer.baseAddress), sources: sources)
    }
    if !deepLinkDrafts.isEmpty {
      app.deepLinks = DeepLinkDraft.resolve(deepLinkDrafts, in: app, diagnostics: diagnostics)
    }
    if !parts.isEmpty {
      app.linkParts = DeepLinkDraft.resolve(parts: parts, in: app, diagnostics: diagnostics)
    }
    return LoadResult(
      app: app, diagnostics: diagnostics.finish(sources: sources), sources: sources,
      hasErrors: diagnostics.hasErrors)
  }
}

extension AppDraft {
  /// A part of a link's `then` given to `AppBuilder`, at `path`, checked as the loader checks one
  /// (`checkMove`; `ignore` and `then` are not read on a part). O(1) expected.
  fileprivate mutating func move(_ spec: AppBuilder.LinkSpec, path: String?) -> DeepLinkDraft.Move {
    if !spec.ignores.isEmpty {
      diagnostics.add(
        .warning, .unknownKey, at: spec.ignores[0].anchor ?? spec.anchor,
        path: path.map { JSONPaths.member($0, "ignore") },
        "'ignore' on a part of 'then' is not used: findings are suppressed on screens and links")
    }
    if !spec.then.isEmpty {
      diagnostics.add(
        .error, .unknownKey, at: spec.then[0].anchor ?? spec.anchor,
        path: path.map { JSONPaths.member($0, "then") },
        "'then' on a part of 'then' is not read: list every move in order in the link's 'then'")
    }
    let targetAnchor = spec.targetAnchor ?? spec.anchor
    let checked = checkMove(
      spec.kind, at: spec.anchor, hasTarget: spec.target != nil, targetAt: targetAnchor,
      value: spec.value.map { ($0, spec.anchor) }, path: path)
    var move = DeepLinkDraft.Move(link: Link(kind: spec.kind, label: spec.label, anchor: spec.anchor))
    if checked.keepsTarget, let target = spec.target { move.target = (target, targetAnchor) }
    move.value = checked.value
    return move
  }
}
