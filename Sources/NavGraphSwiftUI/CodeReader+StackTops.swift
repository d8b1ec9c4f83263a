internal import SwiftSyntax

/// A `switch` on the route on top of a stack's path: a guide whose one `advance()` picks its move
/// by the screen shown (`switch path.last { case nil: path.append(.welcome) case .welcome?:
/// path.append(.permissions) ... }`).
extension CodeReader {
  /// The path and its element type when `subject` is the last element of a path held as an array
  /// (`path.last`, `coordinator.path.last`); nil otherwise. O(1) beyond reading the subject's base.
  func stackTop(_ subject: ExprSyntax, in scope: Scope) -> (path: StateKey, element: String)? {
    guard let member = peel(subject).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last",
      let base = member.base, case .state(let key, _) = value(of: base, in: scope),
      case .array(let element)? = stateType(key)?.unwrapped
    else { return nil }
    return (key, qualified(declaredReference(element, from: key.owner), in: scope))
  }

  /// The routes a case of a `switch` on a path's last element names: `nil` for the empty path
  /// (`case nil`, `case .none`), else the route's case (`case .welcome?`, `case .some(.welcome)`,
  /// `case .detail(let id)?`). O(items).
  func topCaseNames(_ label: SwitchCaseLabelSyntax) -> [String] {
    label.caseItems.compactMap { item in
      var pattern = item.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
      if expression.is(NilLiteralExprSyntax.self) { return "nil" }
      if let call = peel(expression).as(FunctionCallExprSyntax.self),
        let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), member.base == nil,
        member.declName.baseName.text == "some", let wrapped = call.arguments.first?.expression
      {
        expression = wrapped
      }
      var node = peel(expression)
      if let call = node.as(FunctionCallExprSyntax.self) { node = peel(call.calledExpression) }
      guard let member = node.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
      let name = member.declName.baseName.text
      return name == "none" ? "nil" : name
    }
  }
}
