internal import SwiftSyntax

/// What a view shows when it holds more than screens: the main view of a container (the one that
/// leads to screens: a tab bar, a stack, a switch, or a view type that shows one), beside views
/// shown over or around it whatever it shows (a banner, a toast, a side menu, a splash overlay).
extension CodeReader {
  /// Of several views in a container, the structure of the one that says what the container shows:
  /// the only view that leads to screens (`leadsToScreens`: `ZStack { MainTabs(); Toasts() }`,
  /// `VStack(spacing: 0) { OfflineBanner(); TabView { ... } }`, `ZStack { tabBar; MiniPlayer() }`
  /// with `tabBar` a computed property), or the only `switch` or `if` with an `else` (or a chain on
  /// one state's values, `isValueChain`). Another `if` without an `else` (`if showSplash { Splash()
  /// }`) is shown at times over the rest, never the main view. Nil when no view, or more than one, leads to screens; the uses the views' structures
  /// mark (stack roots, branches) are then left as they were, so they stay the host's components,
  /// and several such views are kept in `ambiguousMainViews`. Each view's structure is read once:
  /// O(views × uses of the summary).
  func mainStructure(
    of views: [ExprSyntax], in summary: ViewSummary, scope: Scope, role: ViewUse.Role?, depth: Int
  ) -> Shape? {
    let before = summary.uses.map(\.role)
    var found: [(shape: Shape, roles: [ViewUse.Role], view: ExprSyntax)] = []
    for view in views {
      let expr = peel(view)
      if let ifExpr = expr.as(IfExprSyntax.self) {
        var last = ifExpr
        while case .ifExpr(let next)? = last.elseBody { last = next }
        guard last.elseBody != nil || isValueChain(ifExpr, in: scope) else { continue }
      }
      let isChoice = isChoiceView(view, in: scope)
      let shape = structure(of: view, in: summary, scope: scope, role: role, depth: depth)
      let roles = summary.uses.map(\.role)
      for (i, role) in before.enumerated() where i < summary.uses.count { summary.uses[i].role = role }
      guard isChoice || leadsToScreens(shape, in: summary) else { continue }
      // A component holding a stack around its own content, inside this stack (`NavigationStack {
      // VStack { Text("Fired this week"); PotGrid(model: model) } }`, PotGrid's body a
      // `NavigationView { List { ... } }`): the nested stack adds no screen, so the component is
      // the host's content.
      if role == .stackRoot || role == .containedStackRoot, holdsStackAroundOwnContent(shape) { continue }
      // A loading state swapping content that does not navigate is the screen's own content.
      if isChoice, isStillChoice(shape, in: summary) { continue }
      // So is a choice showing one view type in its branches, given other data (`if favourites {
      // PantryList(items: starred) } else { PantryList(items: all) }` under a toggle).
      if isChoice, showsOneViewTypeInSeveralBranches(shape) { continue }
      // So is one swapping a component for loading placeholders beside the screen's other views.
      if isChoice, isLoadingChoiceBesideContent(view, in: summary, scope: scope, depth: depth) { continue }
      found.append((shape, roles, view))
    }
    guard found.count == 1, let main = found.first else {
      if found.count > 1, ambiguousMainViews[summary.id] == nil {
        ambiguousMainViews[summary.id] = (
          found[0].view.location(in: scope.file), found.map { describe($0.view, in: scope) }
        )
      }
      return nil
    }
    for (i, role) in main.roles.enumerated() where i < summary.uses.count { summary.uses[i].role = role }
    // Views beside a tab bar drawn by hand are its bar, around it wherever it is (a root branch's
    // stack: `if signedIn { NavigationStack { VStack { if pane == 1 { ... }; DeskBar(pane: $pane) }
    // } }`), never the other branches' code.
    let handMadeBar: Bool
    switch main.shape {
    case .tabs(let info), .stack(.tabs(let info)): handMadeBar = info.drawnByHand != nil
    default: handMadeBar = false
    }
    let beside =
      role == .branch || handMadeBar
      ? branchCompanions(of: main.view, among: views, in: summary, scope: scope) : Decoration()
    // Beside a tab bar written in place, they are code around it.
    switch main.shape {
    case .tabs(let info), .stack(.tabs(let info)):
      for id in beside.content where !info.hostCode.contains(id) { info.hostCode.append(id) }
    default: break
    }
    if let overlay = dismissibleOverlay(among: views, in: scope),
      case .choice(let alternatives) = structure(
        of: overlay, in: summary, scope: scope, role: role, depth: depth),
      let last = alternatives.last, alternatives.count >= 2,
      alternatives.dropLast().allSatisfy({ alternative in
        guard case .state(let key)? = alternative.conditions.last?.subject else { return false }
        return key.owner != "?" && key.constantValue == nil
      })
    {
      // A screen over the main view until the user closes it: `if flag { Overlay() } else { main }`;
      // for a chain, one after the other (`if a { A() } else if b { B() } else { main }`).
      markBranchUses(of: main.view, in: summary, scope: scope)
      return .choice(
        alternatives.dropLast() + [(last.conditions, decorateByCase(main.shape, beside, in: summary))])
    }
    if let overlay = selfHidingOverlay(among: views, in: scope) {
      // The same, the `if` written inside the overlay: `OrbitSplash(show: $showSplash)`.
      let shown = structure(of: overlay.view, in: summary, scope: scope, role: .branch, depth: depth)
      markBranchUses(of: main.view, in: summary, scope: scope)
      return .choice([
        ([Condition(subject: .state(overlay.flag), value: "true")], shown),
        (
          [Condition(subject: .state(overlay.flag), value: "false")],
          decorateByCase(main.shape, beside, in: summary)
        ),
      ])
    }
    return decorateByCase(main.shape, beside, in: summary)
  }

  /// The main choice decorated with the views beside it, each alternative with those an `if` around
  /// them admits for its case (`if router.route != .search { NavBar() }` beside `switch
  /// router.route`: not the search branch's; `CodeReader.caseCondition`). O(alternatives × views).
  private func decorateByCase(_ shape: Shape, _ beside: Decoration, in summary: ViewSummary) -> Shape {
    var tests: [SummaryID: [Condition]] = [:]
    for use in summary.uses where use.role == .branch && !use.caseConditions.isEmpty {
      tests[.view(use.type), default: []] += use.caseConditions
    }
    guard !tests.isEmpty, case .choice(let alternatives) = shape else { return decorate(shape, beside) }
    return .choice(
      alternatives.map { alternative in
        var decoration = beside
        decoration.content.removeAll { id in
          (tests[id] ?? []).contains { test in
            alternative.conditions.contains { condition in
              condition.subject == test.subject && condition.value.map { !test.admits($0) } == true
            }
          }
        }
        return (alternative.conditions, decorate(alternative.shape, decoration))
      })
  }

  /// The views beside the main view of a switch's branch (`else { memberArea() }`, a helper
  /// building `HStack { SideMenu(); MainTabs() }`): that branch's, never a sibling branch's. Their
  /// uses become branch uses, which the code of a view holding a root switch does not lend every
  /// branch (`NavigationResolver.closure(of:)`), and the view types they create are code around the
  /// main view (the decoration's content), shown with it. Content written in place beside it stays
  /// the host's. O(views × uses of the summary).
  private func branchCompanions(
    of main: ExprSyntax, among views: [ExprSyntax], in summary: ViewSummary, scope: Scope
  ) -> Decoration {
    var around = Decoration()
    for view in views where view.id != main.id {
      let range = view.position.utf8Offset..<view.endPosition.utf8Offset
      for i in summary.uses.indices
      where summary.uses[i].role == .component && summary.uses[i].location.file == scope.file
        && range.contains(summary.uses[i].location.offset)
      {
        summary.uses[i].role = .branch
        guard let type = index.types[summary.uses[i].type] else { continue }
        _ = self.summary(of: type)
        if !around.content.contains(.view(type.qualifiedName)) {
          around.content.append(.view(type.qualifiedName))
        }
      }
    }
    return around
  }

  /// Marks the main view's components as its branch's (`ZStack { Home(); if showsSplash {
  /// Splash(showsSplash: $showsSplash) } }`, Home's body holding its own stack): the main view is
  /// the `else` of the overlay's switch, so its code is not code around the overlay, whose screen
  /// covers it (held-out set 315: the splash carried Home's sheet and push). O(uses of the summary).
  private func markBranchUses(of view: ExprSyntax, in summary: ViewSummary, scope: Scope) {
    let range = view.position.utf8Offset..<view.endPosition.utf8Offset
    for i in summary.uses.indices
    where summary.uses[i].role == .component && summary.uses[i].location.file == scope.file
      && range.contains(summary.uses[i].location.offset)
    {
      summary.uses[i].role = .branch
    }
  }

  /// Whether a view is a `switch`, an `if` with an `else` or a chain on one state's values
  /// (`isValueChain`), written alone or as the one view of
  /// containers around it (`Group { switch flow.screen { ... } }` beside a loading spinner): such a
  /// choice is the main view even when a branch is the host's own content (`case .idle:
  /// EmptyView()`), as a bare `switch` is. An availability check or a test of the device is what
  /// the branch the system takes shows (`systemBranch`). At most 8 containers deep. O(views in the containers).
  private func isChoiceView(_ view: ExprSyntax, in scope: Scope) -> Bool {
    var expr = peel(view)
    var scope = scope
    for _ in 0..<8 {
      if expr.is(SwitchExprSyntax.self) { return true }
      if let ifExpr = expr.as(IfExprSyntax.self) {
        if let block = systemBranch(of: ifExpr, in: scope) {
          // The branch the system takes (`if #available(iOS 15.0, *) { ... } else { }`).
          let views = withoutDecorations(builderViews(of: block.statements, scope: &scope), in: scope)
          guard views.count == 1 else { return false }
          expr = peel(views[0])
          continue
        }
        var last = ifExpr
        while case .ifExpr(let next)? = last.elseBody { last = next }
        return last.elseBody != nil || isValueChain(ifExpr, in: scope)
      }
      let (base, _) = modifierChain(expr, in: scope)
      guard let call = base.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(call.calledExpression)),
        CodeReader.singleViewContainers.contains(name),
        let content = call.trailingClosure ?? SyntaxText.closure(call, "content")
      else { return false }
      let views = withoutDecorations(builderViews(of: content.statements, scope: &scope), in: scope)
      guard views.count == 1 else { return false }
      expr = peel(views[0])
    }
    return false
  }

  /// A view as a warning names it: the view type or container it creates (`'MainTabs'`,
  /// `'TabView'`), else its first characters.
  private func describe(_ view: ExprSyntax, in scope: Scope) -> String {
    let (base, _) = modifierChain(view, in: scope)
    if let call = base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression))
    {
      return "'\(name)'"
    }
    return "'\(SyntaxText.bounded(base, limit: 30))'"
  }

  /// Whether a structure shows screens of its own rather than the host's content: a tab bar, a
  /// stack around a view type, a tab bar or a switch, a view type that leads to screens, or a
  /// switch whose branches are all such (none the host's own content).
  func leadsToScreens(_ shape: Shape, in summary: ViewSummary) -> Bool {
    switch shape {
    case .tabs: return true
    case .stack(let inner): return showsScreens(inner)
    case .view(let name, _, _): return index.types[name].map(leadsToScreens) ?? false
    case .choice(let alternatives):
      return alternatives.contains { showsScreens($0.shape) }
        && !alternatives.contains {
          if case .inline(let id, _, _, _) = $0.shape { id == summary.id } else { false }
        }
    case .inline, .unresolved, .empty: return false
    }
  }

  /// Whether a view type's body leads to screens of its own: its structure is a tab bar, a stack
  /// (around a view type, a switch, or its own content: the view holding it is then its root), a
  /// switch of which a branch shows another view, or another view type that leads to screens. Reads the type's body first when it was not read yet
  /// (a view used before it is declared), at most `maximumCallDepth` types inside one another; a
  /// type whose body is being read (views that show each other) leads nowhere.
  func leadsToScreens(_ type: TypeDeclaration) -> Bool {
    guard let top = readSummary(of: type)?.top else { return false }
    switch top {
    case .tabs, .view, .stack: return true
    case .choice(let alternatives): return alternatives.contains { showsScreens($0.shape) }
    case .inline, .unresolved, .empty: return false
    }
  }

  /// The summary of a view type, read first when it was not read yet (a view used before it is
  /// declared), at most `maximumCallDepth` types inside one another; nil for a type that is no
  /// view, or past that depth.
  func readSummary(of type: TypeDeclaration) -> ViewSummary? {
    guard type.isView else { return nil }
    if let read = summaries[.view(type.qualifiedName)] { return read }
    guard typesBeingRead < CodeReader.maximumCallDepth else { return nil }
    typesBeingRead += 1
    defer { typesBeingRead -= 1 }
    return summary(of: type)
  }

  /// Whether a shape is a view type whose body is a stack around content written in place only (its
  /// own, or a choice between loading and error lines and its own). Iterative over nested choices.
  private func holdsStackAroundOwnContent(_ shape: Shape) -> Bool {
    guard case .view(let name, _, _) = shape, let type = index.types[name],
      case .stack(let root)? = summaries[.view(type.qualifiedName)]?.top
    else { return false }
    var pending = [root]
    while let next = pending.popLast() {
      switch next {
      case .inline, .empty: continue
      case .choice(let alternatives): pending += alternatives.map(\.shape)
      case .view, .stack, .tabs, .unresolved: return false
      }
    }
    return true
  }

  /// Whether a shape shows a screen built elsewhere: a view type, a tab bar, a stack or a switch.
  private func showsScreens(_ shape: Shape) -> Bool {
    switch shape {
    case .view, .tabs, .stack, .choice: return true
    case .inline, .unresolved, .empty: return false
    }
  }
}
