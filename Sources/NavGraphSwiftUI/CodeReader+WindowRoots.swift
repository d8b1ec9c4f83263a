internal import NavGraph
internal import SwiftSyntax

/// UIKit root swaps in an action: a window's root view controller set to a hosting controller of a
/// view, written in place (`window?.rootViewController = UIHostingController(rootView:
/// HomeView())`) or through a function of an extension of a UIKit type that does so with its
/// parameter (`UIApplication.shared.changeRoot(to: HomeView())` for `extension UIApplication { func
/// changeRoot(to view: some View) { window.rootViewController = UIHostingController(rootView: view)
/// } }`). The view replaces what the app shows; a view the reader cannot tell is warned.
extension CodeReader {
  /// The swap an assignment `target = value` makes; nil when it sets no `rootViewController` to a
  /// `UIHostingController(rootView:)`.
  func windowRootSwap(_ target: ExprSyntax, value: ExprSyntax, in scope: Scope, at location: SourceAnchor)
    -> Effect?
  {
    guard peel(target).as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController",
      let view = hostedView(value)
    else { return nil }
    return rootSwap(to: view, in: scope, at: location)
  }

  /// The swap a call of a member function makes: one of an extension of a type not declared in the
  /// files read whose body sets a window's root to a hosting controller of one of its parameters;
  /// the view is the argument the call gives that parameter. Nil for any other call.
  func windowRootSwap(ofCall call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor)
    -> Effect?
  {
    guard let name = peel(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let functions = index.undeclaredExtensionFunctions[name]
    else { return nil }
    for function in functions {
      guard let parameter = hostedParameter(of: function),
        let argument = argumentExpressions(for: function, call: call, callee: scope)[parameter]
      else { continue }
      return rootSwap(to: argument, in: scope, at: location)
    }
    return nil
  }

  /// The swap to the view an expression creates, after its modifiers (`HomeView()`,
  /// `HomeView().environmentObject(store)`), also through a local it was put in first (`let login =
  /// LoginView(); window.rootViewController = UIHostingController(rootView: login)`), or a warning
  /// when it creates no view type of the files read.
  private func rootSwap(to view: ExprSyntax, in scope: Scope, at location: SourceAnchor) -> Effect {
    var view = view
    if let reference = unmodified(view).as(DeclReferenceExprSyntax.self),
      case .expression(let value)? = localViewContent(reference)
    {
      view = value
    }
    if let call = unmodified(view).as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = index.lookup(name: reference.baseName.text, from: scope.owner?.qualifiedName), type.isView
    {
      return .show(.replace, .view(type.qualifiedName, Decoration(), call.location(in: scope.file)), location)
    }
    return .unresolved(
      "a window's root set to a view the reader cannot tell ('\(SyntaxText.bounded(view, limit: 40))')",
      location)
  }

  /// The `rootView:` of `UIHostingController(rootView: view)`, when the expression is one.
  private func hostedView(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIHostingController"
    else { return nil }
    return call.arguments.first { $0.label?.text == "rootView" }?.expression
  }

  /// The parameter a function sets a window's root to: `rootViewController =
  /// UIHostingController(rootView: view)` in its body, `view` one of its parameters. Linear in the
  /// body.
  private func hostedParameter(of function: FunctionDeclaration) -> String? {
    guard let body = function.body else { return nil }
    for token in body.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .identifier("rootViewController") {
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let sequence = member.parent?.parent?.as(SequenceExprSyntax.self)
      else { continue }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[0].id == ExprSyntax(member).id,
        let view = hostedView(elements[2]),
        let name = peel(view).as(DeclReferenceExprSyntax.self)?.baseName.text,
        function.parameters.contains(where: { $0.name == name })
      else { continue }
      return name
    }
    return nil
  }
}
