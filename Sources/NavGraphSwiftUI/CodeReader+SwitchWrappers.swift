internal import SwiftSyntax

/// A destination wrapper whose body switches on a value its creator gives:
/// `NavigationLink(destination: ShopRedirection(name: item.title))`, `ShopRedirection`'s body
/// `switch name { case "Shoes": return AnyView(ShoesView()) ... }`. The wrapper is not a screen:
/// each case's view is the destination, the one the creator's value picks when it is a literal,
/// else every case, as for a `switch` written in the link's destination.
extension CodeReader {
  /// The choice a switch wrapper shows for this creation: its body, one `switch` whose subject
  /// starts with a stored property the creator gives, read with each given property bound to the
  /// creator's value. Nil when the body is anything else or reads as no choice. Linear in the
  /// wrapper's body; each wrapper is expanded once per call chain (`expand`).
  func switchWrapperShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let body = type.properties["body"], let getter = body.getter,
      let subject = onlySwitch(in: getter)?.subject,
      let first = subject.firstToken(viewMode: .sourceAccurate),
      case .identifier(let root) = first.tokenKind
    else { return nil }
    var locals: [String: Value] = [:]
    for (name, expr) in givenProperties(of: type, call: call) {
      guard let property = type.properties[name], property.getter == nil else { continue }
      locals[name] = value(of: expr, in: scope)
    }
    guard locals[root] != nil else { return nil }
    let shape: Shape = expand("switch-wrapper:\(type.qualifiedName)", depth: scope.depth, default: .empty) {
      var inner = Scope(
        owner: type, file: body.location.file, origin: type.qualifiedName, depth: scope.depth + 1)
      inner.locals = locals
      return self.shape(
        ofItems: getter, in: inner, kind: kind, host: host, at: body.location, depth: depth + 1)
    }
    switch shape {
    case .choice, .view: return shape
    default: return nil
    }
  }

  /// The one `switch` a body's statements are, after its constants; nil for anything else.
  private func onlySwitch(in items: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
    var found: SwitchExprSyntax?
    for item in items {
      switch item.item {
      case .decl: continue
      case .expr(let expr):
        guard found == nil, let switchExpr = expr.as(SwitchExprSyntax.self) else { return nil }
        found = switchExpr
      case .stmt(let stmt):
        guard found == nil, let expr = CodeReader.expression(of: stmt),
          let switchExpr = expr.as(SwitchExprSyntax.self)
        else { return nil }
        found = switchExpr
      @unknown default: return nil
      }
    }
    return found
  }
}
