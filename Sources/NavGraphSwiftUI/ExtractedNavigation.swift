/// The navigation the SwiftUI reader found in a set of Swift files, in a form that belongs to no file
/// format: the app, its tab bar, its screens with their links, and its deep links, each element with
/// the Swift source location it comes from.
///
/// Every array is in the reader's deterministic order: tabs in tab-bar order, and screens, links and
/// deep links by source location (files by path, then source order).
public struct ExtractedNavigation: Hashable, Sendable {
  /// The `@main` App type's name, when there is one.
  public var name: String?
  /// The screen shown at launch when the app does not launch on its tab bar.
  public var entry: String?
  /// The tab bar's tabs, in tab-bar order; empty when the app has no `TabView`.
  public var tabs: [ExtractedTab]
  /// Every screen, by source location.
  public var screens: [ExtractedScreen]
  /// What the app's URL handler does, per kind of URL, by source location.
  public var deepLinks: [ExtractedDeepLink]

  /// The navigation with these parts.
  public init(
    name: String? = nil, entry: String? = nil, tabs: [ExtractedTab] = [], screens: [ExtractedScreen] = [],
    deepLinks: [ExtractedDeepLink] = []
  ) {
    self.name = name
    self.entry = entry
    self.tabs = tabs
    self.screens = screens
    self.deepLinks = deepLinks
  }
}

/// One tab of the app's `TabView`.
public struct ExtractedTab: Hashable, Sendable {
  /// The tab's id: its `.tag` (or `Tab(value:)`) written without its type (`Tab.home` and `.home`
  /// give `home`, `0` gives `0`), else its root screen's id.
  public var id: String
  /// The tab item's text, when it is a literal.
  public var title: String?
  /// The tab item's SF Symbol or image name, when it is a literal.
  public var icon: String?
  /// The id of the tab's root screen.
  public var root: String
  /// Whether the tab's content sits in a `NavigationStack` or `NavigationView`.
  public var stack: Bool
  /// Where the tab's content is written.
  public var location: SwiftSourceLocation

  /// The tab with these parts.
  public init(
    id: String, title: String? = nil, icon: String? = nil, root: String, stack: Bool,
    location: SwiftSourceLocation
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.root = root
    self.stack = stack
    self.location = location
  }
}

/// A parameter of a router destination: an associated value of the enum case a screen is shown for.
public struct ExtractedParameter: Hashable, Sendable {
  /// The associated value's label, or its position (`0`, `1`, ...) when it has none.
  public var name: String
  /// The associated value's type, as written.
  public var type: String

  /// The parameter `name: type`.
  public init(name: String, type: String) {
    self.name = name
    self.type = type
  }
}

/// A screen: a view type that is a navigation target (its id is the type's name, or
/// `ViewType.case` when one view type serves several cases of a router enum), or content written
/// in place as a destination (`Host.sheet`, `Host.tab-home`).
public struct ExtractedScreen: Hashable, Sendable {
  /// The screen's id: the view type's name, `ViewType.case`, or the host and place of content written in
  /// place.
  public var id: String
  /// The screen's `.navigationTitle`, when it is a literal.
  public var title: String?
  /// The screen hosts its own `NavigationStack`, `NavigationView` or `NavigationSplitView`.
  public var stack: Bool
  /// The screen hides the back button (`.navigationBarBackButtonHidden()`).
  public var backButtonHidden: Bool
  /// The screen cannot be swiped down when presented (`.interactiveDismissDisabled()`).
  public var dismissDisabled: Bool
  /// The screen hides the tab bar (`.toolbar(.hidden, for: .tabBar)`).
  public var hidesTabBar: Bool
  /// The associated values of the router case the screen is shown for.
  public var params: [ExtractedParameter]
  /// The value types the screen registers with `.navigationDestination(for: T.self)`.
  public var destinations: [String]
  /// The screen's links, by source location.
  public var links: [ExtractedLink]
  /// Where the view type is declared, or where the content written in place starts.
  public var location: SwiftSourceLocation

  /// The screen with these parts.
  public init(
    id: String, title: String? = nil, stack: Bool = false, backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false, params: [ExtractedParameter] = [],
    destinations: [String] = [], links: [ExtractedLink] = [], location: SwiftSourceLocation
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
    self.location = location
  }
}

/// What a link does: the nine kinds of format 1 and `dismissAction` of format 1.1.
public enum ExtractedLinkKind: String, Hashable, Sendable, CaseIterable {
  case push
  case sheet
  case fullScreenCover
  case popover
  case tab
  case replace
  case pop
  case popToRoot
  case dismiss
  case dismissAction

  /// Whether the kind names a target (`to`): a screen, or a tab for `tab`.
  public var hasTarget: Bool {
    switch self {
    case .push, .sheet, .fullScreenCover, .popover, .tab, .replace: return true
    case .pop, .popToRoot, .dismiss, .dismissAction: return false
    }
  }
}

/// One navigation move: a kind, its target (a screen id, or a tab id for `tab`) and, for a push of a
/// value (`NavigationLink(value:)`, `path.append(_:)`), the value's type.
public struct ExtractedMove: Hashable, Sendable {
  /// What the move does.
  public var kind: ExtractedLinkKind
  /// The target: a screen id, or a tab id for `tab`; nil for a kind without a target or one not resolved.
  public var to: String?
  /// For a push of a value: the value's type.
  public var value: String?

  /// The move of `kind` to `to`, pushing a value of type `value`.
  public init(kind: ExtractedLinkKind, to: String? = nil, value: String? = nil) {
    self.kind = kind
    self.to = to
    self.value = value
  }
}

/// A link of a screen: a button, a navigation link, or code that moves (an `onAppear`, a router call),
/// with the moves that follow it in the same action (`then`).
public struct ExtractedLink: Hashable, Sendable {
  /// The first move of the action.
  public var move: ExtractedMove
  /// The literal text of the button or link, when there is one.
  public var label: String?
  /// The further moves of the same action, applied in order after `move`.
  public var then: [ExtractedMove]
  /// Where the button, navigation link or moving code is written.
  public var location: SwiftSourceLocation

  /// The link with these parts.
  public init(
    move: ExtractedMove, label: String? = nil, then: [ExtractedMove] = [], location: SwiftSourceLocation
  ) {
    self.move = move
    self.label = label
    self.then = then
    self.location = location
  }
}

/// What the app's URL handler (`onOpenURL`) does for one kind of URL.
public struct ExtractedDeepLink: Hashable, Sendable {
  /// The deep link's id, unique in the app.
  public var id: String
  /// The URL, when the code compares with a literal one.
  public var url: String?
  /// The condition that selects this URL in the handler, as written.
  public var label: String?
  /// The screen the moves end on, when the last move names one.
  public var to: String?
  /// The moves the handler makes for this URL, in order.
  public var moves: [ExtractedMove]
  /// Where the handler's branch for this URL is written.
  public var location: SwiftSourceLocation

  /// The deep link with these parts.
  public init(
    id: String, url: String? = nil, label: String? = nil, to: String? = nil, moves: [ExtractedMove],
    location: SwiftSourceLocation
  ) {
    self.id = id
    self.url = url
    self.label = label
    self.to = to
    self.moves = moves
    self.location = location
  }
}
