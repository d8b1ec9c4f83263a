internal import SwiftSyntax

/// A router container: a view whose body is a stack around a `switch` on a property its creator
/// gives the presented or pushed value (`.sheet(item: $route) { route in LogSheet(route: route) }`,
/// with `LogSheet`'s body `NavigationStack { switch route { case .water: WateringForm() ... }
/// .toolbar { ... } }`). The container is not a screen: each branch is the modal's (or the push's)
/// screen, the stack's root, with the container's modifiers and toolbar, and the presenter gets
/// one link per case it sets, as when the `switch` is written in the presenter's closure.
extension CodeReader {
  /// The shape a router container shows when its creator gives it the presented or pushed value:
  /// its body read with each such property bound to that value. Nil when no property is given the
  /// value, or when the body is not a stack around a choice on it (the view stays a screen).
  /// Linear in the container's body; each container is expanded once per call chain (`expand`).
  func routerContainerShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let body = type.properties["body"], let getter = body.getter else { return nil }
    let locals = givenLocals(of: type, call: call, in: scope) {
      if case .item = $0 { return true }
      return false
    }
    guard !locals.isEmpty else { return nil }
    let shape: Shape = expand("router:\(type.qualifiedName)", depth: scope.depth, default: .empty) {
      var inner = Scope(
        owner: type, file: body.location.file, origin: type.qualifiedName, depth: scope.depth + 1)
      inner.locals = locals
      return self.shape(
        ofItems: getter, in: inner, kind: kind, host: host, at: body.location, depth: depth + 1)
    }
    guard case .stack(let root) = shape, choosesByItem(root), showsBuiltContent(shape) else { return nil }
    return shape
  }

  /// Whether a shape is a choice with a branch chosen by the presented or pushed value.
  private func choosesByItem(_ shape: Shape) -> Bool {
    guard case .choice(let alternatives) = shape else { return false }
    return alternatives.contains { alternative in
      alternative.conditions.contains { if case .item = $0.subject { true } else { false } }
    }
  }
}
