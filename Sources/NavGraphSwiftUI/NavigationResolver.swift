internal import SwiftSyntax

/// Turns what the `CodeReader` found into screens, tabs, links and deep links.
///
/// The algorithm: find the app's root (the `@main` App's `WindowGroup` content, else the one view
/// no other view shows), resolve it into the entry screen or the tab bar (and, for a root that
/// switches on state, every branch), then process screens from a worklist: a screen's code is its
/// own summaries and, transitively, those of the components it shows (a depth-first walk with a
/// visited set, so cycles of components end); each of its link sites resolves to moves, which may
/// name new screens, and so do the presentations and registrations in its code. Every screen is
/// processed once.
///
/// Cost: each screen walks the summaries reachable from it, so the total is O(S × (V + U)) for S
/// screens, V summaries and U uses, plus the links found; in practice components are small trees.
final class NavigationResolver {
  let reader: CodeReader
  let index: DeclarationIndex
  let files: [SwiftSourceFile]
  private(set) var diagnostics: [ExtractionDiagnostic] = []
  private var reported = Set<String>()

  /// A screen's identity before ids are given.
  enum ScreenKey: Hashable {
    /// A view type, or a view type for one case of a router enum.
    case view(String, variant: String?)
    /// Content written in place.
    case inline(CodeLocation)
  }

  /// What is known of a screen while links are resolved.
  final class ScreenRecord {
    let key: ScreenKey
    var summaries: [SummaryID] = []
    var stack = false
    var decoration = Decoration()
    var location: CodeLocation
    var params: [ExtractedParameter] = []
    var inheritedDestinations: [String] = []
    /// For content in place: its kind (`sheet`, `tab`, ...) and the view it is written in.
    var kind = ""
    var host: String?
    var declared = true
    /// The view types whose code is part of the screen (its own and its components').
    var views: Set<String> = []
    var links: [(link: PendingLink, location: CodeLocation)] = []
    /// The links above, for finding one again in constant time.
    var linkKeys = Set<LinkKey>()
    var destinationTypes: [String] = []

    init(key: ScreenKey, location: CodeLocation) {
      self.key = key
      self.location = location
    }
  }

  /// A move before screen ids are given.
  struct PendingMove: Hashable {
    var kind: ExtractedLinkKind
    var screen: ScreenKey?
    var tab: Int?
    var value: String?
  }

  struct PendingLink: Hashable {
    var moves: [PendingMove]
    var label: String?
  }

  /// A link of a screen and the site it comes from: a screen has each once.
  struct LinkKey: Hashable {
    var link: PendingLink
    var location: CodeLocation
  }

  /// A destination: a screen, or a tab bar.
  enum Target {
    case screen(ScreenKey)
    case tabs(TabViewInfo)
  }

  /// What selects among a destination's alternatives: the value pushed or presented, and the state
  /// the same action writes.
  struct Selector {
    var item: Value?
    var writes: [StateKey: Value] = [:]
    /// The enum the item's cases belong to, for screen parameters.
    var enumType: String?
  }

  private var screens: [ScreenKey: ScreenRecord] = [:]
  private var order: [ScreenKey] = []
  private var pending: [ScreenKey] = []
  private var appTabs: TabViewInfo?
  private var appTabIDs: [String?] = []
  private var tabRoots: [ScreenKey] = []
  private var tabItems: [TabItemInfo] = []
  /// Whether the tab bar sits in another view's stack (so every tab pushes onto a stack).
  private var tabsInOuterStack = false
  private var entry: ScreenKey?
  private var rootSwitches: [StateKey: [(condition: Condition, target: Target)]] = [:]
  private var rootSwitchHosts: Set<String> = []
  /// Tab views shown inside another view's `NavigationStack` (a root switch in the stack): that view.
  private var outerStacks: [CodeLocation: String] = [:]
  private var deepLinks:
    [(moves: [PendingMove], id: String, label: String?, url: String?, location: CodeLocation)] = []

  init(reader: CodeReader, index: DeclarationIndex, files: [SwiftSourceFile]) {
    self.reader = reader
    self.index = index
    self.files = files
  }

  func location(_ location: CodeLocation) -> SwiftSourceLocation {
    files[location.file].location(atOffset: location.offset)
  }

  func warn(
    _ message: String, at place: CodeLocation?, code: String = "unresolved-navigation",
    severity: ExtractionSeverity = .warning
  ) {
    let key = "\(code)|\(message)|\(place.map { "\($0.file):\($0.offset)" } ?? "")"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(
      ExtractionDiagnostic(severity: severity, code: code, message: message, location: place.map(location)))
  }

  // MARK: Resolution

  func resolve() -> ExtractedNavigation {
    let types = index.allTypes
    for type in types where (type.isView || type.isViewModifier || type.isApp) && !type.isPreview {
      reader.summary(of: type)
    }
    for (later, first) in index.duplicates where later.isView {
      warn(
        "view type '\(later.qualifiedName)' is declared twice; the reader uses the first, at \(location(first.location))",
        at: later.location, code: "duplicate-view")
    }
    let app = types.first { $0.isApp && $0.isMain } ?? types.first { $0.isApp }
    var appSummary: ViewSummary?
    if let app {
      appSummary = reader.summary(of: app)
      resolveRoot(app: app)
    } else if let root = fallbackRoot(types) {
      resolveRoot(shape: .view(root.qualifiedName, Decoration(), root.location), host: nil)
    }
    if entry == nil && appTabs == nil {
      warn("no SwiftUI view to launch on was found in the files read", at: nil, code: "no-app-root")
    }
    while !pending.isEmpty {
      let key = pending.removeFirst()
      process(key)
    }
    if let appSummary {
      let record = ScreenRecord(key: .inline(appSummary.location), location: appSummary.location)
      record.views = [appSummary.host ?? ""]
      collectDeepLinks(appSummary, screen: record)
      while !pending.isEmpty { process(pending.removeFirst()) }
    }
    return output(name: app?.name)
  }

  /// With no App type: the view no other view shows or navigates to (the first one, with a warning,
  /// when there are several).
  private func fallbackRoot(_ types: [TypeDeclaration]) -> TypeDeclaration? {
    var shown = Set<String>()
    for summary in reader.summaries.values {
      for use in summary.uses { shown.insert(use.type) }
      for link in summary.links {
        if case .push(let shape) = link.trigger { collectViews(shape, into: &shown) }
      }
      for registration in summary.registrations { collectViews(registration.destination, into: &shown) }
    }
    for list in reader.presentations.values { for p in list { collectViews(p.destination, into: &shown) } }
    for info in reader.tabViews.values { for item in info.items { collectViews(item.content, into: &shown) } }
    let views = types.filter { $0.isView && !$0.isPreview && !$0.isViewModifier }
    let candidates = views.filter { !shown.contains($0.qualifiedName) }
    guard let root = candidates.first ?? views.first else { return nil }
    if candidates.count == 1 {
      warn(
        "no @main App in the files read; the app launches on '\(root.qualifiedName)', the only view no other view shows",
        at: root.location, code: "no-app-root", severity: .note)
    } else {
      let others = candidates.dropFirst().prefix(5).map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
      warn(
        "no @main App in the files read; the app launches on '\(root.qualifiedName)', the first of the views no other view shows (also \(others)); set 'entry' in the overlay if that is wrong",
        at: root.location, code: "no-app-root")
    }
    return root
  }

  private func collectViews(_ shape: Shape, into names: inout Set<String>) {
    var stack = [shape]
    while let shape = stack.popLast() {
      switch shape {
      case .view(let name, _, _): names.insert(name)
      case .stack(let inner): stack.append(inner)
      case .choice(let alternatives): stack += alternatives.map(\.shape)
      case .tabs(let info): stack += info.items.map(\.content)
      default: break
      }
    }
  }

  // MARK: Root

  private func resolveRoot(app: TypeDeclaration) {
    guard let property = app.properties["body"], let getter = property.getter else { return }
    var scope = Scope(owner: app, file: property.location.file, origin: app.qualifiedName)
    for item in getter {
      guard let group = windowGroupContent(item, scope: &scope) else { continue }
      let host =
        reader.summaries[.view(app.qualifiedName)]
        ?? ViewSummary(id: .view(app.qualifiedName), host: app.qualifiedName, location: app.location)
      let shape = reader.shape(
        ofItems: group.statements, in: scope, kind: "root", host: host, at: group.location(in: scope.file),
        depth: 0)
      resolveRoot(shape: shape, host: app.qualifiedName)
      return
    }
  }

  /// The content closure of the first `WindowGroup` of an App's body.
  private func windowGroupContent(_ item: CodeBlockItemSyntax, scope: inout Scope) -> ClosureExprSyntax? {
    var pending: [ExprSyntax] = []
    switch item.item {
    case .expr(let expr): pending.append(expr)
    case .stmt(let stmt): if let e = stmt.as(ExpressionStmtSyntax.self) { pending.append(e.expression) }
    case .decl: break
    @unknown default: break
    }
    while let expr = pending.popLast() {
      let (base, _) = reader.modifierChain(expr, in: scope)
      guard let call = base.as(FunctionCallExprSyntax.self) else { continue }
      let name = SyntaxText.name(reader.peel(call.calledExpression))
      if name == "WindowGroup" { return call.trailingClosure ?? SyntaxText.closure(call, "content") }
      if let closure = call.trailingClosure {
        for inner in closure.statements {
          if case .expr(let e) = inner.item { pending.append(e) }
        }
      }
    }
    return nil
  }

  /// Resolves the root: the entry screen, the tab bar, or a switch between them on state.
  private func resolveRoot(shape: Shape, host: String?) {
    switch rootForm(shape, stack: false) {
    case nil:
      warn(
        "the app's root is not a view the reader can resolve; set 'entry' or 'tabs' in the overlay",
        at: shapeLocation(shape))
    case .single(let target):
      settle(target, initial: true)
    case .switching(let key, let alternatives, let host):
      if let host { rootSwitchHosts.insert(host) }
      let initialValue = initialValue(of: key)
      var initial: Target?
      for alternative in alternatives {
        if let value = initialValue, alternative.condition.admits(value) {
          initial = initial ?? alternative.target
        }
      }
      if initial == nil, let first = alternatives.first {
        initial = first.target
        let description: String
        switch first.target {
        case .screen(let key): description = "'\(screenName(key))'"
        case .tabs: description = "the tab bar"
        }
        warn(
          "the root switches on '\(key)', whose value at launch the reader cannot tell; it launches on \(description), its first branch; set 'entry' in the overlay if that is wrong",
          at: shapeLocation(shape))
      }
      if let initial { settle(initial, initial: true) }
      for alternative in alternatives { settle(alternative.target, initial: false) }
      rootSwitches[key] = alternatives
    }
  }

  private enum RootForm {
    case single(Target)
    case switching(StateKey, [(condition: Condition, target: Target)], host: String?)
  }

  /// The root a shape gives: one target, or a switch on one piece of state; nil when it gives no
  /// screen (content the reader cannot resolve).
  private func rootForm(_ shape: Shape, stack: Bool) -> RootForm? {
    switch shape {
    case .view(let name, let decoration, _):
      if let type = index.types[name], let summary = reader.summaries[.view(type.qualifiedName)] {
        switch summary.top {
        case .tabs(let info): return .single(.tabs(info))
        case .choice(let alternatives):
          if let form = switchForm(alternatives, stack: stack, host: type.qualifiedName) { return form }
        case .stack(let inner):
          switch inner {
          case .choice(let alternatives):
            if let form = switchForm(alternatives, stack: true, host: type.qualifiedName) { return form }
          case .tabs(let info): return .single(.tabs(info))
          default: break
          }
        default: break
        }
      }
      return .single(
        .screen(
          screenFor(
            view: name, decoration: decoration, variant: nil, stack: stack, location: shapeLocation(shape))))
    case .stack(let inner): return rootForm(inner, stack: true)
    case .choice(let alternatives):
      if let form = switchForm(alternatives, stack: stack, host: nil) { return form }
      return targets(alternatives[0].shape, selector: nil, stack: stack).first.map(RootForm.single)
    case .tabs(let info): return .single(.tabs(info))
    default: return targets(shape, selector: nil, stack: stack).first.map(RootForm.single)
    }
  }

  /// A switch at the root: every branch tests the same state; each branch's target.
  private func switchForm(
    _ alternatives: [(conditions: [Condition], shape: Shape)], stack: Bool, host: String?
  ) -> RootForm? {
    guard let subject = alternatives.first?.conditions.first?.subject, case .state(let key) = subject,
      key.owner != "?",
      alternatives.allSatisfy({ $0.conditions.count == 1 && $0.conditions[0].subject == subject })
    else { return nil }
    var result: [(condition: Condition, target: Target)] = []
    for alternative in alternatives {
      let target: Target?
      if case .view(let name, _, _) = alternative.shape, let summary = reader.summaries[.view(name)],
        case .tabs(let info) = summary.top
      {
        target = .tabs(info)
        if stack, let host { outerStacks[info.location] = host }
      } else if case .inline(let id, _, _, _) = alternative.shape, id == .view(host ?? "") {
        target = .screen(
          screenFor(
            view: host!, decoration: Decoration(), variant: nil, stack: stack, location: nil, skipTop: true))
      } else if case .empty = alternative.shape {
        target = nil
      } else {
        target = targets(alternative.shape, selector: nil, stack: stack).first
      }
      if let target { result.append((alternative.conditions[0], target)) }
    }
    return result.isEmpty ? nil : .switching(key, result, host: host)
  }

  /// The value state has at launch: its declaration's initial value.
  private func initialValue(of key: StateKey) -> String? {
    if key.owner == "@AppStorage" {
      for type in index.allTypes {
        for property in type.properties.values
        where property.wrapper == "AppStorage" || property.wrapper == "SceneStorage" {
          if SyntaxText.literal(property.wrapperArguments?.first?.expression) == key.name,
            let initializer = property.initializer
          {
            return reader.value(
              of: initializer, in: Scope(owner: type, file: property.location.file), expected: property.type
            ).caseName
          }
        }
      }
      return nil
    }
    guard let type = index.types[key.owner], let property = type.properties[key.name] else { return nil }
    guard let initializer = property.initializer else {
      if case .optional = property.type { return "nil" }
      return nil
    }
    let value = reader.value(
      of: initializer, in: Scope(owner: type, file: property.location.file), expected: property.type)
    if case .none = value { return "nil" }
    if let name = value.caseName { return name }
    switch value {
    case .instance, .object, .array: return "some"
    default: return nil
    }
  }

  /// Makes a root target part of the app: the entry screen, or the tab bar.
  private func settle(_ target: Target, initial: Bool) {
    switch target {
    case .screen(let key): if initial { entry = key }
    case .tabs(let info): if appTabs == nil { setTabs(info) }
    }
  }

  private func setTabs(_ info: TabViewInfo) {
    appTabs = info
    for item in info.items {
      let found = targets(item.content, selector: nil, stack: false)
      var root: ScreenKey?
      for target in found {
        if case .screen(let key) = target { root = key; break }
      }
      guard let root else {
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

  private func registeredTypes(of ids: [SummaryID]) -> [String] {
    var result: [String] = []
    for id in ids {
      for registration in reader.summaries[id]?.registrations ?? [] where !result.contains(registration.type)
      {
        result.append(registration.type)
      }
    }
    return result
  }

  // MARK: Screens

  private func record(_ key: ScreenKey, location: CodeLocation) -> ScreenRecord {
    if let existing = screens[key] { return existing }
    let record = ScreenRecord(key: key, location: location)
    screens[key] = record
    order.append(key)
    pending.append(key)
    return record
  }

  /// The screen a view type is as a destination: the view itself, or, when its body is a stack
  /// around one view type, that view (the stack's root) with the wrapper's code as part of it.
  func screenFor(
    view name: String, decoration: Decoration, variant: String?, stack: Bool, location: CodeLocation?,
    skipTop: Bool = false
  ) -> ScreenKey {
    var current = name
    var wrappers: [SummaryID] = []
    var hostsStack = stack
    var visited: Set<String> = [name]
    while !skipTop, let summary = reader.summaries[.view(current)], case .stack(let inner) = summary.top {
      hostsStack = true
      guard case .view(let next, _, _) = inner, !visited.contains(next) else { break }
      visited.insert(next)
      wrappers.append(summary.id)
      current = next
    }
    let key = ScreenKey.view(current, variant: variant)
    let declaration = index.types[current]
    let record = record(key, location: declaration?.location ?? location ?? CodeLocation(file: 0, offset: 0))
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
    apply(decoration, to: record)
    record.stack = record.stack || hostsStack
    return key
  }

  private func apply(_ decoration: Decoration, to record: ScreenRecord) {
    record.decoration.backButtonHidden = record.decoration.backButtonHidden || decoration.backButtonHidden
    record.decoration.dismissDisabled = record.decoration.dismissDisabled || decoration.dismissDisabled
    record.decoration.hidesTabBar = record.decoration.hidesTabBar || decoration.hidesTabBar
    record.decoration.title = record.decoration.title ?? decoration.title
    for id in decoration.content where !record.summaries.contains(id) { record.summaries.append(id) }
  }

  /// The screens (or tab bar) a destination shape shows, selected by the selector when it has
  /// alternatives. A view type that serves several alternatives of one switch is a screen per
  /// alternative (`ViewType.case`).
  func targets(_ shape: Shape, selector: Selector?, stack: Bool, eager: Bool = false, hint: String? = nil)
    -> [Target]
  {
    switch shape {
    case .view(let name, let decoration, let location):
      return [
        .screen(screenFor(view: name, decoration: decoration, variant: nil, stack: stack, location: location))
      ]
    case .inline(let id, let kind, let host, let decoration):
      guard !eager, case .inline(let location) = id, let summary = reader.summaries[id] else { return [] }
      let record = record(.inline(location), location: location)
      if !record.summaries.contains(id) { record.summaries.append(id) }
      record.kind = kind
      record.host = host
      apply(decoration, to: record)
      record.stack = record.stack || stack || summary.hostsStack
      return [.screen(record.key)]
    case .stack(let inner): return targets(inner, selector: selector, stack: true, eager: eager, hint: hint)
    case .tabs(let info): return eager ? [] : [.tabs(info)]
    case .choice(let alternatives):
      var counts: [String: Int] = [:]
      for alternative in alternatives {
        if case .view(let name, _, _) = alternative.shape { counts[name, default: 0] += 1 }
      }
      var result: [Target] = []
      for alternative in alternatives {
        guard admits(alternative.conditions, selector) else { continue }
        if case .view(let name, let decoration, let location) = alternative.shape,
          counts[name, default: 0] > 1,
          let variant = alternative.conditions.first?.value
        {
          let key = screenFor(
            view: name, decoration: decoration, variant: variant, stack: stack, location: location)
          addParams(key, conditions: alternative.conditions, selector: selector)
          result.append(.screen(key))
        } else {
          let found = targets(alternative.shape, selector: selector, stack: stack, eager: eager, hint: hint)
          for target in found {
            if case .screen(let key) = target {
              addParams(key, conditions: alternative.conditions, selector: selector)
            }
          }
          result += found
        }
      }
      return result
    case .unresolved(let message, let location):
      warn(message + "; " + (hint ?? "add the screen and its links through the overlay"), at: location)
      return []
    case .empty: return []
    }
  }

  /// A router destination's associated values, as the screen's parameters.
  private func addParams(_ key: ScreenKey, conditions: [Condition], selector: Selector?) {
    guard let record = screens[key], record.params.isEmpty, let enumName = selector?.enumType,
      let type = index.types[enumName], let condition = conditions.first, condition.subject == .item([]),
      let caseName = condition.value, let enumCase = type.enumCase(caseName)
    else { return }
    record.params = enumCase.parameters.enumerated().map { i, parameter in
      ExtractedParameter(name: parameter.label ?? "_\(i)", type: parameter.type)
    }
  }

  /// Whether alternative conditions hold for a selector. Without a selector, or for a subject the
  /// selector does not know, every alternative holds.
  private func admits(_ conditions: [Condition], _ selector: Selector?) -> Bool {
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

  private func process(_ key: ScreenKey) {
    guard let record = screens[key] else { return }
    let ids = closure(of: record.summaries)
    record.views = Set(ids.compactMap { reader.summaries[$0]?.host })
    for id in ids {
      guard let summary = reader.summaries[id] else { continue }
      // Flags come from all of the screen's code; the title from its own (not its components').
      apply(flagsOnly(summary.decoration, title: record.summaries.contains(id)), to: record)
      record.stack = record.stack || (record.summaries.first == id && summary.hostsStack)
      for site in summary.links {
        for link in resolve(site, screen: record)
        where record.linkKeys.insert(LinkKey(link: link, location: site.location)).inserted {
          record.links.append((link, site.location))
        }
      }
      for presentation in reader.presentationsByHost[id] ?? [] {
        _ = targets(
          presentation.destination, selector: nil, stack: false, eager: true,
          hint: overlayHint(presentation.kind, on: record.key))
      }
      for registration in summary.registrations {
        if !record.destinationTypes.contains(registration.type) {
          record.destinationTypes.append(registration.type)
        }
        _ = targets(
          registration.destination, selector: Selector(item: nil, enumType: registration.type), stack: false,
          eager: true,
          hint: overlayHint(.push, on: record.key))
      }
      collectDeepLinks(summary, screen: record)
    }
  }

  private func flagsOnly(_ decoration: Decoration, title: Bool = true) -> Decoration {
    var result = decoration
    result.content = []
    if !title { result.title = nil }
    return result
  }

  /// The summaries of a screen: its own, then those of the components they show, transitively
  /// (depth first, each once). A branch of a switch used as the app's root is not a component.
  private func closure(of roots: [SummaryID]) -> [SummaryID] {
    var result: [SummaryID] = []
    var seen = Set<SummaryID>()
    var stack = Array(roots.reversed())
    while let id = stack.popLast() {
      guard seen.insert(id).inserted, let summary = reader.summaries[id] else { continue }
      result.append(id)
      for use in summary.uses.reversed() {
        switch use.role {
        case .component: break
        case .stackRoot: continue
        case .branch: if rootSwitchHosts.contains(summary.host ?? "") { continue }
        }
        if let type = index.types[use.type] {
          reader.summary(of: type)
          stack.append(.view(type.qualifiedName))
        }
      }
    }
    return result
  }

  // MARK: Links

  /// The links a link site gives on a screen: one per alternative of its action that moves.
  private func resolve(_ site: LinkSite, screen: ScreenRecord) -> [PendingLink] {
    switch site.trigger {
    case .push(let shape):
      return targets(shape, selector: nil, stack: false, hint: overlayHint(.push, on: screen.key)).map {
        target in
        PendingLink(moves: [move(.push, to: target)], label: site.label)
      }
    case .pushValue(let value):
      return valuePushes(value, at: site.location, screen: screen.key).map {
        PendingLink(moves: [$0], label: site.label)
      }
    case .effects(let effects):
      var links: [PendingLink] = []
      for sequence in sequences(effects, at: site.location) {
        let moves = resolveMoves(sequence.effects, screen: screen, closures: [])
        if !moves.isEmpty, !links.contains(where: { $0.moves == moves }) {
          links.append(PendingLink(moves: moves, label: site.label))
        }
      }
      return links
    }
  }

  private func move(_ kind: ExtractedLinkKind, to target: Target) -> PendingMove {
    switch target {
    case .screen(let key): return PendingMove(kind: kind, screen: key)
    case .tabs(let info):
      if appTabs === info { return PendingMove(kind: .tab, tab: initialTab()) }
      let key = screenFor(
        view: info.host ?? "", decoration: Decoration(), variant: nil, stack: false, location: info.location,
        skipTop: true)
      return PendingMove(kind: kind, screen: key)
    }
  }

  /// The tab the app's tab bar shows first: the one its selection starts on, else the first.
  private func initialTab() -> Int {
    if let key = appTabs?.selection, let value = initialValue(of: key),
      let index = appTabIDs.firstIndex(of: value)
    {
      return index
    }
    return 0
  }

  /// The paths through an action's branches: each a sequence of effects, with the conditions and
  /// literals of the branches taken. At most 32 paths; more are reported.
  func sequences(_ effects: [Effect], at location: CodeLocation) -> [(
    effects: [Effect], conditions: [String], literals: [String]
  )] {
    var result: [(effects: [Effect], conditions: [String], literals: [String])] = [([], [], [])]
    for effect in effects {
      guard case .branches(let branches, _) = effect else {
        for i in result.indices { result[i].effects.append(effect) }
        continue
      }
      var next: [(effects: [Effect], conditions: [String], literals: [String])] = []
      for path in result {
        for branch in branches {
          for tail in sequences(branch.effects, at: location) {
            next.append(
              (
                path.effects + tail.effects,
                path.conditions + (branch.condition.map { [$0] } ?? []) + tail.conditions,
                path.literals + (branch.literal.map { [$0] } ?? []) + tail.literals
              ))
          }
        }
      }
      if next.count > 32 {
        warn(
          "an action with more than 32 paths through its branches: only the first 32 are read", at: location)
        next = Array(next.prefix(32))
      }
      result = next
    }
    return result
  }

  /// The moves a sequence of effects makes, on a screen, in order.
  private func resolveMoves(_ effects: [Effect], screen: ScreenRecord, closures: Set<StateKey>)
    -> [PendingMove]
  {
    var writes: [StateKey: Value] = [:]
    for effect in effects {
      if case .write(let key, let value, _) = effect {
        for target in effectiveKeys(key, screen: screen) { writes[target] = value }
      }
    }
    var moves: [PendingMove] = []
    for effect in effects {
      moves += self.moves(for: effect, screen: screen, writes: writes, closures: closures)
    }
    return moves
  }

  private func moves(
    for effect: Effect, screen: ScreenRecord, writes: [StateKey: Value], closures: Set<StateKey>
  )
    -> [PendingMove]
  {
    switch effect {
    case .write(let key, let value, let location):
      var result: [PendingMove] = []
      for target in effectiveKeys(key, screen: screen) {
        result += writeMoves(target, value: value, written: key, screen: screen, writes: writes, at: location)
      }
      return result
    case .toggle(let key, let location):
      var result: [PendingMove] = []
      for target in effectiveKeys(key, screen: screen) {
        let presenting = screen.views.contains(target.owner)
        result += writeMoves(
          target, value: .bool(presenting), written: key, screen: screen, writes: writes, at: location)
      }
      return result
    case .append(let key, let value, let location):
      guard isPath(key) else { return [] }
      return Array(valuePushes(value, at: location, screen: screen.key).prefix(1))
    case .appendAll(let key, let values, let location):
      guard isPath(key) else { return [] }
      return values.flatMap { valuePushes($0, at: location, screen: screen.key).prefix(1) }
    case .removeLast(let key, let count, let location):
      guard isPath(key) else { return [] }
      switch count {
      case .count(let n): return Array(repeating: PendingMove(kind: .pop), count: max(0, min(n, 16)))
      case .all: return [PendingMove(kind: .popToRoot)]
      case .unknown:
        warn(
          "'removeLast' with a count the reader cannot tell; " + overlayHint(.pop, on: screen.key),
          at: location)
        return []
      }
    case .removeAll(let key, _):
      return isPath(key) ? [PendingMove(kind: .popToRoot)] : []
    case .dismiss(let origin, _):
      if let origin, !screen.views.contains(origin) { return [PendingMove(kind: .dismiss)] }
      return [PendingMove(kind: .dismissAction)]
    case .callClosure(let key, let location):
      guard !closures.contains(key) else { return [] }
      let given = reader.closureArguments[key] ?? []
      if given.isEmpty {
        warn(
          "'\(key.name)' is a closure no view that creates '\(key.owner)' gives in the files read",
          at: location)
        return []
      }
      var inner = closures
      inner.insert(key)
      var result: [PendingMove] = []
      for effects in given {
        for sequence in sequences(effects, at: location) {
          result += resolveMoves(sequence.effects, screen: screen, closures: inner)
        }
      }
      return result
    case .unresolved(let message, let location):
      warn(message + "; " + overlayHint(nil, on: screen.key), at: location)
      return []
    case .branches: return []
    }
  }

  /// Whether state is a navigation path: a `NavigationPath`, or state given to
  /// `NavigationStack(path:)`.
  private func isPath(_ key: StateKey) -> Bool {
    if reader.stackPaths.contains(key) { return true }
    if let type = reader.stateType(key), type.lastName == "NavigationPath" { return true }
    if let owner = index.types[key.owner], let property = owner.properties[key.name], property.type == nil,
      let initializer = property.initializer,
      SyntaxText.bounded(initializer, limit: 30).hasPrefix("NavigationPath(")
    {
      return true
    }
    return false
  }

  /// The state a write lands in: a `@Binding` property stands for the state each creator binds it
  /// to (followed through chains of bindings). Of several, those the screen's own code holds.
  private func effectiveKeys(_ key: StateKey, screen: ScreenRecord) -> [StateKey] {
    guard reader.aliases[key] != nil else { return [key] }
    var finals: [StateKey] = []
    var seen: Set<StateKey> = [key]
    var stack = [key]
    while let current = stack.popLast() {
      guard let bound = reader.aliases[current] else {
        if !finals.contains(current) { finals.append(current) }
        continue
      }
      for next in bound where seen.insert(next).inserted { stack.append(next) }
    }
    let local = finals.filter { screen.views.contains($0.owner) }
    return local.isEmpty ? finals : local
  }

  /// The moves setting state makes: a root switch's replace, a tab, a presentation shown or hidden,
  /// a path reset.
  private func writeMoves(
    _ key: StateKey, value: Value, written: StateKey, screen: ScreenRecord, writes: [StateKey: Value],
    at location: CodeLocation
  ) -> [PendingMove] {
    var result: [PendingMove] = []
    if let branches = rootSwitches[key] {
      if let name = value.caseName ?? someName(value),
        let branch = branches.first(where: {
          $0.condition.admits(name) || ($0.condition.value == "some" && name != "nil")
        })
      {
        switch branch.target {
        case .screen(let target): result.append(PendingMove(kind: .replace, screen: target))
        case .tabs: result.append(PendingMove(kind: .tab, tab: initialTab()))
        }
      } else {
        warn("'\(key)' is set to a value the reader cannot tell; the root switches on it", at: location)
      }
    }
    if let selection = appTabs?.selection, selection == key {
      if let name = value.caseName, let index = appTabIDs.firstIndex(of: name) {
        result.append(PendingMove(kind: .tab, tab: index))
      } else {
        warn(
          "the tab selection '\(key)' is set to '\(describe(value))', which is not a tag of the tab bar the reader can tell",
          at: location)
      }
    }
    if let presentations = reader.presentations[key] {
      let showing: Bool?
      switch value {
      case .bool(let b): showing = b
      case .none: showing = false
      case .enumCase, .instance, .object, .array, .int, .string, .typed: showing = true
      default: showing = nil
      }
      guard let showing else {
        warn(
          "'\(key)' is set to '\(describe(value))', which the reader cannot tell; it shows or hides a presentation",
          at: location)
        return result
      }
      for presentation in presentations {
        if !showing {
          result.append(PendingMove(kind: presentation.kind == .push ? .pop : .dismiss))
          continue
        }
        let selector = Selector(item: value, writes: writes, enumType: typeName(value))
        let found = targets(
          presentation.destination, selector: selector, stack: false,
          hint: overlayHint(presentation.kind, on: screen.key))
        if found.count > 1 {
          warn(
            "'\(key)' is set to '\(describe(value))', and the reader cannot tell which of \(found.count) destinations it shows; "
              + overlayHint(presentation.kind, on: screen.key),
            at: location)
          continue
        }
        result += found.map { move(presentation.kind, to: $0) }
      }
    }
    if isPath(key) {
      switch value {
      case .array(let values):
        result.append(PendingMove(kind: .popToRoot))
        result += values.flatMap { valuePushes($0, at: location, screen: screen.key).prefix(1) }
      case .instance(let type, _) where type == "NavigationPath": result.append(PendingMove(kind: .popToRoot))
      default: break
      }
    }
    return result
  }

  private func someName(_ value: Value) -> String? {
    switch value {
    case .instance, .object, .array, .typed: return "some"
    default: return nil
    }
  }

  /// The qualified type of a value, when the reader knows it.
  private func typeName(_ value: Value) -> String? {
    reader.typeName(of: value, in: Scope(owner: nil, file: 0))
  }

  private func describe(_ value: Value) -> String {
    switch value {
    case .bool(let b): return b ? "true" : "false"
    case .int(let n): return String(n)
    case .string(let s): return "\"\(s)\""
    case .none: return "nil"
    case .enumCase(let type, let name): return (type.map { $0 + "." } ?? ".") + name
    case .instance(let type, _): return type + "(...)"
    case .state(let key, _): return key.description
    case .unknown(let text): return text
    default: return "a value"
    }
  }

  /// The pushes of a value (`NavigationLink(value:)`, `path.append`): to the destination the
  /// `navigationDestination(for:)` of its type gives for it.
  private func valuePushes(_ value: Value, at location: CodeLocation, screen: ScreenKey) -> [PendingMove] {
    guard let type = typeName(value) else {
      warn(
        "a value is pushed ('\(describe(value))') whose type the reader cannot tell; "
          + overlayHint(.push, on: screen), at: location)
      return []
    }
    guard let registrations = reader.registrations[type], !registrations.isEmpty else {
      warn(
        "a value of type '\(type)' is pushed, but no '.navigationDestination(for: \(type).self)' is in the files read; "
          + overlayHint(.push, on: screen),
        at: location)
      return []
    }
    for registration in registrations {
      let found = targets(
        registration.destination, selector: Selector(item: value, enumType: type), stack: false,
        hint: overlayHint(.push, on: screen))
      if found.count > 1 {
        warn(
          "a value of type '\(type)' is pushed ('\(describe(value))'), and the reader cannot tell which of \(found.count) destinations it shows; "
            + overlayHint(.push, on: screen),
          at: location)
        return []
      }
      if let target = found.first { return [PendingMove(kind: .push, screen: key(of: target), value: type)] }
    }
    warn(
      "a value of type '\(type)' is pushed ('\(describe(value))'), but its navigationDestination shows nothing for it",
      at: location)
    return []
  }

  private func key(of target: Target) -> ScreenKey? {
    switch target {
    case .screen(let key): return key
    case .tabs(let info):
      return screenFor(
        view: info.host ?? "", decoration: Decoration(), variant: nil, stack: false, location: info.location,
        skipTop: true)
    }
  }

  // MARK: Deep links

  private func collectDeepLinks(_ summary: ViewSummary, screen: ScreenRecord) {
    for handler in summary.deepLinkHandlers {
      for path in sequences(handler.effects, at: handler.location) {
        let moves = resolveMoves(path.effects, screen: screen, closures: [])
        guard !moves.isEmpty else { continue }
        let literal = path.literals.first
        let id =
          literal.map { $0.contains("://") ? String($0.split(separator: "/").last ?? Substring($0)) : $0 }
          ?? "openURL"
        deepLinks.append(
          (
            moves, id, path.conditions.isEmpty ? nil : path.conditions.joined(separator: " && "),
            literal.flatMap { $0.contains("://") ? $0 : nil }, handler.location
          ))
      }
    }
  }

  /// How to add what the reader could not resolve: the overlay link to write, on its screen.
  private func overlayHint(_ kind: ExtractedLinkKind?, on screen: ScreenKey) -> String {
    let kindText = kind.map { "\"kind\": \"\($0.rawValue)\", " } ?? "\"kind\": ..., "
    return "add it through the overlay as a link {\(kindText)\"to\": ...} of screen '\(screenName(screen))'"
  }

  // MARK: Output

  private func screenName(_ key: ScreenKey) -> String {
    switch key {
    case .view(let name, let variant): return variant.map { "\(name).\($0)" } ?? name
    case .inline(let location): return "content at \(self.location(location))"
    }
  }

  private func shapeLocation(_ shape: Shape) -> CodeLocation? {
    switch shape {
    case .view(_, _, let location): return location
    case .unresolved(_, let location): return location
    case .tabs(let info): return info.location
    case .stack(let inner): return shapeLocation(inner)
    case .choice(let alternatives): return alternatives.first.flatMap { shapeLocation($0.shape) }
    default: return nil
    }
  }

  private func output(name: String?) -> ExtractedNavigation {
    var ids: [ScreenKey: String] = [:]
    var used = Set<String>()
    for key in order {
      guard case .view = key else { continue }
      let id = screenName(key)
      ids[key] = id
      used.insert(id)
    }
    let inlineKeys = order.filter { if case .inline = $0 { return true } else { return false } }
      .sorted { lhs, rhs in
        guard case .inline(let a) = lhs, case .inline(let b) = rhs else { return false }
        return a < b
      }
    for key in inlineKeys {
      let record = screens[key]!
      let base = "\(record.host ?? "App").\(record.kind)"
      var id = base
      var n = 2
      while used.contains(id) {
        id = "\(base)\(n)"
        n += 1
      }
      ids[key] = id
      used.insert(id)
    }
    var tabs: [ExtractedTab] = []
    if appTabs != nil {
      var tabIDs = Set<String>()
      for (i, root) in tabRoots.enumerated() {
        var id = appTabIDs[i] ?? ids[root] ?? "tab\(i + 1)"
        if tabIDs.contains(id) { id += "-\(i + 1)" }
        tabIDs.insert(id)
        appTabIDs[i] = id
        let item = tabItems[i]
        tabs.append(
          ExtractedTab(
            id: id, title: item.title, icon: item.icon, root: ids[root] ?? "",
            stack: tabsInOuterStack || screens[root]?.stack == true,
            location: location(item.location)))
      }
    }
    func extracted(_ move: PendingMove) -> ExtractedMove? {
      if move.kind == .tab {
        guard let tab = move.tab, tab < appTabIDs.count, let id = appTabIDs[tab] else { return nil }
        return ExtractedMove(kind: .tab, to: id)
      }
      if move.kind.hasTarget {
        guard let screen = move.screen, let id = ids[screen] else { return nil }
        return ExtractedMove(kind: move.kind, to: id, value: move.value)
      }
      return ExtractedMove(kind: move.kind)
    }
    var result: [ExtractedScreen] = []
    for key in order {
      let record = screens[key]!
      var links: [ExtractedLink] = []
      var written = Set<ExtractedLink>()
      for (pending, place) in record.links.sorted(by: { $0.location < $1.location }) {
        let moves = pending.moves.compactMap(extracted)
        guard let first = moves.first else { continue }
        let link = ExtractedLink(
          move: first, label: pending.label, then: Array(moves.dropFirst()), location: location(place))
        if written.insert(link).inserted { links.append(link) }
      }
      var destinations = record.destinationTypes
      for type in record.inheritedDestinations where !destinations.contains(type) {
        destinations.append(type)
      }
      result.append(
        ExtractedScreen(
          id: ids[key]!, title: record.decoration.title, stack: record.stack,
          backButtonHidden: record.decoration.backButtonHidden,
          dismissDisabled: record.decoration.dismissDisabled,
          hidesTabBar: record.decoration.hidesTabBar, params: record.params, destinations: destinations,
          links: links,
          location: location(record.location)))
    }
    result.sort { $0.location < $1.location }
    var deep: [ExtractedDeepLink] = []
    var deepIDs = Set<String>()
    for link in deepLinks.sorted(by: { $0.location < $1.location }) {
      let moves = link.moves.compactMap(extracted)
      guard !moves.isEmpty else { continue }
      var id = link.id
      var n = 2
      while deepIDs.contains(id) {
        id = "\(link.id)\(n)"
        n += 1
      }
      deepIDs.insert(id)
      var to: String?
      if let last = moves.last {
        if last.kind == .tab, let tab = appTabIDs.firstIndex(of: last.to) {
          to = ids[tabRoots[tab]]
        } else if last.kind.hasTarget {
          to = last.to
        }
      }
      deep.append(
        ExtractedDeepLink(
          id: id, url: link.url, label: link.label, to: to, moves: moves, location: location(link.location)))
    }
    return ExtractedNavigation(
      name: name, entry: entry.flatMap { ids[$0] }, tabs: tabs, screens: result, deepLinks: deep)
  }
}
