internal import SwiftSyntax

/// The structure of a view's body: a stack, a tab view, a switch at the top, a single view type, or
/// the body's own content.
extension CodeReader {
  /// The structure of a view's body: a stack (around a view type, a switch, or content), a tab view,
  /// a switch at the top, a single view type, or the body's own content (`.inline` of the summary).
  /// Marks the uses it passes through (stack roots, switch branches), which are then not components.
  func structure(of items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope) -> Shape {
    structure(ofItems: items, in: summary, scope: scope, role: nil, depth: 0)
  }

  func structure(
    ofItems items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?,
    depth: Int
  ) -> Shape {
    var scope = scope
    let all = builderViews(of: items, scope: &scope)
    let views = withoutDecorations(all, in: scope)
    guard depth < 32, !views.isEmpty else { return selfShape(summary) }
    if isAnimationOverDecoration(views, among: all, in: scope) { return selfShape(summary) }
    if views.count == 1 {
      return structure(of: views[0], in: summary, scope: scope, role: role, depth: depth + 1)
    }
    if let choice = separateIfChoice(of: views, in: summary, scope: scope, depth: depth + 1) { return choice }
    return mainStructure(of: views, in: summary, scope: scope, role: role, depth: depth + 1)
      ?? selfShape(summary)
  }

  func structure(
    of expr: ExprSyntax, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?, depth: Int
  ) -> Shape {
    let expr = peel(expr)
    // A tab bar drawn by hand in a computed property of the selection's enum (`pane.view`).
    if let member = expr.as(MemberAccessExprSyntax.self),
      let (switchExpr, _, file) = selectionPropertySwitch(member, in: scope),
      let info = tabViews[switchExpr.location(in: file)]
    {
      return .tabs(info)
    }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      // A tab bar drawn by hand, read with the content (`readHandMadeTabBar`).
      if let info = tabViews[ifExpr.location(in: scope.file)] { return .tabs(info) }
      // An availability check (`if #available(iOS 15.0, *) { ... } else { }` around a whole body)
      // or a test of the device (`if sizeClass == .regular`) is no choice of the user's: the branch
      // the newest system or an upright iPhone takes is what the view shows, as if written alone.
      // (A choice on a constant stays a choice: `fixedRoot` reads its branch.)
      if let block = systemBranch(of: ifExpr, in: scope) {
        return structure(ofItems: block.statements, in: summary, scope: scope, role: role, depth: depth)
      }
      let nested = conditionListChoice(ifExpr, in: scope) { block, inner in
        guard let block else { return selfShape(summary) }
        return structure(ofItems: block.statements, in: summary, scope: inner, role: .branch, depth: depth)
      }
      if let nested { return nested }
      var alternatives: [(conditions: [Condition], shape: Shape)] = []
      var blocks: [CodeBlockSyntax?] = []
      var seen: [(Subject, String)] = []
      var current: IfExprSyntax? = ifExpr
      while let clause = current {
        let tested = disjunctConditions(of: clause.conditions, in: scope)
        seen += tested
        let shape = withBranchHandlers(
          structure(ofItems: clause.body.statements, in: summary, scope: scope, role: .branch, depth: depth),
          of: clause.body.statements, in: summary, scope: scope)
        for (subject, value) in tested {
          alternatives.append(
            ([Condition(subject: subject, value: value, location: clause.location(in: scope.file))], shape))
          blocks.append(clause.body)
        }
        current = nil
        switch clause.elseBody {
        case .ifExpr(let next): current = next
        case .codeBlock(let block):
          alternatives.append(
            (
              elseConditions(seen),
              withBranchHandlers(
                structure(ofItems: block.statements, in: summary, scope: scope, role: .branch, depth: depth),
                of: block.statements, in: summary, scope: scope)
            ))
          blocks.append(block)
        case nil:
          alternatives.append((elseConditions(seen), selfShape(summary)))
          blocks.append(nil)
        @unknown default: break
        }
      }
      if let stack = stackBesideLoadingPlaceholders(
        alternatives, blocks: blocks, of: summary, scope: scope, depth: depth)
      {
        summary.stackAfterLoading = true
        return stack
      }
      if isLoadingStateChoice(
        alternatives, blocks: blocks.map { $0?.statements }, of: summary, scope: scope, depth: depth)
      {
        return selfShape(summary)
      }
      markOwnContentBranches(alternatives, blocks: blocks, of: summary, in: scope)
      if let tabBar = tabBar(amongOwnContent: alternatives, of: summary) {
        // The other branches' links (the "no modules" message's sign-out) are shown instead of the
        // tab bar, never around it: none of the tab bar's screens has them.
        let ranges = zip(alternatives, blocks).compactMap { alternative, block -> Range<Int>? in
          guard let block, case .inline = alternative.shape else { return nil }
          return block.position.utf8Offset..<block.endPosition.utf8Offset
        }
        summary.links.removeAll { link in
          link.location.file == scope.file && ranges.contains { $0.contains(link.location.offset) }
        }
        return tabBar
      }
      return .choice(alternatives)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      // A tab bar drawn by hand, read with the content (`readHandMadeTabBar`).
      if let info = tabViews[switchExpr.location(in: scope.file)] { return .tabs(info) }
      if let selected = constantCase(of: switchExpr, in: scope) {
        // A switch on a value the reader knows (`destinationView(for: .gallery)` at a stack's root,
        // the builder's `switch destination`): the case it takes.
        var inner = scope
        if case .case(let label) = selected.label {
          for item in label.caseItems { bindPattern(item.pattern, into: &inner) }
        }
        return structure(ofItems: selected.statements, in: summary, scope: inner, role: role, depth: depth)
      }
      let subject = self.subject(of: switchExpr.subject, in: scope)
      var alternatives: [(conditions: [Condition], shape: Shape)] = []
      var cases: [SwitchCaseSyntax?] = []
      var named: [String] = []
      for element in switchExpr.cases {
        guard case .switchCase(let switchCase) = element else { continue }
        let shape = withBranchHandlers(
          structure(ofItems: switchCase.statements, in: summary, scope: scope, role: .branch, depth: depth),
          of: switchCase.statements, in: summary, scope: scope)
        switch switchCase.label {
        case .case(let label):
          let names = caseNames(label, switchingOn: switchExpr.subject, in: scope)
          named += names
          for name in names {
            alternatives.append(([Condition(subject: subject, value: name)], shape))
            cases.append(switchCase)
          }
        case .default:
          alternatives.append(([Condition(subject: subject, value: nil, excluded: named)], shape))
          cases.append(switchCase)
        @unknown default: break
        }
      }
      if isLoadingStateChoice(
        alternatives, blocks: cases.map { $0?.statements }, of: summary, scope: scope, depth: depth)
      {
        return selfShape(summary)
      }
      // A case showing the view's own content (a "not found" page with its button) is that
      // content's branch: the other cases share the view's code but not its links.
      markOwnContentBranches(alternatives, blocks: cases, of: summary, in: scope)
      return .choice(alternatives)
    }
    let (base, modifiers) = modifierChain(expr, in: scope)
    if let overlaid = overlaidView(over: base, modifiers: modifiers, in: scope) {
      // A screen laid over a decorative view (`CodeReader+OverlaidScreens`): that screen.
      return structure(of: overlaid.view, in: summary, scope: overlaid.scope, role: role, depth: depth + 1)
    }
    if let swap = swappingModifier(in: modifiers, scope: scope) {
      // The app's own modifier showing a closure's view in place of the view it modifies
      // (`CodeReader+SwappingModifiers`): the `if` it stands for, written in place.
      let (subject, value) = condition(of: swap.test, in: scope)
      let location = swap.test.location(in: scope.file)
      let shown = (
        [Condition(subject: subject, value: value, location: location)],
        structure(
          ofItems: swap.content.statements, in: summary, scope: scope, role: .branch, depth: depth + 1)
      )
      let kept = (
        [Condition(subject: subject, value: nil, excluded: [value], location: location)],
        structure(of: swap.modified, in: summary, scope: scope, role: .branch, depth: depth + 1)
      )
      if CodeReader.ownContent(kept.1, of: summary.id) != nil {
        markOwnContent(swap.modified, of: summary, in: scope)
      }
      return .choice(swap.showsWhenTrue ? [shown, kept] : [kept, shown])
    }
    if role == .branch, let call = base.as(FunctionCallExprSyntax.self) {
      recordBranchHandlers(modifiers, of: call, in: scope)
    }
    if modifiers.contains(where: { buildsStackAroundContent($0, in: scope) }) {
      // A stack the app's own modifier builds around the view (`.voyage(trail: $path)`,
      // `CodeReader+StackModifiers`): the view is its root, as in `NavigationStack { view }`.
      return .stack(structure(of: base, in: summary, scope: scope, role: .stackRoot, depth: depth + 1))
    }
    if let closure = boundClosure(base, in: scope) {
      // Content a wrapper was given (`content` or `content()` in `AppShell`'s body, bound to the
      // creator's closure): what the closure builds, read where it was written.
      let key = "structure:closure@\(closure.location.file):\(closure.location.offset)"
      return expand(key, depth: scope.depth, default: selfShape(summary)) {
        var inner = closure.scope
        inner.depth = scope.depth + 1
        return structure(ofItems: closure.statements, in: summary, scope: inner, role: role, depth: depth)
      }
    }
    if let reference = localViewReference(base), let initial = localViewInitializer(reference, in: scope) {
      // A view held in a local constant (`let contentView = StartView()`): what it creates.
      return structure(of: initial, in: summary, scope: scope, role: role, depth: depth + 1)
    }
    guard let call = base.as(FunctionCallExprSyntax.self) else {
      if let member = base.as(MemberAccessExprSyntax.self), let built = caseProperty(member, in: scope) {
        // A root or branch built by a computed property of a case the code gives (`Route.home.screen`,
        // `route.screen` in a router's builder method given `.lobby`): the getter read with `self`
        // the case, so its `switch self` takes that case.
        return expand("structure:" + built.key, depth: scope.depth, default: selfShape(summary)) {
          structure(ofItems: built.getter, in: summary, scope: built.scope, role: role, depth: depth)
        }
      }
      if let getter = computedGetter(base, in: scope) {
        return expand("structure:" + getter.key, depth: 0, default: selfShape(summary)) {
          structure(ofItems: getter.items, in: summary, scope: scope, role: role, depth: depth)
        }
      }
      return selfShape(summary)
    }
    if let (type, method) = staticBuilder(call, in: scope), let body = method.body {
      // A stack root or branch built by a static function (`MusicBuilder.build(router: router)`):
      // what the function returns, read in its own scope.
      return builtStructure(
        method, body: body, owner: type, call: call, in: summary, scope: scope, role: role, depth: depth)
    }
    if let owner = scope.owner, let method = ownBuilder(call, of: owner, in: scope), let body = method.body {
      // A branch or the whole body built by a function of the view (`@ViewBuilder func display()
      // -> some View { if isActive { displayScreen() } else { displaySplash() } }`): what it builds,
      // read as if written in place, with its parameters bound.
      return builtStructure(
        method, body: body, owner: owner, call: call, generics: scope.generics, in: summary, scope: scope,
        role: role, depth: depth)
    }
    if let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let receiver = member.base {
      let held = value(of: ExprSyntax(receiver), in: scope)
      let name = member.declName.baseName.text
      if let type = madeValueType(held), let method = method(named: name, in: type, call: call, scope: scope),
        let body = method.body
      {
        // A root or branch built by a method of a value made here (`Flow(step: .home, path:
        // $store.path).view()`, `LiveScreen.dashboard.buildView(navigator: coordinator)`): what the
        // method builds with `self` that value, so its `switch step` or `switch self` takes the case
        // given.
        return builtStructure(
          method, body: body, owner: type, call: call, receiver: held, in: summary, scope: scope, role: role,
          depth: depth)
      }
      if case .object(let typeName, let arguments) = objectHeld(in: held),
        !call.arguments.contains(where: { Ternary($0.expression) != nil }), let type = index.types[typeName],
        let method = method(named: name, in: type, call: call, scope: scope), let body = method.body
      {
        // A root or branch built by a method of an object (a view model's factory,
        // `viewModel.createSearchView()` at a stack's root): what the method builds, in its object.
        // (Given a ternary, `coordinator.build(signedIn ? .home : .login)`, it is a root choice on
        // the condition, read with the host's content: `CodeReader+TernaryArguments`.)
        return builtStructure(
          method, body: body, owner: type, call: call,
          generics: Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments)), in: summary,
          scope: scope, role: role, depth: depth)
      }
    }
    if let declared = qualifiedViewType(peel(call.calledExpression), in: scope) {
      return viewStructure(
        declared, name: declared.qualifiedName, call: call, in: summary, scope: scope, role: role)
    }
    if let routed = packageRouterContent(call, in: scope) {
      // SwiftfulRouting's `RouterView { _ in Home() }`: a stack around its content, as
      // `NavigationStack { Home() }` (`CodeReader+PackageRouters`).
      let inner = structure(
        ofItems: routed.content.statements, in: summary, scope: scope,
        role: routed.stacked ? .stackRoot : role,
        depth: depth)
      return routed.stacked ? .stack(inner) : inner
    }
    guard let name = SyntaxText.name(peel(call.calledExpression)) else { return selfShape(summary) }
    switch name {
    case "NavigationStack", "NavigationView":
      // A stack whose root is a stack again (`NavigationStack { router.build(.start) }`, the method
      // building `NavigationStack { HarborView() }`): one stack, whose root is the inner one's.
      guard let content = SyntaxText.stackContent(call) else {
        guard let root = SyntaxText.argument(call, "root") else { return selfShape(summary) }
        return .stack(
          around: structure(of: root, in: summary, scope: scope, role: .stackRoot, depth: depth + 1))
      }
      if name == "NavigationView", let sidebar = firstColumn(of: content, in: scope) {
        return .stack(
          around: structure(of: sidebar, in: summary, scope: scope, role: .stackRoot, depth: depth + 1))
      }
      return .stack(
        around: structure(
          ofItems: content.statements, in: summary, scope: scope, role: .stackRoot, depth: depth))
    case "NavigationSplitView":
      guard let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure else {
        return selfShape(summary)
      }
      let root = structure(
        ofItems: sidebar.statements, in: summary, scope: scope, role: .stackRoot, depth: depth)
      // In a branch, its columns are pushed from its sidebar only, not from the other branches.
      guard role == .branch, let columns = columnSummary(of: call, movingFrom: summary, in: scope) else {
        return .stack(root)
      }
      var around = Decoration()
      around.content = [columns]
      return .stack(decorate(root, around))
    case "TabView":
      guard let info = tabViews[call.location(in: scope.file)] else { return selfShape(summary) }
      if let content = call.trailingClosure ?? SyntaxText.closure(call, "content"),
        let gate = gatedTabs(content)
      {
        return gatedTabsShape(gate, info: info, in: summary, scope: scope, depth: depth)
      }
      return .tabs(info)
    case "Group", "VStack", "HStack", "ZStack", "ScrollViewReader", "GeometryReader":
      if let content = call.trailingClosure ?? SyntaxText.closure(call, "content") {
        // A view inside a container at a stack's root may be the host's own content
        // (`ZStack { Color.black; Photo() }`): decided once its navigation is known.
        let inner = role == .stackRoot ? .containedStackRoot : role
        return structure(ofItems: content.statements, in: summary, scope: scope, role: inner, depth: depth)
      }
      return selfShape(summary)
    case "AnyView":
      guard let wrapped = call.arguments.first?.expression else { return selfShape(summary) }
      return structure(of: wrapped, in: summary, scope: scope, role: role, depth: depth + 1)
    default:
      let declared = viewType(named: name, in: scope)
      let isView =
        declared != nil
        || (name.unicodeScalars.first?.properties.isUppercase == true
          && !CodeReader.builtinViews.contains(name)
          && index.lookup(name: name, from: scope.owner?.qualifiedName) == nil)
      guard isView else { return selfShape(summary) }
      if let declared, let content = wrappedContent(of: declared, call: call, in: scope, host: summary) {
        // A wrapper showing the one view it is given (beside its chrome): that view, in place.
        return structure(ofWrapped: content, in: summary, scope: scope, role: role, depth: depth + 1)
      }
      if let declared,
        let content = wrappedContent(of: declared, call: call, in: scope, host: summary, stacked: true)
      {
        // A wrapper showing the one view it is given as its own stack's root: that view, in place,
        // in a stack, as if the wrapper's `NavigationStack` were written here (a tab bar under it
        // pushes onto that stack).
        let root = structure(
          ofWrapped: content, in: summary, scope: scope, role: .stackRoot, depth: depth + 1)
        // The host's own content at the root (`Harbour(pilot: pilot) { VStack { ... } }` as a
        // whole body): the host is the screen, as for a wrapper laying out its content below.
        if case .inline(let id, _, _, _) = root, id == summary.id { stackRootsOwnContent.insert(summary.id) }
        return .stack(root)
      }
      if role == .stackRoot || role == .containedStackRoot, wrapsContentWrittenInPlace(call, in: scope) {
        // A wrapper laying out the host's own content at the stack's root (`NavigationStack {
        // BusyCover(isBusy: loading) { VStack { ... } } }`, also between spacers in a container
        // there): the host is the screen, the wrapper a component of it, unless something
        // navigates to the wrapper.
        stackRootsOwnContent.insert(summary.id)
        return selfShape(summary)
      }
      return viewStructure(declared, name: name, call: call, in: summary, scope: scope, role: role)
    }
  }

  /// The structure a construction of a view shows (a declared type, or a name not declared in the
  /// files read): the view in its role, or, with no role, the view when it leads to screens of its
  /// own, else the summary's own content.
  func viewStructure(
    _ declared: TypeDeclaration?, name: String, call: FunctionCallExprSyntax, in summary: ViewSummary,
    scope: Scope, role: ViewUse.Role?
  ) -> Shape {
    let location = call.location(in: scope.file)
    guard let role else {
      // The body's one view, or the main view of a container: it stands for a view type that
      // shows screens of its own (`var body: some View { MainTabs().onAppear { ... } }`), and the
      // body's own code is code around what that shows. It stays a component.
      if let declared, leadsToScreens(declared) {
        if call.arguments.contains(where: { !peel($0.expression).is(ClosureExprSyntax.self) }) {
          mainViewsGivenArguments.insert(location)
        }
        return .view(declared.qualifiedName, Decoration(), location)
      }
      return selfShape(summary)
    }
    if let i = summary.uses.firstIndex(where: { $0.location == location }) { summary.uses[i].role = role }
    return .view(declared?.qualifiedName ?? name, Decoration(), location)
  }

  /// The closure a view-building name in scope is bound to (`content`, `content()`, `root()` in a
  /// wrapper's body, given by its creator); nil for anything else.
  func boundClosure(_ expr: ExprSyntax, in scope: Scope) -> ClosureValue? {
    var named = expr
    if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
      named = peel(call.calledExpression)
    }
    guard let name = named.as(DeclReferenceExprSyntax.self)?.baseName.text,
      case .closure(let closure)? = scope.locals[name]
    else { return nil }
    return closure
  }

  /// The method of the view a call names (`display()`, `self.display()`), as content reading
  /// expands it (`readCall`): not a modifier of the same name, not `body`.
  func ownBuilder(_ call: FunctionCallExprSyntax, of owner: TypeDeclaration, in scope: Scope)
    -> FunctionDeclaration?
  {
    let called = peel(call.calledExpression)
    let name: String
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard name != "body", scope.locals[name] == nil else { return nil }
    return owner.methods[name]?.first
  }

  /// The summary's own content as a shape.
  /// The tab bar of a view whose body is an `if` with one branch holding its `TabView` and the
  /// others its own content in place (`if let user = session.user { if canShowAny { ZStack {
  /// TabView { ... }; SideMenu() } } else { VStack { Text("no modules"); Button("Sign out") { ... }
  /// } } } else { ProgressView() }`): the tab bar, the branch a user works in; the others are
  /// waiting or placeholder states of the same view, not a screen showing a `TabView` of its own.
  /// Nil when no branch or several are a tab bar, or another branch shows a view or a stack.
  func tabBar(
    amongOwnContent alternatives: [(conditions: [Condition], shape: Shape)], of summary: ViewSummary
  )
    -> Shape?
  {
    var tabBar: Shape?
    for alternative in alternatives {
      switch alternative.shape {
      case .tabs, .stack(.tabs):
        guard tabBar == nil else { return nil }
        tabBar = alternative.shape
      case .inline(let id, _, _, _) where id == summary.id: continue
      default: return nil
      }
    }
    return tabBar
  }

  /// Marks the links (and component uses) of the blocks of an `if` chain that show the view's own
  /// content, in place or at a stack's root (`if onboarded { NavigationSplitView { List { ... } } } else { Intro() }`):
  /// at the root, that branch is the view's screen and the other branches share the view's code
  /// but not those links (before, the intro got the split view's pushes: held-out set 72
  /// MeetMemento). O(links of the chain).
  func markOwnContentBranches(
    _ alternatives: [(conditions: [Condition], shape: Shape)], blocks: [(some SyntaxProtocol)?],
    of summary: ViewSummary, in scope: Scope
  ) {
    for (alternative, block) in zip(alternatives, blocks) {
      guard let block else { continue }
      switch alternative.shape {
      case .inline(let id, _, _, _) where id == summary.id: break
      case .stack(.inline(let id, _, _, _)) where id == summary.id: break
      case .choice where CodeReader.ownContent(alternative.shape, of: summary.id) != nil: break
      default: continue
      }
      summary.ownBranchLinks.formUnion(summary.branchLinks[block.location(in: scope.file)] ?? [])
      let range = block.position.utf8Offset..<block.endPosition.utf8Offset
      for use in summary.uses where use.location.file == scope.file && range.contains(use.location.offset) {
        summary.ownBranchUses.insert(use.location)
      }
    }
  }

  /// A view's own content written in place (`.inline` of its summary `id`), also when it is a
  /// choice between such content at any depth (`VStack { if image != nil { ... } else { ... };
  /// Button(...) }`, a layout choice, not a switch of screens): the first such content; nil for any
  /// other shape. Iterative: O(branches).
  static func ownContent(_ shape: Shape, of id: SummaryID) -> Shape? {
    var pending = [shape]
    var found: Shape?
    while let current = pending.popLast() {
      switch current {
      case .inline(let inner, _, _, _) where inner == id: found = found ?? current
      case .choice(let alternatives): pending += alternatives.map(\.shape)
      case .empty: break
      default: return nil
      }
    }
    return found
  }

  func selfShape(_ summary: ViewSummary) -> Shape {
    .inline(summary.id, kind: "content", host: summary.host, Decoration())
  }

  /// The first column of a `NavigationView` of several (`NavigationView { NoteList(); Text("Pick a
  /// note") }`: a sidebar and a detail placeholder): on iPhone the stack's root, the others shown
  /// only beside it on a wide screen. Nil when the content is one view or is not a plain list of
  /// views (a condition, a loop). O(views).
  func firstColumn(of content: ClosureExprSyntax, in scope: Scope) -> ExprSyntax? {
    var scope = scope
    let views = builderViews(of: content.statements, scope: &scope)
    guard views.count > 1,
      views.allSatisfy({ view in
        let base = peel(view)
        return !base.is(IfExprSyntax.self) && !base.is(SwitchExprSyntax.self)
          && SyntaxText.name(
            peel(
              modifierChain(view, in: scope).base.as(FunctionCallExprSyntax.self)?.calledExpression ?? base))
            != "ForEach"
      })
    else { return nil }
    return views[0]
  }
}

extension CodeReader {
  /// What a function called at a root or a branch builds: its body's structure, read in its own
  /// scope with its parameters bound to the call's arguments (and `self` to `receiver` when
  /// given), once on the way through each function (a recursion guard: the view itself otherwise).
  fileprivate func builtStructure(
    _ method: FunctionDeclaration, body: CodeBlockItemListSyntax, owner: TypeDeclaration,
    call: FunctionCallExprSyntax, generics: [String: TypeReference] = [:], receiver: Value? = nil,
    in summary: ViewSummary, scope: Scope, role: ViewUse.Role?, depth: Int
  ) -> Shape {
    let key =
      "structure:\(owner.qualifiedName).\(method.name)@\(method.location.file):\(method.location.offset)"
    return expand(key, depth: scope.depth, default: selfShape(summary)) {
      var callee = Scope(
        owner: owner, file: method.location.file, generics: generics, origin: scope.origin,
        depth: scope.depth + 1)
      callee.locals = arguments(for: method, call: call, caller: scope, callee: callee)
      if let receiver { callee.locals["self"] = receiver }
      return structure(ofItems: body, in: summary, scope: callee, role: role, depth: depth)
    }
  }

  /// The getter of a computed property read on an enum case the code gives (`.lobby` bound to a
  /// parameter, `Route.home`), the scope to read it in (`self` the case), and a key naming both;
  /// nil for any other member.
  private func caseProperty(_ member: MemberAccessExprSyntax, in scope: Scope) -> (
    getter: CodeBlockItemListSyntax, scope: Scope, key: String
  )? {
    guard let receiverExpr = member.base, case let receiver = value(of: ExprSyntax(receiverExpr), in: scope),
      case .enumCase(let typeName?, let caseName, _) = receiver,
      let type = index.lookup(
        .named(typeName.split(separator: ".").map(String.init), []), from: scope.owner?.qualifiedName),
      let property = type.properties[member.declName.baseName.text],
      case .computed(let getter, let file) = role(of: property, in: type)
    else { return nil }
    var inner = Scope(owner: type, file: file, origin: scope.origin, depth: scope.depth + 1)
    inner.locals["self"] = receiver
    return (getter, inner, "\(type.qualifiedName).\(property.name)(\(caseName))")
  }

  /// The structure of what a wrapper is given to show: a closure's content, or the view given.
  fileprivate func structure(
    ofWrapped content: WrappedContent, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?, depth: Int
  ) -> Shape {
    switch content {
    case .closure(let closure):
      return structure(ofItems: closure.statements, in: summary, scope: scope, role: role, depth: depth)
    case .view(let view): return structure(of: view, in: summary, scope: scope, role: role, depth: depth)
    }
  }
}
