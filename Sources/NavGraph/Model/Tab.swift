/// A tab of the app's tab bar.
public struct Tab: Sendable {
  /// The tab's id, unique among the tabs: what `tab` links name it by.
  public var id: String
  /// The tab's title in the tab bar, when it has one.
  public var title: String?
  /// The tab's icon (an SF Symbol name), when it has one.
  public var icon: String?
  /// The tab's root screen; nil when the screen it names is unknown (an input error).
  public var root: ScreenID?
  /// Whether the tab's root sits in its own NavigationStack.
  public var stack: Bool
  private var packedAnchor: PackedAnchor

  /// A tab of the tab bar.
  public init(
    id: String, title: String? = nil, icon: String? = nil, root: ScreenID?, stack: Bool = true,
    anchor: SourceAnchor? = nil
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.root = root
    self.stack = stack
    self.packedAnchor = PackedAnchor(anchor)
  }
}

extension Tab {
  /// Where the tab is written.
  public var anchor: SourceAnchor? {
    get { packedAnchor.anchor }
    set { packedAnchor = PackedAnchor(newValue) }
  }
}
