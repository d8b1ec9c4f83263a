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
  public var tabs: [ExtractedTab]
  public var screens: [ExtractedScreen]
  public var deepLinks: [ExtractedDeepLink]

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
  public var title: String?
  public var icon: String?
  /// The id of the tab's root screen.
  public var root: String
  /// Whether the tab's content sits in a `NavigationStack` or `NavigationView`.
  public var stack: Bool
  public var location: SwiftSourceLocation

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
  public var name: String
  public var type: String

  public init(name: String, type: String) {
    self.name = name
    self.type = type
  }
}

/// A screen: a view type that is a navigation target (its id is the type's name, or
/// `ViewType.case` when one view type serves several cases of a router enum), or content written
/// in place as a destination (`Host.sheet`, `Host.tab-home`).
public struct ExtractedScreen: Hashable, Sendable {
  public var id: String
  public var title: String?
  /// The screen hosts its own `NavigationStack`, `NavigationView` or `NavigationSplitView`.
  public var stack: Bool
  public var backButtonHidden: Bool
  public var dismissDisabled: Bool
  public var hidesTabBar: Bool
  public var params: [ExtractedParameter]
  /// The value types the screen registers with `.navigationDestination(for: T.self)`.
  public var destinations: [String]
  public var links: [ExtractedLink]
  /// Where the view type is declared, or where the content written in place starts.
  public var location: SwiftSourceLocation

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
  public var kind: ExtractedLinkKind
  public var to: String?
  public var value: String?

  public init(kind: ExtractedLinkKind, to: String? = nil, value: String? = nil) {
    self.kind = kind
    self.to = to
    self.value = value
  }
}

/// A link of a screen: a button, a navigation link, or code that moves (an `onAppear`, a router call),
/// with the moves that follow it in the same action (`then`).
public struct ExtractedLink: Hashable, Sendable {
  public var move: ExtractedMove
  /// The literal text of the button or link, when there is one.
  public var label: String?
  /// The further moves of the same action, applied in order after `move`.
  public var then: [ExtractedMove]
  public var location: SwiftSourceLocation

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
  public var id: String
  /// The URL, when the code compares with a literal one.
  public var url: String?
  /// The condition that selects this URL in the handler, as written.
  public var label: String?
  /// The screen the moves end on, when the last move names one.
  public var to: String?
  public var moves: [ExtractedMove]
  public var location: SwiftSourceLocation

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
