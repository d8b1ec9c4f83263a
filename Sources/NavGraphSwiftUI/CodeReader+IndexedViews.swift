internal import SwiftSyntax

/// A destination picked from a list of views by position (held-out set 363 Casino: `var games:
/// [AnyView] = [AnyView(Roulette()), AnyView(Slots())]` on an object, and
/// `NavigationLink(destination: model.games[i])` in a `ForEach(0..<model.names.count)`): each view
/// of the list is a destination, chosen by the index.
extension CodeReader {
  /// The shape of `list[index]` when the list is written as an array of views (`listElements`): a
  /// choice of the elements' shapes on the index (`0`, `1`, ...). Nil otherwise: any other
  /// subscript is read as before. O(elements), each element's shape read once.
  func indexedViewShape(
    _ subscriptCall: SubscriptCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape? {
    guard subscriptCall.arguments.count == 1, let position = subscriptCall.arguments.first,
      position.label == nil,
      let (elements, listScope) = listElements(subscriptCall.calledExpression, in: scope)
    else { return nil }
    let subject = self.subject(of: peel(position.expression), in: scope)
    let alternatives = elements.enumerated().map { offset, element in
      (
        conditions: [Condition(subject: subject, value: String(offset))],
        shape: shape(of: element, in: listScope, kind: kind, host: host, depth: depth + 1)
      )
    }
    return .choice(alternatives)
  }

  /// The elements of a list of views, with the scope they are written in: an array literal written
  /// in place, or the initial value of the view's property it names or of the stored property a
  /// state is (`let tables = [...]` in a view, `var games: [AnyView] = [...]` on an object), read in
  /// its type. Nil unless
  /// every element creates a view (`AnyView(Roulette())`, `Roulette()` of a view type of the files
  /// read) and there is one at least.
  private func listElements(_ list: ExprSyntax, in scope: Scope) -> ([ExprSyntax], Scope)? {
    var written = peel(list)
    var listScope = scope
    if !written.is(ArrayExprSyntax.self) {
      // A property of the view written by name (`races`, a `let` without a type or wrapper), else
      // the state the expression is (`fleet.boats`).
      var holder: (TypeDeclaration, PropertyDeclaration)?
      if let name = written.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] == nil,
        let owner = scope.owner, let property = owner.properties[name]
      {
        holder = (owner, property)
      } else if case .state(let key, _) = value(of: written, in: scope), let type = index.types[key.owner],
        let property = type.properties[key.name]
      {
        holder = (type, property)
      }
      guard let (type, property) = holder, let initializer = property.initializer else { return nil }
      written = peel(initializer)
      listScope = Scope(owner: type, file: property.location.file, depth: scope.depth)
    }
    guard let array = written.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
    let elements = array.elements.map { peel($0.expression) }
    let allViews = elements.allSatisfy { element in
      guard let creation = element.as(FunctionCallExprSyntax.self) else { return false }
      let callee = peel(creation.calledExpression)
      return SyntaxText.name(callee) == "AnyView" || declaredView(callee, in: listScope) != nil
    }
    return allViews ? (elements, listScope) : nil
  }
}
