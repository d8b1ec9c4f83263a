internal import SwiftSyntax

/// A test of whether Xcode renders a preview (`ProcessInfo.processInfo.environment[
/// "XCODE_RUNNING_FOR_PREVIEWS"] == "1"`): a run of the app never sets that variable, so the test
/// has one value at run time and the branch a run takes is known (a preview bypass around the root).
extension CodeReader {
  /// The environment variable Xcode sets only while it renders previews.
  private static let previewVariable = "XCODE_RUNNING_FOR_PREVIEWS"

  /// Whether `expr` holds in a run of the app, when it compares the preview variable with a
  /// literal (`== "1"`, `!= "1"`, `== nil`, `!= nil`): the variable is absent, so nil. Nil when
  /// `expr` is anything else.
  func previewCheck(_ expr: ExprSyntax) -> Bool? {
    guard let (left, op, right) = SyntaxText.binary(expr), op == "==" || op == "!=" else { return nil }
    let other: ExprSyntax
    if readsPreviewVariable(left) {
      other = right
    } else if readsPreviewVariable(right) {
      other = left
    } else {
      return nil
    }
    let equal: Bool
    if other.is(NilLiteralExprSyntax.self) {
      equal = true
    } else if other.is(StringLiteralExprSyntax.self) {
      equal = false
    } else {
      return nil
    }
    return op == "==" ? equal : !equal
  }

  /// Whether `expr` is `<...>.environment["XCODE_RUNNING_FOR_PREVIEWS"]`.
  private func readsPreviewVariable(_ expr: ExprSyntax) -> Bool {
    guard let subscriptCall = expr.as(SubscriptCallExprSyntax.self),
      subscriptCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "environment",
      subscriptCall.arguments.count == 1,
      let literal = subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    else { return false }
    return literal.segments.trimmedDescription == Self.previewVariable
  }
}
