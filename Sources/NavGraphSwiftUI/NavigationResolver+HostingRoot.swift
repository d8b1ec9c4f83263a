internal import SwiftSyntax

/// An app with no `@main` App whose root is set by UIKit: `window.rootViewController =
/// UIHostingController(rootView: StartView())` in a scene delegate's `scene(_:willConnectTo:options:)`
/// or an app delegate's `application(_:didFinishLaunchingWithOptions:)`. The view the hosting
/// controller shows is the app's root, as a `WindowGroup`'s would be.
extension NavigationResolver {
  /// The view type given as `rootView:` to a `UIHostingController` in a `scene` or `application`
  /// method of a type that is not a view: written there (`UIHostingController(rootView:
  /// StartView().environmentObject(store))`) or a local constant of that method initialised with it
  /// (`let contentView = StartView()`). Nil when there is none, or several different ones. Linear in
  /// the methods' bodies.
  func hostingControllerRoot(_ types: [TypeDeclaration]) -> TypeDeclaration? {
    var found: [TypeDeclaration] = []
    for type in types where !type.isView && !type.isApp {
      for name in ["scene", "application"] {
        for method in type.methods[name] ?? [] {
          guard let body = method.body else { continue }
          for node in body.tokens(viewMode: .sourceAccurate) {
            guard node.tokenKind == .identifier("UIHostingController"),
              let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let rootView = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
              let view = rootViewType(rootView, in: body)
            else { continue }
            if !found.contains(where: { $0 === view }) { found.append(view) }
          }
        }
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The view type an expression creates, after its modifiers: `StartView()`,
  /// `StartView().environmentObject(store)`, or a constant of `body` initialised with one.
  private func rootViewType(_ expr: ExprSyntax, in body: CodeBlockItemListSyntax) -> TypeDeclaration? {
    var base = expr
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
    {
      base = inner
    }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      // A local constant: what it is initialised with, after its modifiers.
      guard let value = localValue(reference.baseName.text, in: body) else { return nil }
      base = value
      while let call = base.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
      {
        base = inner
      }
    }
    guard let call = base.as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = index.lookup(name: reference.baseName.text, from: nil), type.isView
    else { return nil }
    return type
  }

  /// The initial value of a constant or variable `name` declared in `body`'s statements.
  private func localValue(_ name: String, in body: CodeBlockItemListSyntax) -> ExprSyntax? {
    for item in body {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return binding.initializer?.value
      }
    }
    return nil
  }
}
