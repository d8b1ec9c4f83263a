internal import SwiftSyntax

extension CodeReader {
  /// The view type a qualified construction names (`App.Views.Detail(sign:)`, or `Views.Detail()`
  /// inside the namespace), looked up from the scope as a dotted type name: view types nested in
  /// namespace enums, declared in `extension App.Views { struct Detail: View }`. Nil for a simple
  /// name (``viewType(named:in:)`` reads those), a member of `self`, or anything not a declared view.
  func qualifiedViewType(_ callee: ExprSyntax, in scope: Scope) -> TypeDeclaration? {
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
      member.declName.baseName.text.unicodeScalars.first?.properties.isUppercase == true
    else { return nil }
    let reference = TypeReference(callee.typeSyntax)
    guard let type = index.lookup(reference, from: scope.owner?.qualifiedName), type.isView else {
      return nil
    }
    return type
  }
}

extension CodeReader {
  /// The shape of a construction of a declared view type, by a simple or a qualified name: what a
  /// wrapper or a router container it is shows, else the view itself, the creation recorded.
  func declaredViewShape(
    _ type: TypeDeclaration, call: FunctionCallExprSyntax, decoration: Decoration, in scope: Scope,
    kind: String, host: ViewSummary, depth: Int
  ) -> Shape {
    recordCreation(of: type, call: call, into: nil, scope: scope, label: nil, depth: depth)
    if let built = wrapperShape(of: type, call: call, in: scope, kind: kind, host: host, depth: depth) {
      return decorate(built, decoration)
    }
    if let routed = routerContainerShape(
      of: type, call: call, in: scope, kind: kind, host: host, depth: depth)
    {
      return decorate(routed, decoration)
    }
    if let cased = caseWrapperShape(of: type, call: call, in: scope, kind: kind, host: host, depth: depth) {
      return decorate(cased, decoration)
    }
    if let switched = switchWrapperShape(
      of: type, call: call, in: scope, kind: kind, host: host, depth: depth)
    {
      return decorate(switched, decoration)
    }
    return .view(type.qualifiedName, decoration, call.location(in: scope.file))
  }
}
