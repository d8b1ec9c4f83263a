internal import SwiftSyntax

/// A markdown link's action: `Text("No account? [Sign up](a)").environment(\.openURL,
/// OpenURLAction { _ in signUpClicked = true; return .discarded })`. Tapping the link runs the
/// handler, so its moves are a control of the screen, labelled by the link's text.
extension CodeReader {
  /// Adds the handler of each `.environment(\.openURL, OpenURLAction ...)` in a chain as a tap,
  /// labelled by the first markdown link of the `Text` the chain starts from (no label otherwise).
  /// O(modifiers).
  func recordOpenURLActions(
    _ base: ExprSyntax, modifiers: [ModifierCall], into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    for modifier in modifiers where modifier.name == "environment" && modifier.call.arguments.count == 2 {
      let arguments = Array(modifier.call.arguments)
      guard let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
        SyntaxText.bounded(keyPath.components, limit: 40) == ".openURL",
        let action = peel(arguments[1].expression).as(FunctionCallExprSyntax.self),
        SyntaxText.name(peel(action.calledExpression)) == "OpenURLAction",
        let handler = action.trailingClosure ?? SyntaxText.closure(action, "handler")
      else { continue }
      let effects = run(closureValue(handler, in: scope), arguments: [.unknown("url")], depth: depth + 1)
      addLink(effects, label: markdownLinkText(base), at: ExprSyntax(action), into: summary, scope: scope)
    }
  }

  /// The text of the first markdown link (`[Sign up](a)`) in a `Text` made from a string literal.
  private func markdownLinkText(_ base: ExprSyntax) -> String? {
    guard let call = base.as(FunctionCallExprSyntax.self),
      SyntaxText.name(peel(call.calledExpression)) == "Text",
      let text = SyntaxText.firstStringArgument(call), let open = text.firstIndex(of: "["),
      let close = text[open...].firstIndex(of: "]"), text[close...].dropFirst().first == "("
    else { return nil }
    let label = text[text.index(after: open)..<close]
    return label.isEmpty ? nil : String(label)
  }
}
