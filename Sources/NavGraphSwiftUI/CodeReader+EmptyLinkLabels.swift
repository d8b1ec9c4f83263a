internal import SwiftSyntax

extension CodeReader {
  /// Whether a link's label closure shows nothing, `{ EmptyView() }` or `{}`: a link bound to state
  /// (`isActive:`, `tag:selection:`) with such a label cannot be tapped, as a `.hidden()` link
  /// cannot; it is shown only through its state.
  func isEmptyLabel(_ closure: ClosureExprSyntax?) -> Bool {
    if let closure, closure.statements.isEmpty { return true }
    guard let call = onlyCall(in: closure), call.arguments.isEmpty, call.trailingClosure == nil else {
      return false
    }
    return SyntaxText.name(call.calledExpression) == "EmptyView"
  }

  /// Whether a link's label closure is one `Button` (with any modifiers), `{ Button { flag = true }
  /// label: { ... } }`: the button takes the tap, so a link bound to state with such a label is
  /// pushed by the button's action through its state, once, not also tapped itself.
  func isButtonLabel(_ closure: ClosureExprSyntax?) -> Bool {
    guard var call = onlyCall(in: closure) else { return false }
    while let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(FunctionCallExprSyntax.self)
    {
      call = base
    }
    return SyntaxText.name(call.calledExpression) == "Button"
  }

  /// The call a closure consists of, when it is one statement that is a call.
  private func onlyCall(in closure: ClosureExprSyntax?) -> FunctionCallExprSyntax? {
    guard let closure, closure.statements.count == 1 else { return nil }
    return closure.statements.first?.item.as(FunctionCallExprSyntax.self)
  }
}
