/// A screen of the app.
public struct Screen: Sendable {
  /// The screen's id, unique among the screens: what links and reports name it by.
  public var id: String
  /// What the user sees as its title, when it differs from the id.
  public var title: String?
  /// Hosts its own NavigationStack when it is the root of a modal, of `entry` or of a `replace`.
  public var stack: Bool
  /// Whether the back button (and swipe-back) is hidden: the screen cannot be popped by the
  /// system, only by a link.
  public var backButtonHidden: Bool
  /// Whether swipe-down is disabled on it, so a sheet showing it can be dismissed only by a link.
  public var dismissDisabled: Bool
  /// Whether the tab bar is hidden while it is visible.
  public var hidesTabBar: Bool
  /// A router destination's associated values, name to type, in file order.
  public var params: [(name: String, type: String)]
  /// The value types the screen registers with `navigationDestination(for:)` (format 1.1): bit i
  /// is `App.valueTypes[i]`.
  public var destinations: UInt64
  /// The screen's links, `App.links[links]`, in file order.
  public var links: Range<LinkID>
  private var packedAnchor: PackedAnchor

  /// A screen; its links are set by `App`'s maker (the range into `App.links`).
  public init(
    id: String, title: String? = nil, stack: Bool = false, backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false, params: [(name: String, type: String)] = [],
    destinations: UInt64 = 0, links: Range<LinkID> = LinkID(rawValue: 0)..<LinkID(rawValue: 0),
    anchor: SourceAnchor? = nil
  ) {
    self.id = id
    self.title = title
    self.stack = stack
    self.backButtonHidden = backButtonHidden
    self.dismissDisabled = dismissDisabled
    self.hidesTabBar = hidesTabBar
    self.params = params
    self.destinations = destinations
    self.links = links
    self.packedAnchor = PackedAnchor(anchor)
  }

  /// The title if there is one, else the id.
  public var displayName: String { title ?? id }
}

extension Screen {
  /// Where the screen is written: its id's value when it has one (findings about the screen point
  /// there, so the line shown names the screen), else the screen itself.
  public var anchor: SourceAnchor? {
    get { packedAnchor.anchor }
    set { packedAnchor = PackedAnchor(newValue) }
  }
}
