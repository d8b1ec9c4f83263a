internal import NavGraph
internal import SwiftSyntax

/// Route values that carry their view: `struct AnyDestination: Hashable { let id = UUID(); var
/// destination: AnyView; init<T: View>(destination: T) { self.destination = AnyView(destination) } }`,
/// registered once with `.navigationDestination(for: AnyDestination.self) { $0.destination }` and
/// pushed as `path.append(AnyDestination(destination: CartView()))` (or by a router method given
/// the view, `router.showScreen { ProfileView() }`). The registration shows whatever view the pushed
/// value holds, so each push is a push of the view its value was made with. The value may also keep
/// its view in a closure its initializer makes and hand it out through a method (`private let make:
/// () -> AnyView; init<V: View>(_ view: V) { make = { AnyView(view) } }; func build() -> AnyView {
/// make() }`, registered `{ $0.build() }`): the closure is then the field holding the view.
extension CodeReader {
  /// The field of the registered type `valueType` that a destination closure shows as its whole
  /// content (`{ $0.destination }`, `{ route in route.nextView }`), when the field is a stored one
  /// holding a view the value is made with: declared `AnyView` (or `any View`). Nil for any other
  /// content.
  func heldViewField(_ content: ClosureExprSyntax, of valueType: TypeReference, in scope: Scope) -> String? {
    guard content.statements.count == 1, let item = content.statements.first?.item.as(ExprSyntax.self),
      let (member, called) = memberRead(peel(item)),
      let base = member.base.flatMap({ peel(ExprSyntax($0)).as(DeclReferenceExprSyntax.self) }),
      base.baseName.text == CodeReader.firstParameterName(content),
      let declared = index.lookup(valueType, from: scope.owner?.qualifiedName), !declared.isView,
      declared.kind != .enumType
    else { return nil }
    // A method handing out the view a closure field keeps (`$0.build()`, `func build() -> AnyView {
    // make() }`): that field.
    if called {
      return declared.methods[member.declName.baseName.text]?.first.flatMap { method in
        method.parameters.isEmpty ? calledClosureField(method, of: declared) : nil
      }
    }
    let field = member.declName.baseName.text
    // A stored field, not a computed property building the view (`var screen: AnyView { switch
    // self { ... } }`, read as the route's own code).
    guard let property = declared.properties[field], property.getter == nil, !property.isStatic,
      let type = property.type?.unwrapped, CodeReader.holdsAnyView(type)
    else { return nil }
    return field
  }

  /// A member read (`$0.destination`) or a call of a member without arguments (`$0.build()`,
  /// `called`). Nil for anything else.
  private func memberRead(_ expr: ExprSyntax) -> (member: MemberAccessExprSyntax, called: Bool)? {
    if let member = expr.as(MemberAccessExprSyntax.self) { return (member, false) }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self)
    else { return nil }
    return (member, true)
  }

  /// The stored closure field a method's whole body calls (`make()`, `self.make()`, `return
  /// make()`), when the field holds a view the value is made with (`closureHoldsView`).
  private func calledClosureField(_ method: FunctionDeclaration, of type: TypeDeclaration) -> String? {
    guard let body = method.body, body.count == 1, let item = body.first else { return nil }
    let expr: ExprSyntax?
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let stmt): expr = CodeReader.expression(of: stmt)
    default: expr = nil
    }
    guard let call = expr.flatMap({ peel($0).as(FunctionCallExprSyntax.self) }), call.arguments.isEmpty,
      let name = SyntaxText.name(peel(call.calledExpression)), closureHoldsView(name, of: type)
    else { return nil }
    return name
  }

  /// Whether a stored field of a type is a closure its initializer sets to hand out a view it was
  /// given (`make = { AnyView(view) }` in `init<V: View>(_ view: V)`). O(the initializers' tokens).
  func closureHoldsView(_ field: String, of type: TypeDeclaration) -> Bool {
    guard let property = type.properties[field], property.getter == nil, !property.isStatic,
      case .function(returnsVoid: false, parameters: [])? = property.type?.unwrapped
    else { return false }
    return type.initializers.contains { storedView(in: $0, into: field) != nil }
  }

  /// The parameter whose view an initializer stores into a closure field (`view` of `make = {
  /// AnyView(view) }`, also `self.make`); nil when it stores none.
  private func storedView(in initializer: FunctionDeclaration, into field: String) -> String? {
    for item in initializer.body ?? [] {
      guard case .expr(let statement) = item.item, let (place, written) = SyntaxText.assignment(statement),
        SyntaxText.ownName(peel(place)) == field, let closure = peel(written).as(ClosureExprSyntax.self),
        closure.statements.count == 1
      else { continue }
      let names = Set(closure.statements.tokens(viewMode: .sourceAccurate).map { $0.text })
      if let parameter = initializer.parameters.first(where: { names.contains($0.name) }) {
        return parameter.name
      }
    }
    return nil
  }

  /// Whether a field's declared type is a type-erased view (`AnyView`, `any View`).
  static func holdsAnyView(_ type: TypeReference) -> Bool {
    switch type {
    case .named(["AnyView"], []): return true
    case .other(let text): return text == "any View"
    default: return false
    }
  }

  /// The stored property an unlabeled argument of a creation of `type` sets when it is a view the
  /// value holds: the initializer's parameter at that position is unlabeled and named after a
  /// field declared `AnyView` (`init<T: View>(_ destination: T) { self.destination =
  /// AnyView(destination) }`). Nil otherwise.
  func heldViewParameter(of type: TypeDeclaration, at position: Int, call: FunctionCallExprSyntax) -> String?
  {
    for initializer in type.initializers where initializer.parameters.count == call.arguments.count {
      let parameter = initializer.parameters[position]
      guard parameter.label == nil else { continue }
      if let field = type.properties[parameter.name]?.type?.unwrapped, CodeReader.holdsAnyView(field) {
        return parameter.name
      }
      // Kept in a closure field (`make = { AnyView(view) }`): that field holds it.
      for (name, _) in type.properties.sorted(by: { $0.key < $1.key })
      where closureHoldsView(name, of: type) && storedView(in: initializer, into: name) == parameter.name {
        return name
      }
    }
    return nil
  }

  /// The shape of a view a pushed value holds (`CartView()` given to `AnyDestination(destination:)`),
  /// read once in the scope it was written in, as a push's destination.
  func heldViewShape(_ held: GivenView) -> Shape {
    let location = held.expr.location(in: held.scope.file)
    if let known = heldViewShapes[location] { return known }
    let host = ViewSummary(id: .inline(location, variant: ""), host: held.scope.origin, location: location)
    let shape = self.shape(
      of: held.expr, in: held.scope, kind: "push", host: host, depth: held.scope.depth + 1)
    heldViewShapes[location] = shape
    return shape
  }
}
