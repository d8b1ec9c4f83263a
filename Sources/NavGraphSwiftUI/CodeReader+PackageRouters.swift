internal import NavGraph
internal import SwiftSyntax

/// SwiftfulRouting, a routing package whose code is not among the files read. `RouterView { _ in
/// Home() }` is a `NavigationStack` around its content (the content alone when given
/// `addNavigationStack: false`, `addNavigationView: false` in version 4). The router a view reads
/// from the environment (`@Environment(\.router) var router`, or a property of type `AnyRouter`)
/// shows and closes screens: `router.showScreen(.push) { _ in Detail() }` pushes the view the
/// closure makes, `.sheet` and `.fullScreenCover` present it in a `RouterView` of its own (so in a
/// stack), and `dismissScreen()` or `dismissLastScreen()` closes the view that calls it, as the
/// environment's dismiss does. Alerts, overlays and Safari (`showAlert`, `showModal`,
/// `showSafari`) are no screens; any other call of the router is reported, not guessed.
extension CodeReader {
  /// The router's methods that show or close no screen: alerts and overlays laid over the screen,
  /// and a web page in Safari.
  static let packageRouterNonScreens: Set<String> = [
    "showAlert", "showBasicAlert", "dismissAlert", "showModal", "showBasicModal", "dismissModal",
    "dismissAllModals", "showSafari",
  ]

  /// The content a SwiftfulRouting `RouterView` shows, and whether the view puts it in a stack;
  /// nil for any other call, and for a `RouterView` the files read declare.
  func packageRouterContent(_ call: FunctionCallExprSyntax, in scope: Scope) -> (
    content: ClosureExprSyntax, stacked: Bool
  )? {
    guard SyntaxText.name(peel(call.calledExpression)) == "RouterView",
      index.lookup(name: "RouterView", from: scope.owner?.qualifiedName) == nil,
      let content = call.trailingClosure ?? SyntaxText.closure(call, "content")
    else { return nil }
    let unstacked = call.arguments.contains { argument in
      ["addNavigationStack", "addNavigationView"].contains(argument.label?.text)
        && SyntaxText.bounded(argument.expression, limit: 10) == "false"
    }
    return (content, !unstacked)
  }

  /// What a call of a SwiftfulRouting router does; nil when the receiver is no such router.
  func packageRouterEffects(
    _ call: FunctionCallExprSyntax, named name: String, base: ExprSyntax, in scope: Scope,
    at location: SourceAnchor
  ) -> [Effect]? {
    guard isPackageRouter(base, in: scope) else { return nil }
    switch name {
    case "showScreen": return [shownScreen(call, in: scope, at: location)]
    case "dismissScreen", "dismissLastScreen":
      let origin = scope.owner.flatMap { $0.isView ? $0.qualifiedName : nil } ?? scope.origin
      return [.dismiss(origin: origin, location)]
    case _ where CodeReader.packageRouterNonScreens.contains(name): return []
    default:
      return [
        .unresolved(
          "'router.\(name)' is a call of SwiftfulRouting's router the reader does not read", location)
      ]
    }
  }

  /// Whether an expression is the SwiftfulRouting router of the view or component whose code
  /// calls it: `router` or `self.router`, a property `@Environment(\.router)` with no `router`
  /// environment value declared in the files read, or of type `AnyRouter`, not declared either.
  private func isPackageRouter(_ base: ExprSyntax, in scope: Scope) -> Bool {
    guard let name = ownPropertyName(peel(base), in: scope), let owner = scope.owner,
      let property = owner.properties[name]
    else { return false }
    if property.wrapper == "Environment", let argument = property.wrapperArguments?.first?.expression,
      CodeReader.keyPathProperty(argument) == "router"
    {
      return index.environmentValues["router"] == nil
    }
    guard let type = property.type, type.lastName == "AnyRouter" else { return false }
    return index.lookup(type.unwrapped, from: owner.qualifiedName) == nil
  }

  /// The view `router.showScreen(.push) { _ in Detail() }` shows, with its move: `push`, or a
  /// modal (`.sheet`, `.fullScreenCover`, their `...Config` forms) in a stack of its own. A kind
  /// or a view the reader cannot tell is reported.
  private func shownScreen(_ call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor)
    -> Effect
  {
    var segue = call.arguments.first.map { peel($0.expression) }
    if let configured = segue?.as(FunctionCallExprSyntax.self) { segue = peel(configured.calledExpression) }
    let kind: LinkKind?
    switch segue?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
    case "push": kind = .push
    case "sheet", "sheetConfig", "sheetDetents", "resizableSheet": kind = .sheet
    case "fullScreenCover", "fullScreenCoverConfig": kind = .fullScreenCover
    default: kind = nil
    }
    let closure = call.trailingClosure ?? SyntaxText.closure(call, "destination")
    guard let kind, let closure, let (type, made) = madeViewType(ExprSyntax(closure), in: scope) else {
      return .unresolved(
        "'router.showScreen' shows a screen the reader cannot tell ('\(SyntaxText.bounded(call, limit: 60))')",
        location)
    }
    let view = Shape.view(type.qualifiedName, Decoration(), made.location(in: scope.file))
    return .show(kind, kind == .push ? view : .stack(view), location)
  }
}
