/// An app as a producer gives it, before its references are resolved: the elements in order, with
/// the bytes of their ids and of the ids they reference (`ByteRef`s, so that a loader never makes a
/// string for a reference), and their anchors. The input of `Resolver`.
///
/// Two producers fill it: `AppBuilder`, from strings, and the JSON format's reader, from the bytes
/// of the file. Both add elements through the methods here, which report what is wrong with an
/// element in itself (an empty id, a link without the target its kind needs, or with one it cannot
/// take), so that every producer reports the same diagnostics. Every element keeps its position,
/// with defaults where a value was wrong, so that ids match the producer's numbering.
struct AppDraft {
  /// A reference to an id, as written: its bytes and where.
  struct Reference {
    var id: ByteRef
    var anchor: SourceAnchor?
  }

  /// A link's target as its producer found it.
  enum Target {
    /// No target was given.
    case absent
    /// A target was given in a form that names nothing (the producer reported why).
    case unusable(SourceAnchor?)
    /// The id of a screen or tab.
    case id(ByteRef, SourceAnchor?)
  }

  let diagnostics: DiagnosticCollector
  let limits: LoadLimits
  /// How the producer's format names elements, for the paths of diagnostics.
  let paths: (any ElementPaths)?

  var name: String?
  /// Where diagnostics about the whole app point (`no-launch`).
  var anchor: SourceAnchor?
  var entry: Reference?
  var home: Reference?
  /// Whether `entry` and `home` were given, usable or not.
  var entryGiven = false
  var homeGiven = false
  /// Whether tabs were given (possibly none), and whether they were given in a form that could
  /// not be read (then nothing is said about the launch).
  var tabsGiven = false
  var tabsUnreadable = false

  private(set) var tabs: [Tab] = []
  private(set) var tabIDs: [ByteRef] = []
  private(set) var tabIDAnchors: [SourceAnchor?] = []
  private(set) var tabRoots: [Reference?] = []
  private(set) var screens: [Screen] = []
  private(set) var screenIDs: [ByteRef] = []
  private(set) var links: [Link] = []
  /// The target of each link whose kind needs one and has it, else `ByteRef.none`.
  private(set) var linkTargets: [ByteRef] = []
  /// The value types of `destinations` and `value` (format 1.1), in order of first use (at most
  /// `maxValueTypes`), and the position of each.
  private(set) var valueTypes: [String] = []
  private var valueTypeIndex: [String: Int] = [:]
  /// The value type of each value push.
  private(set) var linkValues: [LinkID: Int] = [:]
  /// The first link of the screen to be added next: the links added since the previous screen are
  /// its links. Kept apart so that adding a link does not copy the previous `Screen` (its strings
  /// and params, retained and released) to find where its links end.
  private var nextScreenLinks = LinkID(0)
  /// The `ignore` entries accepted, in file order.
  private(set) var ignores: [Ignore] = []
  /// How many moves of deep links and parts of compound actions (`then`) were read: they count
  /// against `LoadLimits.maxLinks` with the links.
  var moves = 0

  /// The most distinct value types an app may use: a stack's registrations are a 64-bit mask.
  static let maxValueTypes = 64

  init(
    diagnostics: DiagnosticCollector, limits: LoadLimits, paths: (any ElementPaths)?,
    screenEstimate: Int = 0, linkEstimate: Int = 0
  ) {
    self.diagnostics = diagnostics
    self.limits = limits
    self.paths = paths
    // Untouched capacity costs no memory: reserving from an estimate keeps large arrays from being
    // regrown and their pages from being faulted in twice.
    screens.reserveCapacity(screenEstimate)
    screenIDs.reserveCapacity(screenEstimate)
    links.reserveCapacity(linkEstimate)
    linkTargets.reserveCapacity(linkEstimate)
  }

  /// The app of the elements added, with unresolved references, for `Resolver`. The elements move
  /// out of the draft: it keeps only the ids and references.
  mutating func takeApp(sources: SourceMap) -> App {
    let app = App(
      name: name, tabs: tabs, screens: screens, links: links, valueTypes: valueTypes, linkValues: linkValues,
      ignores: ignores, sources: sources)
    (tabs, screens, links, linkValues, nextScreenLinks, ignores) = ([], [], [], [:], LinkID(0), [])
    return app
  }

  func path(_ element: SourceElement) -> String? { paths?.path(of: element) }

  /// The kinds of element whose number is limited.
  enum Element {
    case tabs, screens, links
    /// A deep link's move, counted with the links.
    case moves
    /// A part of a link's `then`, counted with the links; read before its link is added, which
    /// counts too.
    case parts

    /// The elements' name in messages.
    var name: String {
      switch self {
      case .tabs: "tabs"
      case .screens: "screens"
      case .links: "links"
      case .moves, .parts: "links and moves"
      }
    }
  }

  /// `too many screens (the limit is N)` when one more element of this kind is over the limits.
  func overLimit(_ element: Element) -> String? {
    let (count, limit) =
      switch element {
      case .tabs: (tabs.count, limits.maxScreens)
      case .screens: (screens.count, limits.maxScreens)
      case .links, .moves: (links.count + moves, limits.maxLinks)
      case .parts: (links.count + moves + 1, limits.maxLinks)
      }
    return count < limit ? nil : "too many \(element.name) (the limit is \(limit))"
  }

  /// Adds a tab; its `root` is resolved later from `root`. `id` is `.none` when the tab has no
  /// usable id.
  mutating func addTab(_ tab: Tab, id: ByteRef, idAnchor: SourceAnchor?, root: Reference?) {
    let t = TabID(tabs.count)
    if !id.isNone && id.count == 0 {
      diagnostics.add(.error, .emptyID, at: idAnchor, path: path(.tabID(t)), "tab id is empty")
    }
    tabs.append(tab)
    tabIDs.append(id)
    tabIDAnchors.append(idAnchor)
    tabRoots.append(root)
  }

  /// Adds a screen, whose links are the links added since the previous screen. `id` is `.none`
  /// when the screen has no usable id.
  mutating func addScreen(_ screen: consuming Screen, id: ByteRef) {
    let s = ScreenID(screens.count)
    if !id.isNone && id.count == 0 {
      diagnostics.add(.error, .emptyID, at: screen.anchor, path: path(.screenID(s)), "screen id is empty")
    }
    screen.links = nextScreenLinks..<LinkID(links.count)
    nextScreenLinks = LinkID(links.count)
    screens.append(screen)
    screenIDs.append(id)
  }

  /// The position of value type `name` in `valueTypes`, entered on its first use; nil, after
  /// reporting, when it is empty (`empty-id`) or would be the 65th distinct type (`too-many-types`).
  mutating func valueType(_ name: String, at anchor: SourceAnchor?, path: String?) -> Int? {
    if let i = valueTypeIndex[name] { return i }
    guard !name.isEmpty else {
      diagnostics.add(.error, .emptyID, at: anchor, path: path, "value type is empty")
      return nil
    }
    guard valueTypes.count < AppDraft.maxValueTypes else {
      diagnostics.add(
        .error, .tooManyTypes, at: anchor, path: path,
        "too many value types: \(QuotedText.quote(name)) would be the \(AppDraft.maxValueTypes + 1)th "
          + "(the limit is \(AppDraft.maxValueTypes))")
      return nil
    }
    valueTypeIndex[name] = valueTypes.count
    valueTypes.append(name)
    return valueTypes.count - 1
  }

  /// The registrations of a screen's `destinations` (bit i is `valueTypes[i]`), from its types in
  /// order with where each is written; reports a type listed twice (`duplicate-type`, with a note
  /// at the first) and the types `valueType` refuses. `path` names the i-th type.
  mutating func destinations(_ types: [(name: String, anchor: SourceAnchor?)], path: (Int) -> String?)
    -> UInt64
  {
    var mask: UInt64 = 0
    var first: [String: Int] = [:]
    for (i, type) in types.enumerated() {
      if let earlier = first[type.name] {
        diagnostics.add(
          .error, .duplicateType, at: type.anchor, path: path(i),
          "value type \(QuotedText.quote(type.name)) is listed twice in 'destinations'",
          notes: [.init(message: "first listed here", anchor: types[earlier].anchor, path: path(earlier))])
        continue
      }
      first[type.name] = i
      if let t = valueType(type.name, at: type.anchor, path: path(i)) { mask |= 1 << UInt64(t) }
    }
    return mask
  }

  /// Adds an `ignore` entry of `element` (the screen being added, or the link being added next):
  /// `code` must name a finding (`unknown-code`, with the closest finding code, or saying that the
  /// loader's and the reader's codes cannot be ignored) and `reason` must not be empty
  /// (`missing-reason`); an entry with either problem is dropped.
  mutating func addIgnore(
    _ element: Ignore.Element, code: String, reason: String, at anchor: SourceAnchor?, path: String?
  ) {
    let quoted = QuotedText.quote(code)
    guard let known = DiagnosticCode(rawValue: code), known.isSuppressible else {
      let findings = DiagnosticCode.allCases.filter(\.isSuppressible).map(\.rawValue)
      let why =
        DiagnosticCode(rawValue: code) != nil
        ? "\(quoted) cannot be ignored: only the findings of check can (\(findings.joined(separator: ", ")))"
        : "unknown finding code \(quoted)"
          + (NearMatch.suggestion(for: code, among: findings).map { "; did you mean '\($0)'?" } ?? "")
      diagnostics.add(.error, .unknownCode, at: anchor, path: path, why)
      return
    }
    guard !reason.isEmpty else {
      diagnostics.add(
        .error, .missingReason, at: anchor, path: path,
        "ignoring \(quoted) needs a reason: the value is empty")
      return
    }
    ignores.append(Ignore(element: element, code: known, reason: reason, anchor: anchor, path: path))
  }

  /// Appends the screens and links of `later`, a draft of the screens that follow this draft's last
  /// one (`ScreenSplit`'s second half, which has nothing else: no tabs, ignores, value types or
  /// moves), as if they had been added here: each screen's links are moved past this draft's links.
  /// This draft's last screen must have been added after its last link. O(screens + links of `later`).
  mutating func appendScreens(of later: consuming AppDraft) {
    precondition(nextScreenLinks == LinkID(links.count), "appended after a screen's links")
    let shift = links.count
    for i in later.screens.indices {
      let range = later.screens[i].links
      later.screens[i].links = range.lowerBound.advanced(by: shift)..<range.upperBound.advanced(by: shift)
    }
    screens.append(contentsOf: later.screens)
    screenIDs.append(contentsOf: later.screenIDs)
    links.append(contentsOf: later.links)
    linkTargets.append(contentsOf: later.linkTargets)
    nextScreenLinks = LinkID(links.count)
  }

  /// Reports what is wrong with a move in itself (a deep link's move, or a part of a link's
  /// `then`, at `path`), as `addLink` does for a link: a `to` its kind takes none of
  /// (`unexpected-target`, at `targetAnchor`), none where its kind needs one (`missing-target`, at
  /// `anchor`), a `value` off a push (`unexpected-value`). `hasTarget` says whether a `to` was
  /// given. Returns whether the target is kept and the value type's index. O(1) expected.
  mutating func checkMove(
    _ kind: LinkKind, at anchor: SourceAnchor?, hasTarget: Bool, targetAt targetAnchor: SourceAnchor?,
    value: (name: String, anchor: SourceAnchor?)?, path: String?
  ) -> (keepsTarget: Bool, value: Int?) {
    var keepsTarget = hasTarget
    switch kind.target {
    case .none where hasTarget:
      diagnostics.add(
        .error, .unexpectedTarget, at: targetAnchor, path: path.map { JSONPaths.member($0, "to") },
        "a '\(kind.rawValue)' move takes no 'to'")
      keepsTarget = false
    case .screen, .tab:
      if !hasTarget {
        diagnostics.add(
          .error, .missingTarget, at: anchor, path: path,
          "missing 'to': a '\(kind.rawValue)' move needs a target \(kind.target == .tab ? "tab" : "screen")")
      }
    case .none: break
    }
    guard let value else { return (keepsTarget, nil) }
    let valuePath = path.map { JSONPaths.member($0, "value") }
    guard kind == .push else {
      diagnostics.add(
        .error, .unexpectedValue, at: value.anchor, path: valuePath,
        "a '\(kind.rawValue)' move takes no 'value': only a push pushes a value")
      return (keepsTarget, nil)
    }
    return (keepsTarget, valueType(value.name, at: value.anchor, path: valuePath))
  }

  /// Adds a link of the screen to be added next (`kind` nil when the producer could not tell it,
  /// then it is kept as a push without a target). Reports a missing target, or a target its kind
  /// takes none of, and a `value` (format 1.1) on a link that is not a push (`unexpected-value`).
  mutating func addLink(
    kind: LinkKind?, label: consuming String?, anchor: SourceAnchor?, target: Target,
    value: (name: String, anchor: SourceAnchor?)? = nil
  ) {
    let screen = ScreenID(screens.count)
    // The link's position in its screen, for the paths of diagnostics only.
    let position = nextScreenLinks.distance(to: LinkID(links.count))
    if let value, let kind {
      let valuePath = path(.link(screen, position: position))
      if kind != .push {
        diagnostics.add(
          .error, .unexpectedValue, at: value.anchor, path: valuePath,
          "a '\(kind.rawValue)' link takes no 'value': only a push pushes a value")
      } else if let t = valueType(value.name, at: value.anchor, path: valuePath) {
        linkValues[LinkID(links.count)] = t
      }
    }
    var targetAnchor = anchor
    var id = ByteRef.none
    switch target {
    case .absent: break
    case .unusable(let at): targetAnchor = at
    case .id(let ref, let at):
      targetAnchor = at
      id = ref
    }
    if let kind {
      let given: Bool
      if case .absent = target { given = false } else { given = true }
      switch kind.target {
      case .none where given:
        diagnostics.add(
          .error, .unexpectedTarget, at: targetAnchor,
          path: path(.linkTarget(screen, position: position, shorthand: targetAnchor == anchor)),
          "a '\(kind.rawValue)' link takes no 'to'")
        id = .none
      case .screen, .tab:
        if !given {
          diagnostics.add(
            .error, .missingTarget, at: anchor, path: path(.link(screen, position: position)),
            "missing 'to': a '\(kind.rawValue)' link needs a target \(kind.target == .tab ? "tab" : "screen")"
          )
        }
      case .none: break
      }
    } else {
      id = .none
    }
    links.append(Link(kind: kind ?? .push, label: label, anchor: anchor, targetAnchor: targetAnchor))
    linkTargets.append(id)
  }
}
