internal import NavGraph
internal import SwiftSyntax

/// Screens: their records, the destinations a shape names, and the processing of a screen's code
/// (its own summaries and its components', transitively) into links.
extension NavigationResolver {
  func record(_ key: ScreenKey, location: SourceAnchor) -> ScreenRecord {
    if let existing = screens[key] { return existing }
    let record = ScreenRecord(key: key, location: location)
    screens[key] = record
    order.append(key)
    pending.append(key)
    return record
  }

  /// The screen a view type is as a destination: the view itself, or, when its body is a stack
  /// around one view type, that view (the stack's root) with the wrapper's code as part of it, also
  /// through views that show such a stack beside code around it (`shownView(by:)`).
  func screenFor(
    view name: String, decoration: Decoration, variant: String?, stack: Bool, location: SourceAnchor?,
    skipTop: Bool = false
  ) -> ScreenKey {
    var current = name
    var wrappers: [SummaryID] = []
    var hostsStack = stack
    var visited: Set<String> = [name]
    // The view a step through a view showing another, given arguments, left, until a stack's root
    // is reached.
    var shownFrom: (view: String, wrappers: [SummaryID])?
    while !skipTop, let summary = reader.summaries[.view(current)] {
      if case .view(_, _, let location) = summary.top {
        // A view showing another beside code around it (`ZStack { FlowStack(); Toasts() }`): when
        // the chain leads to a stack, the stack's root is the screen, with that code.
        let (shown, around) = shownView(by: current)
        guard case .stack? = reader.summaries[.view(shown)]?.top, !visited.contains(shown) else { break }
        // A view a `TabView` names as a tab of its own (`Explore` beside `Home { VStack { header;
        // Explore() } }`) is a part of this one, whose pushes are on its stack: one screen for both
        // would give two tabs one root.
        if isTabContent(shown) {
          hostsStack = true
          break
        }
        visited.insert(shown)
        shownFrom = reader.mainViewsGivenArguments.contains(location) ? (current, wrappers) : nil
        wrappers += around
        current = shown
        continue
      }
      guard case .stack(let inner) = summary.top else { break }
      hostsStack = true
      guard case .view(let next, _, let location) = inner, !visited.contains(next) else { break }
      // A plain component, or a UIKit view made one (whose coordinator's calls are no SwiftUI
      // navigation), at the root of a stack inside a container is the host's content; so is any
      // view at the root of a stack whose host has controls of its own that navigate (`NavigationView
      // { WebPane() }.navigationBarItems(leading: Button(...))`, `NavigationStack { PostList()
      // .toolbar { NavigationLink(...) } }`): the host, the navigation target, is more than a
      // wrapper. A pure wrapper (`NavigationStack { Library() }`) leaves the screen to the root.
      let contained = summary.uses.contains { $0.location == location && $0.role == .containedStackRoot }
      if contained && (index.types[next]?.isRepresentable == true || !hasNavigation(next))
        || hasOwnControls(summary)
      {
        if !contained { hostedStackRoots.insert(location) }
        break
      }
      // A view that several views each hold alone in a stack (`NavigationView { ArticleList(articles:
      // news) }` in two tabs) is a component each lays out: one screen for all would merge them, so
      // each host is a screen, with the view as its content.
      if sharedStackRoots.contains(next) {
        hostedStackRoots.insert(location)
        break
      }
      visited.insert(next)
      wrappers.append(summary.id)
      current = next
      shownFrom = nil
    }
    if let shownFrom {
      // The stack's root is the own content of a view shown with the data its host gives
      // (`ScrollShelf { ShelfPanel(scribe: scribe) }`, ShelfPanel holding `NavigationStack { VStack
      // { ... } }`): that view is a component holding the stack, and the view named is the screen,
      // with its links. Shown with no arguments (`TaskList().preferredColorScheme(.light)`), the
      // host only passes it through, and the view holding the stack is the screen, as before.
      (current, wrappers) = shownFrom
    }
    let key = ScreenKey.view(current, variant: variant)
    let declaration = index.types[current]
    let record = record(key, location: declaration?.location ?? location ?? SourceAnchor(file: 0, offset: 0))
    if declaration == nil && record.summaries.isEmpty && record.declared {
      record.declared = false
      warn(
        "view '\(current)' is not declared in the files read; it is a screen without links (add them through the overlay)",
        at: location)
    }
    if declaration != nil, !record.summaries.contains(.view(current)) {
      record.summaries.append(.view(current))
    }
    for wrapper in wrappers where !record.summaries.contains(wrapper) { record.summaries.append(wrapper) }
    if let location { record.creations.insert(location) }
    apply(decoration, to: record)
    record.stack = record.stack || hostsStack
    return key
  }

  /// Whether a `TabView` of the files read names the view as a tab's content, alone or in a stack.
  /// O(the tabs read).
  func isTabContent(_ name: String) -> Bool {
    reader.tabViews.values.contains { info in
      info.items.contains { item in
        switch item.content {
        case .view(name, _, _), .stack(.view(name, _, _)): return true
        default: return false
        }
      }
    }
  }

  func apply(_ decoration: Decoration, to record: ScreenRecord) {
    record.decoration.backButtonHidden = record.decoration.backButtonHidden || decoration.backButtonHidden
    record.decoration.dismissDisabled = record.decoration.dismissDisabled || decoration.dismissDisabled
    record.decoration.hidesTabBar = record.decoration.hidesTabBar || decoration.hidesTabBar
    record.decoration.title = record.decoration.title ?? decoration.title
    var added = false
    for id in decoration.content where !record.summaries.contains(id) {
      record.summaries.append(id)
      added = true
    }
    // A screen shown in several places, read already under an earlier use (a sheet from one tab),
    // met again with code of this use (a popover's content: `SailorCard().toolbar { Button("Close")
    // { showSailor = false } }`): read again, so those links are its too (held-out set 342
    // OpenEmail: a popover's close button, lost silently). Links found before are kept once.
    if added, record.processed { pending.append(record.key) }
  }

  /// The screens (or tab bar) a destination shape shows, selected by the selector when it has
  /// alternatives. A view type that serves several cases of one switch is a screen per case
  /// (`ViewType.case`); several patterns of one case that show the same view type
  /// (`case let .detail(item, .none)`, `case let .detail(item, .some(note))`) are that one screen.
  /// Each target is given once, in the order of the alternatives. `moving`: the shape is shown by a
  /// move (a push, a modal), so a view that holds a `TabView` is that tab bar
  /// (`shownTabBarTargets`); `eager`: the shape is only registered, so neither content in place nor
  /// a tab bar that may become the app's becomes a screen.
  func targets(
    _ shape: Shape, selector: Selector?, stack: Bool, eager: Bool = false, moving: Bool = false,
    hint: String? = nil
  ) -> [Target] {
    switch shape {
    case .view(let name, let decoration, let location):
      let held = moving || eager ? tabs(shownBy: name) : nil
      if let held, let found = shownTabBarTargets(held.info, eager: eager) {
        // The views passed on the way to the tab bar, and the modifiers on the one shown, are code
        // around it.
        if appTabs === held.info {
          for id in held.around + decoration.content { attachAroundCode(id, to: .tabs(held.info)) }
        }
        return found
      }
      let key = screenFor(view: name, decoration: decoration, variant: nil, stack: stack, location: location)
      if let held { nestedTabBarScreens[key] = held.info }
      return [.screen(key)]
    case .inline(let id, let kind, let host, let decoration):
      guard !eager, case .inline(let location, _) = id, let summary = reader.summaries[id] else { return [] }
      if let placeholder = reader.placeholderDestinations[id] {
        reachedPlaceholder = true
        warn(
          "this pushed page is a placeholder, one '\(placeholder)' written in place, so it is no screen and the push no link; add it through the overlay if it is one",
          at: location, severity: .note)
        return []
      }
      let record = record(.inline(location), location: location)
      if !record.summaries.contains(id) { record.summaries.append(id) }
      record.kind = kind
      record.host = host
      apply(decoration, to: record)
      record.stack = record.stack || stack || summary.hostsStack
      return [.screen(record.key)]
    case .stack(let inner):
      return targets(inner, selector: selector, stack: true, eager: eager, moving: moving, hint: hint)
    case .tabs(let info):
      if moving, let found = shownTabBarTargets(info, eager: eager) { return found }
      return eager ? [] : [.tabs(info)]
    case .choice(let alternatives):
      let indexed = choiceIndex(alternatives)
      let variantViews = indexed?.variantViews ?? ChoiceIndex.variantViews(of: alternatives)
      // A value of a known case is tested against the alternatives that can show it alone.
      let positions =
        selector?.item?.caseName.flatMap { name in indexed?.candidates(forCase: name) }
        ?? Array(alternatives.indices)
      var result: [Target] = []
      var seen: Set<ScreenKey> = []
      for position in positions {
        let alternative = alternatives[position]
        guard admits(alternative.conditions, selector) else { continue }
        if case .view(let name, let decoration, let location) = alternative.shape,
          variantViews.contains(name),
          let variant = alternative.conditions.first?.value
        {
          // A case nothing has pushed yet that shows the view of a screen of its own (`case .home:
          // HomeView()` registered over the root `HomeView`) is only another name for it.
          if eager, screens[.view(name, variant: nil)] != nil { continue }
          let key = screenFor(
            view: name, decoration: decoration, variant: variant, stack: stack, location: location)
          addParams(key, conditions: alternative.conditions, selector: selector)
          if seen.insert(key).inserted { result.append(.screen(key)) }
        } else {
          let found = targets(
            alternative.shape, selector: selector, stack: stack, eager: eager, moving: moving, hint: hint)
          for target in found {
            guard case .screen(let key) = target else {
              result.append(target)
              continue
            }
            addParams(key, conditions: alternative.conditions, selector: selector)
            if seen.insert(key).inserted { result.append(target) }
          }
        }
      }
      return result
    case .unresolved(let message, let location):
      warn(message + "; " + (hint ?? "add the screen and its links through the overlay"), at: location)
      return []
    case .empty: return []
    }
  }

  /// Whether a link site in the code around a root switch is a link of one of its screens: a tap
  /// is (the control is on every branch), an appearance action only on the launch screen, a change
  /// action never (a warning: it runs on whichever screen is shown when the value changes).
  func isSharedRootLink(_ site: LinkSite, screen record: ScreenRecord) -> Bool {
    switch site.occasion {
    case .tap, .disappearance: return true
    case .appearance: return record.key == entry
    case .change:
      if let first = resolve(site, screen: record).first?.moves.first {
        warnChangeHandler(site, moving: first)
      }
      return false
    }
  }

  /// An `.onDisappear` action gives its screen no link: it runs after the screen has gone (popped,
  /// dismissed, covered or switched away from). A closing move there (`dismiss`, `pop`, the
  /// presenting item or flag cleared) closes what has already closed, and is dropped; any other
  /// move happens on whichever screen is shown then, which the reader cannot tell: a warning names
  /// the first such move of each link.
  func reportMovesAfterDisappearance(_ links: [PendingLink], at location: SourceAnchor) {
    for link in links {
      guard let move = link.moves.first(where: { $0.kind.target != .none }) else { continue }
      let target = move.screen.map { " '\(screenName($0))'" } ?? ""
      warn(
        "this '.onDisappear' action navigates (\(move.kind.rawValue)\(target)) after its screen has gone, on whichever screen is shown then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens",
        at: location)
    }
  }

  /// Reports a change action (`onChange`, `onReceive`) in code around the root or the tab bar that
  /// moves: it runs on whichever screen is shown when the value changes.
  func warnChangeHandler(_ site: LinkSite, moving first: PendingMove) {
    let target = first.screen.map { " '\(screenName($0))'" } ?? ""
    warn(
      "this handler around the root navigates (\(first.kind.rawValue)\(target)) when the value it watches changes, on whichever screen is shown then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where the change happens",
      at: site.location)
  }

  /// A router destination's associated values, as the screen's parameters.
  func addParams(_ key: ScreenKey, conditions: [Condition], selector: Selector?) {
    guard let record = screens[key], record.params.isEmpty, let enumName = selector?.enumType,
      let type = index.types[enumName], let condition = conditions.first, condition.subject == .item([]),
      let caseName = condition.value, let enumCase = type.enumCase(caseName)
    else { return }
    record.params = enumCase.parameters.enumerated().map { i, parameter in
      ExtractedParameter(name: parameter.label ?? "_\(i)", type: parameter.type)
    }
  }

  /// Whether alternative conditions hold for a selector. A condition on a value the reader knows (a
  /// constant) holds when that value selects it. Without a selector, or for a subject the selector
  /// does not know, every alternative holds.
  func admits(_ conditions: [Condition], _ selector: Selector?) -> Bool {
    for condition in conditions {
      if case .state(let key) = condition.subject, let constant = key.constantValue,
        !holds(condition, for: constant)
      {
        return false
      }
    }
    guard let selector else { return true }
    for condition in conditions {
      var known: Value?
      switch condition.subject {
      case .item(let path): known = selector.item?.field(path)
      case .state(let key): known = selector.writes[key]
      }
      guard let value = known else { continue }
      if let name = value.caseName {
        if !condition.admits(name) && !(condition.value == "some" && name != "nil") { return false }
      } else if condition.value == "nil" {
        return false
      }
    }
    return true
  }

  // MARK: Processing a screen

  func process(_ key: ScreenKey) {
    guard let record = screens[key] else { return }
    record.processed = true
    let ids = closure(of: record.summaries, sharing: record.sharedRootCode)
    record.views = Set(ids.compactMap { reader.summaries[$0]?.host })
    record.code = Set(ids)
    let ownViews = Set(record.summaries.compactMap { reader.summaries[$0]?.host })
    for id in ids {
      guard let summary = reader.summaries[id] else { continue }
      // Code of a component shown on the screen, not the screen's own (`resolve(_:screen:component:)`).
      let component = summary.host.flatMap { ownViews.contains($0) ? nil : $0 }
      // Flags come from all of the screen's code; the title from its own (not its components').
      apply(flagsOnly(summary.decoration, title: record.summaries.contains(id)), to: record)
      record.stack = record.stack || (record.summaries.first == id && summary.hostsStack)
      for site in summary.links where isShown(site, screen: record) {
        if record.sharedRootCode.contains(id),
          summary.ownBranchLinks.contains(site.location) || !isSharedRootLink(site, screen: record)
        {
          continue
        }
        // A change handler moves after the actions that set its flag to a value it moves for.
        if site.occasion == .change, isFollowedChangeHandler(at: site.location) { continue }
        if site.occasion == .disappearance {
          reportMovesAfterDisappearance(resolve(site, screen: record), at: site.location)
          continue
        }
        for link in resolve(site, screen: record, component: component)
        where !selectsOwnTab(link, site: site, screen: record)
          && record.linkKeys.insert(LinkKey(link: link, location: site.location)).inserted
        {
          record.links.append((link, site.location))
        }
      }
      for presentation in reader.presentationsByHost[id] ?? [] {
        _ = targets(
          switchedContainerBranch(presentation.destination, warnAt: nil) ?? presentation.destination,
          selector: nil, stack: false, eager: true, hint: overlayHint(presentation.kind, on: record.key))
      }
      for registration in summary.registrations {
        // A generic view's own registration: the types its creations bind (read there).
        if registration.isGenericParameter, let bound = boundRegistrationTypes(at: registration.location) {
          for type in bound where !record.destinationTypes.contains(type) {
            record.destinationTypes.append(type)
          }
          continue
        }
        if !record.destinationTypes.contains(registration.type) {
          record.destinationTypes.append(registration.type)
        }
        _ = targets(
          withoutAppTabHost(registration.destination),
          selector: Selector(item: nil, enumType: registration.type),
          stack: false,
          eager: true,
          hint: overlayHint(.push, on: record.key))
      }
      collectDeepLinks(summary, screen: record)
    }
  }

  /// The types registered at a place by the reads of a generic view with the arguments its
  /// creations give (`RoutingView(stack: $router.stack)` binding `Routes` to `MillRoute`), in the
  /// order read; nil when none is. The table is made once: linear in the registrations.
  func boundRegistrationTypes(at location: SourceAnchor) -> [String]? {
    if boundRegistrationCache == nil {
      var table: [SourceAnchor: [String]] = [:]
      for type in reader.registrations.keys.sorted() {
        for registration in reader.registrations[type] ?? [] where !registration.isGenericParameter {
          table[registration.location, default: []].append(type)
        }
      }
      boundRegistrationCache = table
    }
    return boundRegistrationCache?[location]
  }

  func flagsOnly(_ decoration: Decoration, title: Bool = true) -> Decoration {
    var result = decoration
    result.content = []
    if !title { result.title = nil }
    return result
  }

  /// Whether a link site is shown on a screen: not when it is shown only while a Bool property of
  /// its view is true (`if isBackEnable { ... }`) and every creation in the screen's code gives that
  /// property false (`HeaderBar(isBackEnable: false)`, or a `false` default it leaves as is).
  func isShown(_ site: LinkSite, screen: ScreenRecord) -> Bool {
    if !site.environment.allSatisfy({ admits($0, screen: screen) }) { return false }
    if !site.caseConditions.allSatisfy({ admitsBranch($0, screen: screen.key) }) { return false }
    if !admitsFlags(site.flags, screen: screen) { return false }
    return site.requires.allSatisfy { mayBeTrue($0, views: screen.views) }
  }

  /// Whether a Bool property of a view (or of an object a view makes, `CodeReader+ObjectFlags`) may
  /// be true where `views` create it: not when every creation in their code gives it `false`
  /// (`HeaderBar(isBackEnable: false)`, or a `false` default it leaves as is), a creation handing on
  /// its creator's own flag (`TopBar(showBack: showBack)` in `Frame`) giving what the creator's
  /// creations there give (held-out set 320: a back button of a bar inside a shared container, on
  /// every screen). Iterative, each property once: linear in the creations followed.
  func mayBeTrue(_ flag: StateKey, views: Set<String>) -> Bool {
    var pending = [flag]
    var seen: Set<StateKey> = [flag]
    while let key = pending.popLast() {
      let arguments = (reader.flagArguments[key] ?? []).filter { $0.creator.map(views.contains) ?? false }
      // Created by no view here: shown by creations elsewhere, or handed on from where the reader
      // cannot tell.
      if arguments.isEmpty { return true }
      for argument in arguments {
        if argument.value == true { return true }
        guard argument.value == nil else { continue }
        guard let forwarded = argument.forwarded else { return true }
        if seen.insert(forwarded).inserted { pending.append(forwarded) }
      }
    }
    return false
  }

  /// The summaries of a screen: its own, then those of the components they show, transitively
  /// (depth first, each once). A branch of a switch used as the app's root is not a component; nor,
  /// in code the screen shares with other root branches (`shared`), is a component created in a
  /// branch showing that code's own content; nor is a component shown only while a Bool property
  /// of its container is true that every creation of the container in the code read so far gives
  /// `false` (`if showBar { TopBar() }` in `Frame`, created `Frame(showBar: false)`: `mayBeTrue`).
  func closure(of roots: [SummaryID], sharing shared: Set<SummaryID> = []) -> [SummaryID] {
    var result: [SummaryID] = []
    var seen = Set<SummaryID>()
    var views = Set<String>()
    var stack = Array(roots.reversed())
    while let id = stack.popLast() {
      guard seen.insert(id).inserted, let summary = reader.summaries[id] else { continue }
      result.append(id)
      if let host = summary.host { views.insert(host) }
      // The views a tab bar drawn by hand shows inside the screen, as segmented content.
      for site in summary.links.reversed() {
        guard case .tab(let info, let tab) = site.trigger, isSegmentedContent(info) else { continue }
        stack += segmentSummaries(info, tab: tab).reversed()
      }
      for use in summary.uses.reversed() {
        // Code another root branch shares: not the components of its own branches.
        if shared.contains(id), summary.ownBranchUses.contains(use.location) { continue }
        switch use.role {
        // A stack's root inside a container is the screen's own summary (already here) or, with
        // no navigation of its own, a component; so is a stack's root that is its host's content.
        case .component, .containedStackRoot: break
        case .stackRoot: if !hostedStackRoots.contains(use.location) { continue }
        case .branch:
          if rootSwitchHosts.contains(summary.host ?? "") || reader.aroundMainViews.contains(id) { continue }
        }
        if !use.requires.allSatisfy({ mayBeTrue($0, views: views) }) { continue }
        if let type = index.types[use.type] {
          reader.summary(of: type)
          stack.append(.view(type.qualifiedName))
        }
      }
    }
    return result
  }
}
