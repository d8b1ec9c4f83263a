/// A deep link (format 1.1, `deepLinks`): what the app's URL handler does when the URL is opened,
/// as link moves applied in order within one step, and the screen it is meant to show.
///
/// Each move acts on the state the previous one left, by the ordinary rules of its kind; one that
/// cannot act there is skipped. A deep link can be opened at launch (cold) and from any reachable
/// state (warm); it is an event from outside the app, not a move the user makes on a screen.
public struct DeepLink: Sendable {
  /// The deep link's id, unique among the app's deep links.
  public var id: String
  /// The URL (pattern) the app handles, as written; nil when not given (a handler that tests the
  /// URL's parts rather than one pattern).
  public var url: String?
  /// A readable name.
  public var label: String?
  /// The screen the deep link is meant to show; nil when not given (then `broken-deep-link` has
  /// nothing to compare with) or when the id it names is unknown (an input error).
  public var to: ScreenID?
  /// The moves, in order: links without a screen (`destination`, `kind`, anchors as links).
  public var moves: [Link]
  /// The value type of each move that is a value push, by position (an index into `App.valueTypes`).
  public var moveValues: [Int: Int]
  /// Where the deep link is written (its id's value).
  public var anchor: SourceAnchor?

  /// A deep link of these parts.
  public init(
    id: String, url: String? = nil, label: String? = nil, to: ScreenID?, moves: [Link],
    moveValues: [Int: Int] = [:],
    anchor: SourceAnchor? = nil
  ) {
    self.id = id
    self.url = url
    self.label = label
    self.to = to
    self.moves = moves
    self.moveValues = moveValues
    self.anchor = anchor
  }
}
