/// A link of a screen: what it does, where it goes, its button's text and where it is written.
public struct Link: Sendable {
  // Stored largest first, so that a link takes 40 bytes.
  /// The text of the link's button, when it has one.
  public var label: String?
  private var packedAnchor: PackedAnchor
  private var packedTargetAnchor: PackedAnchor
  /// The screen or tab the link goes to; nil when its kind takes no target, or when the target it
  /// names is unknown (an input error).
  public var destination: LinkDestination?
  /// What the link does (push, sheet, tab, pop, ...).
  public var kind: LinkKind

  /// A link; `targetAnchor` defaults to `anchor`.
  public init(
    kind: LinkKind, destination: LinkDestination? = nil, label: String? = nil, anchor: SourceAnchor? = nil,
    targetAnchor: SourceAnchor? = nil
  ) {
    self.label = label
    self.packedAnchor = PackedAnchor(anchor)
    self.packedTargetAnchor = PackedAnchor(targetAnchor ?? anchor)
    self.destination = destination
    self.kind = kind
  }

  /// Where the link is written.
  public var anchor: SourceAnchor? {
    get { packedAnchor.anchor }
    set { packedAnchor = PackedAnchor(newValue) }
  }

  /// Where its target is written; the link's own anchor when the link is written as its target
  /// alone (a shorthand, such as a bare string in JSON) or has no target.
  public var targetAnchor: SourceAnchor? {
    get { packedTargetAnchor.anchor }
    set { packedTargetAnchor = PackedAnchor(newValue) }
  }

  /// Whether the link's target, if its kind needs one, was resolved.
  public var isResolved: Bool { kind.target == .none || destination != nil }

  /// The screen the link names, when it names one.
  public var targetScreen: ScreenID? {
    if case .screen(let s)? = destination { return s }
    return nil
  }
}
