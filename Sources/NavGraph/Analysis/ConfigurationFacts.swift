/// A configuration's own facts: what its visible screen's links, back button, swipe-down and tab bar
/// let the user do there, before anything above or after it is considered. `ConfigurationGraph`
/// records them for every node while its search reads the node's links anyway, so `DeadEnds`,
/// `InertLinks` and `ForwardReach` (the trap check, docs/TRAPS.md) read one byte per configuration
/// instead of reading every link of every configuration again.
///
/// Complexity: O(1) per configuration plus O(1) per link of its screen.
package struct ConfigurationFacts: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Back, or an acting `pop` or `dismissAction` link: the configuration itself can pop.
  static let popsOnce = ConfigurationFacts(rawValue: 1 << 0)
  /// At least one move (not a dead end).
  static let hasMove = ConfigurationFacts(rawValue: 1 << 1)
  /// Shows the trap check's home screen: never set by the graph, which has no home; `ForwardReach`
  /// adds it.
  static let showsHome = ConfigurationFacts(rawValue: 1 << 2)
  /// Shows the tab bar.
  static let showsTabBar = ConfigurationFacts(rawValue: 1 << 3)
  /// Has a `popToRoot` link or shows the tab bar (re-select).
  static let resets = ConfigurationFacts(rawValue: 1 << 4)
  /// In a modal, has a `dismiss` link, a `dismissAction` link on the modal's root, or allows
  /// swipe-down.
  static let dismisses = ConfigurationFacts(rawValue: 1 << 5)
  /// Has an acting `replace` link.
  static let replaces = ConfigurationFacts(rawValue: 1 << 6)
  /// Has an acting `tab` link.
  static let switchesTab = ConfigurationFacts(rawValue: 1 << 7)

  /// The facts of `c` that do not depend on its links; `link(_:acts:in:modal:)` adds each link's,
  /// `finished(_:_:)` the moves they imply.
  /// (A static function, not an initializer: an initializer takes `model` owned, so each call
  /// would copy it, retaining every array it holds.)
  @inline(__always) static func start(_ c: Configuration, _ model: NavigationModel) -> ConfigurationFacts {
    var f: ConfigurationFacts = []
    if model.canGoBack(c) { f.insert(.popsOnce) }
    if model.showsTabBar(c) { f.formUnion([.showsTabBar, .resets]) }
    if model.canSwipeDown(c) { f.insert(.dismisses) }
    return f
  }

  /// Adds what a link of kind `kind` tells about configuration `c` (`acts`: whether it acts there;
  /// `modal`: whether `c`'s container is a modal).
  @inline(__always) mutating func link(_ kind: LinkKind, acts: Bool, in c: Configuration, modal: Bool) {
    if kind == .popToRoot { insert(.resets) }
    if (kind == .dismiss || kind == .dismissAction && c.isRoot) && modal { insert(.dismisses) }
    guard acts else { return }
    insert(.hasMove)
    switch kind {
    case .pop: insert(.popsOnce)
    case .dismissAction where !c.isRoot: insert(.popsOnce)
    case .replace: insert(.replaces)
    case .tab: insert(.switchesTab)
    default: break
    }
  }

  /// The facts once every link was added: a configuration that can pop, swipe down or use the tab
  /// bar to change the state has a move (`NavigationModel.hasMoveBesidesLinks`).
  @inline(__always) func finished(_ c: Configuration, _ model: NavigationModel) -> ConfigurationFacts {
    var f = self
    if f.contains(.popsOnce) || model.canSwipeDown(c)
      || f.contains(.showsTabBar) && (model.tabCount > 1 || !c.isRoot)
    {
      f.insert(.hasMove)
    }
    return f
  }
}
