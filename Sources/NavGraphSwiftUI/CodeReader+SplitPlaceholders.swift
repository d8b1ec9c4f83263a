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

  /// The views a split view's detail column shows when it is a view type whose body only chooses,
  /// by the selections, between views and placeholders (`DetailView`: `if let category {
  /// switch category { case .book: if let book = nav.selectedBook { BookDetail(book: book) } else
  /// { Text("Select a book") } ... } } else { Text("Select something") }`): on iPhone the detail is
  /// pushed once something is picked, so the push shows one of those views, never a placeholder
  /// nor the dispatching view itself. Nil when the column is anything else, the view has code of
  /// its own that navigates, or a branch is neither a view type nor a placeholder. Iterative over
  /// the nested choices: O(branches).
  func dispatchedDetail(_ shape: Shape) -> Shape? {
    guard case .view(let name, let decoration, _) = shape, decoration.content.isEmpty,
      let type = index.types[name], type.isView
    else { return nil }
    let own = summary(of: type)
    guard own.links.isEmpty, own.registrations.isEmpty, !own.hostsStack, presentationsByHost[own.id] == nil,
      case .choice = own.top
    else { return nil }
    var views: [(conditions: [Condition], shape: Shape)] = []
    var pending: [(conditions: [Condition], shape: Shape)] = [([], own.top)]
    while let (conditions, current) = pending.popLast() {
      switch current {
      case .choice(let alternatives):
        for alternative in alternatives.reversed() { pending.append(alternative) }
      case .view: views.append((conditions, current))
      case .empty: continue
      // A placeholder: content with no navigation, or the view's own (which has none).
      case .inline(let id, _, _, let decoration) where id == own.id && decoration.content.isEmpty: continue
      default:
        guard isPlaceholder(current) else { return nil }
      }
    }
    return views.isEmpty ? nil : .choice(views)
  }

  /// A detail column written in place that chooses between what the selection shows and a
  /// placeholder for no selection (`switch berth { case .north: NorthBerthView() ... case nil:
  /// Text("Pick a berth") }`, or `if let berth { ... } else { Text("Pick a berth") }`): on iPhone the
  /// detail is pushed once something is picked, so the push shows the alternatives that are not
  /// placeholders (`isPlaceholder`), keeping their conditions. Nil when the column is no choice,
  /// has no placeholder, or has nothing else. Linear in the choice's alternatives.
  func detailWithoutPlaceholders(_ shape: Shape) -> Shape? {
    guard case .choice(let alternatives) = shape else { return nil }
    let shown = alternatives.filter { !isPlaceholder($0.shape) }
    guard !shown.isEmpty, shown.count < alternatives.count else { return nil }
    return .choice(shown)
  }
}
