internal import NavGraph
internal import SwiftSyntax

/// Sheet or cover content that is the presented view laid beside its own close button:
/// `.sheet(item: $selected) { item in ZStack(alignment: .topTrailing) { DetailView(item: item);
/// Button { selected = nil } label: { Image(systemName: "xmark") } } }`. The view type is the modal's
/// screen (not content written in place), and the button, which sets the presenter's item or flag
/// back to nil or false, is part of that screen, where it closes the modal.
extension CodeReader {
  /// The one view of a modal's container that is not a close button, with the close buttons beside
  /// it, when the container is a sheet's or a cover's content, that view creates a view type, and
  /// every other view is a close button. Nil otherwise. O(tokens of the buttons' actions).
  func viewBesideCloseButtons(
    _ views: [ExprSyntax], in scope: Scope, kind: String
  ) -> (main: ExprSyntax, buttons: [ExprSyntax])? {
    guard kind == LinkKind.sheet.rawValue || kind == LinkKind.fullScreenCover.rawValue, views.count > 1
    else { return nil }
    var main: [ExprSyntax] = []
    var buttons: [ExprSyntax] = []
    for view in views {
      if isCloseButton(view, in: scope) { buttons.append(view) } else { main.append(view) }
    }
    guard main.count == 1, !buttons.isEmpty,
      let call = modifierChain(main[0], in: scope).base.as(FunctionCallExprSyntax.self)
    else { return nil }
    let callee = peel(call.calledExpression)
    let isViewType =
      qualifiedViewType(callee, in: scope) != nil
      || SyntaxText.name(callee).flatMap { viewType(named: $0, in: scope) } != nil
    return isViewType ? (main[0], buttons) : nil
  }

  /// Whether a view is a `Button` whose action only sets properties to `nil` or `false`
  /// (`selected = nil`, `self.showVideo = false`), or toggles them (`showsSlides.toggle()`, the
  /// flag being true while its modal shows): a close button.
  private func isCloseButton(_ view: ExprSyntax, in scope: Scope) -> Bool {
    guard let call = modifierChain(view, in: scope).base.as(FunctionCallExprSyntax.self),
      SyntaxText.name(peel(call.calledExpression)) == "Button",
      let action = SyntaxText.closure(call, "action") ?? call.trailingClosure,
      !action.statements.isEmpty
    else { return false }
    return action.statements.allSatisfy { statement in
      var tokens = Array(statement.tokens(viewMode: .sourceAccurate))
      if tokens.count >= 5, tokens.suffix(4).map(\.text) == [".", "toggle", "(", ")"] {
        tokens.removeLast(4)
        return tokens.allSatisfy {
          if case .identifier = $0.tokenKind { return true }
          return $0.tokenKind == .period || $0.tokenKind == .keyword(.self)
        }
      }
      guard tokens.count >= 3, let last = tokens.last,
        last.tokenKind == .keyword(.nil) || last.tokenKind == .keyword(.false),
        tokens[tokens.count - 2].tokenKind == .equal
      else { return false }
      return tokens.dropLast(2).allSatisfy {
        if case .identifier = $0.tokenKind { return true }
        return $0.tokenKind == .period || $0.tokenKind == .keyword(.self)
      }
    }
  }
}
