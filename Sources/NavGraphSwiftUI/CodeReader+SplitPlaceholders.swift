internal import SwiftSyntax

/// A split view's static placeholder detail: `NavigationSplitView { List { ... } } detail: {
/// Text("Select an item") }`. On iPad it fills the detail column until something is picked; on
/// iPhone, which the description models, it is never shown, so it is no screen and no push.
extension CodeReader {
  /// Whether a detail column is a static placeholder: plain content with no navigation of its own
  /// (`Text`, `Image`, `Label`, `ContentUnavailableView`, a container of those: `isPlaceholder`),
  /// that reads nothing of the view (no property, no `self`, no local), in a split view whose
  /// sidebar binds no `selection:`. A detail showing a view type, or driven by a selection, stays
  /// a column pushed from the sidebar. Linear in the tokens of both closures.
  func isStaticPlaceholder(
    _ shape: Shape, closure: ClosureExprSyntax, sidebar: ClosureExprSyntax?, in scope: Scope
  ) -> Bool {
    guard isPlaceholder(shape) else { return false }
    for token in closure.statements.tokens(viewMode: .sourceAccurate) {
      if token.tokenKind == .keyword(.self) { return false }
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
        continue
      }
      if scope.locals[name] != nil || scope.owner?.properties[name] != nil { return false }
    }
    let selects = sidebar?.statements.tokens(viewMode: .sourceAccurate).contains {
      $0.text == "selection" && $0.parent?.is(LabeledExprSyntax.self) == true
    }
    return selects != true
  }
}
