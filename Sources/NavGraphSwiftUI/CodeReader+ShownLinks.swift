internal import SwiftSyntax

/// A link that fires as soon as it is shown: `if let code = scannedCode { NavigationLink("Next",
/// destination: Send(text: code), isActive: .constant(true)).hidden() }`. SwiftUI pushes its
/// destination when the `if` starts showing it, so it is a programmatic push by whatever makes the
/// condition true (the writes of `scannedCode`), exactly as `isActive: $showSend` is read for the
/// writes of `showSend`. The same holds under a plain flag (`if showSend { ... }`).
extension CodeReader {
  /// The state whose writes show a link active from the start (`isActive: .constant(true)`): the
  /// state tested by the nearest `if` whose body holds the link, as `if let x = state`, `if let
  /// state` or `if state` (`self.` allowed, an object's published property too). Nil when the link
  /// is not active from the start, is under no such `if` in the same declaration, or the tested
  /// value is not state. O(depth of the link in its declaration).
  func shownLinkState(_ call: FunctionCallExprSyntax, isActive: ExprSyntax, in scope: Scope) -> StateKey? {
    guard isConstantTrue(isActive) else { return nil }
    var node = Syntax(call)
    while let parent = node.parent, !parent.isProtocol(DeclSyntaxProtocol.self) {
      if let ifExpr = parent.as(IfExprSyntax.self), node.id == ifExpr.body.id {
        return ifExpr.conditions.lazy.compactMap { self.testedState($0.condition, in: scope) }.first
      }
      node = parent
    }
    return nil
  }

  /// `.constant(true)` or `Binding.constant(true)`.
  private func isConstantTrue(_ expr: ExprSyntax) -> Bool {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "constant",
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
      call.arguments.count == 1,
      let literal = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)
    else { return false }
    return literal.literal.tokenKind == .keyword(.true)
  }

  /// The state an `if` condition tests: the optional an `if let` unwraps, or a flag.
  private func testedState(_ condition: ConditionElementSyntax.Condition, in scope: Scope) -> StateKey? {
    switch condition {
    case .optionalBinding(let binding):
      if let initializer = binding.initializer?.value { return key(of: initializer, in: scope) }
      guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      return key(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(bound))), in: scope)
    case .expression(let test):
      return key(of: test, in: scope)
    default:
      return nil
    }
  }
}
