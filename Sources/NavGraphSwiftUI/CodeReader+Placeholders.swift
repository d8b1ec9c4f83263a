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
