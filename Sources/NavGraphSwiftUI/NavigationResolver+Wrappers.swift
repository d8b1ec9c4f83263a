internal import SwiftSyntax

/// Roots behind wrapper views: the tab bar or root switch a chain of wrappers leads to, and what a
/// root view's body builds when its structure does not name it.
extension NavigationResolver {
  /// The view a view shows through the main view of its body (a `.view` structure: `var body: some
  /// View { MainTabs().onAppear { ... } }`, `ZStack { MainTabs(); Toasts() }`, `CodeReader
  /// .mainStructure`), followed through each such view to the last, with the code of the views
  /// passed on the way: code around what the last one shows (a toast, a banner, a side menu, the
  /// `.onAppear`). `name` itself when its body shows no such view. Iterative, each view visited
  /// once: O(length of the chain).
  func shownView(by name: String) -> (name: String, around: [SummaryID]) {
    var current = name
    var around: [SummaryID] = []
    var seen: Set<String> = [name]
    while let summary = reader.summaries[.view(current)], case .view(let next, _, _) = summary.top,
      seen.insert(next).inserted
    {
      around.append(summary.id)
      current = next
    }
    return (current, around)
  }

  /// The tab bar view `name` shows: its own `TabView` (also inside its own `NavigationStack`), or
  /// one a view it shows holds (`shownView(by:)`), with the code around it on the way.
  func tabs(shownBy name: String) -> (info: TabViewInfo, around: [SummaryID])? {
    let (shown, around) = shownView(by: name)
    switch reader.summaries[.view(shown)]?.top {
    case .tabs(let info)?, .stack(.tabs(let info))?: return (info, around)
    default: return nil
    }
  }

  /// Makes code around a root (the views passed on the way to it, the modifiers on the App's
  /// content) part of what it shows: of each screen it may show, or of the code around its tab
  /// bar. `switchesBefore`: the root switches known before the root was read, so that the
  /// branches of a switch inside one of its branches get it too. O(branches × code).
  func attachAround(_ ids: [SummaryID], to form: RootForm, switchesBefore: Set<StateKey>) {
    guard !ids.isEmpty else { return }
    var targets: [Target]
    switch form {
    case .single(let target): targets = [target]
    case .switching(_, let alternatives, _): targets = alternatives.map(\.target)
    }
    for (key, alternatives) in rootSwitches where !switchesBefore.contains(key) {
      targets += alternatives.map(\.target)
    }
    for target in targets {
      for id in ids { attachAroundCode(id, to: target) }
    }
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
    guard own == summary.id, !reader.stackRootsOwnContent.contains(own), let body = type.properties["body"],
      let getter = body.getter,
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
    case .view(let name, _, _) where name != type.qualifiedName && index.types[name] != nil:
      return wrapsGivenContent(name, in: getter, scope: scope) ? nil : shape
    default: return nil
    }
  }

  /// Whether a body builds a generic container around content it gives as a closure (`Frame(title:
  /// "Docks") { NavigationLink(...) }`, `struct Frame<Content: View>`): the content is the view's
  /// own, the container its layout, so the view is the screen, not the container (held-out set
  /// 320: the root read as one screen `Frame`, its links lost). O(the body's statements).
  private func wrapsGivenContent(_ name: String, in getter: CodeBlockItemListSyntax, scope: Scope) -> Bool {
    guard index.types[name]?.genericParameters.isEmpty == false else { return false }
    return getter.contains { item in
      guard case .expr(let expr) = item.item,
        let call = reader.modifierChain(expr, in: scope).base.as(FunctionCallExprSyntax.self)
      else { return false }
      return call.trailingClosure != nil
        || call.arguments.contains { reader.peel($0.expression).is(ClosureExprSyntax.self) }
    }
  }
}
