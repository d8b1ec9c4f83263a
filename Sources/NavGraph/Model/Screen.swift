/// A screen of the app.
public struct Screen: Sendable {
  public var id: String
  public var title: String?
  /// Hosts its own NavigationStack when it is the root of a modal, of `entry` or of a `replace`.
  public var stack: Bool
  public var backButtonHidden: Bool
  public var dismissDisabled: Bool
  public var hidesTabBar: Bool
  /// A router destination's associated values, name to type, in file order.
  public var params: [(name: String, type: String)]
  /// The screen's links, `App.links[links]`, in file order.
  public var links: Range<LinkID>
  private var packedAnchor: PackedAnchor

  public init(
    id: String, title: String? = nil, stack: Bool = false, backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false, params: [(name: String, type: String)] = [],
    links: Range<LinkID> = LinkID(rawValue: 0)..<LinkID(rawValue: 0), anchor: SourceAnchor? = nil
  ) {
    self.id = id
    self.title = title
    self.stack = stack
    self.backButtonHidden = backButtonHidden
    self.dismissDisabled = dismissDisabled
    self.hidesTabBar = hidesTabBar
    self.params = params
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
