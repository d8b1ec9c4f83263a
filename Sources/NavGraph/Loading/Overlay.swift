/// An overlay: a format-1.1 description of what Swift code cannot show, merged over the navigation
/// the SwiftUI reader found (docs/EXTRACT.md#the-overlay). Read by `AppLoader.loadOverlay`, with the
/// same loader and checks as a description, except that its ids are not resolved (they may name
/// screens of the code) and it may have `remove`.
///
/// Every element keeps its anchor in the overlay file, so that findings about it point there. A
/// flag or value of a screen is nil where the overlay does not set it, so that merging keeps the
/// code's.
public struct Overlay: Sendable {
  /// An id as written, and where.
  public struct Reference: Sendable {
    public var id: String
    public var anchor: SourceAnchor?
  }

  /// A tab, as a description's.
  public struct TabEntry: Sendable {
    public var id: String
    public var title: String?
    public var icon: String?
    /// The id of the tab's root screen.
    public var root: String
    public var stack: Bool
    /// Where the tab is written, its id and its root.
    public var anchor: SourceAnchor?
    public var idAnchor: SourceAnchor?
    public var rootAnchor: SourceAnchor?
  }

  /// A screen: its id, what it sets (nil where it sets nothing), and its links.
  public struct ScreenEntry: Sendable {
    public var id: String
    public var title: String?
    public var stack: Bool?
    public var backButtonHidden: Bool?
    public var dismissDisabled: Bool?
    public var hidesTabBar: Bool?
    public var params: [(name: String, type: String)]?
    /// The value types it registers, in the order of their first use in the overlay.
    public var destinations: [String]
    public var links: [AppBuilder.LinkSpec]
    public var ignores: [AppBuilder.IgnoreSpec]
    /// Where its id is written.
    public var anchor: SourceAnchor?
  }

  /// An entry of `remove`: drop the links of screen `on` whose target is `to` and whose kind is
  /// `kind`, each when given.
  public struct Removal: Sendable {
    public var on: String
    public var to: String?
    public var kind: LinkKind?
    /// Where the entry is written (its `{`).
    public var anchor: SourceAnchor?

    /// Whether it drops a link of `kind` to `target` (of the screen `on`).
    public func matches(kind: LinkKind, target: String?) -> Bool {
      (to == nil || to == target) && (self.kind == nil || self.kind == kind)
    }
  }

  public var name: String?
  public var entry: Reference?
  public var home: Reference?
  /// The tab bar, which replaces the code's; nil when the overlay has no `tabs`.
  public var tabs: [TabEntry]?
  public var screens: [ScreenEntry]
  public var removals: [Removal]
}

/// What loading an overlay gave: the overlay when it can be used, every problem found, and the
/// source map with the overlay's file added (the anchors of the overlay and of the diagnostics point
/// into it).
public struct OverlayLoadResult: Sendable {
  /// Nil when the file could not be read or is not a description; with errors, the overlay read.
  public var overlay: Overlay?
  public var diagnostics: [Diagnostic]
  public var sources: SourceMap
  public var hasErrors: Bool
}
