internal import SwiftSyntax

extension CodeReader {
  /// What the reader knows of an argument's type, to choose among overloads: the name of an enum
  /// case written without its type (`.calendarInfo`), or the declared type of the value.
  enum ArgumentType {
    case enumCase(String)
    case declared(String)
  }

  /// Among methods of one name whose labels fit a call (`build(_ screen: Screen)` and
  /// `build(_ sheet: Sheet)`), the first whose parameter types take the call's arguments: an enum
  /// declaring the case an argument names, or the type the argument's value is declared with. An
  /// argument or parameter whose type the reader cannot tell fits any overload; nil when none fits.
  func overload(
    among candidates: [FunctionDeclaration], call: FunctionCallExprSyntax, owner: TypeDeclaration,
    in scope: Scope
  ) -> FunctionDeclaration? {
    guard candidates.count > 1 else { return candidates.first }
    let types = call.arguments.map { argumentType($0.expression, in: scope) }
    guard types.contains(where: { $0 != nil }) else { return candidates.first }
    return candidates.first { function in
      zip(function.parameters, types).allSatisfy { parameter, type in
        guard let type, let reference = parameter.type?.unwrapped,
          let declared = index.lookup(reference, from: owner.qualifiedName)
        else { return true }
        switch type {
        case .enumCase(let name): return declared.cases.contains { $0.name == name }
        case .declared(let name): return declared.qualifiedName == name
        }
      }
    }
  }

  /// The type of an argument as far as the reader can tell it: a case written without its type
  /// (in either branch of a ternary, the first), else the type of the value (a presented or pushed
  /// item, an enum case, state, an object); nil otherwise.
  private func argumentType(_ expr: ExprSyntax, in scope: Scope) -> ArgumentType? {
    var expr = peel(expr)
    if let ternary = Ternary(expr) { expr = peel(ternary.first) }
    if let call = expr.as(FunctionCallExprSyntax.self) { expr = peel(call.calledExpression) }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
      return .enumCase(member.declName.baseName.text)
    }
    let reference: TypeReference?
    switch value(of: expr, in: scope) {
    case .item(let path, let type) where path.isEmpty: reference = type
    case .enumCase(let type?, _, _): reference = .named(type.split(separator: ".").map(String.init), [])
    case .state(_, let type): reference = type
    case .typed(let type): reference = type
    case .object(let name, _): return .declared(name)
    default: return nil
    }
    guard let reference = reference?.unwrapped,
      let declared = index.lookup(reference, from: scope.owner?.qualifiedName)
    else { return nil }
    return .declared(declared.qualifiedName)
  }
}
