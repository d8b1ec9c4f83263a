internal import SwiftSyntax

extension CodeReader {
  /// Whether a link's label closure shows nothing, `{ EmptyView() }`: a link bound to state
  /// (`isActive:`, `tag:selection:`) with such a label cannot be tapped, as a `.hidden()` link
  /// cannot; it is shown only through its state.
  func isEmptyLabel(_ closure: ClosureExprSyntax?) -> Bool {
    guard let closure, closure.statements.count == 1, let statement = closure.statements.first,
      let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)
    else { return false }
    return name.baseName.text == "EmptyView"
  }

  /// Whether a link's label closure is one `Button` (with any modifiers), `{ Button { flag = true }
  /// label: { ... } }`: the button takes the tap, so a link bound to state with such a label is
  /// pushed by the button's action through its state, once, not also tapped itself.
  func isButtonLabel(_ closure: ClosureExprSyntax?) -> Bool {
    guard let closure, closure.statements.count == 1,
      var expr = closure.statements.first?.item.as(ExprSyntax.self)
    else { return false }
    while let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      expr = base
    }
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)
    else { return false }
    return name.baseName.text == "Button"
  }
}
