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
    /// The id.
    public var id: String
    /// Where its value is written.
    public var anchor: SourceAnchor?
  }

  /// A tab, as a description's.
  public struct TabEntry: Sendable {
    /// The tab's id.
    public var id: String
    /// Its title in the tab bar.
    public var title: String?
    /// Its icon name.
    public var icon: String?
    /// The id of the tab's root screen.
    public var root: String
    /// Whether the tab's root sits in its own NavigationStack.
    public var stack: Bool
    /// Where the tab is written.
    public var anchor: SourceAnchor?
    /// Where its id is written.
    public var idAnchor: SourceAnchor?
    /// Where its root is written.
    public var rootAnchor: SourceAnchor?
  }

  /// A screen: its id, what it sets (nil where it sets nothing), and its links.
  public struct ScreenEntry: Sendable {
    /// The screen's id: a screen of the code, or a new one.
    public var id: String
    /// Its title, when the overlay writes one.
    public var title: String?
    /// `stack`, when the overlay writes it.
    public var stack: Bool?
    /// `backButtonHidden`, when the overlay writes it.
    public var backButtonHidden: Bool?
    /// `dismissDisabled`, when the overlay writes it.
    public var dismissDisabled: Bool?
    /// `hidesTabBar`, when the overlay writes it.
    public var hidesTabBar: Bool?
    /// `params`, when the overlay writes them.
    public var params: [(name: String, type: String)]?
    /// The value types it registers, in the order of their first use in the overlay.
    public var destinations: [String]
    /// Its links, in order, each with its target's id as written.
    public var links: [AppBuilder.LinkSpec]
    /// Its `ignore` entries.
    public var ignores: [AppBuilder.IgnoreSpec]
    /// Where its id is written.
    public var anchor: SourceAnchor?
  }

  /// An entry of `remove`: drop the links of screen `on` whose target is `to` and whose kind is
  /// `kind`, each when given.
  public struct Removal: Sendable {
    /// The id of the screen whose links to drop.
    public var on: String
    /// Only the links to this screen or tab, when given.
    public var to: String?
    /// Only the links of this kind, when given.
    public var kind: LinkKind?
    /// Where the entry is written (its `{`).
    public var anchor: SourceAnchor?

    /// Whether it drops a link of `kind` to `target` (of the screen `on`).
    public func matches(kind: LinkKind, target: String?) -> Bool {
      (to == nil || to == target) && (self.kind == nil || self.kind == kind)
    }
  }

  /// A deep link (format 1.1), as a description's, its ids as written.
  public struct DeepLinkEntry: Sendable {
    /// Its id.
    public var id: String
    /// The URL (pattern) it handles, when written.
    public var url: String?
    /// A readable name.
    public var label: String?
    /// The id of the screen it is meant to show, when written.
    public var to: String?
    /// Its moves, in order.
    public var moves: [AppBuilder.LinkSpec]
    /// Where it is written (its id's value).
    public var anchor: SourceAnchor?
  }

  /// The app's display name, when the overlay writes one.
  public var name: String?
  /// The launch screen, when the overlay writes one.
  public var entry: Reference?
  /// The home screen, when the overlay writes one.
  public var home: Reference?
  /// The tab bar, which replaces the code's; nil when the overlay has no `tabs`.
  public var tabs: [TabEntry]?
  /// Its screens, in file order.
  public var screens: [ScreenEntry]
  /// Its `remove` entries, in file order.
  public var removals: [Removal]
  /// Its deep links, in file order.
  public var deepLinks: [DeepLinkEntry]
}

/// What loading an overlay gave: the overlay when it can be used, every problem found, and the
/// source map with the overlay's file added (the anchors of the overlay and of the diagnostics point
/// into it).
public struct OverlayLoadResult: Sendable {
  /// Nil when the file could not be read or is not a description; with errors, the overlay read.
  public var overlay: Overlay?
  /// Sorted by position, as a description's.
  public var diagnostics: [Diagnostic]
  /// The map given, with the overlay's file added when it could be read.
  public var sources: SourceMap
  /// Whether any error was found.
  public var hasErrors: Bool
}
