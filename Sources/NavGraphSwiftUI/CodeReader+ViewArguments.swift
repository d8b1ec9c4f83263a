internal import SwiftSyntax

/// Views built in a call's arguments: a control given to the app's own custom modifier
/// (`.customNavigation(title: "Sign up", leading: Button { dismiss() } label: { ... })`, an
/// `extension View` function wrapping a `ViewModifier` that puts it in a toolbar) or to a component
/// (`HeaderBar(trailing: NavigationLink("Settings") { SettingsView() })`) is shown by it, so it is
/// the creator's content, as a `@ViewBuilder` closure is. Only views the system makes (a `Button`,
/// a `NavigationLink`, an `HStack` of them): a view type declared in the files read, or an argument
/// labelled `destination`, may be where the modifier or component navigates to, not its content.
extension CodeReader {
  /// Reads the arguments of a custom modifier's call that are views the system makes as content
  /// of the view the modifier is written in.
  func readViewArguments(
    of call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, label: String?, depth: Int
  ) {
    var scope = scope
    for argument in call.arguments
    where argument.label?.text != "destination" && isSystemView(argument.expression, in: scope) {
      readContent(argument.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// Whether an expression builds a view the system makes (`Button { ... }`, `Image("x")
  /// .padding()`), after its modifiers: not a view type declared in the files read.
  func isSystemView(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    let (base, _) = modifierChain(peel(expr), in: scope)
    guard let call = base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)), CodeReader.builtinViews.contains(name)
    else { return false }
    return index.lookup(name: name, from: scope.owner?.qualifiedName) == nil
  }
}
