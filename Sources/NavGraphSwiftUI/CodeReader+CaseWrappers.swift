internal import SwiftSyntax

/// A view given an enum case by its creator whose body shows a computed property of that case:
/// `ForEach(Pane.allCases) { pane in PaneRoot(pane: pane).tabItem { ... } }`, `PaneRoot`'s body
/// `NavigationStack { pane.screen }` and `screen` a getter switching on `self`. The wrapper is not
/// a screen: what the case's branch builds is, in the wrapper's stack, as for a switch wrapper
/// (`CodeReader+SwitchWrappers`) whose creator gives a literal.
extension CodeReader {
  /// The shape a case wrapper shows for this creation: its body read with each stored property
  /// the creator gives an enum case bound to that case. Nil when no given case is read as `case.x`
  /// with `x` a computed property switching on `self`, or when the body then shows no screens (a
  /// case whose branch is empty, `case .compose: EmptyView()`, shows nothing). Linear in the
  /// wrapper's body; each wrapper is expanded once per call chain (`expand`).
  func caseWrapperShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let body = type.properties["body"], let getter = body.getter else { return nil }
    let locals = givenLocals(of: type, call: call, in: scope) {
      if case .enumCase = $0 { return true }
      return false
    }
    guard !locals.isEmpty else { return nil }
    var inner = Scope(
      owner: type, file: body.location.file, origin: type.qualifiedName, depth: scope.depth + 1)
    inner.locals = locals
    let readsCase = getter.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, locals[name] != nil,
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName == token
      else { return false }
      return caseBranch(of: member, in: inner) != nil
    }
    guard readsCase else { return nil }
    let shape: Shape = expand("case-wrapper:\(type.qualifiedName)", depth: scope.depth, default: .empty) {
      self.shape(ofItems: getter, in: inner, kind: kind, host: host, at: body.location, depth: depth + 1)
    }
    let shown: Shape
    if case .stack(.empty) = shape { shown = .empty } else { shown = shape }
    guard showsBuiltContent(shown) || isEmpty(shown) else { return nil }
    caseWrappers.insert(type.qualifiedName)
    return shown
  }

  private func isEmpty(_ shape: Shape) -> Bool {
    if case .empty = shape { return true }
    return false
  }
}
