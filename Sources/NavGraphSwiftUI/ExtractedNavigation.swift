package import NavGraph

/// The navigation the SwiftUI reader found in a set of Swift files, in a form that belongs to no file
/// format: the app, its tab bar, its screens with their links, and its deep links, each element with
/// the Swift source location it comes from.
///
/// Every array is in the reader's deterministic order: tabs in tab-bar order, and screens, links and
/// deep links by source location (files by path, then source order).
package struct ExtractedNavigation: Hashable, Sendable {
  /// The `@main` App type's name, when there is one.
  package var name: String?
  /// The screen shown at launch when the app does not launch on its tab bar.
  package var entry: String?
  /// Where `entry` is written when an overlay gives it (the reader's has no single place).
  package var entryLocation: SourceLocation?
  /// The screen the user must always be able to get back to, when an overlay gives it.
  package var home: String?
  /// Where `home` is written.
  package var homeLocation: SourceLocation?
  /// The tab bar's tabs, in tab-bar order; empty when the app has no `TabView`.
  package var tabs: [ExtractedTab] = []
  /// Every screen, by source location.
  package var screens: [ExtractedScreen] = []
  /// What the app's URL handler does, per kind of URL, by source location.
  package var deepLinks: [ExtractedDeepLink] = []
}

/// One tab of the app's `TabView`.
package struct ExtractedTab: Hashable, Sendable {
  /// The tab's id: its `.tag` (or `Tab(value:)`) written without its type (`Tab.home` and `.home`
  /// give `home`, `0` gives `0`), else its root screen's id.
  package var id: String
  /// The tab item's text, when it is a literal.
  package var title: String?
  /// The tab item's SF Symbol or image name, when it is a literal.
  package var icon: String?
  /// The id of the tab's root screen.
  package var root: String
  /// Whether the tab's content sits in a `NavigationStack` or `NavigationView`.
  package var stack: Bool
  /// Where the tab's content is written.
  package var location: SourceLocation
  /// Where its root's id is written, when that is a place of its own (an overlay's `root`).
  package var rootLocation: SourceLocation? = nil
}

/// A parameter of a router destination: an associated value of the enum case a screen is shown for.
package struct ExtractedParameter: Hashable, Sendable {
  /// The associated value's label, or its position (`0`, `1`, ...) when it has none.
  package var name: String
  /// The associated value's type, as written.
  package var type: String
}

/// A screen: a view type that is a navigation target (its id is the type's name, or
/// `ViewType.case` when one view type serves several cases of a router enum), or content written
/// in place as a destination (`Host.sheet`, `Host.tab-home`).
package struct ExtractedScreen: Hashable, Sendable {
  /// The screen's id: the view type's name, `ViewType.case`, or the host and place of content written in
  /// place.
  package var id: String
  /// The screen's `.navigationTitle`, when it is a literal.
  package var title: String?
  /// The screen hosts its own `NavigationStack`, `NavigationView` or `NavigationSplitView`.
  package var stack: Bool = false
  /// The screen hides the back button (`.navigationBarBackButtonHidden()`).
  package var backButtonHidden: Bool = false
  /// The screen cannot be swiped down when presented (`.interactiveDismissDisabled()`).
  package var dismissDisabled: Bool = false
  /// The screen hides the tab bar (`.toolbar(.hidden, for: .tabBar)`).
  package var hidesTabBar: Bool = false
  /// The associated values of the router case the screen is shown for.
  package var params: [ExtractedParameter] = []
  /// The value types the screen registers with `.navigationDestination(for: T.self)`.
  package var destinations: [String] = []
  /// The screen's links, by source location.
  package var links: [ExtractedLink] = []
  /// Where the view type is declared, or where the content written in place starts.
  package var location: SourceLocation
}

/// One navigation move: a kind, its target (a screen id, or a tab id for `tab`) and, for a push of a
/// value (`NavigationLink(value:)`, `path.append(_:)`), the value's type.
package struct ExtractedMove: Hashable, Sendable {
  /// What the move does.
  package var kind: LinkKind
  /// The target: a screen id, or a tab id for `tab`; nil for a kind without a target or one not resolved.
  package var to: String?
  /// For a push of a value: the value's type.
  package var value: String?
  /// Where the move is written, when that is a place of its own (an overlay link's part of
  /// `then`); nil for the code's moves, which are where their link or deep link is.
  package var location: SourceLocation? = nil
}

/// A link of a screen: a button, a navigation link, or code that moves (an `onAppear`, a router call),
/// with the moves that follow it in the same action (`then`).
package struct ExtractedLink: Hashable, Sendable {
  /// The first move of the action.
  package var move: ExtractedMove
  /// The literal text of the button or link, when there is one.
  package var label: String?
  /// The further moves of the same action, applied in order after `move`.
  package var then: [ExtractedMove] = []
  /// Where the button, navigation link or moving code is written.
  package var location: SourceLocation
  /// Where its target is written, when that is a place of its own (an overlay link's `to`).
  package var targetLocation: SourceLocation? = nil
}

/// What the app's URL handler (`onOpenURL`) does for one kind of URL.
package struct ExtractedDeepLink: Hashable, Sendable {
  /// The deep link's id, unique in the app.
  package var id: String
  /// The URL, when the code compares with a literal one.
  package var url: String?
  /// The condition that selects this URL in the handler, as written.
  package var label: String?
  /// The screen the moves end on, when the last move names one.
  package var to: String?
  /// The moves the handler makes for this URL, in order.
  package var moves: [ExtractedMove]
  /// Where the handler's branch for this URL is written.
  package var location: SourceLocation
}
