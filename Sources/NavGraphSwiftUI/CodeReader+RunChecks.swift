internal import SwiftSyntax

/// Tests that a run of the app answers the same way every time, so the branch a run takes is
/// known: whether Xcode renders a preview (`ProcessInfo.processInfo.environment[
/// "XCODE_RUNNING_FOR_PREVIEWS"] == "1"`: a run never sets that variable; a preview bypass around
/// the root), and whether the app was launched with an argument
/// (`ProcessInfo.processInfo.arguments.contains("-demo")`, `CommandLine.arguments.contains(...)`:
/// a user launches the app from the home screen, with none; a demo tour or a UI-test set-up).
extension CodeReader {
  /// The environment variable Xcode sets only while it renders previews.
  private static let previewVariable = "XCODE_RUNNING_FOR_PREVIEWS"

  /// Whether `expr` holds in a run of the app: a comparison of the preview variable with a
  /// literal (`== "1"`, `!= "1"`, `== nil`, `!= nil`; the variable is absent, so nil), or a test
  /// that the launch arguments contain a literal (false). Nil when `expr` is anything else.
  func runCheck(_ expr: ExprSyntax) -> Bool? {
    if isLaunchArgumentTest(expr) { return false }
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

  /// Whether `expr` is `ProcessInfo.processInfo.arguments.contains("...")` or
  /// `CommandLine.arguments.contains("...")`, with a string literal.
  private func isLaunchArgumentTest(_ expr: ExprSyntax) -> Bool {
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true,
      let contains = call.calledExpression.as(MemberAccessExprSyntax.self),
      contains.declName.baseName.text == "contains",
      let arguments = contains.base?.as(MemberAccessExprSyntax.self),
      arguments.declName.baseName.text == "arguments",
      let owner = arguments.base
    else { return false }
    switch owner.trimmedDescription {
    case "ProcessInfo.processInfo", "CommandLine": return true
    default: return false
    }
  }
}
