internal import SwiftSyntax

/// A screen laid over a decorative view: `Backdrop().overlay { NavigationStack { PlantGrid() } }`
/// as a tab, `Backdrop().overlay { PlantDetail(plant: p) }` as a destination. The backdrop only
/// draws behind; what the user navigates is the overlay's view, so that view is the screen (its
/// stack the tab's stack), as if written alone.
extension CodeReader {
  /// The view an `.overlay` among `modifiers` lays over a decorative `base`, with the scope its
  /// content closure binds; nil unless the base is decorative (`isDecorative`) and the overlay
  /// holds one view that is a navigation container (`NavigationStack`, `NavigationView`,
  /// `NavigationSplitView`, `TabView`) or a view type declared in the files read with navigation
  /// of its own (`isInert` false) or over a system decoration (`Color.mint`, a gradient). Reads
  /// the base's body at most once (`summary(of:)`): O(tokens of the overlay's content).
  func overlaidView(over base: ExprSyntax, modifiers: [ModifierCall], in scope: Scope)
    -> (view: ExprSyntax, scope: Scope, index: Int)?
  {
    guard let i = modifiers.firstIndex(where: { $0.name == "overlay" }),
      let baseKind = decorativeKind(base, in: scope)
    else { return nil }
    let call = modifiers[i].call
    var inner = scope
    let view: ExprSyntax
    if let content = call.trailingClosure ?? SyntaxText.closure(call, "content") {
      let views = withoutDecorations(builderViews(of: content.statements, scope: &inner), in: inner)
      guard views.count == 1 else { return nil }
      view = views[0]
    } else if let first = call.arguments.first, first.label == nil {
      view = first.expression
    } else {
      return nil
    }
    let (overlaid, _) = modifierChain(peel(view), in: inner)
    guard let creation = overlaid.as(FunctionCallExprSyntax.self) else { return nil }
    let callee = peel(creation.calledExpression)
    if let name = SyntaxText.name(callee),
      ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"].contains(name)
    {
      return (view, inner, i)
    }
    guard let declared = declaredView(callee, in: inner) else { return nil }
    return baseKind == .system || !isInert(declared) ? (view, inner, i) : nil
  }

  /// What makes a view decorative: a system decoration (`CodeReader.decorations`: a colour, a
  /// gradient, a shape, not declared in the files read) or a view type declared in them whose body
  /// has no navigation (`isInert`).
  private enum DecorativeKind { case system, declared }

  private func decorativeKind(_ base: ExprSyntax, in scope: Scope) -> DecorativeKind? {
    if let call = base.as(FunctionCallExprSyntax.self),
      let declared = declaredView(peel(call.calledExpression), in: scope)
    {
      return isInert(declared) ? .declared : nil
    }
    return isSystemDecoration(base, in: scope) ? .system : nil
  }

  /// The view type of the files read a callee names (`Backdrop`, `Garden.Backdrop`).
  func declaredView(_ callee: ExprSyntax, in scope: Scope) -> TypeDeclaration? {
    qualifiedViewType(callee, in: scope) ?? SyntaxText.name(callee).flatMap { viewType(named: $0, in: scope) }
  }

  /// Whether a declared view type's body has no navigation: no link, no view type of the files
  /// read, no destination registered, no stack, nothing presented. Reads the body first when it
  /// was not read yet, at most `maximumCallDepth` types inside one another (deeper counts as having
  /// navigation: the overlay is then left as it is).
  func isInert(_ type: TypeDeclaration) -> Bool {
    let id = SummaryID.view(type.qualifiedName)
    let summary: ViewSummary
    if let read = summaries[id] {
      summary = read
    } else {
      guard typesBeingRead < CodeReader.maximumCallDepth else { return false }
      typesBeingRead += 1
      defer { typesBeingRead -= 1 }
      summary = self.summary(of: type)
    }
    return summary.links.isEmpty && summary.uses.isEmpty && summary.registrations.isEmpty
      && !summary.hostsStack && summary.deepLinkHandlers.isEmpty && presentationsByHost[id] == nil
  }
}
