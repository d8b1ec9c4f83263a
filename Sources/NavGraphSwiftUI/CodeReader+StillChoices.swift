internal import SwiftSyntax

extension CodeReader {
  /// Whether a choice in a view's body only swaps its own content for views that do not navigate
  /// (`if isLoading { Shimmer() } else { List(quotes) { Text($0) } }`, `Shimmer` a display view): a
  /// loading state of the screen, not a switch between screens. At least one side is the view's own
  /// content, written in place; every other side is content in place, a view the files do not
  /// declare, or a view type whose code, and that of every view it shows, has no link, presentation,
  /// destination or stack of its own (`isStill`). O(the code of the views shown), each summary read once.
  func isStillChoice(_ shape: Shape, in summary: ViewSummary, callingBack: Bool = false) -> Bool {
    guard case .choice = shape else { return false }
    // The sides of the choice and of the choices nested in it (`if isLoading { Shimmer() } else if
    // quotes.isEmpty { Text("None") } else { List ... }`).
    var sides: [Shape] = []
    var choices = [shape]
    while let next = choices.popLast() {
      guard case .choice(let alternatives) = next else {
        sides.append(next)
        continue
      }
      choices += alternatives.reversed().map(\.shape)
    }
    guard sides.contains(where: { if case .inline(summary.id, _, _, _) = $0 { true } else { false } })
    else { return false }
    var seen: Set<SummaryID> = [summary.id]
    return sides.allSatisfy { isStill($0, seen: &seen, callingBack: callingBack) }
  }

  /// Whether a choice that is all a body shows (or all a stack's root shows) is the loading and
  /// failure states of the view's own content (`Group { if store.loading { ProgressView() } else if
  /// let failure = store.failure { FailureBanner(text: failure) } else { List(...) { ... } } }`): a
  /// still choice (`isStillChoice`) with a branch that is a loading placeholder
  /// (`isLoadingPlaceholder`, showing no rows) and one that is the view's own content and no
  /// placeholder. One screen whose content follows its data, then, not a switch between screens.
  /// The placeholder is required: without it, a still view beside a form written in place may be
  /// the screen the form leads to (`if signedIn { Welcome() } else { Form { ... } }`). O(the
  /// branches' code), each branch read once.
  func isLoadingStateChoice(
    _ alternatives: [(conditions: [Condition], shape: Shape)], blocks: [CodeBlockItemListSyntax?],
    of summary: ViewSummary, scope: Scope, depth: Int
  ) -> Bool {
    guard alternatives.count == blocks.count,
      isStillChoice(.choice(alternatives), in: summary, callingBack: true)
    else {
      return false
    }
    var placeholder = false
    var content = false
    for (alternative, block) in zip(alternatives, blocks) {
      guard case .inline(summary.id, _, _, _) = alternative.shape, let block else { continue }
      let read = inlineSummary(
        items: block, expr: nil, scope: scope, location: block.location(in: scope.file), depth: depth + 1)
      if isLoadingPlaceholder(read.id, of: summary.host), !showsCollection(block) {
        placeholder = true
      } else {
        content = true
      }
    }
    return placeholder && content
  }

  /// Whether code shows a collection of rows (`List`, `ForEach`): the data a loading state waits
  /// for, never its placeholder, even when the rows are plain text. O(the code's tokens).
  private func showsCollection(_ items: CodeBlockItemListSyntax) -> Bool {
    items.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      return name == "List" || name == "ForEach"
    }
  }

  /// Whether a shape shows only still content: in place or a view type, each summary with nothing
  /// that navigates and showing only still views. With `callingBack`, a view's controls may call
  /// closures its creator gives it (`Button("Retry", action: retry)`): those run the creator's
  /// code, whose links are the creator's screen's. Iterative, with an explicit list of summaries to
  /// visit.
  private func isStill(_ shape: Shape, seen: inout Set<SummaryID>, callingBack: Bool) -> Bool {
    var pending: [SummaryID] = []
    switch shape {
    case .inline(let id, _, _, let decoration):
      guard decoration.content.isEmpty else { return false }
      pending.append(id)
    case .view(let name, let decoration, _):
      guard decoration.content.isEmpty else { return false }
      // A view the files do not declare (`SkeletonView()` from a package) shows nothing they can
      // tell navigates.
      guard let type = index.types[name] else { return true }
      guard let summary = readSummary(of: type) else { return false }
      pending.append(summary.id)
    default: return false
    }
    while let id = pending.popLast() {
      guard seen.insert(id).inserted else { continue }
      guard let summary = summaries[id],
        summary.links.allSatisfy({ callingBack && callsBack($0, of: summary.host) }),
        summary.registrations.isEmpty,
        !summary.hostsStack, presentationsByHost[id]?.isEmpty ?? true, summary.decoration.content.isEmpty
      else { return false }
      switch summary.top {
      case .inline, .empty, .view: break
      default: return false
      }
      for use in summary.uses {
        guard let type = index.types[use.type] else { continue }
        guard use.role == .component, let used = readSummary(of: type) else { return false }
        pending.append(used.id)
      }
    }
    return true
  }

  /// Whether a link site only calls closures held by properties of `host` (a view's own
  /// call-backs, given by its creator).
  private func callsBack(_ site: LinkSite, of host: String?) -> Bool {
    guard let host, case .effects(let effects) = site.trigger, !effects.isEmpty else { return false }
    return effects.allSatisfy { effect in
      if case .callClosure(let key, _, _) = effect { key.owner == host } else { false }
    }
  }

  /// Whether a `switch` or `if` chain beside other views in a container is a loading state of the
  /// screen around one component (`VStack { Button("Add") { ... }; switch model.phase { case
  /// .ready: PortList(); case .loading: ProgressView(); case .idle: Text("None") } }`): one branch
  /// shows a view type that leads to no screens of its own (no tab bar, stack or switch of screens:
  /// a list that presents its rows' details is content of the screen), and every other branch is a
  /// loading placeholder (`isLoadingPlaceholder`) or empty. Its view is then a component of the
  /// screen, which keeps its own links, not a screen of its own the others are lent to. O(the
  /// branches' code), each branch read once.
  func isLoadingChoiceBesideContent(_ view: ExprSyntax, in summary: ViewSummary, scope: Scope, depth: Int)
    -> Bool
  {
    // The branches, those of a choice nested in a branch in its place (`case .done: if failed {
    // Text(...) } else { CityList() }`).
    guard var pending = branchBlocks(of: view) else { return false }
    var components = 0
    while let block = pending.popLast() {
      var inner = scope
      let views = withoutDecorations(builderViews(of: block, scope: &inner), in: inner)
      if views.isEmpty { continue }
      if views.count == 1, let nested = branchBlocks(of: views[0]) {
        pending += nested
        continue
      }
      if views.count == 1, let call = modifierChain(views[0], in: inner).base.as(FunctionCallExprSyntax.self),
        let type = qualifiedViewType(peel(call.calledExpression), in: inner)
          ?? SyntaxText.name(peel(call.calledExpression)).flatMap({ viewType(named: $0, in: inner) })
      {
        guard !leadsToScreens(type) else { return false }
        components += 1
        continue
      }
      let content = inlineSummary(
        items: block, expr: nil, scope: scope, location: block.location(in: scope.file), depth: depth + 1)
      guard isLoadingPlaceholder(content.id, of: summary.host) else { return false }
    }
    return components == 1
  }

  /// The branches' statements of a `switch`, or of an `if` chain with its `else`; nil for any
  /// other expression.
  private func branchBlocks(of view: ExprSyntax) -> [CodeBlockItemListSyntax]? {
    let expr = peel(view)
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }
    guard let ifExpr = expr.as(IfExprSyntax.self) else { return nil }
    return ifChainBlocks(ifExpr).blocks.map(\.statements)
  }
}
