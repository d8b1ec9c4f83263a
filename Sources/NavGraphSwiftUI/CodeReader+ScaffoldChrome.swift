internal import SwiftSyntax

/// A wrapper view's chrome laid out beside the content it is given: `struct Frame<Content: View>`
/// with `@ViewBuilder let content: Content` and a body `VStack { SearchBar(query: $query);
/// Divider(); content }`, created as `Frame { ShopHome() }`. The given view is the screen (the
/// tab's or the stack's root), and the search bar and divider are part of it, as a modal's close
/// buttons are part of the view beside them.
extension CodeReader {
  /// The one view of a container that shows a view-building closure bound in scope (`content`,
  /// `content()`, `self.content`), with the other views beside it, when the container holds
  /// several views and exactly one of them is such a closure. Nil otherwise. O(views).
  func contentBesideChrome(_ views: [ExprSyntax], in scope: Scope) -> (
    main: ExprSyntax, chrome: [ExprSyntax]
  )? {
    guard views.count > 1 else { return nil }
    var main: [ExprSyntax] = []
    var chrome: [ExprSyntax] = []
    for view in views {
      if showsBoundClosure(view, in: scope) { main.append(view) } else { chrome.append(view) }
    }
    return main.count == 1 ? (main[0], chrome) : nil
  }

  /// Whether a view is a view-building closure bound in scope, as written or called, with or
  /// without `self.` and modifiers.
  private func showsBoundClosure(_ view: ExprSyntax, in scope: Scope) -> Bool {
    var base = peel(modifierChain(view, in: scope).base)
    if let call = base.as(FunctionCallExprSyntax.self) { base = peel(call.calledExpression) }
    let name: String?
    if let member = base.as(MemberAccessExprSyntax.self) {
      name =
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        ? member.declName.baseName.text : nil
    } else {
      name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard let name, case .closure? = scope.locals[name] else { return false }
    return true
  }
}

extension CodeReader {
  /// The closure a wrapper view is given when what it shows is one view or a tab bar built from it,
  /// alone or beside chrome (`Frame { ShopHome() }`, `LockGate { TabView { ... } }`), or the view
  /// it is given as a value (`Frame(content: ShopHome())`): in a body's structure the closure's
  /// content (the view) stands
  /// where the wrapper is written, as if the wrapper were not there. Nil for a wrapper showing a
  /// stack, a tab bar or a switch of its own (read as it is), or for anything else. O(the
  /// wrapper's body, read once per call chain). `stacked`: the wrapper shows that one view as the
  /// root of a `NavigationStack` of its own instead (`Router { Tabs() }`, whose body is
  /// `NavigationStack(path:) { content.navigationDestination(...) }`).
  func wrappedContent(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, host: ViewSummary,
    stacked: Bool = false
  ) -> WrappedContent? {
    guard
      !type.genericParameters.isEmpty
        || type.properties.values.contains(where: { $0.wrapper == "ViewBuilder" })
    else { return nil }
    switch wrapperBodyShape(of: type, call: call, in: scope, kind: "content", host: host, depth: 0) {
    case .view? where !stacked, .tabs? where !stacked, .stack(.view)? where stacked: break
    // Content written in place at the root of the wrapper's own stack (`ShelfStack { List { ...
    // } }`, whose body is `NavigationStack(root: content)`): the creator's content is the root.
    case .stack(.inline)? where stacked: break
    default: return nil
    }
    let given = givenProperties(of: type, call: call)
    let closures = given.compactMap { peel($0.expr).as(ClosureExprSyntax.self) }
    if !closures.isEmpty { return closures.count == 1 ? .closure(closures[0]) : nil }
    // A view given as a value to a property of a generic view type (`let content: Content` with
    // `Content: View`, created as `NavigableView(content: HomeView(...), state: state)`).
    let views = given.filter { property, expr in
      guard case .named(let components, [])? = type.properties[property]?.type, components.count == 1,
        type.genericConstraints[components[0]] == "View"
      else { return false }
      return peel(expr).is(FunctionCallExprSyntax.self)
    }
    return views.count == 1 ? .view(views[0].expr) : nil
  }
}

/// What a wrapper view is given to show: a closure building it, or the view itself.
enum WrappedContent {
  case closure(ClosureExprSyntax)
  case view(ExprSyntax)
}

extension CodeReader {
  /// Whether a view is created with a trailing closure of content written in place, not one view
  /// of its own (`BusyCover(isBusy: loading) { VStack { Text("Beds"); BedCard() } }`, declared or
  /// not): several views, or one built-in view (a stack, a list) with its modifiers; also a later
  /// trailing closure (`PullRefresh(refreshing: $busy) { reload() } content: { VStack { ... } }`,
  /// held-out set 319 SwiftUI-Shopping). At a stack's root such a wrapper lays out its host's own
  /// content, so the host is the screen. O(the closures' statements and the modifier chains of
  /// their one view).
  func wrapsContentWrittenInPlace(_ call: FunctionCallExprSyntax, in scope: Scope) -> Bool {
    let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
    return closures.contains { closure in
      guard closure.signature == nil else { return false }
      var inner = scope
      let views = builderViews(of: closure.statements, scope: &inner)
      guard views.count == 1 else { return views.count > 1 }
      guard let built = unmodified(views[0]).as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(built.calledExpression))
      else { return false }
      return CodeReader.builtinViews.contains(name)
    }
  }
}
