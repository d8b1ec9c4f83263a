/// App-description format 1 as data: the keys of each object, their JSON types, defaults and meanings,
/// and the link kinds.
///
/// The loader matches keys against these tables, `docs/FORMAT.md` documents them, and a test checks
/// that `schema/navgraph.schema.json` agrees with them (keys, types, required sets, defaults, kinds).
package enum FormatSpec {
  /// The format versions this build reads, oldest first. A description may declare the version it
  /// is written in with `"format"`; without it, it is read as the first. Any other version is an
  /// `unknown-format` error that ends the load.
  package static let versions = ["1", "1.1"]

  /// The version that brought `destinations`, `value` and `dismissAction`; a description that
  /// declares an earlier one cannot use them (`needs-format`).
  package static let typedVersion = "1.1"

  /// One key of an object.
  package struct Key: Hashable, Sendable {
    package let name: String
    package let type: JSONType
    package let required: Bool
    /// The default as JSON text (`false`, `"push"`), or nil when the key has no default value.
    package let defaultValue: String?
    /// What the key means, one line.
    package let summary: String
  }

  /// The keys of one kind of object.
  package struct ObjectSpec: Sendable {
    /// `app` (the top level), `tab`, `screen` or `link`.
    package let name: String
    package let keys: [Key]

    /// The names of the required keys, in table order.
    package var required: [String] { keys.filter(\.required).map(\.name) }

    package func key(named name: String) -> Key? { keys.first { $0.name == name } }

    init<K: FormatKey>(name: String, _: K.Type) {
      self.name = name
      self.keys = K.allCases.map {
        Key(
          name: $0.rawValue, type: $0.type, required: $0.required, defaultValue: $0.defaultValue,
          summary: $0.summary)
      }
    }
  }

  /// The top-level object.
  package static let app = ObjectSpec(name: "app", AppKey.self)
  /// An element of `tabs`.
  package static let tab = ObjectSpec(name: "tab", TabKey.self)
  /// An element of `screens`.
  package static let screen = ObjectSpec(name: "screen", ScreenKey.self)
  /// An element of `links` in object form. A link may also be a bare string, shorthand for a push.
  package static let link = ObjectSpec(name: "link", LinkKey.self)
  /// An element of `deepLinks` (format 1.1); its `moves` are links.
  package static let deepLink = ObjectSpec(name: "deepLink", DeepLinkKey.self)

  /// An element of `remove`, an overlay's links to drop (docs/EXTRACT.md#the-overlay).
  package static let remove = ObjectSpec(name: "remove", RemoveKey.self)

  package static var objects: [ObjectSpec] { [app, tab, screen, link, deepLink, remove] }

  /// The values `kind` accepts, in documentation order.
  package static let linkKinds: [String] = LinkKind.allCases.map(\.rawValue)

  /// The kind of a link whose object has no `kind`, and of a bare-string link.
  package static let defaultLinkKind = LinkKind.push

  /// What a screen's or a link's `source` is: where the element is written in the code the description
  /// was read from. Kept for people and tools; the loader checks that it is a string and nothing more.
  static let sourceSummary =
    "where the element is written in the code it was read from, 'path:line:column' (navgraph extract "
    + "writes it); not used by the analysis"

  /// What `ignore` means, on a screen and on a link.
  static let ignoreSummary =
    "findings not to report about this element: finding code to the reason, a non-empty string"

  /// The JSON type of each value of `params` (parameter name to type name) and of `ignore` (code to
  /// reason).
  package static let paramValueType = JSONType.string
}

/// A key enumeration from which an `ObjectSpec` is built; the reader matches keys against the same cases.
protocol FormatKey: CaseIterable, RawRepresentable, Equatable where RawValue == String {
  var type: JSONType { get }
  var required: Bool { get }
  var defaultValue: String? { get }
  var summary: String { get }
}

enum AppKey: String, FormatKey {
  case schema = "$schema"
  case format
  case name
  case entry
  case home
  case tabs
  case screens
  case deepLinks
  case remove

  var type: JSONType {
    switch self {
    case .schema, .format, .name, .entry, .home: return .string
    case .tabs, .screens, .deepLinks, .remove: return .array
    }
  }
  var required: Bool { self == .screens }
  var defaultValue: String? { self == .format ? "\"\(FormatSpec.versions[0])\"" : nil }
  var summary: String {
    switch self {
    case .schema: return "the JSON Schema for editors; ignored"
    case .format: return "the version of the format the description is written in"
    case .name: return "the app's display name"
    case .entry:
      return "the id of the screen shown at launch, as the root; when absent the app launches on the tab bar "
        + "with the first tab selected"
    case .home:
      return "the id of the screen the user must always be able to get back to; defaults to the first tab's "
        + "root if there are tabs, else to 'entry'"
    case .tabs: return "the tabs of the app's tab bar, in tab-bar order"
    case .screens: return "every screen, in any order"
    case .deepLinks:
      return "format 1.1: the URLs the app handles, each as the moves it makes and the screen it shows"
    case .remove:
      return "format 1.1, overlays only: links of the Swift code read to drop, each by its screen and "
        + "optionally its target and kind"
    }
  }
}

enum DeepLinkKey: String, FormatKey {
  case id
  case url
  case label
  case to
  case moves
  case source

  var type: JSONType { self == .moves ? .array : .string }
  var required: Bool { self == .id || self == .moves }
  var defaultValue: String? { nil }
  var summary: String {
    switch self {
    case .id: return "the deep link's id, unique among deep links (path --deep-link)"
    case .url: return "the URL (pattern) the app handles, such as 'myapp://post/{id}'"
    case .label: return "a readable name"
    case .to: return "the id of the screen the deep link is meant to show (broken-deep-link compares with it)"
    case .moves:
      return "the links the URL handler applies in order, in one step (a move that cannot act is skipped)"
    case .source: return FormatSpec.sourceSummary
    }
  }
}

enum TabKey: String, FormatKey {
  case id
  case title
  case icon
  case root
  case stack

  var type: JSONType { self == .stack ? .boolean : .string }
  var required: Bool { self == .id || self == .root }
  var defaultValue: String? { self == .stack ? "true" : nil }
  var summary: String {
    switch self {
    case .id: return "the tab's id, unique among tabs, the target of 'tab' links"
    case .title: return "the tab's title in the tab bar"
    case .icon: return "the tab's icon name"
    case .root: return "the id of the tab's root screen"
    case .stack: return "whether the tab's root sits in its own NavigationStack"
    }
  }
}

enum ScreenKey: String, FormatKey {
  case id
  case title
  case stack
  case backButtonHidden
  case dismissDisabled
  case hidesTabBar
  case params
  case destinations
  case source
  case links
  case ignore

  var type: JSONType {
    switch self {
    case .id, .title, .source: return .string
    case .stack, .backButtonHidden, .dismissDisabled, .hidesTabBar: return .boolean
    case .params, .ignore: return .object
    case .destinations, .links: return .array
    }
  }
  var required: Bool { self == .id }
  var defaultValue: String? {
    switch self {
    case .stack, .backButtonHidden, .dismissDisabled, .hidesTabBar: return "false"
    default: return nil
    }
  }
  var summary: String {
    switch self {
    case .id: return "the screen's id, a non-empty string unique among screens"
    case .title: return "the screen's title"
    case .stack:
      return "whether the screen hosts its own NavigationStack when it is a root (of a modal, of 'entry' or "
        + "of a 'replace'); a tab's root uses its tab's 'stack'"
    case .backButtonHidden: return "no system back button or swipe-back while the screen is visible"
    case .dismissDisabled: return "a sheet cannot be swiped down while the screen is visible"
    case .hidesTabBar: return "the tab bar is hidden while the screen is visible"
    case .params: return "a router destination's associated values, parameter name to type name"
    case .destinations:
      return "format 1.1: the value types the screen registers with navigationDestination(for:), each once"
    case .source: return FormatSpec.sourceSummary
    case .links: return "the screen's links, in order"
    case .ignore: return FormatSpec.ignoreSummary
    }
  }
}

enum LinkKey: String, FormatKey {
  case kind
  case to
  case label
  case value
  case source
  case ignore
  case then

  var type: JSONType {
    switch self {
    case .ignore: return .object
    case .then: return .array
    default: return .string
    }
  }
  var required: Bool { false }
  var defaultValue: String? { self == .kind ? "\"push\"" : nil }
  var summary: String {
    switch self {
    case .kind: return "what the link does"
    case .to:
      return "the target: a screen id for push, sheet, fullScreenCover, popover and replace; a tab id for "
        + "tab; absent for pop, popToRoot, dismiss and dismissAction"
    case .label: return "the button's text"
    case .value: return "format 1.1, push only: the type of the value pushed (NavigationLink(value:))"
    case .source: return FormatSpec.sourceSummary
    case .ignore: return FormatSpec.ignoreSummary
    case .then:
      return
        "format 1.1: links applied after this one's move, in order, in the same step (a compound action; "
        + "a part that cannot act is skipped)"
    }
  }
}

/// The keys of an element of an overlay's `remove` (format 1.1): the links to drop are those of
/// screen `on`, with target `to` and kind `kind` when they are given.
enum RemoveKey: String, FormatKey {
  case on
  case to
  case kind

  var type: JSONType { .string }
  var required: Bool { self == .on }
  var defaultValue: String? { nil }
  var summary: String {
    switch self {
    case .on: return "the id of the screen whose links to drop"
    case .to: return "drop only the links to this screen or tab"
    case .kind: return "drop only the links of this kind"
    }
  }
}
