internal import SwiftSyntax

/// A tab whose `.tabItem` and `.tag` are written inside its root view's own body, not on the
/// `TabView`'s child: `TabView(selection: $index) { FeedView() ... }` with `FeedView`'s body ending
/// in `.tabItem { ... }.tag(TabIndex.home)` (held-out set 48 TwitterClone).
extension CodeReader {
  /// The modifiers on the one expression of a view type's `body` and the scope of that type, when
  /// they mark a tab (`tabItem` or `tag`); nil for a name that is no view type of the files read,
  /// a body of several statements, or one that marks no tab. With the `call` creating the view, the
  /// scope binds the stored properties it gives (`GroveTab(icon: "leaf", label: "Trees") { ... }`
  /// with `.tabItem { Label(label, systemImage: icon) }`: each creation's own title and icon).
  func ownTabModifiers(of name: String?, from scope: Scope, call: FunctionCallExprSyntax? = nil)
    -> ([ModifierCall], Scope)?
  {
    guard let name, let type = index.lookup(name: name, from: scope.owner?.qualifiedName),
      let property = type.properties["body"], let items = property.getter, items.count == 1,
      let item = items.first
    else { return nil }
    let expr: ExprSyntax
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let stmt):
      guard let e = CodeReader.expression(of: stmt) else { return nil }
      expr = e
    default: return nil
    }
    var inner = Scope(owner: type, file: property.location.file, origin: type.qualifiedName)
    if let call { inner.locals = givenLocals(of: type, call: call, in: scope) }
    let modifiers = modifierChain(expr, in: inner).modifiers
    guard modifiers.contains(where: { $0.name == "tabItem" || $0.name == "tag" }) else { return nil }
    return (modifiers, inner)
  }
}
