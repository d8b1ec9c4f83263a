internal import SwiftSyntax

/// A switch the user flips: `Toggle(isOn: $showsHealth) { Text("Health data") }`,
/// `Toggle("Reminders", isOn: $model.remind)`. Flipping it toggles the state its binding names, as
/// `showsHealth.toggle()` in a button would, so where that state presents a screen
/// (`.navigationDestination(isPresented: $showsHealth)`) the toggle is a link to it, labeled with
/// its title. A toggle whose state presents nothing gives no link.
extension CodeReader {
  /// The toggle's flip as a link site, then its label closure read as content. O(the call's size).
  func readToggle(_ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int) {
    let labelClosure = SyntaxText.closure(call, "label") ?? call.trailingClosure
    let label = labelText(title: call, labelClosure: labelClosure)
    if let isOn = SyntaxText.argument(call, "isOn"), case .binding(let key) = value(of: isOn, in: scope) {
      addLink(
        [.toggle(key, isOn.location(in: scope.file))], label: label, at: ExprSyntax(call), into: summary,
        scope: scope)
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }
}
