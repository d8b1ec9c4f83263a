internal import NavGraph
internal import SwiftSyntax

/// The app's root: the `@main` App's `WindowGroup` content (or the view no other view shows)
/// resolved into the entry screen or the tab bar, and a root that switches on state into its branches.
extension NavigationResolver {
  func resolveRoot(app: TypeDeclaration) {
    guard let property = app.properties["body"], let getter = property.getter else {
      warn(
        "the App '\(app.qualifiedName)' has no 'body' the reader can read, so it cannot tell what the app launches on; set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)",
        at: app.location)
      return
    }
    let scope = Scope(owner: app, file: property.location.file, origin: app.qualifiedName)
    let scenes = sceneCalls(of: getter, scope: scope)
    let host =
      reader.summaries[.view(app.qualifiedName)]
      ?? ViewSummary(id: .view(app.qualifiedName), host: app.qualifiedName, location: app.location)
    if let first = scenes.first(where: { $0.name == "WindowGroup" || $0.name == "DocumentGroup" }),
      first.content == nil, let named = SyntaxText.argument(first.call, "content"),
      let shape = reader.namedBuilderShape(named, in: first.scope, kind: "root", host: host)
    {
      // A scene whose content is a function given by name (`WindowGroup(content: flow.startView)`).
      sceneViews = noteLaterScenes(scenes, first: nil)
      if let (function, _, _) = reader.namedBuilder(named, in: first.scope), let body = function.body {
        for token in body.tokens(viewMode: .sourceAccurate) {
          if case .identifier(let name) = token.tokenKind, let type = index.lookup(name: name, from: nil),
            type.isView
          {
            namedRootViews.insert(type.qualifiedName)
          }
        }
      }
      resolveRoot(shape: shape, host: app.qualifiedName, at: named.location(in: first.scope.file))
      return
    }
    guard
      let first = scenes.first(where: { $0.name == "WindowGroup" || $0.name == "DocumentGroup" }),
      let group = first.content
    else {
      warn(
        "the body of '\(app.qualifiedName)' shows no WindowGroup or DocumentGroup whose content the reader can follow (a scene declared outside the files read, or built by code it does not follow), so it cannot tell what the app launches on; set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)",
        at: property.location)
      return
    }
    sceneViews = noteLaterScenes(scenes, first: group)
    let location = group.location(in: first.scope.file)
    let shape = reader.shape(
      ofItems: group.statements, in: first.scope, kind: "root", host: host, at: location, depth: 0)
    resolveRoot(shape: shape, host: app.qualifiedName, at: location)
  }

  /// Resolves the root: the entry screen, the tab bar, or a switch between them on state. `place`:
  /// where the root is written, for a warning when nothing in it can be resolved.
  func resolveRoot(shape: Shape, host: String?, at place: SourceAnchor?) {
    // A stack written in the WindowGroup around the whole tab bar (`NavigationStack(path:
    // $router.path) { MainTabs().navigationDestination(for: Route.self) { ... } }`): its tabs push
    // onto it, with the destinations registered there, as a stack in another view around the tab
    // bar is (`outerStacks`). So too in a branch of a switch written there (`ZStack { NavigationView
    // { MainTabs() }; if showsSplash { Splash(showsSplash: $showsSplash) } }`, read as `if
    // showsSplash { Splash(...) } else { NavigationView { MainTabs() } }`), which has no view of
    // its own to hold the stack. And in a branch of a switch the stack is written around
    // (`NavigationView { Group { switch gate.root { case .login: Login(); case .tabs: Tabs() } } }`,
    // held-out set 320: the tabs had no stack).
    if let host {
      let stacked: [Shape]
      switch shape {
      case .stack(.choice(let alternatives)): stacked = alternatives.map(\.shape)
      case .stack(let inner): stacked = [inner]
      case .choice(let alternatives):
        stacked = alternatives.compactMap { alternative in
          if case .stack(let inner) = alternative.shape { inner } else { nil }
        }
      default: stacked = []
      }
      for inner in stacked where !holdsOwnStack(inner) {
        if let info = tabsShown(by: inner), outerStacks[info.location] == nil {
          outerStacks[info.location] = host
        }
      }
    }
    switch rootForm(shape, stack: false) {
    case nil:
      warn(
        "the reader cannot tell what the app launches on (its root: \(describeUnresolved(shape))); set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)",
        at: shapeLocation(shape) ?? place)
    case .single(let target):
      settle(target, initial: true)
      // A tab bar of a branch a root the reader cannot follow leaves out (`fixedRoot`).
      if case .screen = target, !rootTabBarBranches.isEmpty {
        settleRootTabBar(launch: target, at: shapeLocation(shape))
      }
    case .switching(let key, let alternatives, let host):
      let launch = register(switching: key, alternatives, host: host) { first, initializer in
        let description: String
        switch first {
        case .screen(let key): description = "'\(screenName(key))'"
        case .tabs: description = "the tab bar"
        }
        warn(
          "the root switches on '\(key)', whose value at launch the reader cannot tell; it launches on \(description), \(initializer ? "the first branch its type's initializer can choose" : "its first branch"); set 'entry' in the overlay if that is wrong",
          at: shapeLocation(shape))
      }
      settleRootTabBar(launch: launch, at: shapeLocation(shape))
      if let launch { settle(launch, initial: true) }
      // The branches of the switches nested in its branches (`if showSplash { Splash() } else { if
      // onboarded { Home() } else { Intro() } }`) share the code around the root too.
      markSharedRootCode(of: alternatives.map(\.target) + rootSwitches.values.flatMap { $0.map(\.target) })
    }
  }

  /// What a root that gives no screen shows, in words, for the warning that says so.
  private func describeUnresolved(_ shape: Shape) -> String {
    switch shape {
    case .empty: return "the WindowGroup shows no view"
    case .unresolved(let message, _), .stack(.unresolved(let message, _)): return message
    default: return "it shows no view type the reader can follow"
    }
  }

  /// Makes one tab bar of the root's switches the app's, as the model has one tab bar: the one the
  /// launch branch shows, else the first in source order (`if signedIn { CrewTabs() } else if
  /// visitor { VisitorTabs() } else { Gate() }`: 'CrewTabs'). Each other one stays a branch read as
  /// one screen without its tabs, with a warning at its branch's test (else at `place`).
  /// O(branches).
  func settleRootTabBar(launch: Target?, at place: SourceAnchor?) {
    let chosen: TabViewInfo
    let why: String
    if case .tabs(let info)? = launch {
      (chosen, why) = (info, "the tab bar the app launches on")
    } else if let first = rootTabBarBranches.first?.info {
      (chosen, why) = (first, "the first tab bar of the root's branches, as the app launches on none")
    } else {
      return
    }
    settle(.tabs(chosen), initial: false)
    guard appTabs === chosen else { return }
    let kept = chosen.host.map { "'\($0)'" } ?? "another"
    for (info, location) in rootTabBarBranches where info !== chosen {
      let holder = info.host.map { "'\($0)'" } ?? "this content"
      guard let at = location ?? place else { continue }
      warn(
        "this branch of the root shows \(holder), a tab bar, and the model has one tab bar: the app's is \(kept) (\(why)), so \(holder) is read as one screen without its tabs; add what its tabs show through the overlay (navgraph.json in the first PATH, or --overlay)",
        at: at)
    }
  }

  /// Makes a root switch part of the app: setting its state elsewhere replaces the root with its
  /// branches (`rootSwitches`), and the branch its state's initial value selects is returned; when
  /// the reader cannot tell that value, the first branch, after `unknown` is told it. Which of the
  /// branches' tab bars is the app's is settled once the whole root is read (`settleRootTabBar`).
  func register(
    switching written: StateKey, _ alternatives: [(condition: Condition, target: Target)], host: String?,
    unknown: (Target, _ initializer: Bool) -> Void = { _, _ in }
  ) -> Target? {
    if let host { rootSwitchHosts.insert(host) }
    // A `@Binding` the App's creation binds (`TrekRoot(hasSeenIntro: $hasSeenIntro)`): the state it
    // stands for, as its writes are read (`effectiveKeys`), with that state's initial value.
    let origins = origins(of: written)
    let key = origins.count == 1 ? origins[0] : written
    var launch: Target?
    if let values = initializerLaunchValues(of: key) {
      // An initializer sets it on every path: the launch value is one it writes; with more than
      // one, the first branch any of them chooses, told.
      let choices = alternatives.filter { alternative in
        values.contains { holds(alternative.condition, for: $0) }
      }
      overriddenInitialValues.insert(key)
      if let first = choices.first?.target {
        if Set(choices.map { rootBranchID($0.target) }).count > 1 { unknown(first, true) }
        launch = first
      }
    } else if let value = initialValue(of: key) {
      launch = alternatives.first { holds($0.condition, for: value) }?.target
    }
    if launch == nil, let first = alternatives.first?.target {
      unknown(first, false)
      launch = first
    }
    rootSwitches[key] = alternatives
    addRootSwitchVariant(key, alternatives)
    for alternative in alternatives {
      if case .screen(let screen) = alternative.target {
        rootBranchCases[screen, default: []].append(alternative.condition)
      }
    }
    return launch
  }

  /// Marks the code every branch of a root switch shares (the summaries all their screens hold
  /// besides their own view: a wrapper's stack, the root view's body), whose actions that run by
  /// themselves are not every branch's (`isSharedRootLink`). Linear in the branches' summaries.
  func markSharedRootCode(of targets: [Target]) {
    var records: [ScreenRecord] = []
    for target in targets {
      guard case .screen(let key) = target, let record = screens[key],
        !records.contains(where: { $0 === record })
      else { continue }
      records.append(record)
    }
    guard records.count > 1 else { return }
    var shared = Set(records[0].summaries.dropFirst())
    for record in records.dropFirst() { shared.formIntersection(record.summaries.dropFirst()) }
    for record in records { record.sharedRootCode.formUnion(shared) }
  }

  enum RootForm {
    case single(Target)
    case switching(StateKey, [(condition: Condition, target: Target)], host: String?)

    /// Whether the root shows a tab bar: it is one, or one of the switch's branches is.
    /// O(branches).
    var showsTabBar: Bool {
      switch self {
      case .single(.tabs): return true
      case .single(.screen): return false
      case .switching(_, let alternatives, _):
        return alternatives.contains { if case .tabs = $0.target { true } else { false } }
      }
    }
  }

  /// The root a shape gives: one target, or a switch on one piece of state; nil when it gives no
  /// screen (content the reader cannot resolve).
  func rootForm(_ shape: Shape, stack: Bool) -> RootForm? {
    switch shape {
    case .view(let name, let decoration, _):
      // Through the views the root shows beside code around them (`shownView(by:)`) to the one
      // whose body says what the app launches on; that code, and the modifiers on the view, are
      // part of what it shows.
      let (shown, around) = shownView(by: name)
      guard rootFormsInProgress.insert(shown).inserted else { return nil }
      defer { rootFormsInProgress.remove(shown) }
      let switchesBefore = Set(rootSwitches.keys)
      let form = viewRootForm(shown, decoration: decoration, stack: stack, location: shapeLocation(shape))
      if let form { attachAround(around + decoration.content, to: form, switchesBefore: switchesBefore) }
      return form
    case .stack(let inner): return rootForm(inner, stack: true)
    case .choice(let alternatives):
      // A switch whose cases the parser could not read (code that does not parse): no branch.
      guard !alternatives.isEmpty else { return nil }
      // Branches that all show the same view (`if dark { Home() } else { Home().tint(...) }`) are
      // that view, whatever the state they test.
      if case .view(let first, _, _) = alternatives[0].shape,
        alternatives.allSatisfy({ if case .view(first, _, _) = $0.shape { true } else { false } })
      {
        return rootForm(alternatives[0].shape, stack: stack)
      }
      if let form = switchForm(alternatives, stack: stack, host: nil) { return form }
      return targets(alternatives[0].shape, selector: nil, stack: stack).first.map(RootForm.single)
    case .tabs(let info): return .single(.tabs(info))
    // Reported once, by the caller, as the root the reader cannot resolve.
    case .unresolved: return nil
    case .inline(let id, _, _, _):
      warnAmbiguousRoot(id, name: "the WindowGroup's content")
      return targets(shape, selector: nil, stack: stack).first.map(RootForm.single)
    default: return targets(shape, selector: nil, stack: stack).first.map(RootForm.single)
    }
  }

  /// Warns when the root is read as one screen because several of its views lead to screens of
  /// their own (`CodeReader.ambiguousMainViews`): the reader cannot tell which the app launches on.
  private func warnAmbiguousRoot(_ id: SummaryID, name: String) {
    guard let (location, views) = reader.ambiguousMainViews[id] else { return }
    warn(
      "\(name) shows several views that lead to screens of their own (\(views.joined(separator: ", "))), so the reader cannot tell which one the app launches on and reads it as one screen; set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)",
      at: location)
  }

  /// The root a view type gives: its tab bar, its switch on state (also in its stack), a tab bar or
  /// switch another view shows as its stack's root (`rootInsideStack`), what its body builds
  /// (`builtRoot`), else the view itself as the entry screen (or its stack's root).
  private func viewRootForm(
    _ name: String, decoration: Decoration, stack: Bool, location: SourceAnchor?
  ) -> RootForm? {
    if let type = index.types[name], let summary = reader.summaries[.view(type.qualifiedName)] {
      switch summary.top {
      case .tabs(let info): return .single(.tabs(info))
      case .choice(let alternatives):
        if let form = switchForm(alternatives, stack: stack, host: type.qualifiedName) { return form }
      case .stack(let inner):
        switch inner {
        // A switch in a host with controls of its own (`NavigationStack { VStack { if jars.isEmpty
        // { EmptyShelf() } else { JarList() } }.toolbar { Button("Add") { ... } } }`): the host is
        // the stack's screen, the switch its content, as in `rootInsideStack`; controls in a branch
        // written in place are that branch's, not around the switch.
        case .choice(let alternatives) where !hasOwnControls(summary, besideBranches: true):
          if let form = switchForm(alternatives, stack: true, host: type.qualifiedName) { return form }
        case .tabs(let info): return .single(.tabs(info))
        case .view:
          if let form = rootInsideStack(inner, host: type.qualifiedName) { return form }
        default: break
        }
      default: break
      }
      if let built = builtRoot(of: type, summary: summary) { return rootForm(built, stack: stack) }
    }
    warnAmbiguousRoot(.view(name), name: "'\(name)'")
    return .single(
      .screen(screenFor(view: name, decoration: decoration, variant: nil, stack: stack, location: location)))
  }

  /// The root of a view whose stack's root is a view holding a tab bar or a switch
  /// (`NavigationView { MainTabs() }`): that tab bar, inside the host's stack (its tabs push onto
  /// it: `outerStacks`), or the switch's branches on the stack; the host's code (the stack's
  /// destinations, its modifiers) is around them. Nil when the view shows a plain screen, which is
  /// then the stack's root as usual, and for a switch in a host with controls of its own
  /// (`hasOwnControls`): the host is the screen, the switch (`if items.isEmpty { ... } else { ...
  /// }`) its content.
  private func rootInsideStack(_ shape: Shape, host: String) -> RootForm? {
    guard case .view(let name, _, _) = shape else { return nil }
    switch reader.summaries[.view(shownView(by: name).name)]?.top {
    case .tabs(let info)?, .stack(.tabs(let info))?:
      if outerStacks[info.location] == nil { outerStacks[info.location] = host }
    case .choice?, .stack(.choice)?:
      if let summary = reader.summaries[.view(host)], hasOwnControls(summary) { return nil }
    default: return nil
    }
    let switchesBefore = Set(rootSwitches.keys)
    guard let form = rootForm(shape, stack: true) else { return nil }
    attachAround([.view(host)], to: form, switchesBefore: switchesBefore)
    return form
  }

  /// A switch at the root: every branch tests the same state; each branch's target.
  func switchForm(
    _ alternatives: [(conditions: [Condition], shape: Shape)], stack: Bool, host: String?
  ) -> RootForm? {
    guard let subject = alternatives.first?.conditions.first?.subject, case .state(let written) = subject
    else {
      return nil
    }
    // A branch that is the host's own content with layout choices in it is that content.
    let collapsed = alternatives.map { alternative in
      guard let host, case .choice = alternative.shape,
        let own = CodeReader.ownContent(alternative.shape, of: .view(host))
      else {
        return alternative
      }
      return (conditions: alternative.conditions, shape: own)
    }
    // State of an object given through the environment is its creator's, as writes are read.
    let key = environmentOrigin(of: written)
    let oneSubject = collapsed.allSatisfy { $0.conditions.count == 1 && $0.conditions[0].subject == subject }
    // State nothing changes: the branch its initial value selects, for good (`fixedRoot` notes it);
    // in a chain that tests other state after it, the first test or the rest of the chain.
    if let fixed = unchangingStateValue(key, host: host) {
      if !oneSubject, let chain = chainForm(collapsed, stack: stack, host: host) { return chain }
      return fixedRoot(collapsed, testing: fixed, stack: stack, host: host, unchanged: key)
    }
    // State only the view's controls change (a search field's text): its content, no switch.
    if isInputChoice(written, host: host) || isInputChoice(key, host: host) { return nil }
    if key.owner == "?" || key.constantValue != nil {
      return fixedRoot(collapsed, testing: key, stack: stack, host: host)
    }
    guard oneSubject else { return chainForm(collapsed, stack: stack, host: host) }
    // Of a route the stack also pushes, only the cases written to the state are roots.
    let alternatives = withoutUnselectedOwnContent(
      rootAlternatives(collapsed, switchingOn: key), switchingOn: key, host: host)
    var result: [(condition: Condition, target: Target)] = []
    // A branch that is the host's own content (`if ready { Tabs() } else { logo with an onAppear }`):
    // the host's code is that branch's, not code around a tab bar.
    let hostIsBranch = alternatives.contains { isHostContent($0.shape, host: host) != nil }
    for alternative in alternatives {
      let target: Target?
      // A view holding the tab bar, alone or as the root of a stack written in the branch
      // (`if signedIn { NavigationView { HomeTabs(selection: $tab) } }`: its tabs push onto that
      // stack, `outerStacks`).
      var stacked = false
      var branch = alternative.shape
      if case .stack(let inner) = branch, case .view = inner { (branch, stacked) = (inner, true) }
      if case .view(let name, let decoration, _) = branch, let (info, around) = tabs(shownBy: name) {
        target = .tabs(info)
        for id in around + decoration.content { attachAroundCode(id, to: .tabs(info)) }
        if stack || stacked, let host {
          outerStacks[info.location] = host
          coveredByPushes.formUnion(decoration.content)
        }
      } else if let host, let inStack = isHostContent(alternative.shape, host: host) {
        let key = screenFor(
          view: host, decoration: Decoration(), variant: nil, stack: stack || inStack, location: nil,
          skipTop: true)
        if inStack { hostStackBranches.insert(key) }
        target = .screen(key)
      } else if case .empty = alternative.shape {
        target = nil
      } else if let steps = sameStateSteps(alternative.shape, key: key, within: alternative.conditions[0]) {
        // A branch view switching again on the same state, around chrome of its own: its branches
        // are the root's (`NavigationResolver+SameStateSteps`).
        for step in steps {
          result.append(step)
          if let host { attachBranchHandlers(alternative.shape, host: host, to: step.target) }
        }
        continue
      } else if let form = innerSwitch(alternative.shape, stack: stack, host: host) {
        switch form {
        case .switching(let innerKey, let innerAlternatives, let innerHost) where innerKey != key:
          // A branch that switches again, on other state (`if loading { Splash() } else { if
          // signedIn { Home() } else { Login() } }`, or `else { Gate() }` with Gate's body that
          // `if`): a root switch of its own, and the branch is the inner branch its state's
          // initial value selects (the first when unknown).
          target = register(switching: innerKey, innerAlternatives, host: innerHost)
          setRootSwitchParent(innerKey, outer: key, condition: alternative.conditions[0])
        case .single(let fixed): target = fixed
        default: target = targets(alternative.shape, selector: nil, stack: stack).first
        }
      } else {
        target = targets(alternative.shape, selector: nil, stack: stack).first
        // A stack around the whole tab bar (`if signedIn { NavigationView { TabView { ... } } }`,
        // or the host's stack around the switch): its tabs push onto it, read as a stack around
        // the tab bar in the host's own body is (`outerStacks`).
        if let host, let info = tabsInsideStack(alternative.shape, stack: stack),
          outerStacks[info.location] == nil
        {
          outerStacks[info.location] = host
        }
      }
      if let target { result.append((alternative.conditions[0], target)) }
      if let host, let target {
        attachBranchHandlers(alternative.shape, host: host, to: target)
      }
      if case .tabs(let info)? = target, !rootTabBarBranches.contains(where: { $0.info === info }) {
        rootTabBarBranches.append((info, alternative.conditions[0].location))
      }
      // The host's own code (its container's or stack's `navigationDestination`, an `.onAppear` or
      // `.onChange` that moves, a side menu beside the switch) runs while any of its branches is
      // shown: part of each branch screen, or of the code around a branch's tab bar.
      if let host, let target {
        if case .tabs = target, hostIsBranch { continue }
        attachRootHostCode(host, to: target)
        // The host's code is code around the root for each branch screen but its own content: its
        // `.onAppear` ran when the root first appeared, on the launch branch, and its `.onChange`
        // or `.onReceive` runs on whichever screen is shown when the value changes.
        if case .screen(let key) = target, key != .view(host, variant: nil) {
          screens[key]?.sharedRootCode.insert(.view(host))
        }
      }
    }
    return result.isEmpty ? nil : .switching(key, result, host: host)
  }

  /// Whether a branch is the host's own content: in place (false), or as the root of a stack or
  /// split view written in the branch (true), also one a computed property of the host builds
  /// (`if onboarded { mainView } else { Onboarding() }`, `mainView` a `NavigationSplitView`: held-out
  /// set 72 MeetMemento, where the branch gave no screen and its links went to the other). Nil for
  /// any other branch.
  func isHostContent(_ shape: Shape, host: String?) -> Bool? {
    guard let host else { return nil }
    switch shape {
    case .inline(let id, _, _, _) where id == .view(host): return false
    case .stack(.inline(let id, _, _, _)) where id == .view(host): return true
    default: return nil
    }
  }

  /// The tab bar a root shows: written in place, or the one a view shows (`MainTabs()`). Nil
  /// otherwise.
  private func tabsShown(by shape: Shape) -> TabViewInfo? {
    switch shape {
    case .tabs(let info): return info
    case .view(let name, _, _): return tabs(shownBy: name)?.info
    default: return nil
    }
  }

  /// Whether a shape is a view whose body holds a stack of its own around what it shows
  /// (`NavigationStack { TabView { ... } }`): a tab bar in it pushes onto that stack, the closer
  /// one, not onto a stack written around the view.
  private func holdsOwnStack(_ shape: Shape) -> Bool {
    guard case .view(let name, _, _) = shape,
      case .stack? = reader.summaries[.view(shownView(by: name).name)]?.top
    else { return false }
    return true
  }

  /// The tab bar a branch shows written inside a stack: `NavigationView { TabView { ... } }`, or a
  /// `TabView` in a switch that is itself inside the host's stack (`stack`). Nil otherwise.
  private func tabsInsideStack(_ shape: Shape, stack: Bool) -> TabViewInfo? {
    switch shape {
    case .stack(.tabs(let info)): return info
    case .tabs(let info) where stack: return info
    default: return nil
    }
  }

  /// The switch a branch of a root switch makes again: an `if` or `switch` written in the branch,
  /// or a view type whose body is one with a branch showing a tab bar (`else { Gate() }`, `Gate {
  /// if signedIn { Tabs() } else { Login() } }`, also behind wrapper views) or one on the view's own
  /// state between view types only (`isNestedRootChoice`), read as if written in place, the view's
  /// code being code around the inner switch: the tab bar is the app's, at the root. Any other
  /// `if` of a view stays its content (a layout choice). A stack around such a view (`else { NavigationView { Gate() } }`) is no stack of its own for the tabs: the
  /// switch is read in it, its tab bar inside that stack (`outerStacks`). Nil for any other branch.
  private func innerSwitch(_ shape: Shape, stack: Bool, host: String?) -> RootForm? {
    switch shape {
    case .choice(let inner): return switchForm(inner, stack: stack, host: host)
    case .stack(let inner):
      switch inner {
      // A stack written in the branch around a choice of its own (`else { NavigationView { if
      // showingLogin { SignIn() } else { SignUp() } } }`): that choice, each branch on the stack.
      case .view, .choice: return innerSwitch(inner, stack: true, host: host)
      default: return nil
      }
    case .view(let name, _, _):
      let shown = shownView(by: name).name
      switch reader.summaries[.view(shown)]?.top {
      case .choice(let branches)?:
        guard
          branches.contains(where: { branch in
            switch branch.shape {
            case .tabs: return true
            case .view(let shown, _, _): return tabs(shownBy: shown) != nil
            default: return false
            }
          }) || isNestedRootChoice(shown, branches: branches)
        else { return nil }
      // A view holding its own stack around such a choice (`Gate { NavigationStack { if unlocked {
      // Home() } else { Lock(...) } } }` as a splash's next branch, held-out set 326 Expense
      // Tracker: before, Gate was one screen with Home's links, and Lock was lost, silently).
      case .stack(.choice(let branches))?:
        guard isNestedRootChoice(shown, branches: branches, throughStacks: true) else { return nil }
      default: return nil
      }
      return rootForm(shape, stack: stack)
    default: return nil
    }
  }

  /// An `if` / `else if` chain whose tests are on different state (`if loading { Splash() } else if
  /// signedIn { Tabs() } else { Login() }`), read as if written `if loading { Splash() } else { if
  /// signedIn { Tabs() } else { Login() } }`: the first test is a root switch whose other branch is
  /// the rest of the chain (a root switch of its own, `register(switching:)`). Chains of at most 16 branches; nil otherwise, or when
  /// the rest is no switch on one other piece of state.
  func chainForm(
    _ alternatives: [(conditions: [Condition], shape: Shape)], stack: Bool, host: String?
  ) -> RootForm? {
    guard (3...16).contains(alternatives.count), alternatives[0].conditions.count == 1,
      let subject = alternatives.first?.conditions.first?.subject,
      let otherwise = alternatives.last?.conditions.first(where: { $0.subject == subject })
    else { return nil }
    var rest: [(conditions: [Condition], shape: Shape)] = []
    for alternative in alternatives.dropFirst() {
      let conditions = alternative.conditions.filter { $0.subject != subject }
      guard !conditions.isEmpty else { return nil }
      rest.append((conditions, alternative.shape))
    }
    return switchForm(
      [(alternatives[0].conditions, alternatives[0].shape), ([otherwise], .choice(rest))], stack: stack,
      host: host)
  }

  /// The value state has at launch: its declaration's initial value; none for a SwiftData query. For an `@AppStorage` key, the
  /// default of the app type's own property when it has one (other views may declare the key with
  /// other defaults, `= true` in a settings screen), else the first declaration's; an optional
  /// declared without a default holds nil.
  func initialValue(of key: StateKey) -> String? {
    // A fresh install's store holds no objects (`CodeReader+SwiftDataQueries`), nor has it a
    // signed-in Firebase user (`CodeReader+FirebaseAuth`).
    if key.owner == CodeReader.queryOwner || key == CodeReader.firebaseCurrentUserKey { return "nil" }
    if key.owner == "@AppStorage" {
      var found: String?
      for type in index.allTypes {
        for property in type.properties.values
        where reader.storageKey(of: property, in: type) == key.name {
          guard let initializer = property.initializer else {
            // `@AppStorage("address") var address: String?`: no default, so nil on a fresh install.
            if case .optional = property.type {
              if type.isMain { return "nil" }
              if found == nil { found = "nil" }
            }
            continue
          }
          let value = reader.value(
            of: initializer, in: Scope(owner: type, file: property.location.file), expected: property.type
          ).caseName
          if type.isMain { return value }
          if found == nil { found = value }
        }
      }
      return found
    }
    guard let type = index.types[key.owner], let property = type.properties[key.name] else { return nil }
    guard let initializer = property.initializer else {
      if case .optional = property.type { return "nil" }
      return nil
    }
    let scope = Scope(owner: type, file: property.location.file)
    // A read of the standard defaults, which hold nothing on a fresh install.
    let value =
      reader.freshInstallValue(initializer, in: scope)
      ?? reader.value(of: initializer, in: scope, expected: property.type)
    if case .none = value { return "nil" }
    if let name = value.caseName { return name }
    switch value {
    case .instance, .object, .array: return "some"
    default: return nil
    }
  }

  /// Makes a root target part of the app: the entry screen, or the tab bar.
  func settle(_ target: Target, initial: Bool) {
    switch target {
    case .screen(let key): if initial { entry = key }
    case .tabs(let info): if appTabs == nil { setTabs(info) }
    }
  }

  func setTabs(_ info: TabViewInfo) {
    appTabs = info
    // A selection bound to its creator's state (`TabView(selection: $selected)` with `@Binding var
    // selected` given `$selected` by the root): that state, which every write of the selection,
    // through however many bindings, lands in.
    if let selection = info.selection, info.drawnByHand == nil, case let finals = origins(of: selection),
      finals.count == 1, finals[0] != selection
    {
      info.selection = finals[0]
    }
    if let choice = info.drawnByHand, let host = info.host, let selection = info.selection {
      // A note, not a warning: the reading follows the code (a bar of controls selecting each
      // case, the roots switched under it), but no `TabView` says so.
      warn(
        "'\(host)' has no TabView: its \(choice) on '\(selection.name)', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects",
        at: info.location, severity: .note)
    }
    // The view holding the `TabView` (its modifiers, the views beside it) is code around the tab bar.
    if let host = info.host, index.types[host]?.isView == true, let summary = reader.summaries[.view(host)] {
      switch summary.top {
      case .tabs(let shown) where shown === info: attachRootHostCode(host, to: .tabs(info))
      case .stack(.tabs(let shown)) where shown === info:
        attachRootHostCode(host, to: .tabs(info))
        // The host's own `NavigationStack` around its `TabView` (a router's stack above the
        // tabs): read as a stack in another view is, below.
        if outerStacks[info.location] == nil { outerStacks[info.location] = host }
      default: break
      }
    }
    for item in info.items {
      let switching = switchingTabRoot(item)
      let found =
        isPlaceholderTab(item, of: info)
        ? [] : targets(switching?.shape ?? item.content, selector: nil, stack: false)
      var root: ScreenKey?
      for target in found {
        if case .screen(let key) = target { root = key; break }
      }
      if let host = switching?.host, let root { attachRootHostCode(host, to: .screen(root)) }
      guard let root else {
        // A blank slot (nothing shown, no title, no icon: `EmptyView()` as label and content) is
        // no tab, and nothing is missing.
        if case .empty = item.content, item.title == nil, item.icon == nil { continue }
        warn(
          "a tab of this TabView has no screen the reader can resolve; add it through the overlay",
          at: item.location)
        continue
      }
      appTabIDs.append(item.tag?.caseName)
      tabItems.append(item)
      tabRoots.append(root)
    }
    if let host = outerStacks[info.location], let summary = reader.summaries[.view(host)] {
      let inherited = registeredTypes(of: [summary.id])
      for root in tabRoots {
        screens[root]?.inheritedDestinations += inherited
      }
      tabsInOuterStack = true
      warn(
        "the TabView is inside the NavigationStack of '\(host)': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
        at: info.location, severity: .note)
    }
  }

  func registeredTypes(of ids: [SummaryID]) -> [String] {
    var result: [String] = []
    for id in ids {
      for registration in reader.summaries[id]?.registrations ?? [] where !result.contains(registration.type)
      {
        result.append(registration.type)
      }
    }
    return result
  }
}
