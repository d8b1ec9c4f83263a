internal import SwiftSyntax

/// Placeholders: what a destination shows, in a branch of an `if` or `?:`, while what it needs is
/// missing (`if let plant { PlantView(plant: plant) } else { EmptyView() }`, `Text("No plant
/// picked")`, `ProgressView()`, `Color.clear`). A user never navigates to such a branch, so beside
/// a branch that is a destination it is none: it reads as an `if` without its `else`. A `switch`
/// case is what its case shows (`case .settings: Text("Settings")`), so this is not applied there.
extension CodeReader {
  /// The alternatives of an `if` or `?:` with each placeholder made `.empty`, when another
  /// alternative is a destination (a view type, a stack, a tab bar, a choice, or content in place
  /// with navigation of its own); unchanged otherwise. At the App's root (`kind` `root`), a switch
  /// on state the reader follows keeps its placeholder (`if session.loading { ProgressView() }
  /// else { HomeView() }`): the state's value at launch may select it, and the app shows it until
  /// the state changes. O(alternatives).
  func withoutPlaceholders(_ alternatives: [(conditions: [Condition], shape: Shape)], kind: String) -> [(
    conditions: [Condition], shape: Shape
  )] {
    if kind == "root", case .state(let key)? = alternatives.first?.conditions.first?.subject, key.owner != "?"
    {
      return alternatives
    }
    let placeholders = alternatives.map { isPlaceholder($0.shape) }
    let destination = zip(alternatives, placeholders).contains { alternative, placeholder in
      switch alternative.shape {
      case .empty, .unresolved: return false
      default: return !placeholder
      }
    }
    guard destination, placeholders.contains(true) else { return alternatives }
    return zip(alternatives, placeholders).map { alternative, placeholder in
      placeholder ? (alternative.conditions, .empty) : alternative
    }
  }

  /// At the App's root, an `if` between loading placeholders and the app's one stack (`Group { if
  /// isLoading { loadingView } else { contentView } }`, `loadingView` a spinner and a text,
  /// `contentView` the `NavigationStack`): the placeholder is what the app shows while it loads, not
  /// a screen with the stack root's links, so the root is the stack alone, its root the entry, with
  /// no `replace` from the placeholder. Nil unless every other branch is a placeholder
  /// (`isPlaceholder`) and one is a stack: a root `if` between a spinner and a view without a stack
  /// keeps its placeholder (`withoutPlaceholders`). O(alternatives).
  func stackBesideLoadingPlaceholders(_ alternatives: [(conditions: [Condition], shape: Shape)], kind: String)
    -> Shape?
  {
    guard kind == "root" else { return nil }
    var stack: Shape?
    for alternative in alternatives where !isPlaceholder(alternative.shape) {
      guard stack == nil, case .stack = alternative.shape else { return nil }
      stack = alternative.shape
    }
    return alternatives.count > 1 ? stack : nil
  }

  /// `stackBesideLoadingPlaceholders` for an `if` at the top of a view's body, whose branches of
  /// the view's own content (`.inline` of the body's summary) are read apart, as content in place,
  /// to tell whether they are placeholders (`isLoadingPlaceholder`: an asset's image with a
  /// spinning `.onAppear { turns = 360 }` is one). Nil when a branch is anything else. O(branches),
  /// each branch read once.
  func stackBesideLoadingPlaceholders(
    _ alternatives: [(conditions: [Condition], shape: Shape)], blocks: [CodeBlockSyntax?],
    of summary: ViewSummary, scope: Scope, depth: Int
  ) -> Shape? {
    guard alternatives.count > 1, alternatives.count == blocks.count,
      alternatives.contains(where: { if case .stack = $0.shape { true } else { false } })
    else { return nil }
    var stack: Shape?
    for (alternative, block) in zip(alternatives, blocks) {
      if case .stack = alternative.shape {
        guard stack == nil else { return nil }
        stack = alternative.shape
        continue
      }
      guard case .inline(let id, _, _, _) = alternative.shape, id == summary.id, let block else { return nil }
      let content = inlineSummary(
        items: block.statements, expr: nil, scope: scope, location: block.location(in: scope.file),
        depth: depth + 1)
      guard isLoadingPlaceholder(content.id, of: summary.host) else { return nil }
    }
    return stack
  }

  /// Whether content read in place is a placeholder: it shows no view type declared in the files
  /// read, has no navigation of its own, and its actions (a spinner's `.onAppear`, in its content
  /// or its modifiers') only set state of `host` that nothing presents (an animation's own state).
  func isLoadingPlaceholder(_ id: SummaryID, of host: String?) -> Bool {
    guard let host, let content = summaries[id] else { return false }
    return ([id] + content.decoration.content).allSatisfy { id in
      guard let summary = summaries[id], summary.uses.isEmpty, summary.registrations.isEmpty,
        summary.deepLinkHandlers.isEmpty, !summary.hostsStack, presentationsByHost[id] == nil
      else { return false }
      return summary.links.allSatisfy { site in
        guard case .effects(let effects) = site.trigger else { return false }
        return effects.allSatisfy { effect in
          switch effect {
          case .write(let key, _, _), .toggle(let key, _):
            return key.owner == host && presentations[key] == nil && !stackPaths.contains(key)
          default: return false
          }
        }
      }
    }
  }

  /// Whether a shape is content written in place that shows no view type declared in the files
  /// read and has no navigation of its own: no link, registration, presentation or deep link, no
  /// stack, no content given by its modifiers.
  func isPlaceholder(_ shape: Shape) -> Bool {
    guard case .inline(let id, _, _, let decoration) = shape, decoration.content.isEmpty,
      let summary = summaries[id]
    else { return false }
    return summary.uses.isEmpty && summary.links.isEmpty && summary.registrations.isEmpty
      && summary.deepLinkHandlers.isEmpty && !summary.hostsStack && presentationsByHost[id] == nil
  }

  /// Whether an expression names a value of a view the system makes (`Color.clear`,
  /// `Color.black`): a member of one of SwiftUI's own views not declared in the files read.
  func isSystemViewMember(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    guard let member = expr.as(MemberAccessExprSyntax.self),
      let owner = SyntaxText.name(member.base.map { ExprSyntax($0) }),
      CodeReader.builtinViews.contains(owner)
    else { return false }
    return index.lookup(name: owner, from: scope.owner?.qualifiedName) == nil
  }
}
