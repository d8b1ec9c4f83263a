internal import SwiftSyntax

/// A closure a view's initializer hands on to the object it makes: `init(onSignedIn: @escaping ()
/// -> Void) { _model = StateObject(wrappedValue: DeckModel(onSignedIn: onSignedIn)) }`, with
/// `var onSignedIn: () -> Void` in `DeckModel`, called by the model (`self?.onSignedIn()` when a
/// request succeeds). The closure a creator gives the view (`DeckLogin(onSignedIn: { signedIn = true
/// })`) is the one the model's property is given, as if the creator had made the model.
extension CodeReader {
  /// The object closure properties a view's creation reaches through its initializer: for each
  /// argument given to an initializer parameter that the initializer passes, by name, to a closure
  /// property of an object type of the files read (`DeckModel(onSignedIn: onSignedIn)`, the label
  /// naming the property), that property and the argument. O(tokens of the initializers).
  func forwardedClosureArguments(of type: TypeDeclaration, call: FunctionCallExprSyntax) -> [(
    key: StateKey, expr: ExprSyntax
  )] {
    var given: [String: ExprSyntax] = [:]
    for argument in call.arguments {
      if let label = argument.label?.text, type.properties[label] == nil {
        given[label] = argument.expression
      }
    }
    if let trailing = call.trailingClosure, given.isEmpty {
      // Given as a trailing closure: the initializer's last parameter.
      if let last = type.initializers.first(where: { !$0.parameters.isEmpty })?.parameters.last {
        given[last.name] = ExprSyntax(trailing)
      }
    }
    guard !given.isEmpty else { return [] }
    var result: [(key: StateKey, expr: ExprSyntax)] = []
    for initializer in type.initializers {
      let names = Set(initializer.parameters.map(\.name))
      guard let body = initializer.body, !names.isDisjoint(with: given.keys) else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, names.contains(name), let expr = given[name],
          let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
          let made = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let typeName = SyntaxText.name(peel(made.calledExpression)),
          let object = index.lookup(name: typeName, from: type.qualifiedName), object.isObject,
          let property = object.properties[label], holdsFunction(property)
        else { continue }
        result.append((StateKey(owner: object.qualifiedName, name: label), expr))
      }
    }
    return result
  }
}
