/// An app's navigation, whatever it was read from: screens, tabs and links, each numbered densely
/// (`ScreenID`, `TabID`, `LinkID`), and the sources they were read from. Ids as strings appear only
/// at the edges (building and reporting); algorithms work on the dense ids.
///
/// Made by `AppBuilder` (and so by `AppLoader`, one of its clients), which validates the ids and
/// resolves references: every reference in an `App` is a valid id or nil.
public struct App: Sendable {
  /// The app's display name (`name` in JSON), used as the map's title.
  public var name: String?
  /// The launch screen, or nil when the app launches on the tab bar.
  public var entry: ScreenID?
  /// The screen the user must always be able to get back to, or nil when there is none.
  public var home: ScreenID?
  /// The tab bar's tabs, in tab-bar order (`TabID` is the position).
  public var tabs: [Tab]
  /// The screens, in file (or insertion) order (`ScreenID` is the position).
  public var screens: [Screen]
  /// The links of all screens, screen after screen, each screen's in file order.
  public var links: [Link]
  /// The distinct value types of `destinations` and `value` (format 1.1), at most 64, in order of
  /// first appearance: the bits of `Screen.destinations` and the values of `linkValues`.
  public var valueTypes: [String]
  /// The value pushes (`NavigationLink(value:)`, format 1.1): each one's value type, an index into
  /// `valueTypes`. A side table, so that `Link` does not grow for a key few links have.
  public var linkValues: [LinkID: Int]
  /// The compound actions (`then`, format 1.1): each one's parts after the link's own move. A side
  /// table, so that `Link` does not grow for a key few links have.
  public var linkParts: [LinkID: CompoundParts]
  /// The deep links (format 1.1), in file order.
  public var deepLinks: [DeepLink]
  /// The `ignore` entries of screens and links, in file order (docs/CHECK.md#suppressions).
  public var ignores: [Ignore]
  /// The files the app was read from, for locating its elements' anchors.
  public var sources: SourceMap

  /// An app of these parts; `AppBuilder` makes one from ids, with validation.
  public init(
    name: String? = nil, entry: ScreenID? = nil, home: ScreenID? = nil, tabs: [Tab] = [],
    screens: [Screen] = [], links: [Link] = [], valueTypes: [String] = [],
    linkValues: [LinkID: Int] = [:], linkParts: [LinkID: CompoundParts] = [:], deepLinks: [DeepLink] = [],
    ignores: [Ignore] = [],
    sources: SourceMap = SourceMap()
  ) {
    self.name = name
    self.entry = entry
    self.home = home
    self.tabs = tabs
    self.screens = screens
    self.links = links
    self.valueTypes = valueTypes
    self.linkValues = linkValues
    self.linkParts = linkParts
    self.deepLinks = deepLinks
    self.ignores = ignores
    self.sources = sources
  }

  /// Every screen's id, in file order.
  public var screenIDs: Range<ScreenID> { ScreenID(0)..<ScreenID(screens.count) }
  /// Every tab's id, in tab-bar order.
  public var tabIDs: Range<TabID> { TabID(0)..<TabID(tabs.count) }

  /// The screen with this id, or nil. Linear in screens.
  public func screen(withID id: String) -> ScreenID? {
    screens.firstIndex { $0.id == id }.map(ScreenID.init)
  }

  /// The tab with this id, or nil. Linear in tabs.
  public func tab(withID id: String) -> TabID? {
    tabs.firstIndex { $0.id == id }.map(TabID.init)
  }

  /// The links of screen `s`.
  public func links(of s: ScreenID) -> ArraySlice<Link> { links[screens[s].links] }

  /// The value type of link `l` when it is a value push (format 1.1), else nil.
  public func valueType(of l: LinkID) -> String? { linkValues[l].map { valueTypes[$0] } }

  /// The screen whose links include `l` (binary search over the screens' link ranges, O(log S)).
  public func screen(of l: LinkID) -> ScreenID {
    var low = 0
    var high = screens.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if screens[mid].links.lowerBound <= l { low = mid } else { high = mid - 1 }
    }
    return ScreenID(low)
  }

  /// Where screen `s` is written (its id's value), with its path in the sources' format.
  public func location(ofScreen s: ScreenID) -> SourceLocation? {
    sources.location(of: screens[s].anchor, element: .screen(s))
  }

  /// Where link `l` is written, with its path in the sources' format.
  public func location(ofLink l: LinkID) -> SourceLocation? {
    let s = screen(of: l)
    return sources.location(
      of: links[l].anchor, element: .link(s, position: screens[s].links.lowerBound.distance(to: l)))
  }

  /// Where part `part` of link `l`'s compound action (format 1.1 `then`) is written.
  public func location(ofLink l: LinkID, part: Int) -> SourceLocation? {
    let s = screen(of: l)
    return sources.location(
      of: linkParts[l]?.moves[part].anchor,
      element: .linkPart(s, position: screens[s].links.lowerBound.distance(to: l), part: part))
  }

  /// Where deep link `d` is written (its id's value), with its path in the sources' format.
  public func location(ofDeepLink d: Int) -> SourceLocation? {
    sources.location(of: deepLinks[d].anchor, element: .deepLink(d))
  }

  /// Where move `position` of deep link `d` is written.
  public func location(ofDeepLink d: Int, move position: Int) -> SourceLocation? {
    sources.location(of: deepLinks[d].moves[position].anchor, element: .deepLinkMove(d, position: position))
  }

  /// The deep link with this id, or nil. Linear in deep links.
  public func deepLink(withID id: String) -> Int? { deepLinks.firstIndex { $0.id == id } }

  /// Where tab `t` is written, with its path in the sources' format.
  public func location(ofTab t: TabID) -> SourceLocation? {
    sources.location(of: tabs[t].anchor, element: .tab(t))
  }
}
