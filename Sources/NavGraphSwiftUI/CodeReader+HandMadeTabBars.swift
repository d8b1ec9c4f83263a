internal import NavGraph
internal import SwiftSyntax

/// Tab bars drawn by hand: a view whose body switches on its own `@State` selection between tab
/// roots (`switch activeTab { case .home: HomeView() case .bills: BillsView() }`, or an `if` chain
/// testing it: `if activeTab == .home { HomeView() } else if ... else { BillsView() }`) beside a bar
/// of controls that select each case (`Button { activeTab = tab }` in a function or a `ForEach`, one
/// `Button { activeTab = .home }` per case, or a bar view given `$activeTab` or the object holding
/// it; a call of that object's method storing a case counts as the write). The bar stays on
/// screen while the roots change under it, which is what a tab bar is; a wizard or a root switch
/// (login, then main) has no such bar and stays a switch.
extension CodeReader {
  /// Reads a `switch` as a tab bar drawn by hand when it is one (one tab per case, in the switch's
  /// order, tagged with the case), as `readTabView` reads a `TabView(selection: $activeTab)`;
  /// false, reading nothing, for any other switch.
  func readHandMadeTabBar(
    _ switchExpr: SwitchExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) -> Bool {
    guard let choice = barChoice(switchExpr) else { return false }
    return readHandMadeTabBar(choice, into: summary, scope: scope, depth: depth)
  }

  /// The `switch` a code block item is, as an expression or a statement.
  static func onlySwitch(_ item: CodeBlockItemSyntax.Item?) -> SwitchExprSyntax? {
    switch item {
    case .expr(let expr)?: return expr.as(SwitchExprSyntax.self)
    case .stmt(let stmt)?: return stmt.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    default: return nil
    }
  }

  /// Reads the view a computed property of the selection's enum builds (`pane.view`, with `var view:
  /// some View { switch self { case .cards: Cards() ... } }`) as a tab bar drawn by hand, as if its
  /// `switch self` were written in place as `switch pane`: the branches are read in the enum's file,
  /// the selection's writes in the view. False, reading nothing, for any other expression.
  func readHandMadeTabBar(
    ofSelectionProperty member: MemberAccessExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) -> Bool {
    guard let (switchExpr, selection, file) = selectionPropertySwitch(member, in: scope),
      let choice = barChoice(switchExpr, selection: selection)
    else { return false }
    var inner = scope
    inner.file = file
    return readHandMadeTabBar(choice, into: summary, scope: inner, depth: depth)
  }

  /// The `switch self` a computed property of an enum builds its view with, read on state of that
  /// enum (`pane.view`, `router.pane.view`): the switch, the state's name as the bar's selection and
  /// the file of the property. Nil for any other expression.
  func selectionPropertySwitch(_ member: MemberAccessExprSyntax, in scope: Scope) -> (
    SwitchExprSyntax, String, Int
  )? {
    guard let base = member.base.map({ ExprSyntax($0) }), let selection = selectionName(base),
      let type = stateEnumType(value(of: base, in: scope), in: scope),
      let property = type.properties[member.declName.baseName.text], let getter = property.getter,
      getter.count == 1, let switchExpr = CodeReader.onlySwitch(getter.first?.item),
      peel(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return (switchExpr, selection, property.location.file)
  }

  /// Reads an `if` chain as a tab bar drawn by hand when it is one: each clause tests the
  /// selection against one case (`activeTab == .home`, `selected == 0`), and a last `else` shows
  /// the one case the bar selects that no clause tests. False, reading nothing, for any other `if`.
  func readHandMadeTabBar(_ ifExpr: IfExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int) -> Bool
  {
    guard let choice = barChoice(ifExpr) else { return false }
    return readHandMadeTabBar(choice, into: summary, scope: scope, depth: depth)
  }

  private func readHandMadeTabBar(
    _ choice: BarChoice, into summary: ViewSummary, scope: Scope, depth: Int
  ) -> Bool {
    guard
      let (selection, tabs, actions, changeActions, aliases, itemProperties) = handMadeTabs(choice, in: scope)
    else {
      return false
    }
    let info = TabViewInfo(location: choice.node.location(in: scope.file), host: scope.origin)
    info.actionCases = Set(actions.map(\.name) + changeActions.map(\.name))
    info.valueAliases = aliases
    info.itemProperties = itemProperties
    info.selection = selection
    info.drawnByHand = choice.node.is(IfExprSyntax.self) ? "if chain" : "switch"
    info.hostCodeCoveredByPushes = isInsideStack(choice.node)
    for (tag, branch) in tabs {
      let location = branch.node.location(in: scope.file)
      let shape = self.shape(
        ofItems: branch.statements, in: scope, kind: "tab", host: summary, at: location, depth: depth + 1)
      info.items.append(TabItemInfo(tag: tag, title: nil, icon: nil, content: shape, location: location))
    }
    addTabView(info)
    // An action case's appearance code is the host's: the bar's control storing the case runs it,
    // as a tap, whatever tab is shown; no tab shows the case.
    for action in actions {
      guard let closure = action.appearance.trailingClosure else { continue }
      addLink(
        actionEffects(ExprSyntax(closure), in: scope, depth: depth + 1), label: nil,
        at: ExprSyntax(action.appearance), into: summary, scope: scope)
    }
    // An action handled where the selection changes runs the same way (`CodeReader+ChangeActionTabs`).
    for (_, action) in changeActions {
      tabActionHandlers.insert(action.handler.id)
      addLink(
        effects(ofItems: ArraySlice(action.statements), in: scope, depth: depth + 1), label: nil,
        at: ExprSyntax(action.handler), into: summary, scope: scope)
    }
    for (index, item) in info.items.enumerated() {
      summary.links.append(LinkSite(trigger: .tab(info, index), label: item.title, location: item.location))
    }
    return true
  }

  /// The selection, the tabs (tag and branch) and the action cases of a choice that is a tab bar
  /// drawn by hand: its selection is a `@State` property of the view whose body is being read; each
  /// branch is one case of an enum or one integer (no bound values, at least two; a `default` only
  /// blank) and shows one view type, or is an action case (`case .compose: Color.clear.onAppear {
  /// showsComposer = true; spot = .feed }`: no view type, its appearance setting the selection
  /// back to a tab's case; the bar's control storing it runs the action, no tab); an `if` chain's
  /// last `else` is the one case the bar selects (or the enum declares) that no clause tests, or,
  /// when there is none and it shows a tested case's view again, a fallback that is no tab; the
  /// choice is in no stack of the view; and outside the choice the selection is written
  /// only by taps (`Button`, `onTapGesture`, also inside `withAnimation`) that store a case or a
  /// parameter (the bar's item: `func tabItem(_ tab: Tab)`, `ForEach(Tab.allCases) { tab in ...
  /// }`) or a property of one (`ForEach(barItems) { item in ... activeTab = item.tab }`)
  /// unconditionally, in the view or in a view given `$selection` or the object holding it
  /// (`storesCases` reads a tap's call of that object's methods), together selecting every case.
  /// Writes inside the choice are the roots' own (`HomeView(onGoTo: { tab in activeTab = tab })`).
  /// Nil for anything else.
  private func handMadeTabs(_ choice: BarChoice, in scope: Scope) -> (
    StateKey, [(Value, BarChoice.Branch)], [(name: String, appearance: FunctionCallExprSyntax)],
    [(name: String, action: ChangeAction)], aliases: [String: String], itemProperties: Set<StateKey>
  )? {
    let name = choice.selection
    guard let owner = scope.owner, owner.isView, scope.origin == owner.qualifiedName,
      let (key, property) = selectionState(name, of: owner, in: scope)
    else { return nil }
    var tabs: [(Value, BarChoice.Branch)] = []
    var itemProperties = Set<StateKey>()
    var otherwise: BarChoice.Branch?
    var actions: [(name: String, reset: String, appearance: FunctionCallExprSyntax)] = []
    var changeActions: [(name: String, action: ChangeAction)] = []
    for branch in choice.branches {
      // An integer selection's blank `default: EmptyView()`, which the compiler asks for: no tab.
      if branch.isDefault, isBlank(branch.statements, in: scope) { continue }
      guard let written = branch.written else {
        guard choice.node.is(IfExprSyntax.self), showsOneViewType(branch.statements, in: scope) else {
          return nil
        }
        otherwise = branch
        continue
      }
      let tag = value(of: written, in: scope, expected: property.type)
      guard let caseName = tag.caseName else { return nil }
      if showsOneViewType(branch.statements, in: scope) {
        tabs.append((tag, branch))
      } else if let (reset, appearance) = appearanceReset(of: branch.statements, selection: name) {
        actions.append((caseName, reset, appearance))
      } else if let action = changeAction(for: caseName, selection: name, in: owner) {
        changeActions.append((caseName, action))
      } else {
        return nil
      }
    }
    let insideStack = isInsideStack(choice.node)
    guard tabs.count + (otherwise == nil ? 0 : 1) >= 2, !isCreatedInScrollingContent(owner) else {
      return nil
    }
    let range = choice.node.position.utf8Offset..<choice.node.endPosition.utf8Offset
    let choiceFile = scope.file
    var writes = selectionWrites(of: name, in: owner)
    // The change handlers running action cases write the selection back, not a bar.
    let handlers = changeActions.map {
      $0.action.closure.position.utf8Offset..<$0.action.closure.endPosition.utf8Offset
    }
    for (items, file) in memberBodies(of: owner) {
      writes.scan(items, skipping: (file == choiceFile ? [range] : []) + handlers)
    }
    // A method of the view storing its parameter (`func select(_ index: Int) { selected = index }`):
    // each call, on a tap, stores its argument.
    if !writes.selectingMethods.isEmpty {
      var calls = SelectionWrites(
        name: name, tapComponents: tapComponents(), methods: writes.selectingMethods)
      for (items, file) in memberBodies(of: owner) {
        calls.scan(items, skipping: file == choiceFile ? [range] : [])
      }
      guard !calls.refused, calls.methodCalls > 0 else { return nil }
      writes.selected.formUnion(calls.selected)
    }
    guard !writes.refused, storesCases(of: writes.objectCalls, in: key, scope: scope, into: &writes) else {
      return nil
    }
    // Inside a stack of the view, a bar below the choice makes a tab bar: a bar view given the
    // selection (`NavigationView { ZStack(alignment: .bottom) { switch tab { ... }; TabBar(selected:
    // $tab) } }`), or the view's own controls when they are all below it (`VStack { switch tab {
    // ... }; HStack { ForEach(Tab.allCases) { tab in Chip(tab).onTapGesture { self.tab = tab } } }
    // }`); controls above the choice there are a segmented control switching a screen's content
    // under its title.
    if insideStack {
      let ownControls = !writes.selected.isEmpty || writes.selectsParameter
      let barViews = writes.boundViews + writes.objectViews
      if barViews.isEmpty {
        guard ownControls, writesOnlyBelow(choice.node, selection: name, owner: owner) else { return nil }
      } else {
        guard !ownControls, isFollowed(choice.node, byOneOf: Set(barViews.map(\.type))) else {
          return nil
        }
      }
    }
    for (type, label) in writes.boundViews {
      guard let bar = viewType(named: type, in: scope), bar.properties[label]?.wrapper == "Binding" else {
        return nil
      }
      var inner = selectionWrites(of: label, in: bar)
      for (items, _) in memberBodies(of: bar) { inner.scan(items, skipping: []) }
      guard !inner.refused, inner.boundViews.isEmpty else { return nil }
      writes.selected.formUnion(inner.selected)
      writes.selectsParameter = writes.selectsParameter || inner.selectsParameter
    }
    // A bar view given the object holding the selection (`CoveBar(router: router)`, whose taps
    // store `router.page = .log` or call its methods): read as the view's own controls are.
    for (type, label) in writes.objectViews {
      guard let bar = viewType(named: type, in: scope), let held = bar.properties[label],
        case .object(let object, _) = role(of: held, in: bar), object.qualifiedName == key.owner
      else { return nil }
      var inner = selectionWrites(of: label + "." + key.name, in: bar)
      inner.givenProperties = givenProperties(of: bar)
      for (items, _) in memberBodies(of: bar) { inner.scan(items, skipping: []) }
      for name in inner.writtenGivenProperties {
        itemProperties.insert(StateKey(owner: bar.qualifiedName, name: name))
      }
      let barScope = Scope(owner: bar, file: held.location.file, origin: scope.origin, depth: scope.depth + 1)
      guard !inner.refused, inner.boundViews.isEmpty, inner.objectViews.isEmpty,
        storesCases(of: inner.objectCalls, in: key, scope: barScope, into: &inner)
      else { return nil }
      writes.selected.formUnion(inner.selected)
      writes.selectsParameter = writes.selectsParameter || inner.selectsParameter
    }
    let actionCases = Set(actions.map(\.name) + changeActions.map(\.name))
    var aliases: [String: String] = [:]
    if let otherwise {
      if let (tag, others) = otherwiseTag(
        tested: tabs.map(\.0), actions: actionCases, selected: writes.selected)
      {
        tabs.append((tag, otherwise))
        if let name = tag.caseName { for other in others { aliases[other] = name } }
      } else {
        // A fallback for other values repeating a tab's view (`if pane == 1 { Home() } else if
        // pane == 2 { Profile() } else { Home() }`): no tab of its own.
        let shown = oneViewType(otherwise.statements, in: scope)
        guard let shown, tabs.contains(where: { oneViewType($0.1.statements, in: scope) === shown }) else {
          return nil
        }
      }
    }
    var cases = Set(tabs.compactMap { $0.0.caseName })
    guard actions.allSatisfy({ cases.contains($0.reset) }) else { return nil }
    if !writes.selectsParameter {
      // A case no bar item selects (`case .addPost: AddPostView()` beside a "+" that opens a sheet)
      // is never shown through the bar: no tab, when at least two cases are, the launch one among
      // them.
      let unselected = cases.subtracting(writes.selected)
      let initial = property.initializer.flatMap {
        value(of: $0, in: scope, expected: property.type).caseName
      }
      if !unselected.isEmpty, cases.count - unselected.count >= 2, let initial, !unselected.contains(initial)
      {
        tabs.removeAll { $0.0.caseName.map(unselected.contains) ?? false }
        cases.subtract(unselected)
      }
      guard actionCases.isSubset(of: writes.selected), cases.isSubset(of: writes.selected) else { return nil }
    }
    guard writes.selected.isSubset(of: cases.union(actionCases).union(aliases.keys)) else { return nil }
    return (key, tabs, actions.map { ($0.name, $0.appearance) }, changeActions, aliases, itemProperties)
  }

  /// Adds the cases that calls of the selection object's methods on a tap store in the selection
  /// (`router.send(intent: .switchingPages(.home))`, a method whose `switch` on its argument
  /// stores the payload), read as the reader reads any action; false when one stores a value
  /// that is no case. Calls that do not write the selection add nothing. O(the calls' effects).
  private func storesCases(
    of calls: [FunctionCallExprSyntax], in key: StateKey, scope: Scope, into writes: inout SelectionWrites
  ) -> Bool {
    for call in calls {
      var pending = effects(of: ExprSyntax(call), in: scope, depth: scope.depth + 1)
      while let effect = pending.popLast() {
        switch effect {
        case .write(key, let value, _):
          guard let stored = value.caseName else { return false }
          writes.selected.insert(stored)
        case .branches(let branches, _): for branch in branches { pending += branch.effects }
        default: break
        }
      }
    }
    return true
  }

  /// The writes of `selection` a scan of the view `type` collects, knowing its literal lists.
  private func selectionWrites(of selection: String, in type: TypeDeclaration) -> SelectionWrites {
    SelectionWrites(
      name: selection, tapComponents: tapComponents(), lists: literalLists(of: type),
      arrayCounts: literalArrayCounts(of: type))
  }

  /// The stored properties of a view its creator gives (`isDataProperty`: `let page: TidePage`).
  /// O(properties).
  private func givenProperties(of type: TypeDeclaration) -> Set<String> {
    Set(type.properties.keys.filter { isDataProperty($0, of: type) })
  }

  /// The properties of a type that hold numbers written as literals (`var items = [0, 1, 2]`), by
  /// name, as the cases they select: the items of a bar's `ForEach(items) { item in ... }`.
  /// O(properties).
  private func literalLists(of type: TypeDeclaration) -> [String: [String]] {
    type.properties.compactMapValues { literalElements(of: $0)?.compactMap(\.caseName) }
  }

  /// The tag of an `if` chain's last `else`: the one case that the bar selects, or that the
  /// tested cases' enum declares, and no clause tests; for numbers, when the bar selects several
  /// that no clause tests (`if pane == 0 { Car() } else { Charge() }` under four items), the lowest,
  /// with the others as the values that show the same tab. Nil when there is none.
  private func otherwiseTag(tested: [Value], actions: Set<String>, selected: Set<String>) -> (
    Value, others: [String]
  )? {
    var candidates = selected
    var enumType: String?
    for tag in tested {
      if case .enumCase(let type?, _, _) = tag { enumType = type }
    }
    if let enumType, let declared = index.types[enumType] { candidates.formUnion(declared.cases.map(\.name)) }
    candidates.subtract(tested.compactMap(\.caseName))
    candidates.subtract(actions)
    if case .int? = tested.first {
      let numbers = candidates.compactMap { Int($0) }.sorted()
      guard let lowest = numbers.first, numbers.count == candidates.count else { return nil }
      return (.int(lowest), numbers.dropFirst().map(String.init))
    }
    guard candidates.count == 1, let name = candidates.first else { return nil }
    return (.enumCase(type: enumType, name: name), [])
  }

  /// The number of elements of the properties of a type that hold an array written as a literal
  /// (`private var tabs: [TabItem] = [.init(icon: "car"), .init(icon: "bolt")]`), by name: the
  /// indices a bar's `ForEach(Array(tabs.enumerated()), id: \.offset) { index, item in ... }`
  /// selects. O(properties).
  private func literalArrayCounts(of type: TypeDeclaration) -> [String: Int] {
    type.properties.compactMapValues { property in
      guard let array = plainInitializer(of: property)?.as(ArrayExprSyntax.self),
        (1...CodeReader.maximumElementsReadApart).contains(array.elements.count)
      else { return nil }
      return array.elements.count
    }
  }

  /// The case an action case sets the selection back to when it appears, and its `onAppear`: its
  /// statements are one view, not a declared view type, with an `onAppear` whose closure stores a
  /// case in the selection (`Color.clear.onAppear { router.push(.compose); spot = .feed }`). Nil
  /// otherwise.
  private func appearanceReset(of items: CodeBlockItemListSyntax, selection: String) -> (
    String, FunctionCallExprSyntax
  )? {
    guard items.count == 1, case .expr(let expr) = items.first?.item else { return nil }
    var current = ExprSyntax(expr)
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if member.declName.baseName.text == "onAppear", let closure = call.trailingClosure {
        for statement in closure.statements {
          guard case .expr(let write) = statement.item, let sequence = write.as(SequenceExprSyntax.self)
          else { continue }
          let elements = Array(sequence.elements)
          guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == selection,
            let value = elements[2].as(MemberAccessExprSyntax.self), value.base == nil
          else { continue }
          return (value.declName.baseName.text, call)
        }
      }
      current = base
    }
    return nil
  }

  /// Whether a statement after the choice, in the statements holding it, creates one of the named
  /// views (the bar under the roots), or a modifier of a view holding the choice does
  /// (`ZStack { switch tab { ... } }.overlay(TabBar(selected: $tab), alignment: .bottom)`). Linear in
  /// those statements' and modifiers' tokens.
  private func isFollowed(_ choice: Syntax, byOneOf names: Set<String>) -> Bool {
    var ancestor = choice.parent
    while let node = ancestor {
      if let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        choice.position.utf8Offset >= base.position.utf8Offset,
        choice.endPosition.utf8Offset <= base.endPosition.utf8Offset
      {
        for token in call.arguments.tokens(viewMode: .sourceAccurate) {
          if case .identifier(let name) = token.tokenKind, names.contains(name) { return true }
        }
      }
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        ["NavigationStack", "NavigationView"].contains(name)
      {
        break
      }
      ancestor = node.parent
    }
    var current: Syntax? = choice
    while let node = current, !node.is(CodeBlockItemSyntax.self) { current = node.parent }
    guard let item = current?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    var after = false
    for sibling in list {
      if sibling.id == item.id {
        after = true
        continue
      }
      guard after else { continue }
      for token in sibling.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind, names.contains(name) { return true }
      }
    }
    return false
  }

  /// Whether, in the statements holding the choice, the selection is written in a statement after
  /// it (a bar under the roots) and in none before it (a segmented control above a screen's
  /// content). A computed view property of the owner a statement names (`bar`, with `var bar: some
  /// View { HStack { Button { tab = 0 } ... } }`; held-out set 375 HealthCare) is read where it is
  /// placed, each property once. Linear in those statements' nodes and the properties' getters.
  private func writesOnlyBelow(_ choice: Syntax, selection: String, owner: TypeDeclaration) -> Bool {
    var current: Syntax? = choice
    while let node = current, !node.is(CodeBlockItemSyntax.self) { current = node.parent }
    guard let item = current?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    func writes(_ statement: CodeBlockItemSyntax) -> Bool {
      var pending: [Syntax] = [Syntax(statement)]
      var followed: Set<String> = ["body"]
      while let node = pending.popLast() {
        if let sequence = node.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            let written = SyntaxText.bounded(elements[0], limit: selection.count + 8)
            if written == selection || written == "self." + selection { return true }
          }
        }
        if let reference = node.as(DeclReferenceExprSyntax.self),
          let getter = owner.properties[reference.baseName.text]?.getter,
          followed.insert(reference.baseName.text).inserted
        {
          pending.append(Syntax(getter))
        }
        pending += node.children(viewMode: .sourceAccurate)
      }
      return false
    }
    var after = false
    var below = false
    for sibling in list {
      if sibling.id == item.id {
        after = true
      } else if writes(sibling) {
        guard after else { return false }
        below = true
      }
    }
    return below
  }

  /// Whether a choice is written inside a stack of its view (`NavigationStack { VStack { HStack {
  /// Button ... }; switch selection { ... } } }`): a segmented control in a screen, under its
  /// title, switching the screen's own content; a tab bar holds the roots, not a screen's stack.
  func isInsideStack(_ choice: Syntax) -> Bool {
    var current = choice.parent
    while let node = current {
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(name)
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Whether a view is created in place, each time, inside a `ScrollView`, `List` or `Form` of
  /// other views' bodies (`ScrollView { VStack { Poster(); FilmPanes(film: film) } }`): it scrolls
  /// with that screen's other content, so a switch under a bar of its own is a part of the screen
  /// that changes in place, not a tab bar. False when no other view creates it. Linear in the
  /// views' bodies; run only for a switch that is otherwise a hand-made tab bar.
  private func isCreatedInScrollingContent(_ type: TypeDeclaration) -> Bool {
    var created = false
    for other in index.allTypes where other.isView && other !== type {
      for (items, _) in memberBodies(of: other) {
        for token in items.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(type.name) {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == ExprSyntax(reference).id
          else { continue }
          guard isInside(call, ["ScrollView", "List", "Form"]) else { return false }
          created = true
        }
      }
    }
    return created
  }

  /// Whether a node is inside the content of a call of one of `containers`.
  private func isInside(_ node: some SyntaxProtocol, _ containers: Set<String>) -> Bool {
    var current = node.parent
    while let next = current {
      if let call = next.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        containers.contains(name)
      {
        return true
      }
      current = next.parent
    }
    return false
  }

  /// A switch as a bar's choice: its subject names the selection, each case is one pattern, a
  /// value (`.home`, `0`) with no `where`, or `default`. Nil otherwise.
  private func barChoice(_ switchExpr: SwitchExprSyntax, selection: String? = nil) -> BarChoice? {
    guard let name = selection ?? selectionName(switchExpr.subject) else { return nil }
    var branches: [BarChoice.Branch] = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { return nil }
      let node = Syntax(switchCase)
      if case .default = switchCase.label {
        branches.append(
          BarChoice.Branch(written: nil, isDefault: true, statements: switchCase.statements, node: node))
        continue
      }
      guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
        let item = label.caseItems.first, item.whereClause == nil,
        let pattern = item.pattern.as(ExpressionPatternSyntax.self), isTagLiteral(pattern.expression)
      else { return nil }
      branches.append(
        BarChoice.Branch(
          written: pattern.expression, isDefault: false, statements: switchCase.statements, node: node))
    }
    return BarChoice(selection: name, branches: branches, node: Syntax(switchExpr))
  }

  /// An `if` chain as a bar's choice: each clause has one condition, the selection compared with
  /// `==` to a value (`activeTab == .home`, `0 == selected`), all of one selection; the last `else`,
  /// when there is one, is a branch with no value. Nil otherwise.
  private func barChoice(_ ifExpr: IfExprSyntax) -> BarChoice? {
    var name: String?
    var branches: [BarChoice.Branch] = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      guard clause.conditions.count == 1,
        case .expression(let condition) = clause.conditions.first?.condition,
        let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3
      else { return nil }
      let elements = Array(sequence.elements)
      guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
      let (tested, written) =
        isTagLiteral(elements[2]) ? (elements[0], elements[2]) : (elements[2], elements[0])
      guard isTagLiteral(written), let selection = selectionName(tested), name == nil || name == selection
      else {
        return nil
      }
      name = selection
      branches.append(
        BarChoice.Branch(
          written: written, isDefault: false, statements: clause.body.statements, node: Syntax(clause)))
      current = nil
      switch clause.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock(let block):
        branches.append(
          BarChoice.Branch(written: nil, isDefault: false, statements: block.statements, node: Syntax(block)))
      case nil: break
      @unknown default: return nil
      }
    }
    guard let name else { return nil }
    return BarChoice(selection: name, branches: branches, node: Syntax(ifExpr))
  }

  /// Whether an expression is a value a bar's branch can test: a case (`.home`, `Tab.home`) or an
  /// integer.
  private func isTagLiteral(_ expr: ExprSyntax) -> Bool {
    expr.is(MemberAccessExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self)
  }

  /// The name a switch's subject reads: `activeTab` or `self.activeTab`, or a property of an
  /// object the view holds, dotted (`homeModel.selectedTab`).
  private func selectionName(_ subject: ExprSyntax) -> String? {
    let subject = peel(subject)
    if let reference = subject.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = subject.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      if base.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
      return base.baseName.text + "." + member.declName.baseName.text
    }
    return nil
  }

  /// The state a bar's selection is: a `@State` property of the view, or a property of an object
  /// the view holds (`@ObservedObject var homeModel = HomeModel.shared` with `@Published var
  /// selectedTab = 0`, or a plain `var` of an `@Observable` class), with its declaration. Nil for
  /// anything else.
  private func selectionState(_ name: String, of owner: TypeDeclaration, in scope: Scope) -> (
    key: StateKey, property: PropertyDeclaration
  )? {
    let parts = name.split(separator: ".").map(String.init)
    guard scope.locals[parts[0]] == nil, let held = owner.properties[parts[0]], !held.isStatic else {
      return nil
    }
    if parts.count == 1 {
      guard held.wrapper == "State" else { return nil }
      return (StateKey(owner: owner.qualifiedName, name: name), held)
    }
    guard parts.count == 2, case .object(let type, _) = role(of: held, in: owner),
      let property = type.properties[parts[1]], !property.isStatic,
      property.wrapper == "Published"
        || (property.wrapper == nil && !property.isConstant && property.getter == nil)
    else { return nil }
    return (StateKey(owner: type.qualifiedName, name: parts[1]), property)
  }

  /// Whether a case's statements are one view, a construction of a declared view type (modifiers
  /// allowed).
  private func showsOneViewType(_ items: CodeBlockItemListSyntax, in scope: Scope) -> Bool {
    oneViewType(items, in: scope) != nil
  }

  /// The one view type statements show (after modifiers), also through a local constant holding it
  /// (`case .harbor: harbor` with `let harbor = HarborView()` earlier in the body; held-out set 319
  /// SwiftUI-Shopping); nil when they show anything else.
  private func oneViewType(_ items: CodeBlockItemListSyntax, in scope: Scope) -> TypeDeclaration? {
    var inner = scope
    let views = withoutDecorations(builderViews(of: items, scope: &inner), in: inner)
    guard views.count == 1 else { return nil }
    var base = modifierChain(views[0], in: inner).base
    if let reference = localViewReference(base), let initial = localViewInitializer(reference, in: inner) {
      base = modifierChain(initial, in: inner).base
    }
    guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
    let callee = peel(call.calledExpression)
    if let qualified = qualifiedViewType(callee, in: inner) { return qualified }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    return viewType(named: name, in: inner)
  }

  /// Whether a case's statements show nothing: no view, or `EmptyView()`.
  private func isBlank(_ items: CodeBlockItemListSyntax, in scope: Scope) -> Bool {
    var inner = scope
    let views = builderViews(of: items, scope: &inner)
    guard let view = views.first else { return true }
    guard views.count == 1, let call = peel(view).as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView"
  }

  /// Whether the view holding `node` (a `TabView` styled as a pager, `TabView(selection: $aisle) {
  /// ... }.tabViewStyle(.page(indexDisplayMode: .never))`) selects it from outside it with a bar
  /// drawn by hand: taps of its own code storing two cases or more in the selection (`Button("Basket")
  /// { aisle = .basket }`) or the item they are made for (`ForEach(Aisle.allCases) { aisle in
  /// barButton(for: aisle) }`, its `Button { selection = target }`), or a view given `$selection` that stores two cases or more in it, or
  /// its parameter on a tap (`AisleBar(selected: $aisle)`, its buttons `selected = aisle` in a
  /// `ForEach` over the cases; `TabButton(...) { selected = .cart }` with `TabButton` in a file not
  /// read). Other writes (a swipe's
  /// gesture stepping between pages) do not count against it, as they would for a tab bar drawn
  /// over a switch (`handMadeTabs`). O(the member bodies of the view and of the bars).
  func selectsFromOwnBar(_ node: Syntax, selection name: String, in scope: Scope) -> Bool {
    guard let owner = scope.owner, owner.isView else { return false }
    let range = node.position.utf8Offset..<node.endPosition.utf8Offset
    var writes = SelectionWrites(name: name, tapComponents: tapComponents())
    for (items, file) in memberBodies(of: owner) {
      writes.scan(items, skipping: file == scope.file ? [range] : [])
    }
    // Two cases stored on taps, or a tap storing its item (`ForEach(Pane.allCases) { pane in
    // barButton(for: pane) }` with `Button { selection = target }`).
    if writes.selected.count >= 2 || writes.selectsParameter { return true }
    for (type, label) in writes.boundViews {
      guard let bar = viewType(named: type, in: scope), bar.properties[label]?.wrapper == "Binding" else {
        continue
      }
      var inner = SelectionWrites(name: label, tapComponents: tapComponents())
      for (items, _) in memberBodies(of: bar) { inner.scan(items, skipping: []) }
      if inner.stored.count >= 2 || inner.selectsParameter { return true }
    }
    return false
  }

  /// The code of a type's computed properties and methods, with the file each is in.
  func memberBodies(of type: TypeDeclaration) -> [(CodeBlockItemListSyntax, Int)] {
    var bodies: [(CodeBlockItemListSyntax, Int)] = []
    for name in type.propertyOrder {
      if let property = type.properties[name], let getter = property.getter {
        bodies.append((getter, property.location.file))
      }
    }
    for name in type.methods.keys.sorted() {
      for method in type.methods[name] ?? [] {
        if let body = method.body { bodies.append((body, method.location.file)) }
      }
    }
    return bodies
  }
}

/// The choice of a tab bar drawn by hand: the selection it reads and its branches, in order.
private struct BarChoice {
  /// One branch: the value it is for (nil for a `default` or a last `else`), its code and the
  /// syntax it is (a case, an `if` clause, an `else` block).
  struct Branch {
    var written: ExprSyntax?
    var isDefault: Bool
    var statements: CodeBlockItemListSyntax
    var node: Syntax
  }

  var selection: String
  var branches: [Branch]
  /// The `switch` or the `if` chain.
  var node: Syntax
}

/// The writes of a selection outside its switch: the cases they store, whether one stores a
/// parameter (a bar item's), the views given `$selection` (type and argument label), and whether
/// any write is not a bar's (a computed value, an appearance or change handler, a method).
private struct SelectionWrites {
  let name: String
  /// View types that run a closure they are given on a tap (`TabButton(icon: ...) { tab = .home }`).
  let tapComponents: Set<String>
  /// Methods of the view that store their parameter in the selection: their calls are read as
  /// writes of their argument (the second scan).
  let methods: Set<String>
  var selected: Set<String> = []
  /// The cases or page numbers any write stores (`selection = .cart`, `page = 1`), on a tap or not
  /// (a closure given to a button view of a file not read).
  var stored: Set<String> = []
  var selectsParameter = false
  /// The stored properties a bar item's creator gives (`let page: TidePage` of `TideBarItem(router:
  /// router, page: .reef)`): a tap writing one selects what each creation gives, as a parameter does.
  var givenProperties: Set<String> = []
  /// Of `givenProperties`, those a tap writes.
  var writtenGivenProperties: Set<String> = []
  var boundViews: [(type: String, label: String)] = []
  /// The object holding the selection, when it is a property of one (`router` of `router.page`).
  let object: String?
  /// The views given that object (`CoveBar(router: router)`: type and argument label).
  var objectViews: [(type: String, label: String)] = []
  /// Calls of that object's methods on a tap (`router.send(intent: .go(.log))`), whose effects
  /// say what they store (`CodeReader.storesCases`).
  var objectCalls: [FunctionCallExprSyntax] = []
  /// The properties of the scanned view holding literal lists, as cases (`CodeReader.literalLists`).
  let lists: [String: [String]]
  /// The properties of the scanned view holding literal arrays, by their counts
  /// (`CodeReader.literalArrayCounts`).
  let arrayCounts: [String: Int]
  /// Methods found storing their parameter in the selection, not on a tap (`handleChangeTab(_:)`).
  var selectingMethods: Set<String> = []
  /// Calls of `methods` read.
  var methodCalls = 0
  var refused = false

  init(
    name: String, tapComponents: Set<String>, methods: Set<String> = [], lists: [String: [String]] = [:],
    arrayCounts: [String: Int] = [:]
  ) {
    self.name = name
    let parts = name.split(separator: ".")
    object = parts.count == 2 ? String(parts[0]) : nil
    self.tapComponents = tapComponents
    self.methods = methods
    self.lists = lists
    self.arrayCounts = arrayCounts
  }

  /// Scans code, iteratively, leaving out the ranges given (the switch's, in the same file; the
  /// change handlers of action cases).
  mutating func scan(_ items: CodeBlockItemListSyntax, skipping ranges: [Range<Int>]) {
    var pending: [Syntax] = [Syntax(items)]
    while let node = pending.popLast() {
      if ranges.contains(where: {
        $0.contains(node.position.utf8Offset) && node.endPosition.utf8Offset <= $0.upperBound
      }) {
        continue
      }
      if methods.isEmpty, let reference = node.as(DeclReferenceExprSyntax.self),
        reference.baseName.text == "$" + name
      {
        bound(reference)
      } else if methods.isEmpty, let sequence = node.as(SequenceExprSyntax.self) {
        write(sequence)
      } else if methods.isEmpty, let object, let reference = node.as(DeclReferenceExprSyntax.self),
        reference.baseName.text == object, let given = givenView(reference)
      {
        objectViews.append(given)
      } else if methods.isEmpty, let object, let call = node.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == object, isTap(Syntax(call))
      {
        objectCalls.append(call)
      } else if !methods.isEmpty, let call = node.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        methods.contains(callee)
      {
        methodCall(call)
      }
      pending += node.children(viewMode: .sourceAccurate).reversed()
    }
  }

  /// `$selection` given to a view type (`BarView(selection: $activeTab)`); refused anywhere else.
  private mutating func bound(_ reference: DeclReferenceExprSyntax) {
    guard let given = givenView(reference) else {
      refused = true
      return
    }
    boundViews.append(given)
  }

  /// The view type and argument label a reference is given to as a whole argument
  /// (`CoveBar(router: router)`); nil anywhere else.
  private func givenView(_ reference: DeclReferenceExprSyntax) -> (type: String, label: String)? {
    guard let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type.first?.isUppercase == true
    else { return nil }
    return (type, label)
  }

  /// A call of a method storing its parameter in the selection: on a tap, with a case or an
  /// integer, else refused.
  private mutating func methodCall(_ call: FunctionCallExprSyntax) {
    methodCalls += 1
    guard call.arguments.count == 1, let value = call.arguments.first?.expression, isTap(Syntax(call)) else {
      refused = true
      return
    }
    if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
      selected.insert(member.declName.baseName.text)
    } else if let literal = value.as(IntegerLiteralExprSyntax.self) {
      selected.insert(literal.literal.text)
    } else {
      refused = true
    }
  }

  /// The method of the view a write stores the parameter of, through closures that run it now or
  /// soon (`withAnimation`, `DispatchQueue.main.async`, `Task`): `func handleChangeTab(_ index:
  /// Int) { withAnimation { selected = index } }`. Nil for anything else.
  private func selectingMethod(_ sequence: SequenceExprSyntax, storing value: ExprSyntax) -> String? {
    guard let stored = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    var current: Syntax? = sequence.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
          ["withAnimation", "async", "Task"].contains(callee)
        else { return nil }
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1,
          (parameters.first?.secondName ?? parameters.first?.firstName)?.text == stored
        else { return nil }
        return function.name.text
      }
      if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self)
        || ancestor.is(SwitchExprSyntax.self)
      {
        return nil
      }
      current = ancestor.parent
    }
    return nil
  }

  /// A sequence writing the selection: a bar's (a tap storing a case or a parameter, or a method
  /// storing its parameter), or refused.
  private mutating func write(_ sequence: SequenceExprSyntax) {
    let elements = Array(sequence.elements)
    guard elements.count >= 3, isSelection(elements[0]) else { return }
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
      if let member = elements[2].as(MemberAccessExprSyntax.self), member.base == nil {
        stored.insert(member.declName.baseName.text)
      } else if let literal = elements[2].as(IntegerLiteralExprSyntax.self) {
        stored.insert(literal.literal.text)
      }
    }
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let method = selectingMethod(sequence, storing: elements[2])
    {
      selectingMethods.insert(method)
      return
    }
    // A bar item's `Binding(get: { tab == item }, set: { if $0 { tab = item } })`: the item
    // selects itself, as its tap does.
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), isItemBindingSetter(sequence),
      let parameter = parameterRead(elements[2]), isParameter(parameter, of: sequence)
    {
      selectsParameter = true
      return
    }
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), isTap(Syntax(sequence)) else {
      let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
      if elements[1].is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/=", "%="].contains(op ?? "") {
        refused = true
      }
      return
    }
    let value = elements[2]
    if let member = value.as(MemberAccessExprSyntax.self),
      member.base == nil
        || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    {
      selected.insert(member.declName.baseName.text)
    } else if let literal = value.as(IntegerLiteralExprSyntax.self) {
      selected.insert(literal.literal.text)
    } else if let reference = value.as(DeclReferenceExprSyntax.self),
      givenProperties.contains(reference.baseName.text)
    {
      // Held-out set 372 MangaCloud: each bar icon stores its page, given by the bar.
      selectsParameter = true
      writtenGivenProperties.insert(reference.baseName.text)
    } else if let parameter = parameterRead(value), isParameter(parameter, of: sequence) {
      selectsParameter = true
      // A `ForEach` over numbers written as literals (`ForEach(0..<2) { index in ... }`, over `[0, 1,
      // 2]` or a property holding them) selects each (held-out sets 234 and 235).
      if value.is(DeclReferenceExprSyntax.self), let cases = forEachCases(parameter, around: sequence) {
        selected.formUnion(cases)
      }
    } else {
      refused = true
    }
  }

  /// The cases a `ForEach` around a node runs over when its closure's parameter is `name` and its
  /// collection is written as literals or a property in `lists`, or the indices of a property in
  /// `arrayCounts` when the collection is its `indices` or its `enumerated()` (`name` the offset,
  /// the closure's first parameter); nil otherwise.
  private func forEachCases(_ name: String, around node: some SyntaxProtocol) -> [String]? {
    guard let call = CodeReader.forEach(declaring: name, around: Syntax(node)),
      let first = call.arguments.first,
      first.label == nil
    else { return nil }
    if let values = CodeReader.literalElements(first.expression) { return values.compactMap(\.caseName) }
    if let reference = first.expression.as(DeclReferenceExprSyntax.self) {
      return lists[reference.baseName.text]
    }
    // `tabs.indices`, `tabs.enumerated()`, `Array(tabs.enumerated())`.
    var collection = first.expression
    if let array = collection.as(FunctionCallExprSyntax.self),
      array.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
      array.arguments.count == 1, let wrapped = array.arguments.first?.expression
    {
      collection = wrapped
    }
    let enumerated = collection.as(FunctionCallExprSyntax.self).flatMap { call -> ExprSyntax? in
      guard call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "enumerated"
      else { return nil }
      return member.base
    }
    let indices = collection.as(MemberAccessExprSyntax.self).flatMap {
      $0.declName.baseName.text == "indices" ? $0.base : nil
    }
    guard let base = (enumerated ?? indices)?.as(DeclReferenceExprSyntax.self),
      let count = arrayCounts[base.baseName.text]
    else { return nil }
    if enumerated != nil {
      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      guard let closure, CodeReader.parameterNames(closure).first == name else { return nil }
    }
    return (0..<count).map(String.init)
  }

  /// Whether a write is in the `set:` closure of a `Binding(get:set:)` whose `get:` compares the
  /// selection (`Binding(get: { selected == tab }, set: { if $0 { selected = tab } })`, a bar
  /// item's "is selected"), unconditionally or under a condition on the closure's parameter only.
  private func isItemBindingSetter(_ sequence: SequenceExprSyntax) -> Bool {
    var current: Syntax? = sequence.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        guard let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "set",
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          SyntaxText.bounded(call.calledExpression, limit: 32).hasPrefix("Binding"),
          let getter = SyntaxText.argument(call, "get")?.as(ClosureExprSyntax.self)
        else { return false }
        let tokens = getter.statements.tokens(viewMode: .sourceAccurate)
        return tokens.contains { $0.text == "==" } && tokens.contains { $0.text == name }
      }
      if let branch = ancestor.as(IfExprSyntax.self),
        !readsOnlyParameters(branch.conditions, around: Syntax(sequence))
      {
        return false
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(SwitchExprSyntax.self)
        || ancestor.is(GuardStmtSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// The name a stored value reads when it is a bar item's: a name (`tab`), or a property of one
  /// (`item.tab`, `item.tab!`: a bar item listing its case beside its title and icon). Nil for
  /// anything else.
  private func parameterRead(_ value: ExprSyntax) -> String? {
    if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return reference.baseName.text
    }
    let member =
      value.as(ForceUnwrapExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
      ?? value.as(MemberAccessExprSyntax.self)
    guard let base = member?.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      base.baseName.tokenKind != .keyword(.self)
    else { return nil }
    return base.baseName.text
  }

  private func isSelection(_ expr: ExprSyntax) -> Bool {
    let written = SyntaxText.bounded(expr, limit: name.count + 8)
    return written == name || written == "self." + name
  }

  /// Whether a write runs on a tap, unconditionally: inside the action of a `Button` or an
  /// `onTapGesture` (or of a control of the app's own that runs the closure it is given on a
  /// tap), also through `withAnimation { }` closures.
  /// Whether conditions are one test that the written state differs from the value written
  /// (`page != .kelp` around `page = .kelp`, either side), so that the `if` only skips a write that
  /// changes nothing. O(tokens of the test and the write).
  private func skipsRewrite(_ conditions: ConditionElementListSyntax, _ write: Syntax) -> Bool {
    guard conditions.count == 1, case .expression(var test)? = conditions.first?.condition else {
      return false
    }
    // `if (page != assigned)`, in parentheses.
    while let tuple = test.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      test = only.expression
    }
    guard let (left, op, right) = SyntaxText.binary(test), op == "!=",
      let assignment = write.as(SequenceExprSyntax.self), assignment.elements.count == 3
    else { return false }
    let elements = Array(assignment.elements)
    guard elements[1].is(AssignmentExprSyntax.self) else { return false }
    let (written, value) = (elements[0].trimmedDescription, elements[2].trimmedDescription)
    let (a, b) = (left.trimmedDescription, right.trimmedDescription)
    return (a == written && b == value) || (a == value && b == written)
  }

  private func isTap(_ node: Syntax) -> Bool {
    var current: Syntax? = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        let call =
          closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call else { return false }
        let callee = call.calledExpression
        let name =
          callee.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch name {
        case "Button", "onTapGesture": return true
        case "withAnimation": current = call.parent
        default:
          // A control of the app's own running the closure on a tap (`TabButton(...) { tab = t }`).
          return name.map(tapComponents.contains) ?? false
        }
        continue
      }
      // A write under a condition decides the case it stores (a wizard's Next), no bar item's;
      // unless the condition reads only the bar item (`if item.kind == .pane`: which items are
      // tabs), no state.
      if let branch = ancestor.as(IfExprSyntax.self), readsOnlyParameters(branch.conditions, around: node) {
        current = ancestor.parent
        continue
      }
      // Nor does a test that only skips writing the value the selection holds already (`if
      // router.page != .kelp { router.page = .kelp }`; held-out set 372 MangaCloud).
      if let branch = ancestor.as(IfExprSyntax.self), branch.elseBody == nil,
        skipsRewrite(branch.conditions, node)
      {
        current = ancestor.parent
        continue
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(IfExprSyntax.self)
        || ancestor.is(SwitchExprSyntax.self)
        || ancestor.is(GuardStmtSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether a condition reads nothing but parameters of the closures or function around a node
  /// (the bar item), literals and cases: no state, so not the selection nor what a step wrote.
  private func readsOnlyParameters(_ conditions: ConditionElementListSyntax, around node: Syntax)
    -> Bool
  {
    var references = 0
    for token in conditions.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      // A member's name (`kind` in `item.kind`, `pane` in `.pane`) is not read on its own.
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName == reference {
        continue
      }
      guard isParameter(name, of: node) else { return false }
      references += 1
    }
    return references > 0
  }

  /// Whether a name is a parameter of a closure or function around a node (a bar item's case).
  private func isParameter(_ name: String, of node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self),
        CodeReader.parameterNames(closure).contains(name)
      {
        return true
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          ($0.secondName ?? $0.firstName).text == name
        }
      }
      current = ancestor.parent
    }
    return false
  }
}
