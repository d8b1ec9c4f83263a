// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

/// The kinds of link a screen can have.
public enum LinkKind: String, Sendable, CaseIterable {
  case push
  case sheet
  case fullScreenCover
  case popover
  case tab
  case replace
  case pop
  case popToRoot
  case dismiss
  /// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`, format 1.1): pops the visible screen
  /// when it is not its stack's root, else dismisses the topmost modal, else does nothing.
  case dismissAction

  /// Whether `to` names a screen (push, modals, replace), a tab (`tab`), or nothing.
  public var target: LinkTarget {
    switch self {
    case .push, .sheet, .fullScreenCover, .popover, .replace: return .screen
    case .tab: return .tab
    case .pop, .popToRoot, .dismiss, .dismissAction: return .none
    }
  }

  /// Sheet, popover and full-screen cover present a modal.
  public var isModal: Bool { self == .sheet || self == .fullScreenCover || self == .popover }
}

public enum LinkTarget: Sendable {
  case screen
  case tab
  case none
}

/// A link of a screen. `target` is a dense index: into `App.screens` for screen targets, into
/// `App.tabs` for `tab`, and -1 when the link has no target or its target is unknown.
public struct Link: Sendable {
  public var kind: LinkKind
  public var target: Int32
  public var label: String?
  /// The byte offset of the link value in the source.
  public var offset: Int
  /// The byte offset of the `to` value, or of the link when there is none.
  public var targetOffset: Int
  /// For a value push (`NavigationLink(value:)`, format 1.1): the type of the value, an index into
  /// `App.valueTypes`; -1 for every other link.
  public var value: Int32

  public init(
    kind: LinkKind, target: Int32, label: String?, offset: Int, targetOffset: Int, value: Int32 = -1
  ) {
    self.kind = kind
    self.target = target
    self.label = label
    self.offset = offset
    self.targetOffset = targetOffset
    self.value = value
  }

  /// Whether the link's target, if it needs one, was resolved.
  public var isResolved: Bool { kind.target == .none || target >= 0 }
}

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
  /// The value types the screen registers with `navigationDestination(for:)` (format 1.1): bit i
  /// is `App.valueTypes[i]`.
  public var destinations: UInt64
  /// The screen's links are `App.links[linkStart..<linkEnd]`, in file order.
  public var linkStart: Int32
  public var linkEnd: Int32
  /// The byte offset in the source of the screen's `id` value (of the screen object when it has no
  /// usable `id`): findings about the screen point there, so the line shown names the screen.
  public var offset: Int

  public init(
    id: String, title: String? = nil, stack: Bool = false, backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false, params: [(name: String, type: String)] = [],
    destinations: UInt64 = 0, linkStart: Int32 = 0, linkEnd: Int32 = 0, offset: Int = 0
  ) {
    self.id = id
    self.title = title
    self.stack = stack
    self.backButtonHidden = backButtonHidden
    self.dismissDisabled = dismissDisabled
    self.hidesTabBar = hidesTabBar
    self.params = params
    self.destinations = destinations
    self.linkStart = linkStart
    self.linkEnd = linkEnd
    self.offset = offset
  }

  /// The title if there is one, else the id.
  public var displayName: String { title ?? id }
  public var linkRange: Range<Int> { Int(linkStart)..<Int(linkEnd) }
}

/// A tab of the app's tab bar.
public struct Tab: Sendable {
  public var id: String
  public var title: String?
  public var icon: String?
  /// The tab's root screen, an index into `App.screens` (-1 when unknown).
  public var root: Int32
  /// Whether the tab's root sits in its own NavigationStack.
  public var stack: Bool
  public var offset: Int

  public init(
    id: String, title: String? = nil, icon: String? = nil, root: Int32, stack: Bool = true, offset: Int = 0
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.root = root
    self.stack = stack
    self.offset = offset
  }
}

/// A loaded app description: screens, tabs and links with dense integer indices. Ids appear only at
/// the edges (loading and reporting); algorithms work on indices.
public struct App: Sendable {
  public var name: String?
  /// The launch screen, or -1 when the app launches on the tab bar.
  public var entry: Int32
  /// The screen the user must always be able to get back to, or -1 when there is none.
  public var home: Int32
  public var tabs: [Tab]
  public var screens: [Screen]
  public var links: [Link]
  /// The distinct value types of `destinations` and `value` (format 1.1), at most 64, in order of
  /// first appearance: the bits of `Screen.destinations` and the values of `Link.value`.
  public var valueTypes: [String]
  /// The source the description was read from, for locating offsets.
  public var source: SourceFile

  public init(
    name: String? = nil, entry: Int32 = -1, home: Int32 = -1, tabs: [Tab] = [], screens: [Screen] = [],
    links: [Link] = [], valueTypes: [String] = [],
    source: SourceFile = SourceFile(name: "<memory>", bytes: [])
  ) {
    self.name = name
    self.entry = entry
    self.home = home
    self.tabs = tabs
    self.screens = screens
    self.links = links
    self.valueTypes = valueTypes
    self.source = source
  }

  /// The index of the screen with this id, or nil. Linear in screens; build a `ScreenIndex` for repeated use.
  public func screenIndex(of id: String) -> Int32? {
    screens.firstIndex { $0.id == id }.map(Int32.init)
  }

  public func tabIndex(of id: String) -> Int32? {
    tabs.firstIndex { $0.id == id }.map(Int32.init)
  }

  /// The links of screen `s`.
  public func links(of s: Int32) -> ArraySlice<Link> {
    links[screens[Int(s)].linkRange]
  }

  /// Where screen `s` is defined: its `id` value, with the path of the screen (`screens[3]`).
  public func location(ofScreen s: Int32) -> SourceLocation {
    source.location(at: screens[Int(s)].offset, path: "screens[\(s)]")
  }

  /// Where link `l` (a global index into `links`) is defined, and the index of its screen.
  public func location(ofLink l: Int, screen s: Int32) -> SourceLocation {
    let local = l - Int(screens[Int(s)].linkStart)
    return source.location(at: links[l].offset, path: "screens[\(s)].links[\(local)]")
  }

  public func location(ofTab t: Int32) -> SourceLocation {
    source.location(at: tabs[Int(t)].offset, path: "tabs[\(t)]")
  }
}
