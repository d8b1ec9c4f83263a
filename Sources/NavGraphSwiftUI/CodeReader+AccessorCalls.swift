internal import SwiftSyntax

/// A choice on a method that only returns a property of its object: `if auth.currentAccount() != nil
/// { Tabs() } else { SignIn() }`, with `func currentAccount() -> Account? { return account }`. The
/// call's value is the property's, and the view re-renders when the property changes, so the choice
/// is on the property (`auth.account`): writes to it are moves, as for `if auth.account != nil`. A
/// method whose body is anything else (`return Auth.auth().currentUser`, a computation) stays a
/// choice on something that is no state the reader follows.
extension CodeReader {
  /// `base.property` for a call `base.method()` without arguments, where `base` holds an object of a
  /// declared type whose one method of that name has no parameters and a body of one statement that
  /// returns a stored property of the same object (`return account`, `return self.account`, or the
  /// expression alone). Nil otherwise. O(1) beyond reading `base`'s value.
  func accessedProperty(_ expr: ExprSyntax, in scope: Scope) -> ExprSyntax? {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(base), in: scope)),
      let type = index.types[typeName],
      let methods = type.methods[member.declName.baseName.text], methods.count == 1,
      let method = methods.first, method.parameters.isEmpty, !method.isStatic,
      let body = method.body, let returned = CodeReader.soleExpression(of: body),
      let name = storedPropertyName(returned),
      let property = type.properties[name], property.getter == nil, !property.isStatic
    else { return nil }
    return ExprSyntax(
      MemberAccessExprSyntax(
        base: base.trimmed, period: .periodToken(),
        declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
  }

  /// The property a returned expression names: `account` or `self.account`.
  private func storedPropertyName(_ expr: ExprSyntax) -> String? {
    let expr = peel(expr)
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return member.declName.baseName.text
    }
    return nil
  }
}
