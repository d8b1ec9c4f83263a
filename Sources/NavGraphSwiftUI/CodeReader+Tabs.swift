internal import NavGraph
internal import SwiftSyntax

/// Tab views: a `TabView`'s tabs, written out or made by a `ForEach` over an enum's cases, and its
/// selection.
extension CodeReader {
  /// Whether a modifier sets a paging tab view style (`.tabViewStyle(.page)`,
  /// `.tabViewStyle(PageTabViewStyle(...))`).
  static func isPagingStyle(_ modifier: ModifierCall) -> Bool {
    guard modifier.name == "tabViewStyle" else { return false }
    let style = SyntaxText.bounded(modifier.call.arguments, limit: 80)
    return style.contains("page") || style.contains("PageTabViewStyle")
  }

  /// Whether a paging style is applied to a view a `TabView` holds (`TabView { ForEach(0..<3) {
  /// ... }.tabViewStyle(.page) }`): the TabView is then a pager too, as when the style is on it
  /// (held-out set 51 FoxVoyage's onboarding, before read as the app's tab bar).
  private func pagesItsContent(_ content: ClosureExprSyntax, in scope: Scope) -> Bool {
    content.statements.contains { item in
      guard case .expr(let expr) = item.item else { return false }
      return modifierChain(expr, in: scope).modifiers.contains(where: CodeReader.isPagingStyle)
    }
  }

  /// Whether a `TabView` is a pager by what it holds: its pages made by a `ForEach` over anything
  /// but an enum's cases, and no tab labelled (no `.tabItem` or `Tab(...)` / `TabSection` written
  /// in it, in a computed property it names, or on the body of a view it shows). Such a TabView
  /// shows no tab bar users can see as tabs (held-out set 62 Rxmind's onboarding, `TabView(selection:
  /// $page) { ForEach(pages) { ... .tag(page.tag) } }`, before read as the app's tab bar with no
  /// tabs). Unlabelled tabs written out (`TabView { B(); C() }`, or tagged under a hand-drawn bar)
  /// stay a tab bar.
  private func pagesByUnlabelledForEach(_ content: ClosureExprSyntax, in scope: Scope) -> Bool {
    let labels: Set<String> = ["tabItem", "Tab", "TabSection"]
    func written(_ syntax: some SyntaxProtocol) -> Bool {
      syntax.tokens(viewMode: .sourceAccurate).contains { labels.contains($0.text) }
    }
    if written(content) { return false }
    var unreadForEach = false
    for item in content.statements {
      let expr: ExprSyntax?
      switch item.item {
      case .expr(let e): expr = e
      case .stmt(let stmt): expr = CodeReader.expression(of: stmt)
      default: expr = nil
      }
      guard let expr else { continue }
      let base = modifierChain(expr, in: scope).base
      if let getter = computedGetter(base, in: scope), written(getter.items) { return false }
      guard let call = base.as(FunctionCallExprSyntax.self) else { continue }
      let name = SyntaxText.name(peel(call.calledExpression))
      if ownTabModifiers(of: name, from: scope)?.0.contains(where: { $0.name == "tabItem" }) ?? false {
        return false
      }
      if name == "ForEach", forEachCases(call, in: scope) == nil { unreadForEach = true }
    }
    return unreadForEach
  }

  /// Whether the view holding a `TabView` styled as a pager selects its pages with a bar drawn by
  /// hand outside it (`selectsFromOwnBar`): the pages are then its tabs, the pager style only
  /// hiding the system's bar.
  private func selectedByOwnBar(_ call: FunctionCallExprSyntax, in scope: Scope) -> Bool {
    guard let selection = SyntaxText.argument(call, "selection"),
      let reference = peel(selection).as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$")
    else { return false }
    return selectsFromOwnBar(Syntax(call), selection: String(reference.baseName.text.dropFirst()), in: scope)
  }

  /// Whether a `TabView` holds one view created in place and nothing that makes a tab of it: no
  /// selection, no `.tabItem`, `.tag`, `Tab`, `TabSection`, `ForEach`, `if` or `switch` at any depth
  /// (`TabView { ZStack { Text("Settings") } }` in a tab's root, for its look). It shows that view
  /// alone, as content, not a tab bar of its own. O(tokens of the content).
  static func holdsOnePlainView(_ call: FunctionCallExprSyntax, content: ClosureExprSyntax) -> Bool {
    guard SyntaxText.argument(call, "selection") == nil, content.statements.count == 1,
      case .expr(var base)? = content.statements.first?.item
    else { return false }
    // The view under its modifiers (`ZStack { ... }.padding()`).
    while let modified = base.as(FunctionCallExprSyntax.self),
      let inner = modified.calledExpression.as(MemberAccessExprSyntax.self)?.base
    {
      base = inner
    }
    guard let created = base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(created.calledExpression), name.first?.isUppercase == true
    else { return false }
    let tabMaking: Set<String> = ["tabItem", "tag", "Tab", "TabSection", "ForEach"]
    for token in content.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let word) where tabMaking.contains(word): return false
      case .keyword(.if), .keyword(.switch): return false
      default: continue
      }
    }
    return true
  }

  /// A `TabView` with a tab bar: its tabs (`.tabItem` and `.tag`, or `Tab(title, systemImage:,
  /// value:)`) in order, and its selection. A paging `TabView` (its own paging style, or one set
  /// around it) is content.
  func readTabView(
    _ call: FunctionCallExprSyntax, modifiers: [ModifierCall], into summary: ViewSummary, scope: Scope,
    depth: Int
  ) {
    let content = call.trailingClosure ?? SyntaxText.closure(call, "content")
    let styled = modifiers.contains(where: CodeReader.isPagingStyle)
    let paging =
      scope.pagedTabs || styled && !selectedByOwnBar(call, in: scope)
      || content.map { pagesItsContent($0, in: scope) || pagesByUnlabelledForEach($0, in: scope) } ?? false
      || content.map { CodeReader.holdsOnePlainView(call, content: $0) } ?? false
    guard !paging, let content else {
      readClosures(of: call, into: summary, scope: scope, label: nil, depth: depth)
      return
    }
    let info = TabViewInfo(location: call.location(in: scope.file), host: scope.origin)
    info.pagedUnderOwnBar = styled
    // A pager under a bar its host draws, inside the host's own stack (`NavigationStack { VStack {
    // TabView(selection: $page) { ... }; bar } }`): a push covers the pager, its bar and the host's
    // code around them, as it covers a tab bar drawn by hand.
    info.hostCodeCoveredByPushes = styled && isInsideStack(Syntax(call))
    if let selection = SyntaxText.argument(call, "selection"),
      case .binding(let key) = computedBinding(selection, in: scope).map({ value(of: $0.expr, in: $0.scope) })
        ?? value(of: selection, in: scope)
    {
      info.selection = key
    }
    // `TabView { if signedOut { SignUp() } else { tabs } }`: only the tabs are the bar's
    // (`CodeReader+GatedTabBars`); the other branch is read with the choice around the bar.
    let gate = gatedTabs(content)
    let statements =
      gate.map { $0.untabbed.id == $0.ifExpr.body.id ? otherBranch($0.ifExpr) : $0.ifExpr.body }?
      .statements ?? content.statements
    var pending = statements.reversed().map { (item: $0, scope: scope) }
    var expanded: Set<String> = []
    while let (item, scope) = pending.popLast() {
      var expr: ExprSyntax?
      switch item.item {
      case .expr(let e): expr = e
      case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
      case .decl: continue
      @unknown default: break
      }
      guard let expr else { continue }
      if let ifExpr = peel(expr).as(IfExprSyntax.self), let blocks = conditionalTabs(ifExpr, in: scope) {
        pending += blocks.reversed().flatMap { block in block.statements.reversed().map { ($0, scope) } }
        continue
      }
      let (base, chain) = modifierChain(expr, in: scope)
      let baseCall = base.as(FunctionCallExprSyntax.self)
      let baseName = baseCall.flatMap { SyntaxText.name(peel($0.calledExpression)) }
      if chain.isEmpty, let getter = computedGetter(base, in: scope) {
        // A tab written in a computed property of the view (`var musicTab: some View {
        // MusicFlow().tabItem { ... }.tag(Tab.music) }`): read as written in place, each once.
        if expanded.insert(getter.key).inserted {
          var inner = scope
          inner.file = getter.file
          pending += getter.items.reversed().map { ($0, inner) }
        }
        continue
      }
      if baseName == "TabSection",
        let inner = baseCall?.trailingClosure ?? baseCall.flatMap({ SyntaxText.closure($0, "content") })
      {
        pending += inner.statements.reversed().map { ($0, scope) }
        continue
      }
      if baseName == "Group", let inner = baseCall?.trailingClosure, holdsMarkedTabs(inner, in: scope) {
        // Tabs written in a `Group` (`Group { Home().tabItem { ... }; Profile().tabItem { ... } }
        // .toolbarBackground(.visible, for: .tabBar)`, its modifiers applied to every tab): each is
        // a tab of the `TabView`, as if written in it.
        pending += inner.statements.reversed().map { ($0, scope) }
        continue
      }
      if baseName == "ForEach", let forEach = baseCall {
        guard let (cases, body) = forEachCases(forEach, in: scope) else {
          report(
            "tabs made by 'ForEach' over anything but the cases of an enum ('Tab.allCases') are not read; add them through the overlay",
            at: expr.location(in: scope.file))
          continue
        }
        // One tab per case, in case order, the closure's parameter standing for the case.
        let parameter = CodeReader.firstParameterName(body)
        for value in cases.reversed() {
          var caseScope = scope
          caseScope.locals[parameter] = value
          pending += body.statements.reversed().map { ($0, caseScope) }
        }
        continue
      }
      if baseName == "Tab", let tab = baseCall,
        qualifiedViewType(peel(tab.calledExpression), in: scope) == nil
      {
        var titleLiteral = tab.arguments.first.flatMap {
          $0.label == nil ? literalString($0.expression, in: scope) : nil
        }
        let labelClosure = SyntaxText.closure(tab, "label")
        if titleLiteral == nil { titleLiteral = labelText(title: tab, labelClosure: labelClosure) }
        let icon = literalString(
          SyntaxText.argument(tab, "systemImage") ?? SyntaxText.argument(tab, "image"), in: scope)
        let tag = SyntaxText.argument(tab, "value").map {
          value(of: $0, in: scope, expected: selectionType(info))
        }
        guard let tabContent = tab.trailingClosure ?? SyntaxText.closure(tab, "content") else { continue }
        let shape = self.shape(
          ofItems: tabContent.statements, in: scope, kind: "tab", host: summary,
          at: tabContent.location(in: scope.file), depth: depth + 1)
        info.items.append(
          TabItemInfo(
            tag: tag, title: titleLiteral, icon: icon, content: shape, location: expr.location(in: scope.file)
          ))
        continue
      }
      var title: String?
      var icon: String?
      var tag: Value?
      var tagMember: String?
      let marked = chain.contains { $0.name == "tabItem" || $0.name == "tag" }
      var (marks, marksScope) = (chain, scope)
      if !marked, let own = ownTabModifiers(of: baseName, from: scope, call: baseCall) {
        (marks, marksScope) = own
        if let owner = marksScope.owner { tabContainers.insert(owner.qualifiedName) }
      }
      for modifier in marks {
        if modifier.name == "tabItem",
          let closure = modifier.call.trailingClosure
            ?? modifier.call.arguments.first?.expression.as(ClosureExprSyntax.self)
        {
          (title, icon) = tabLabel(closure.statements, in: marksScope)
        } else if modifier.name == "tag", let argument = modifier.call.arguments.first?.expression {
          tag = tagValue(argument, in: marksScope, expected: selectionType(info))
          tagMember = constantMember(argument, tag: tag)
        }
      }
      // Tagged where it is written, labelled in its own body (`Reels().tag(0)` with Reels' body
      // `NavigationView { ... }.tabItem { Text("Reels") }`; held-out set 323 MovieSwiftUI: the
      // tabs had no titles).
      if marked, !chain.contains(where: { $0.name == "tabItem" }),
        let (own, ownScope) = ownTabModifiers(of: baseName, from: scope, call: baseCall),
        let item = own.first(where: { $0.name == "tabItem" }),
        let closure = item.call.trailingClosure
          ?? item.call.arguments.first?.expression.as(ClosureExprSyntax.self)
      {
        (title, icon) = tabLabel(closure.statements, in: ownScope)
      }
      let shape = self.shape(of: expr, in: scope, kind: "tab", host: summary, depth: depth + 1)
      info.items.append(
        TabItemInfo(
          tag: tag, tagMember: tagMember, title: title, icon: icon, content: shape,
          location: expr.location(in: scope.file)))
    }
    addTabView(info)
    // Each tab is a link site of the content holding the `TabView`: a push to the tab's root
    // when this is not the app's tab bar (a second one, inside a screen).
    for (index, item) in info.items.enumerated() {
      summary.links.append(LinkSite(trigger: .tab(info, index), label: item.title, location: item.location))
    }
  }

  /// Whether a closure's statements include a tab marked as one: a view with `.tabItem` or `.tag`
  /// among its modifiers, or a `Tab`. O(its statements and their modifier chains).
  private func holdsMarkedTabs(_ closure: ClosureExprSyntax, in scope: Scope) -> Bool {
    closure.statements.contains { item in
      guard case .expr(let expr) = item.item else { return false }
      let (base, chain) = modifierChain(expr, in: scope)
      if chain.contains(where: { $0.name == "tabItem" || $0.name == "tag" }) { return true }
      return base.as(FunctionCallExprSyntax.self).flatMap { SyntaxText.name(peel($0.calledExpression)) }
        == "Tab"
    }
  }

  /// The blocks of an `if` whose branches write tabs (`if canShowAdmin { AdminView().tabItem { ...
  /// }.tag(3) }`), each a tab: the blocks a run takes when the reader knows the conditions (a
  /// constant), else every block, since a role or flag read at run time may show any of them. Nil
  /// when no branch writes a `.tabItem` or `.tag` (an `if` choosing one tab's content).
  private func conditionalTabs(_ ifExpr: IfExprSyntax, in scope: Scope) -> [CodeBlockSyntax]? {
    var blocks: [CodeBlockSyntax] = []
    var clause: IfExprSyntax? = ifExpr
    while let current = clause {
      blocks.append(current.body)
      clause = nil
      switch current.elseBody {
      case .ifExpr(let next): clause = next
      case .codeBlock(let block): blocks.append(block)
      case nil: break
      @unknown default: break
      }
    }
    let writesTabs = blocks.contains { block in
      block.statements.contains { item in
        let expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
        default: expr = nil
        }
        guard let expr else { return false }
        return modifierChain(expr, in: scope).modifiers.contains { $0.name == "tabItem" || $0.name == "tag" }
      }
    }
    guard writesTabs else { return nil }
    switch knownBranch(of: ifExpr, in: scope) {
    case .taken(let block)?: return [block]
    case .skipped?: return []
    case nil: return blocks
    }
  }

  /// The member a tag names when it is a static constant of a type, `TabIndex.home` read as `0`:
  /// nil for an enum case (already named by its case) and anything else.
  private func constantMember(_ expr: ExprSyntax, tag: Value?) -> String? {
    guard let tag, case .int = tag, let member = peel(expr).as(MemberAccessExprSyntax.self),
      let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
    else { return nil }
    return member.declName.baseName.text
  }

  /// A tab's tag: its value (the case for the `id` or `rawValue` of an enum case, `.tag(Tab.home.id)`,
  /// `.tag(Tab.home.rawValue)`, as for any value); a case of a type not in the files read
  /// (`.tag(Tab.home)`, `Tab` declared elsewhere) is that case, since a capitalized name before it
  /// is a type, not state.
  private func tagValue(_ expr: ExprSyntax, in scope: Scope, expected: TypeReference?) -> Value {
    let direct = value(of: expr, in: scope, expected: expected)
    guard direct.caseName == nil, let member = expr.as(MemberAccessExprSyntax.self), let base = member.base
    else { return direct }
    if case .unknown = direct, let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type.first?.isUppercase == true, scope.locals[type] == nil, scope.owner?.properties[type] == nil,
      index.lookup(name: type, from: scope.owner?.qualifiedName) == nil
    {
      return .enumCase(type: type, name: member.declName.baseName.text)
    }
    return direct
  }

  /// The expression a computed property returns when a tab view's selection names it, with the
  /// scope of the type declaring it: the view's own (`TabView(selection: choice)`, `var choice:
  /// Binding<Pane> { Binding(get: ..., set: ...) }`) or an object's (`TabView(selection:
  /// router.tabBinding)`, the property declared in the router's class, read there). Nil for
  /// anything else.
  func computedBinding(_ selection: ExprSyntax, in scope: Scope) -> (expr: ExprSyntax, scope: Scope)? {
    let selection = peel(selection)
    let owner: TypeDeclaration
    let name: String
    if let reference = selection.as(DeclReferenceExprSyntax.self), let type = scope.owner {
      (owner, name) = (type, reference.baseName.text)
    } else if let member = selection.as(MemberAccessExprSyntax.self), let base = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(base), in: scope)),
      let type = index.types[typeName]
    {
      (owner, name) = (type, member.declName.baseName.text)
    } else {
      return nil
    }
    guard let property = owner.properties[name], let getter = property.getter,
      let expr = CodeReader.soleExpression(of: getter)
    else { return nil }
    let inner =
      owner.qualifiedName == scope.owner?.qualifiedName
      ? scope : Scope(owner: owner, file: property.location.file, origin: scope.origin)
    return (expr, inner)
  }

  /// The type of a tab view's selection state, for typing `.tag(.home)`.
  /// A `ForEach` over the cases of an enum (`ForEach(Tab.allCases) { tab in ... }`, also with
  /// `id:`, or over a constant holding them: `ForEach(router.destinations)`, `let destinations =
  /// Tab.allCases`): the cases without associated values, in declaration order, as values, and the
  /// content closure. Nil for anything else.
  private func forEachCases(_ call: FunctionCallExprSyntax, in scope: Scope) -> (
    [Value], ClosureExprSyntax
  )? {
    guard var written = call.arguments.first?.expression else { return nil }
    if case .state(let key, _) = value(of: written, in: scope),
      let declared = index.types[key.owner], let property = declared.properties[key.name],
      property.isConstant, property.wrapper == nil, let initializer = property.initializer
    {
      written = initializer
    }
    guard let data = written.as(MemberAccessExprSyntax.self),
      data.declName.baseName.text == "allCases", let base = data.base, let name = SyntaxText.name(base),
      let type = index.lookup(name: name, from: scope.owner?.qualifiedName), !type.cases.isEmpty,
      let body = call.trailingClosure ?? SyntaxText.closure(call, "content")
    else { return nil }
    let cases = type.cases.filter { $0.parameters.isEmpty }.map {
      Value.enumCase(type: type.qualifiedName, name: $0.name)
    }
    return (cases, body)
  }

  private func selectionType(_ info: TabViewInfo) -> TypeReference? {
    info.selection.flatMap(stateType)
  }

  /// A tab's title and icon from its `.tabItem` closure: `Label("Home", systemImage: "house")`, or
  /// `Text` and `Image(systemName:)`, their strings literals or computed properties of the tab's
  /// enum case (`Label(tab.title, systemImage: tab.icon)`); or a computed property of the case that
  /// builds the label (`tab.label`, its getter switching on `self`), read for the case. Of a choice
  /// of images (`selected ? a : b`), the one shown when the tab is not selected (the last).
  private func tabLabel(_ items: CodeBlockItemListSyntax, in scope: Scope, depth: Int = 0) -> (
    String?, String?
  ) {
    if depth < 4, items.count == 1, let item = items.first {
      var expr: ExprSyntax?
      switch item.item {
      case .expr(let e): expr = e
      case .stmt(let stmt): expr = CodeReader.expression(of: stmt)
      default: break
      }
      if let member = expr.flatMap({ peel($0).as(MemberAccessExprSyntax.self) }),
        let branch = caseBranch(of: member, in: scope)
      {
        return tabLabel(branch.items, in: branch.scope, depth: depth + 1)
      }
    }
    var title: String?
    var icon: String?
    for token in items.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, ["Label", "Text", "Image"].contains(name),
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      if name == "Label" || name == "Text", title == nil, let first = call.arguments.first, first.label == nil
      {
        title = literalString(first.expression, in: scope)
      }
      if name == "Label", let image = literalString(SyntaxText.argument(call, "systemImage"), in: scope) {
        icon = image
      }
      if name == "Image", let image = literalString(SyntaxText.argument(call, "systemName"), in: scope) {
        icon = image
      }
    }
    return (title, icon)
  }
}
