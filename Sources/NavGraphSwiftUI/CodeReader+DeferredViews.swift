internal import SwiftSyntax

/// Views that only defer building the view they are given: `struct LazyView<Content: View>: View {
/// let build: () -> Content; init(_ build: @autoclosure @escaping () -> Content) { self.build =
/// build }; var body: Content { build() } }`, written around a destination so that it is built
/// when shown (`NavigationLink("Pier") { LazyView(Pier(depth: 3)) }`). `LazyView(Pier(depth: 3))`
/// shows `Pier(depth: 3)`: the reader reads it as that view (`peel`), so the destination is Pier,
/// not a screen named after the wrapper.
extension CodeReader {
  /// The names of the deferring view types of the files read. Made once, linear in the types'
  /// members.
  var deferringViews: Set<String> {
    if let known = deferringViewTable { return known }
    var found = Set<String>()
    for type in index.types.values where isDeferringView(type) { found.insert(type.name) }
    deferringViewTable = found
    return found
  }

  /// Whether a view type only shows what one stored closure returns: one generic parameter
  /// (`Content`), a body that is one call of a stored property of type `() -> Content`, and an
  /// initializer taking one unlabelled parameter of that type.
  private func isDeferringView(_ type: TypeDeclaration) -> Bool {
    guard type.isView, type.genericParameters.count == 1, let content = type.genericParameters.first,
      let getter = type.properties["body"]?.getter, getter.count == 1,
      case .expr(let expr)? = getter.first?.item,
      let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let stored = type.properties[name], !stored.isStatic, stored.getter == nil
    else { return false }
    let returnsContent = { (reference: TypeReference?) -> Bool in
      guard case .function(false, let parameters)? = reference?.unwrapped else { return false }
      return parameters.isEmpty
    }
    guard returnsContent(stored.type), !content.isEmpty else { return false }
    return type.initializers.contains { initializer in
      initializer.parameters.count == 1 && initializer.parameters[0].label == nil
        && returnsContent(initializer.parameters[0].type)
    }
  }

  /// The view a deferring view is given (`Pier(depth: 3)` of `LazyView(Pier(depth: 3))`), when
  /// `call` makes one with a view made in place; nil otherwise.
  func deferredView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard !deferringViews.isEmpty, call.arguments.count == 1, call.trailingClosure == nil,
      let only = call.arguments.first, only.label == nil, only.expression.is(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      deferringViews.contains(name)
    else { return nil }
    return only.expression
  }
}
