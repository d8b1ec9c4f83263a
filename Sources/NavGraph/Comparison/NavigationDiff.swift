/// What a change did to an app's navigation: `navgraph diff OLD NEW` (docs/CI.md#navgraph-diff).
///
/// Screens are matched by id, then removed and added screens with the same links as renames
/// (`ScreenRenames`, a guess); the links of each screen in both versions are compared
/// (`LinkChanges`); findings are compared by identity (`FindingIdentity`, old ids written through
/// the renames), counting occurrences; for each screen in both versions, the length of its
/// shortest route from launch (`NavigationAnalysis.routes`); and the deep links (format 1.1) by id,
/// with the state each opens at launch. Linear in screens, links and findings
/// (expected, hashing), plus the analyses of both versions.
public struct NavigationDiff: Sendable {
  /// One version: its analysis and the diagnostics `check` reports for it (`CheckRun`).
  public struct Version: Sendable {
    /// The app and its analyses.
    public var analysis: NavigationAnalysis
    /// The diagnostics of `check`, in report order.
    public var diagnostics: [Diagnostic]

    /// A version of `analysis`'s app with its diagnostics.
    public init(analysis: NavigationAnalysis, diagnostics: [Diagnostic]) {
      self.analysis = analysis
      self.diagnostics = diagnostics
    }

    /// The version a load gives, checked with `check`'s default options; nil without an app.
    public init?(load: LoadResult) {
      guard let app = load.app else { return nil }
      let analysis = NavigationAnalysis(app)
      let run = CheckRun(
        file: "", analysis: analysis, inputDiagnostics: load.diagnostics, sources: load.sources,
        hasErrors: load.hasErrors)
      self.init(analysis: analysis, diagnostics: run.report.diagnostics)
    }
  }

  /// A screen renamed: the same links, a new id.
  public struct Rename: Hashable, Sendable {
    /// The id in the old version.
    public var old: String
    /// The id in the new version.
    public var new: String

    /// `old` renamed `new`.
    public init(old: String, new: String) {
      self.old = old
      self.new = new
    }
  }

  /// A link added, removed or changed, on the screen `screen` (its new id).
  public struct LinkChange: Hashable, Sendable {
    /// The screen that has the link.
    public var screen: String
    /// The link in the old version; nil when added.
    public var old: LinkSummary?
    /// The link in the new version; nil when removed.
    public var new: LinkSummary?

    /// A change of a link of `screen` from `old` to `new`.
    public init(screen: String, old: LinkSummary?, new: LinkSummary?) {
      self.screen = screen
      self.old = old
      self.new = new
    }
  }

  /// A screen whose shortest route from launch changed: its step counts, nil when unreachable.
  public struct RouteChange: Hashable, Sendable {
    /// How it changed.
    public enum Kind: String, Sendable {
      case appeared, disappeared, longer, shorter
    }

    /// The screen (its new id).
    public var screen: String
    /// The moves of its shortest route in the old version, nil when unreachable there.
    public var old: Int?
    /// The moves in the new version, nil when unreachable.
    public var new: Int?

    /// The route of `screen` from `old` moves to `new` moves.
    public init(screen: String, old: Int?, new: Int?) {
      self.screen = screen
      self.old = old
      self.new = new
    }

    /// Appeared (unreachable before), disappeared (unreachable now), longer or shorter.
    public var kind: Kind {
      switch (old, new) {
      case (nil, _): return .appeared
      case (_, nil): return .disappeared
      case (let a?, let b?): return b > a ? .longer : .shorter
      }
    }
  }

  /// A deep link added, removed, or whose state opened at launch changed (matched by id).
  public struct DeepLinkChange: Sendable {
    /// The deep link's id.
    public var id: String
    /// The deep link's URL in the new version (the old one's when removed).
    public var url: String?
    /// The state it opens at launch in the old version, as text (`App.describe(_:renamed:)`, in the
    /// old ids); nil when added.
    public var old: String?
    /// The state it opens at launch in the new version, as text; nil when removed.
    public var new: String?

    /// The change of deep link `id` (at `url`) from opening `old` to opening `new` at launch.
    public init(id: String, url: String?, old: String?, new: String?) {
      self.id = id
      self.url = url
      self.old = old
      self.new = new
    }
  }

  /// Screens only in the new version (renames aside), in its file order.
  public var screensAdded: [String] = []
  /// Screens only in the old version (renames aside), in its file order.
  public var screensRemoved: [String] = []
  /// Screens guessed renamed, in the new version's file order.
  public var screensRenamed: [Rename] = []
  /// Links added to screens in both versions, by screen in the new file order, then link order.
  public var linksAdded: [LinkChange] = []
  /// Links removed from screens in both versions, in the same order.
  public var linksRemoved: [LinkChange] = []
  /// Links changed in kind, target, label or value, in the same order.
  public var linksChanged: [LinkChange] = []
  /// Diagnostics of the new version that the old one does not have, in report order.
  public var findingsIntroduced: [Diagnostic] = []
  /// Diagnostics of the old version that the new one does not have, in the old report order.
  public var findingsFixed: [Diagnostic] = []
  /// Screens in both versions whose shortest route from launch changed, in the new file order.
  public var routes: [RouteChange] = []
  /// Deep links only in the new version, in its file order.
  public var deepLinksAdded: [DeepLinkChange] = []
  /// Deep links only in the old version, in its file order.
  public var deepLinksRemoved: [DeepLinkChange] = []
  /// Deep links in both versions whose state opened at launch changed (old ids written through the
  /// renames), in the new file order.
  public var deepLinksChanged: [DeepLinkChange] = []

  /// The difference from `old` to `new`.
  public init(old: Version, new: Version) {
    let oldApp = old.analysis.app
    let newApp = new.analysis.app
    var oldIndex: [String: ScreenID] = [:]
    for s in oldApp.screenIDs where oldIndex[oldApp.screens[s].id] == nil {
      oldIndex[oldApp.screens[s].id] = s
    }
    var newIndex: [String: ScreenID] = [:]
    for s in newApp.screenIDs where newIndex[newApp.screens[s].id] == nil {
      newIndex[newApp.screens[s].id] = s
    }
    let removed = oldApp.screenIDs.filter { newIndex[oldApp.screens[$0].id] == nil }
    let added = newApp.screenIDs.filter { oldIndex[newApp.screens[$0].id] == nil }
    let renames = ScreenRenames(old: oldApp, new: newApp, removed: removed, added: added)
    let renamedNew = Set(renames.newID.values)
    screensRenamed = renames.pairs.map { Rename(old: $0.old, new: $0.new) }
    screensRemoved = removed.map { oldApp.screens[$0].id }.filter { renames.newID[$0] == nil }
    screensAdded = added.map { newApp.screens[$0].id }.filter { !renamedNew.contains($0) }

    // The screen of each new screen in the old version: the same id, or the one renamed to it.
    var oldID: [String: String] = [:]
    for (from, to) in renames.newID { oldID[to] = from }
    var seen: Set<String> = []
    for s in newApp.screenIDs {
      let id = newApp.screens[s].id
      guard seen.insert(id).inserted, let o = oldIndex[oldID[id] ?? id] else { continue }
      let changes = LinkChanges(
        old: oldApp.screens[o].links.map { LinkSummary(oldApp, $0, renamed: renames.newID) },
        new: newApp.screens[s].links.map { LinkSummary(newApp, $0, renamed: [:]) })
      linksRemoved += changes.removed.map { LinkChange(screen: id, old: $0, new: nil) }
      linksAdded += changes.added.map { LinkChange(screen: id, old: nil, new: $0) }
      linksChanged += changes.changed.map { LinkChange(screen: id, old: $0.old, new: $0.new) }

      let before = old.analysis.routes.steps(o.index)
      let after = new.analysis.routes.steps(s.index)
      if before != after { routes.append(RouteChange(screen: id, old: before, new: after)) }
    }

    (findingsIntroduced, findingsFixed) = NavigationDiff.compare(old, new, renamed: renames.newID)
    compareDeepLinks(old.analysis, new.analysis, renamed: renames.newID)
  }

  /// The deep links added, removed and changed: matched by id; a deep link in both versions changed
  /// when the state it opens at launch (`NavigationAnalysis.deepLinkOpenings`), described with the
  /// old screen ids written through `renamed`, differs. Linear in deep links and their states.
  private mutating func compareDeepLinks(
    _ old: NavigationAnalysis, _ new: NavigationAnalysis, renamed: [String: String]
  ) {
    guard !old.app.deepLinks.isEmpty || !new.app.deepLinks.isEmpty else { return }
    func states(_ analysis: NavigationAnalysis) -> [String: NavigationSnapshot] {
      var byID: [String: NavigationSnapshot] = [:]
      for opening in analysis.deepLinkOpenings {
        byID[analysis.app.deepLinks[opening.deepLink].id] = opening.state
      }
      return byID
    }
    let oldApp = old.app
    let newApp = new.app
    let oldStates = states(old)
    let newStates = states(new)
    let oldIDs = Set(old.app.deepLinks.map(\.id))
    let newIDs = Set(new.app.deepLinks.map(\.id))
    for deepLink in old.app.deepLinks where !newIDs.contains(deepLink.id) {
      let before = oldStates[deepLink.id].map { oldApp.describe($0) }
      deepLinksRemoved.append(DeepLinkChange(id: deepLink.id, url: deepLink.url, old: before, new: nil))
    }
    for deepLink in new.app.deepLinks {
      let after = newStates[deepLink.id].map { newApp.describe($0) }
      guard oldIDs.contains(deepLink.id) else {
        deepLinksAdded.append(DeepLinkChange(id: deepLink.id, url: deepLink.url, old: nil, new: after))
        continue
      }
      let state = oldStates[deepLink.id]
      if state.map({ oldApp.describe($0, renamed: renamed) }) != after {
        deepLinksChanged.append(
          DeepLinkChange(
            id: deepLink.id, url: deepLink.url, old: state.map { oldApp.describe($0) }, new: after))
      }
    }
  }

  /// The diagnostics only in `new`, and those only in `old`, matched by identity (old screen ids
  /// written through `renamed`), counting occurrences.
  private static func compare(_ old: Version, _ new: Version, renamed: [String: String])
    -> (introduced: [Diagnostic], fixed: [Diagnostic])
  {
    func renaming(_ identity: FindingIdentity) -> FindingIdentity {
      var identity = identity
      identity.screens = identity.screens.map { renamed[$0] ?? $0 }
      if identity.cycle != nil { identity.screens.sort(by: FindingIdentity.precedes) }
      identity.linkTarget = identity.linkTarget.map { renamed[$0] ?? $0 }
      return identity
    }
    let oldBaseline = Baseline(
      entries: old.diagnostics.map { renaming(FindingIdentity($0, app: old.analysis.app)) })
    let introduced = oldBaseline.match(new.diagnostics, app: new.analysis.app).new
    var left: [FindingIdentity: Int] = [:]
    for diagnostic in new.diagnostics {
      left[FindingIdentity(diagnostic, app: new.analysis.app), default: 0] += 1
    }
    var fixed: [Diagnostic] = []
    for diagnostic in old.diagnostics {
      let identity = renaming(FindingIdentity(diagnostic, app: old.analysis.app))
      if let n = left[identity], n > 0 {
        left[identity] = n - 1
      } else {
        fixed.append(diagnostic)
      }
    }
    return (introduced, fixed)
  }

  /// Whether nothing changed that the diff reports.
  public var isEmpty: Bool {
    screensAdded.isEmpty && screensRemoved.isEmpty && screensRenamed.isEmpty && linksAdded.isEmpty
      && linksRemoved.isEmpty && linksChanged.isEmpty && findingsIntroduced.isEmpty && findingsFixed.isEmpty
      && routes.isEmpty && deepLinksAdded.isEmpty && deepLinksRemoved.isEmpty && deepLinksChanged.isEmpty
  }

  /// `2 screens added, 1 removed, 1 renamed (a guess); 3 links added; 1 finding introduced (1
  /// error), 2 fixed; 4 routes changed; 1 deep link changed`, or `no change to the navigation`: the
  /// summary every format gives.
  public var summary: String {
    let count = CountedNoun.phrase
    func part(_ noun: String, _ items: [(Int, String)]) -> String? {
      let items = items.filter { $0.0 > 0 }
      guard let first = items.first else { return nil }
      return ([count(first.0, noun) + " " + first.1] + items.dropFirst().map { "\($0.0) \($0.1)" })
        .joined(separator: ", ")
    }
    let errors = findingsIntroduced.count { $0.severity == .error }
    let parts = [
      part(
        "screen",
        [
          (screensAdded.count, "added"), (screensRemoved.count, "removed"),
          (screensRenamed.count, "renamed (a guess)"),
        ]),
      part(
        "link",
        [(linksAdded.count, "added"), (linksRemoved.count, "removed"), (linksChanged.count, "changed")]),
      part(
        "finding",
        [
          (findingsIntroduced.count, "introduced" + (errors > 0 ? " (\(count(errors, "error")))" : "")),
          (findingsFixed.count, "fixed"),
        ]),
      part("route", [(routes.count, "changed")]),
      part(
        "deep link",
        [
          (deepLinksAdded.count, "added"), (deepLinksRemoved.count, "removed"),
          (deepLinksChanged.count, "changed"),
        ]),
    ].compactMap { $0 }
    return parts.isEmpty ? "no change to the navigation" : parts.joined(separator: "; ")
  }
}
