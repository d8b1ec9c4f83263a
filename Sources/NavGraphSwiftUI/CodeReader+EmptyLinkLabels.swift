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
}
