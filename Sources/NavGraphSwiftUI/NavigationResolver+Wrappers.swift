internal import SwiftSyntax

/// Roots behind wrapper views: the tab bar or root switch a chain of wrappers leads to, and what a
/// root view's body builds when its structure does not name it.
extension NavigationResolver {
  /// The tab bar or root switch that a chain of wrapper views leads to. A wrapper is a view with no
  /// navigation of its own (no links, no registrations) whose body holds one view type besides the
  /// system's (`ContentView { RootView() }`, `RootView { MainTabs().tint(.green) }`): it stands for
  /// that view, so the App's root can be several views above the `TabView` or the switch. Nil when
  /// `name` is no wrapper or the chain ends in anything else (then `name` is the root screen, as
  /// before). Iterative, each view visited once: O(length of the chain).
  func rootBehindWrappers(_ name: String, stack: Bool) -> RootForm? {
    var seen: Set<String> = []
    var current = name
    while seen.insert(current).inserted, let type = index.types[current],
      let summary = reader.summaries[.view(type.qualifiedName)]
    {
      let form: RootForm?
      switch summary.top {
      case .inline(let id, _, _, _)
      where id == summary.id && summary.uses.count == 1 && summary.links.isEmpty
        && summary.registrations.isEmpty:
        current = summary.uses[0].type
        continue
      case _ where current == name:
        // Not behind a wrapper: the view's own switch is no root's (read by the caller when it is).
        return nil
      case .tabs(let info), .stack(.tabs(let info)): form = .single(.tabs(info))
      case .choice(let alternatives):
        form = switchForm(alternatives, stack: stack, host: type.qualifiedName)
      case .stack(.choice(let alternatives)):
        form = switchForm(alternatives, stack: true, host: type.qualifiedName)
      default: form = nil
      }
      return form
    }
    return nil
  }

  /// The tab bar view `name` shows: its own `TabView` (also inside its own `NavigationStack`), or one
  /// behind wrappers (`rootBehindWrappers`).
  func tabs(shownBy name: String) -> TabViewInfo? {
    if let summary = reader.summaries[.view(name)] {
      switch summary.top {
      case .tabs(let info), .stack(.tabs(let info)): return info
      default: break
      }
    }
    if case .single(.tabs(let info)) = rootBehindWrappers(name, stack: false) { return info }
    return nil
  }

  /// What a root view's body builds when its structure does not name it: a stack whose root is built
  /// by a function (`view(for: router.root)`) or by a builder given a constant
  /// (`coordinator.build(page: .main)`), or another view type it only wraps (`var body: some View {
  /// CoordinatorView() }`), or a switch on state (`router.route.destinationView()`, a method of the
  /// state's enum switching on `self`). The body is read as a destination, which follows those
  /// calls; nil when it is not a stack of screens, a switch of screens or another view (a warning
  /// when the root or a stack's root cannot be followed),
  /// or when the type was followed already (views that wrap each other). The wrapper is then not a
  /// screen, so the views it may show do not lend it their links.
  func builtRoot(of type: TypeDeclaration, summary: ViewSummary) -> Shape? {
    let own: SummaryID
    switch summary.top {
    case .inline(let id, _, _, _), .stack(.inline(let id, _, _, _)): own = id
    default: return nil
    }
    guard own == summary.id, let body = type.properties["body"], let getter = body.getter,
      rootsFollowed.insert(type.qualifiedName).inserted
    else { return nil }
    let scope = Scope(owner: type, file: body.location.file, origin: type.qualifiedName)
    let shape = reader.shape(
      ofItems: getter, in: scope, kind: "root", host: summary, at: body.location, depth: 0)
    switch shape {
    case .stack(.unresolved(let message, let location)):
      warn(
        "the reader cannot tell which view is the root of the stack in '\(type.qualifiedName)' (\(message)), so '\(type.qualifiedName)' stands for it; set 'entry' in the overlay",
        at: location)
      return nil
    case .unresolved(let message, let location):
      warn(
        "the reader cannot tell which view the root '\(type.qualifiedName)' shows (\(message)), so '\(type.qualifiedName)' stands for it; set 'entry' in the overlay",
        at: location)
      return nil
    case .stack where reader.showsBuiltContent(shape): return shape
    case .choice(let alternatives):
      // A switch on state built by a function or a method of the state's enum: a root switch; its
      // branches the reader cannot follow are reported as it settles them.
      let built = alternatives.filter { reader.showsBuiltContent($0.shape) }.count
      let unresolved = alternatives.filter { if case .unresolved = $0.shape { true } else { false } }.count
      return built > 0 && built + unresolved == alternatives.count ? shape : nil
    case .view(let name, _, _) where name != type.qualifiedName && index.types[name] != nil: return shape
    default: return nil
    }
  }
}
