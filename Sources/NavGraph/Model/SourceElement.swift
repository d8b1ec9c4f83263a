/// A part of an app description that a diagnostic can point at, named by its place in the model,
/// whatever the format it was written in. An `ElementPaths` names it in its format's terms.
public enum SourceElement: Hashable, Sendable {
  /// The description as a whole.
  case app
  /// The launch screen's reference.
  case entry
  /// Home's reference.
  case home
  case screen(ScreenID)
  /// A screen's id.
  case screenID(ScreenID)
  case tab(TabID)
  /// A tab's id.
  case tabID(TabID)
  /// A tab's root reference.
  case tabRoot(TabID)
  /// A link: its screen, and its position among that screen's links.
  case link(ScreenID, position: Int)
  /// A link's target reference; `shorthand` when the link is written as its target alone.
  case linkTarget(ScreenID, position: Int, shorthand: Bool)
  /// A part of a link's compound action (format 1.1 `then`): the link's screen and position, and
  /// the part's position among its parts.
  case linkPart(ScreenID, position: Int, part: Int)
  /// A deep link (format 1.1), by its position in `deepLinks`.
  case deepLink(Int)
  /// A move of a deep link: the deep link's position and the move's among its moves.
  case deepLinkMove(Int, position: Int)
}

/// How a format addresses the elements of a description, for the `path` of locations: JSON paths
/// (`screens[3].links[0]`) for the JSON format; a Swift declaration for a reader of Swift sources.
public protocol ElementPaths: Sendable {
  /// The element's path, or nil when the format has none for it.
  func path(of element: SourceElement) -> String?
}
