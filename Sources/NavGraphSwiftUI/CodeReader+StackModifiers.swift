internal import SwiftSyntax

/// A stack built by the app's own `ViewModifier` around the view it modifies: `struct Voyage:
/// ViewModifier { @Binding var trail: [Berth]; func body(content: Content) -> some View {
/// NavigationStack(path: $trail) { content.navigationDestination(for: Berth.self) { ... } } } }`,
/// applied directly (`.modifier(Voyage(trail: $path))`) or through an `extension View` function
/// whose body applies it (`.voyage(trail: $path)`, `func voyage(trail:) -> some View {
/// modifier(Voyage(trail: trail)) }`). As a wrapper view's body is read with the content it is
/// given, the modifier's body is read with `content` as the modified view: that view is the
/// stack's root, hosting the stack, with the modifier's destinations (registered by the
/// modifier's own summary, a component of the view).
extension CodeReader {
  /// Whether a modifier applies a `ViewModifier` of the files read whose `body(content:)` is a
  /// stack around `content` (modifiers on it: its destinations, its toolbar). O(the modifier's and
  /// the extension function's bodies).
  func buildsStackAroundContent(_ modifier: ModifierCall, in scope: Scope) -> Bool {
    var creation: FunctionCallExprSyntax?
    if modifier.name == "modifier" {
      creation = modifier.call.arguments.first.flatMap { peel($0.expression).as(FunctionCallExprSyntax.self) }
    } else if let functions = index.viewExtensionFunctions[modifier.name], functions.count == 1,
      let body = functions[0].body, body.count == 1, let expr = onlyExpression(body.first!),
      let applied = peel(expr).as(FunctionCallExprSyntax.self),
      SyntaxText.name(peel(applied.calledExpression)) == "modifier"
    {
      // `modifier(Voyage(trail: trail))` or `self.modifier(...)`, the function's one expression.
      creation = applied.arguments.first.flatMap { peel($0.expression).as(FunctionCallExprSyntax.self) }
    }
    guard let creation, let name = SyntaxText.name(peel(creation.calledExpression)),
      let type = index.lookup(name: name, from: scope.owner?.qualifiedName), type.isViewModifier
    else { return false }
    return stackAroundContent(of: type)
  }

  /// Whether a `ViewModifier`'s `body(content:)` is one `NavigationStack` (or `NavigationView`)
  /// whose content is the modified view, with modifiers or not.
  private func stackAroundContent(of type: TypeDeclaration) -> Bool {
    guard let method = type.methods["body"]?.first, let body = method.body, body.count == 1,
      let expr = onlyExpression(body.first!),
      let call = modifierChain(peel(expr), in: Scope(owner: type, file: method.location.file)).base.as(
        FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)),
      name == "NavigationStack" || name == "NavigationView",
      let content = SyntaxText.stackContent(call), content.statements.count == 1,
      let inner = onlyExpression(content.statements.first!)
    else { return false }
    let parameter = method.parameters.first.map(\.name) ?? "content"
    let base = modifierChain(peel(inner), in: Scope(owner: type, file: method.location.file)).base
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
  }

  /// The expression a statement is, or returns.
  private func onlyExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expr): return expr
    case .stmt(let stmt): return CodeReader.expression(of: stmt)
    default: return nil
    }
  }
}
