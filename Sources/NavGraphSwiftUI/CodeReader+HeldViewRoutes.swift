internal import NavGraph
internal import SwiftSyntax

/// Route values that carry their view: `struct AnyDestination: Hashable { let id = UUID(); var
/// destination: AnyView; init<T: View>(destination: T) { self.destination = AnyView(destination) } }`,
/// registered once with `.navigationDestination(for: AnyDestination.self) { $0.destination }` and
/// pushed as `path.append(AnyDestination(destination: CartView()))` (or by a router method given
/// the view, `router.showScreen { ProfileView() }`). The registration shows whatever view the pushed
/// value holds, so each push is a push of the view its value was made with.
extension CodeReader {
  /// The field of the registered type `valueType` that a destination closure shows as its whole
  /// content (`{ $0.destination }`, `{ route in route.nextView }`), when the field is a stored one
  /// holding a view the value is made with: declared `AnyView` (or `any View`). Nil for any other
  /// content.
  func heldViewField(_ content: ClosureExprSyntax, of valueType: TypeReference, in scope: Scope) -> String? {
    guard content.statements.count == 1, let item = content.statements.first?.item.as(ExprSyntax.self),
      let member = peel(item).as(MemberAccessExprSyntax.self),
      let base = member.base.flatMap({ peel(ExprSyntax($0)).as(DeclReferenceExprSyntax.self) }),
      base.baseName.text == CodeReader.firstParameterName(content),
      let declared = index.lookup(valueType, from: scope.owner?.qualifiedName), !declared.isView,
      declared.kind != .enumType
    else { return nil }
    let field = member.declName.baseName.text
    // A stored field, not a computed property building the view (`var screen: AnyView { switch
    // self { ... } }`, read as the route's own code).
    guard let property = declared.properties[field], property.getter == nil, !property.isStatic,
      let type = property.type?.unwrapped, CodeReader.holdsAnyView(type)
    else { return nil }
    return field
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
      guard parameter.label == nil, let field = type.properties[parameter.name]?.type?.unwrapped,
        CodeReader.holdsAnyView(field)
      else { continue }
      return parameter.name
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
