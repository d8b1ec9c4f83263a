internal import SwiftSyntax

/// An app with no `@main` App whose root is set by UIKit: `window.rootViewController =
/// UIHostingController(rootView: StartView())` in a scene delegate's `scene(_:willConnectTo:options:)`
/// or an app delegate's `application(_:didFinishLaunchingWithOptions:)`. The view the hosting
/// controller shows is the app's root, as a `WindowGroup`'s would be, in a stack when it is given
/// inside one (`let root = NavigationView { TrailList() }`).
extension NavigationResolver {
  /// The view type given as `rootView:` to a `UIHostingController` in a `scene` or `application`
  /// method of a type that is not a view: written there (`UIHostingController(rootView:
  /// StartView().environmentObject(store))`) or a local constant of that method initialised with it
  /// (`let contentView = StartView()`), with whether a `NavigationView` or `NavigationStack` around it
  /// holds it. Nil when there is none, or several different ones. Linear in the methods' bodies.
  func hostingControllerRoot(_ types: [TypeDeclaration]) -> (type: TypeDeclaration, stacked: Bool)? {
    var found: [(type: TypeDeclaration, stacked: Bool)] = []
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
            if !found.contains(where: { $0.type === view.type }) { found.append(view) }
          }
        }
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The view type an expression creates, after its modifiers: `StartView()`,
  /// `StartView().environmentObject(store)`, or a constant of `body` initialised with one; also
  /// one such view alone in a `NavigationView` or `NavigationStack` (`stacked`).
  private func rootViewType(_ expr: ExprSyntax, in body: CodeBlockItemListSyntax) -> (
    type: TypeDeclaration, stacked: Bool
  )? {
    var base = withoutModifiers(expr)
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      // A local constant: what it is initialised with, after its modifiers.
      guard let value = localValue(reference.baseName.text, in: body) else { return nil }
      base = withoutModifiers(value)
    }
    var stacked = false
    if let call = base.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name == "NavigationView" || name == "NavigationStack", call.arguments.isEmpty,
      let content = call.trailingClosure, content.statements.count == 1,
      case .expr(let only) = content.statements[content.statements.startIndex].item
    {
      stacked = true
      base = withoutModifiers(only)
    }
    guard let call = base.as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = index.lookup(name: reference.baseName.text, from: nil), type.isView
    else { return nil }
    return (type, stacked)
  }

  /// An expression without the modifiers called on it (`StartView().environmentObject(store)`:
  /// `StartView()`). Iterative: O(modifiers).
  private func withoutModifiers(_ expr: ExprSyntax) -> ExprSyntax {
    var base = expr
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
    {
      base = inner
    }
    return base
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
