internal import SwiftSyntax

/// A `NavigationLink` whose label is a `Button` (`NavigationLink { Next() } label: { Button {
/// save() } label: { Text("Save") } }`) outside a `List` or `Form`: the Button takes the tap, so
/// only its action runs and the link never pushes. In a `List` or `Form` row the row's tap is the
/// link's, so the push is kept there.
extension CodeReader {
  /// Whether a link's label closure is one `Button` (with modifiers) and the link is in no `List`
  /// or `Form` of its declaration. O(depth of the link in its file).
  func isButtonLabel(_ closure: ClosureExprSyntax?, of link: FunctionCallExprSyntax, in scope: Scope) -> Bool
  {
    guard let closure, closure.statements.count == 1, case .expr(let expr) = closure.statements.first?.item,
      let button = modifierChain(expr, in: scope).base.as(FunctionCallExprSyntax.self),
      button.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button"
    else { return false }
    var current = Syntax(link).parent
    while let node = current {
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        name == "List" || name == "Form"
      {
        return false
      }
      current = node.parent
    }
    return true
  }
}
