internal import NavGraph
internal import SwiftSyntax

/// Reads SwiftUI code into what navigation is made of: each view type's body into a `ViewSummary`,
/// actions into `Effect`s, destinations into `Shape`s; and fills the tables that tie state to
/// navigation (presentations bound to state, `navigationDestination(for:)` registrations, bindings
/// and closures passed to views).
///
/// The reader interprets code the way SwiftUI runs it, for the constructs docs/EXTRACT.md lists:
/// values are followed through parameters, local constants, object methods (by the object's type)
/// and custom modifiers; closures given to calls it does not know are taken to run. Everything
/// else is left alone, except calls that look like navigation, which become `unresolved` effects.
///
/// Recursion over the syntax tree is bounded: `maximumDepth` levels of nesting and
/// `maximumCallDepth` levels of calls followed, each reported once when reached; the extractor runs
/// the reader on a thread with a large stack (`ExtractionThreads`), so the bound cannot overflow it.
/// Each view type's body is read once; the total work is linear in the size of the code times the
/// call depth actually followed.
final class CodeReader {
  static let maximumDepth = 1_200
  static let maximumCallDepth = 12

  let index: DeclarationIndex
  let files: [SwiftSourceFile]
  private(set) var summaries: [SummaryID: ViewSummary] = [:]
  /// Presentations by the state that shows them.
  private(set) var presentations: [StateKey: [Presentation]] = [:]
  /// Presentations by the summary whose code has them.
  private(set) var presentationsByHost: [SummaryID: [Presentation]] = [:]
  /// `navigationDestination(for:)` registrations by value type.
  private(set) var registrations: [String: [Registration]] = [:]
  /// For a `@Binding` property of a view: the state each creator of the view binds it to.
  private(set) var aliases: [StateKey: [StateKey]] = [:]
  /// For a view's property reading an object from the environment by a type the files read do not
  /// declare: the property of the creator that gives it (`recordEnvironmentObjects`).
  var environmentObjects: [StateKey: StateKey] = [:]
  /// For a type the files read do not declare, given through the environment: the property of the
  /// first creator that gives an object of it, which any view reading that type from the
  /// environment gets when no creator of its own gives one (`environmentObject(for:)`).
  var environmentObjectsByType: [String: StateKey] = [:]
  /// For a `@Binding` property of a view: the constant each creator gives it (`.constant(4)`,
  /// `Binding.constant(.home)`).
  private(set) var constantBindings: [StateKey: [Value]] = [:]
  /// For a `@Binding` property of a view: the views whose code creates it with a constant, whose
  /// writes to it land nowhere.
  private(set) var constantCreators: [StateKey: Set<String>] = [:]
  /// For a plain Bool property of a view, or of an object a view makes and gives to another
  /// (`+ObjectFlags`): what each creation gives it, by the view whose code creates it
  /// (`true`/`false` for a literal or a literal default, nil for anything else), and the creator's
  /// own Bool property when it hands that on (`TopBar(showBack: showBack)` in `Frame`).
  private(set) var flagArguments: [StateKey: [(creator: String?, value: Bool?, forwarded: StateKey?)]] = [:]
  /// For a view with plain Bool properties: what each creation gives them as literals, each
  /// distinct creation once (`FlagCreation`), by the view's qualified name.
  private(set) var flagCreations: [String: Set<FlagCreation>] = [:]
  /// For a property a view pushes as a value: what each creation gives it (`+GivenRouteValues`).
  var givenRouteValues: [StateKey: [GivenRouteValue]] = [:]
  /// `pushedProperties(of:)`, by view type.
  var pushedPropertyCache: [String: Set<String>] = [:]
  /// For a closure property of a view: each closure given to it by a creator.
  private(set) var closureArguments: [StateKey: [ClosureArgument]] = [:]
  private var closureSites = Set<ClosureSite>()
  /// For a closure property of an object: each closure code assigns to it
  /// (`coordinator.onSuccess = { ... }`), and where each is written (`+AssignedClosures`).
  var assignedClosures: [StateKey: [ClosureArgument]] = [:]
  var assignedClosureSites: [SourceAnchor: StateKey] = [:]
  /// What subscribes to each Combine subject (`+Subjects`), in the order read.
  var subjectSubscribers: [StateKey: [ClosureArgument]] = [:]
  /// Closure properties some code calls (`onSuccess?(user)`).
  var calledClosures: Set<StateKey> = []
  /// For a view type: the properties its `NavigationLink`s push, given by its creators
  /// (`givenDestinations(of:)`), read once.
  var givenDestinationsByType: [String: [String: GivenDestination]] = [:]
  /// State given to `NavigationStack(path:)`.
  private(set) var stackPaths: Set<StateKey> = []
  /// For each path in `stackPaths`, the views whose code holds a stack bound to it.
  private(set) var pathStackHosts: [StateKey: Set<String>] = [:]
  /// Whether some `NavigationStack(path:)` is given a path the reader cannot follow: then any
  /// `NavigationPath` may be a stack's.
  private(set) var hasUnfollowedStackPath = false
  /// View types read through as case wrappers (`caseWrapperShape`): not screens themselves, their
  /// body is part of what each creation shows.
  var caseWrappers: Set<String> = []
  /// View types whose own body marks the tab each creation of them is (`ownTabModifiers`), used as
  /// a tab's container: not screens themselves, their content is the tab's.
  var tabContainers: Set<String> = []
  /// For state given to `NavigationStack(path:)`: the stacks it is given to, by location, so that
  /// an append to it is resolved with those stacks' registrations (`NavigationResolver.stackRegistrations`).
  private(set) var pathStacks: [StateKey: Set<SourceAnchor>] = [:]
  /// For a presentation shown while any of several flags holds (`Binding(get: { !seen || again
  /// })`, `getterFlags`), by the modifier's location: the flags, each with whether it is negated.
  var presentationFlags: [SourceAnchor: [(key: StateKey, negated: Bool)]] = [:]
  /// For a `NavigationLink(value:)` written inside a stack in its code: that stack, by location.
  private(set) var siteStacks: [SourceAnchor: SourceAnchor] = [:]
  /// For a view type: the stacks whose content creates it, by location (`enclosingStack`), nil for a
  /// creation outside any stack in its code.
  private(set) var creationStacks: [String: Set<SourceAnchor?>] = [:]
  /// `TabView`s with a tab bar, by location.
  private(set) var tabViews: [SourceAnchor: TabViewInfo] = [:]
  /// The view types that run a closure they are given on a tap (`CodeReader.tapComponents()`),
  /// found on first use.
  var tapComponentNames: Set<String>?
  /// The properties each view type's own code switches on or compares (`testedProperties`), found on first
  /// use, by the type.
  var testedPropertyCache: [String: Set<String>] = [:]
  /// For a view type: the properties its own code writes or binds (`writtenProperties(of:)`).
  var writtenPropertyCache: [String: Set<String>] = [:]
  /// State Combine sets when other state changes (`CodeReader.readPublishers`), by the source.
  var derivations: [StateKey: [Derivation]] = [:]
  /// Change handlers that navigate when a Bool state is set (`CodeReader+ChangeHandlers`), by the
  /// state, and the state each watches, by the handler's location.
  var changeHandlers: [StateKey: [ChangeHandler]] = [:]
  var changeHandlerKeys: [SourceAnchor: StateKey] = [:]
  /// Writes to state in code no action runs (a listener's closure, a `sink` the reader cannot
  /// follow), with what it is: reported when the root switches on that state.
  var detachedWrites: [(key: StateKey, location: SourceAnchor, cause: String)] = []
  /// When the action whose effects are being read runs (`LinkSite.Occasion`): a subscription set
  /// up by a tap's action continues it (`storedSubscription`); one set up on appearance does not.
  var actionOccasion = LinkSite.Occasion.tap
  /// Where the writes of subscriptions read as the continuation of a tap's action are: no longer
  /// writes that no action runs (`NavigationResolver.reportDetachedRootWrites`).
  var continuedWrites: Set<SourceAnchor> = []
  /// Notification names the code posts (`NotificationCenter.default.post(name:object:)`), and where
  /// a handler of each name observed is (`CodeReader+Notifications`).
  var postedNotifications: Set<String> = []
  /// The values code sets environment values to (`.environment(\.searchPresentation, .sheet)`), by
  /// the `EnvironmentValues` property, with the view whose code sets it and the declared view type
  /// the modifier is written on; nil for a value that is no case the reader can tell.
  var environmentSettings: [String: [(creator: String?, target: String?, value: String?)]] = [:]
  /// The view properties reading each environment value, by the value (`environmentReaders(of:)`).
  var environmentReaderTable: [String: [StateKey]]?
  /// The declared types of the objects views give each environment value (`.environment(\.router,
  /// router)`), built on first use by `environmentGivenTypes`.
  var environmentGivenTable: [String: [TypeDeclaration]]?
  /// The declared types the creations of each type give each argument label, built on first use by
  /// `creationGivenObject`.
  var creationArguments: [StateKey: [TypeDeclaration]]?
  /// The `.onChange` handlers that run an action tab of a tab bar drawn by hand
  /// (`CodeReader+ChangeActionTabs`): read as that tab's action, not as a handler of their own.
  var tabActionHandlers: Set<SyntaxIdentifier> = []
  /// The environment values the app declares, as actions or not (`environmentAction(_:)`), by name.
  var environmentActionTable: [String: EnvironmentAction?] = [:]
  /// The element types the app's `@Query` properties query (`queriedTypes`).
  var queriedTypeTable: Set<String>?
  /// The names of the views that only defer building the view they are given (`deferringViews`).
  var deferringViewTable: Set<String>?
  var notificationHandlers: [(name: String, location: SourceAnchor)] = []
  /// Modifiers the reader does not know that look like modals (`UnknownModal`), in reading order.
  var unknownModals: [UnknownModal] = []
  /// State whose binding is given to a view type the files read do not declare (`TopBar(showNew:
  /// $showNew)`), with that view's name, by the state: what that view does with it is not read.
  var undeclaredBindings: [StateKey: String] = [:]
  /// For a generic parameter of a view (owner, parameter name): the types its creations bind it to,
  /// by creator (`+GenericBindings`).
  var genericBindings: [StateKey: Set<GenericBinding>] = [:]
  /// Pushed content in place that is one `Text` and nothing else (`NavigationLink { Text("Sign up
  /// view") }`, `destination: Text("\(title) View").navigationTitle(title)`), or one
  /// `ContentUnavailableView` without actions: a placeholder for a page not written yet, which the
  /// hand conversions, like a placeholder tab, count as no screen. The push is no link, with a note
  /// (`NavigationResolver.targets`) naming the view.
  var placeholderDestinations: [SummaryID: String] = [:]
  /// Problems found while reading: navigation that cannot be resolved, depth limits.
  private(set) var problems: [(location: SourceAnchor, message: String)] = []
  /// Getters and functions being expanded: a guard against expanding one inside itself.
  private var expanding: Set<String> = []
  /// How many view types' bodies are being read inside one another (`leadsToScreens`).
  var typesBeingRead = 0
  /// Content written in place that is shown as code around its main view (`shown(by:main:kind:host:)`):
  /// the branches of its switch are screens of their own, not its components.
  var aroundMainViews: Set<SummaryID> = []
  /// Views whose stack's root is a wrapper laying out their own content written in place
  /// (`wrapsContentWrittenInPlace`): the view is the stack's screen, not a root its body builds.
  var stackRootsOwnContent: Set<SummaryID> = []
  /// Containers of which several views lead to screens (`ZStack { MainTabs(); GuestTabs() }`), so
  /// that none is their main view: where the first is, and the views, for a warning when such a
  /// container is the app's root.
  var ambiguousMainViews: [SummaryID: (location: SourceAnchor, views: [String])] = [:]
  /// The handlers (`onAppear`, `task`, `onChange`, ...) written on a view where a switch shows it
  /// as a branch, by the view's construction: their summary (`recordBranchHandlers`).
  var branchHandlers: [SourceAnchor: SummaryID] = [:]
  /// Where a body's one view is created with arguments its host gives (`ShelfPanel(scribe:
  /// scribe)`): a component laying out the host's data, so the host stays the screen when that
  /// view's stack holds its own content (`NavigationResolver.screenFor`).
  var mainViewsGivenArguments: Set<SourceAnchor> = []
  private var reportedDepth = false
  /// The declared types declaring each property name, built on first use by
  /// `propertyOfUnknownObject`.
  var typesDeclaringProperty: [String: [TypeDeclaration]]?
  /// The cases of the reducers of the files read, by the action each handles last (`reducerCases`),
  /// built on first use.
  var reducerCasesByAction: [String: [ReducerCase]]?
  /// The words of the associated types of the enum cases of each name (`carriesFeature`), built on
  /// first use.
  var caseTypeWords: [String: Set<String>]?
  /// The shapes of views pushed values hold, by where the view is written (`heldViewShape`).
  var heldViewShapes: [SourceAnchor: Shape] = [:]

  init(index: DeclarationIndex, files: [SwiftSourceFile]) {
    self.index = index
    self.files = files
  }

  func report(_ message: String, at location: SourceAnchor) {
    problems.append((location, message))
  }

  /// Whether reading may go one level deeper; reports the limit once.
  func deeper(_ depth: Int, at location: SourceAnchor) -> Bool {
    if depth < CodeReader.maximumDepth { return true }
    if !reportedDepth {
      reportedDepth = true
      report(
        "code nested more than \(CodeReader.maximumDepth) levels deep is not read; add what it does through the overlay",
        at: location)
    }
    return false
  }

  /// Runs `body` unless `key` is already being expanded (a getter or function calling itself).
  func expand<T>(_ key: String, depth: Int, default value: T, _ body: () -> T) -> T {
    guard depth < CodeReader.maximumCallDepth, !expanding.contains(key) else { return value }
    expanding.insert(key)
    defer { expanding.remove(key) }
    return body()
  }

  // MARK: Summaries

  /// The summary of a declared view type's body (or a view modifier's `body(content:)`), read once.
  @discardableResult
  func summary(of type: TypeDeclaration) -> ViewSummary {
    let id = SummaryID.view(type.qualifiedName)
    if let existing = summaries[id] { return existing }
    let summary = ViewSummary(id: id, host: type.qualifiedName, location: type.location)
    summaries[id] = summary
    // Another view's actions, read while an appearance handler is (a view it makes), are taps.
    let outerOccasion = actionOccasion
    actionOccasion = .tap
    defer { actionOccasion = outerOccasion }
    var body: CodeBlockItemListSyntax?
    var file = type.location.file
    if let property = type.properties["body"], let getter = property.getter {
      body = getter
      file = property.location.file
    } else if let method = type.methods["body"]?.first {
      body = method.body
      file = method.location.file
    }
    guard let body else {
      // A UIKit or AppKit view made a SwiftUI view: its coordinator's actions.
      readCoordinatorActions(of: type, into: summary)
      readControllerActions(of: type, into: summary)
      readMakerCallbacks(of: type, into: summary)
      return summary
    }
    var scope = Scope(owner: type, file: file, origin: type.qualifiedName)
    readItems(body, into: summary, scope: &scope, label: nil, depth: 0)
    summary.top = structure(of: body, in: summary, scope: scope)
    readTimerActions(of: type, into: summary)
    return summary
  }

  /// A summary for content written in place, read now in the scope it was written in.
  func inlineSummary(
    items: CodeBlockItemListSyntax?, expr: ExprSyntax?, scope: Scope, location: SourceAnchor, depth: Int
  ) -> ViewSummary {
    let id = SummaryID.inline(location, variant: scope.genericsVariant)
    if let existing = summaries[id] { return existing }
    let summary = ViewSummary(id: id, host: scope.origin, location: location)
    summaries[id] = summary
    var inner = scope
    if let items {
      readItems(items, into: summary, scope: &inner, label: nil, depth: depth + 1)
      summary.top = structure(of: items, in: summary, scope: inner)
    } else if let expr {
      readContent(expr, into: summary, scope: &inner, label: nil, depth: depth + 1)
    }
    return summary
  }

  // MARK: Tables

  /// Adds a presentation, once per location and tag (code read twice, as the App's body is, adds it
  /// once; a `NavigationLink(tag:selection:)` in a `ForEach` over known elements, once per element's
  /// tag), except that a generic view's, read once per binding of its parameters, is added for each.
  func addPresentation(_ presentation: Presentation, for key: StateKey) {
    let known =
      presentations[key]?.contains {
        $0.location == presentation.location && $0.tag == presentation.tag
          && ($0.host == presentation.host || !$0.host.isSpecialized && !presentation.host.isSpecialized)
      } ?? false
    guard !known else { return }
    presentations[key, default: []].append(presentation)
    presentationsByHost[presentation.host, default: []].append(presentation)
  }

  /// Keeps a summary read outside `summary(of:)` and `inlineSummary` (a decoration's modifiers).
  func registerSummary(_ summary: ViewSummary) {
    if summaries[summary.id] == nil { summaries[summary.id] = summary }
  }

  /// Notes the stack (nil: none) whose content creates a view type.
  func addCreationStack(of type: String, stack: SourceAnchor?) {
    creationStacks[type, default: []].insert(stack)
  }

  /// Notes the stack a link site is written in, when it is written in one.
  func addSiteStack(_ stack: SourceAnchor?, at site: SourceAnchor) {
    if let stack { siteStacks[site] = stack }
  }

  /// Adds a registration, once per location; one read with generic parameters bound replaces one
  /// read at the same place without them.
  func addRegistration(_ registration: Registration) {
    if let known = registrations[registration.type]?.firstIndex(where: {
      $0.location == registration.location
    }) {
      if registration.isBound, !registrations[registration.type]![known].isBound {
        registrations[registration.type]![known] = registration
      }
      return
    }
    registrations[registration.type, default: []].append(registration)
  }

  func addAlias(_ property: StateKey, to state: StateKey) {
    if !(aliases[property]?.contains(state) ?? false) { aliases[property, default: []].append(state) }
  }

  func addConstantBinding(_ property: StateKey, value: Value, creator: String?) {
    constantBindings[property, default: []].append(value)
    if let creator { constantCreators[property, default: []].insert(creator) }
  }

  func addFlagArgument(_ property: StateKey, creator: String?, value: Bool?, forwarded: StateKey? = nil) {
    flagArguments[property, default: []].append((creator, value, forwarded))
  }

  /// Adds what one creation of a view gives its plain Bool properties as literals, once per
  /// distinct creator and values.
  func addFlagCreation(of type: String, _ creation: FlagCreation) {
    flagCreations[type, default: []].insert(creation)
  }

  /// Adds what a closure given to a view's property does, the view whose code gives it and the
  /// summary the creation is read into, once per place the view is created.
  func addClosureArgument(
    _ property: StateKey, effects: [Effect], creator: String?, summary: SummaryID?, at location: SourceAnchor,
    closure: ClosureValue? = nil, site: SourceAnchor? = nil, texts: [String: String] = [:], rows: [Int] = []
  ) {
    guard closureSites.insert(ClosureSite(property: property, location: location, rows: rows)).inserted else {
      return
    }
    closureArguments[property, default: []].append(
      ClosureArgument(
        creator: creator, effects: effects, summary: summary, closure: closure, site: site, texts: texts))
  }

  /// The values a call of a closure property gives, when each is an enum case (`onGoTo(.profile)`,
  /// also with values of its own, `go(.pier(number))`: the case decides where the closure goes,
  /// whatever its values); nil for any other, so a `nil` or another literal keeps the call's
  /// closure run with a value the reader cannot tell.
  static func knownClosureArguments(_ values: [Value]) -> [Value]? {
    let known = values.allSatisfy { value in
      if case .enumCase = value { return true }
      return false
    }
    return !values.isEmpty && known ? values : nil
  }

  /// Where a closure is given, once per row of a collection read apart (`Scope.rows`).
  private struct ClosureSite: Hashable {
    var property: StateKey
    var location: SourceAnchor
    var rows: [Int]
  }

  /// Records the path a `NavigationStack(path:)` (or `NavigationView`) call is given, if any: its
  /// state, or that the reader cannot follow it.
  func recordStackPath(of call: FunctionCallExprSyntax, in scope: Scope) {
    // `NavigationStackStore(store.scope(state: \.path, ...))`: its path is its first argument.
    let storePath =
      SyntaxText.name(call.calledExpression) == "NavigationStackStore"
      ? call.arguments.first { $0.label == nil }?.expression : nil
    guard let path = SyntaxText.argument(call, "path") ?? storePath else { return }
    if let key = boundPath(path, in: scope) {
      stackPaths.insert(key)
      pathStacks[key, default: []].insert(call.location(in: scope.file))
      if let origin = scope.origin { pathStackHosts[key, default: []].insert(origin) }
    } else {
      hasUnfollowedStackPath = true
    }
  }

  /// The state a stack's `path:` binds: a binding, or an object's subscript (`subscriptedPath`).
  private func boundPath(_ path: ExprSyntax, in scope: Scope) -> StateKey? {
    if case .binding(let key) = value(of: path, in: scope) { return key }
    if let scoped = storeScope(path, in: scope) { return storeStateKey(scoped.names[0], of: scoped.state) }
    return subscriptedPath(path, in: scope)
  }

  /// The state a path bound through an object's subscript stands for (`$router[tab]`,
  /// `Bindable(router)[tab]`, the subscript reading and writing `paths[tab]`): the one stored
  /// dictionary of arrays the object's type declares (`var paths: [Tab: [Destination]]`, a path per
  /// tab); nil when it declares none or several, as the reader cannot tell which one the subscript
  /// reads.
  private func subscriptedPath(_ path: ExprSyntax, in scope: Scope) -> StateKey? {
    guard let element = peel(path).as(SubscriptCallExprSyntax.self) else { return nil }
    let base = peel(element.calledExpression)
    let object: ExprSyntax
    if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      object = ExprSyntax(
        reference.withoutDollar)
    } else if let bindable = bindableObject(base) {
      object = bindable
    } else {
      return nil
    }
    guard case .object(let typeName, _) = objectHeld(in: value(of: object, in: scope)),
      let type = index.types[typeName]
    else { return nil }
    let dictionaries = type.properties.values.filter { property in
      guard property.getter == nil, !property.isStatic,
        case .dictionary(_, .array)? = property.type?.unwrapped
      else { return false }
      return true
    }
    guard dictionaries.count == 1, let property = dictionaries.first else { return nil }
    return StateKey(owner: type.qualifiedName, name: property.name)
  }

  func addTabView(_ info: TabViewInfo) { tabViews[info.location] = info }

  // MARK: Properties

  /// What a property is to navigation.
  enum PropertyRole {
    /// `@Environment(\.dismiss)`, or `@Environment(\.presentationMode)`.
    case dismiss
    case presentationMode
    /// An object of a declared class or actor type, with the generic arguments of its type.
    case object(TypeDeclaration, [TypeReference])
    /// An object whose type is a protocol: the reader cannot know what its methods do.
    case protocolObject(String)
    /// A closure (`var doneAction: () -> Void`).
    case closure
    /// A computed property (a view built by a getter).
    case computed(CodeBlockItemListSyntax, file: Int)
    /// State: `@State`, `@Binding`, `@Published`, `@AppStorage`, or a plain stored property.
    case state(StateKey, TypeReference?, isBinding: Bool)
  }

  func role(of property: PropertyDeclaration, in owner: TypeDeclaration) -> PropertyRole {
    let key = StateKey(owner: owner.qualifiedName, name: property.name)
    // The Composable Architecture's `@Dependency(\.dismiss) var dismiss` in a feature: the
    // environment's dismiss of the view whose action runs it (`storeActionEffects`).
    if property.wrapper == "Dependency",
      let keyPath = property.wrapperArguments?.first?.expression.as(KeyPathExprSyntax.self),
      SyntaxText.bounded(keyPath.components, limit: 40) == ".dismiss"
    {
      return .dismiss
    }
    // A presentation mode handed to a component (`var presentationMode: Binding<PresentationMode>`,
    // given its creator's): its `wrappedValue.dismiss()` is the environment's dismiss, on the screen
    // the component is shown on.
    if property.wrapper == "Binding", property.getter == nil, case .named(let components, _)? = property.type,
      components.last == "PresentationMode"
    {
      return .presentationMode
    }
    if property.wrapper == "Environment", let argument = property.wrapperArguments?.first?.expression {
      if let keyPath = argument.as(KeyPathExprSyntax.self) {
        let path = SyntaxText.bounded(keyPath.components, limit: 40)
        if path == ".dismiss" { return .dismiss }
        if path == ".presentationMode" { return .presentationMode }
        if let role = customEnvironmentRole(keyPath, key: key, owner: owner) { return role }
      } else if let member = argument.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self",
        let base = member.base,
        let object = objectRole(TypeReference(ExprSyntax(base).typeSyntax), owner: owner)
      {
        return object
      }
    }
    if let query = queryKey(of: property) { return .state(query, property.type, isBinding: false) }
    if let storageKey = storageKey(of: property, in: owner) {
      return .state(StateKey(owner: "@AppStorage", name: storageKey), property.type, isBinding: false)
    }
    if let getter = property.getter {
      // A computed property of an object's type forwarding to one the owner holds (`private var
      // router: TripRouter { deps.router }`): that object, as a stored property of the type is.
      if let object = computedObjectRole(property, owner: owner) { return object }
      return .computed(getter, file: property.location.file)
    }
    // `lazy var rootView: RootView = { build(for: .home) }()`: a view made once by a closure called
    // in place, read as a computed property is (not for objects: `lazy var router = { Router() }()`).
    if let initializer = property.initializer, let call = peel(initializer).as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil,
      let closure = peel(call.calledExpression).as(ClosureExprSyntax.self),
      property.type.flatMap({ index.lookup($0.unwrapped, from: owner.qualifiedName) }).map(\.isView) ?? true
    {
      return .computed(closure.statements, file: property.location.file)
    }
    if case .function(returnsVoid: true, _) = property.type?.unwrapped { return .closure }
    var type = property.type ?? inferredType(of: property, in: owner)
    // A property typed by a generic parameter the constraint binds (`@StateObject var model: Model`
    // in `struct LoginView<Model: LoginViewModel>`): of the type it is bound to.
    if case .named(let components, let arguments)? = type?.unwrapped, components.count == 1,
      arguments.isEmpty,
      let implied = owner.impliedGenerics[components[0]]
    {
      if case .optional? = type { type = .optional(implied) } else { type = implied }
    }
    // A `@Published` optional is state whatever its type: set to an instance of a class, it
    // presents (`.sheet(item: $model.receipt)`); the object is not the holder's to follow.
    let publishedOptional: Bool
    if property.wrapper == "Published", case .optional = type {
      publishedOptional = true
    } else {
      publishedOptional = false
    }
    if let type, let given = creationGivenObject(property, of: owner, typed: type) {
      return .object(given, [])
    }
    if let type, !publishedOptional, let object = objectRole(type, owner: owner) {
      switch object {
      case .object(let declared, _)
      where declared.isObject || CodeReader.objectWrappers.contains(property.wrapper ?? ""):
        return object
      case .protocolObject
      where CodeReader.objectWrappers.contains(property.wrapper ?? "") || property.wrapper == "Environment":
        return object
      default: break
      }
    }
    return .state(key, type.map { shadowing($0, in: owner) }, isBinding: property.wrapper == "Binding")
  }

  /// The object a computed property declared with the type of a class or actor of the files read
  /// stands for (the owner's generic parameters bound as its constraints imply); nil for any other
  /// computed property (a view, a value, a protocol, or an optional, an item derived from state:
  /// `var recipe: RecipeModel? { if case .recipe(let model) = destination { model } else { nil } }`).
  private func computedObjectRole(_ property: PropertyDeclaration, owner: TypeDeclaration) -> PropertyRole? {
    guard var type = property.type, !property.isStatic else { return nil }
    if case .optional = type { return nil }
    if case .named(let components, let arguments) = type.unwrapped, components.count == 1, arguments.isEmpty,
      let implied = owner.impliedGenerics[components[0]]
    {
      type = implied
    }
    guard let role = objectRole(type, owner: owner), case .object(let declared, _) = role, declared.isObject
    else { return nil }
    return role
  }

  /// The role of `@Environment(\.name) var x` for an environment value the app declares
  /// (`extension EnvironmentValues { var router: Router { ... } }`, `@Entry var sheet: Binding<Sheet?>
  /// = .constant(nil)`): the object of its type, or, for a `Binding`, state standing for the state
  /// the views setting the value bind it to (`recordEnvironmentSetting`); nil for a value the files
  /// read do not declare, or of another type.
  private func customEnvironmentRole(_ keyPath: KeyPathExprSyntax, key: StateKey, owner: TypeDeclaration)
    -> PropertyRole?
  {
    guard let name = CodeReader.keyPathProperty(ExprSyntax(keyPath)),
      let declared = index.environmentValues[name],
      let type = declared.type ?? declared.initializer.flatMap({ inferredType(of: $0, from: nil, depth: 0) })
    else { return nil }
    if case .named(let components, let arguments) = type, components.last == "Binding", arguments.count == 1 {
      return .state(key, arguments[0], isBinding: true)
    }
    if let declared = index.lookup(
      index.resolvingAliases(type, from: owner.qualifiedName), from: owner.qualifiedName),
      declared.kind == .protocolType, index.soleConformer(of: declared) == nil
    {
      // A protocol-typed value (`any InboxNavigating`) with several conformers (the app's router
      // and a preview's): the one of them that the views setting the value give it.
      let conformers = index.conformers[declared.qualifiedName] ?? []
      let given = environmentGivenTypes(name).filter { type in conformers.contains { $0 === type } }
      if let first = given.first, given.allSatisfy({ $0 === first }) { return .object(first, []) }
    }
    return objectRole(type, owner: owner)
  }

  /// Property wrappers that hold an object.
  static let objectWrappers: Set<String> = ["EnvironmentObject", "ObservedObject", "StateObject", "Bindable"]

  /// The object role of a declared type: a class, actor or struct (`.object`), or a protocol; nil when
  /// the type is not declared in the files read.
  private func objectRole(_ written: TypeReference, owner: TypeDeclaration) -> PropertyRole? {
    let type = index.resolvingAliases(written, from: owner.qualifiedName)
    guard let declared = index.lookup(type, from: owner.qualifiedName) else { return nil }
    if declared.kind == .protocolType {
      // The one type of the files read that conforms to it is the object (`var lift: (any Lift)?`
      // with `final class PathLift: Lift` alone): its methods are followed.
      if let only = index.soleConformer(of: declared) { return .object(only, []) }
      return .protocolObject(declared.qualifiedName)
    }
    var arguments: [TypeReference] = []
    if case .named(_, let generic) = type.unwrapped { arguments = generic }
    return .object(declared, arguments)
  }

  /// The type of a property without an annotation, from its initializer: `Router()`,
  /// `Router<Destination>()`, `QDRouter.main` (a static property), `NavigationPath()`, a literal,
  /// an array literal, an element of an array of a known type (`Reel.samples[0]`, `.first`).
  func inferredType(of property: PropertyDeclaration, in owner: TypeDeclaration) -> TypeReference? {
    guard let initializer = property.initializer else { return nil }
    return inferredType(of: initializer, from: owner.qualifiedName, depth: 0)
  }

  func inferredType(of expr: ExprSyntax, from scope: String?, depth: Int) -> TypeReference? {
    if depth > 4 { return nil }
    if let unwrapped = expr.as(ForceUnwrapExprSyntax.self) {
      // `URL(string: "https://example.org")!`: the value wrapped.
      let inner = inferredType(of: unwrapped.expression, from: scope, depth: depth + 1)
      if case .optional(let wrapped)? = inner { return wrapped }
      return inner
    }
    if let attempt = expr.as(TryExprSyntax.self) {
      // `try decoder.decode(...)`, `try? ...` (an optional).
      let inner = inferredType(of: attempt.expression, from: scope, depth: depth + 1)
      return attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        ? inner.map(TypeReference.optional) : inner
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if let standard = StandardInitializers.type(of: call) { return standard }
      // `JSONDecoder().decode(Feed.self, from: data)`, an app's `Bundle.main.decode([MenuSection].self,
      // from: "menu.json")`: a decoder's result has the type it is given.
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "decode", let first = call.arguments.first, first.label == nil,
        let metatype = first.expression.as(MemberAccessExprSyntax.self),
        metatype.declName.baseName.text == "self",
        let decoded = metatype.base
      {
        if let array = decoded.as(ArrayExprSyntax.self), array.elements.count == 1,
          let element = array.elements.first?.expression
        {
          return .array(TypeReference(element.typeSyntax))
        }
        return TypeReference(ExprSyntax(decoded).typeSyntax)
      }
      if let typed = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
        return TypeReference(typed.expression.typeSyntax.withGenerics(typed.genericArgumentClause))
      }
      let callee = call.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
        let base = member.base
      {
        return TypeReference(ExprSyntax(base).typeSyntax)
      }
      if callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self) {
        let type = TypeReference(callee.typeSyntax)
        if index.lookup(type, from: scope) != nil || type.lastName == "NavigationPath" { return type }
      }
      // `Selection.initial()`: what the type's static function is declared to return (`Self` being
      // the type).
      if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
        let declared = index.lookup(TypeReference(ExprSyntax(base).typeSyntax), from: scope),
        let returned = declared.methods[member.declName.baseName.text]?.first(where: \.isStatic)?.returnType
      {
        let named = TypeReference.named(declared.qualifiedName.split(separator: ".").map(String.init), [])
        return returned.lastName == "Self" ? named : returned
      }
      if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1,
        let element = array.elements.first?.expression
      {
        return .array(TypeReference(element.typeSyntax))
      }
      // `Dish.all.prefix(2)`, `Dish.all.filter { ... }`, `Array(...)` of either: the collection's
      // type.
      var collection: ExprSyntax?
      if let member = callee.as(MemberAccessExprSyntax.self),
        CodeReader.elementPreservingMethods.contains(member.declName.baseName.text)
      {
        collection = member.base.map(ExprSyntax.init)
      } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array", call.arguments.count == 1,
        call.arguments.first?.label == nil
      {
        collection = call.arguments.first?.expression
      }
      if let collection, let type = inferredType(of: collection, from: scope, depth: depth + 1),
        case .array = type.unwrapped
      {
        return type.unwrapped
      }
      return nil
    }
    // `["Rome", "Oslo"]`, `[Trip(name: "Rome")]`: an array of its first element's type.
    if let array = expr.as(ArrayExprSyntax.self), let first = array.elements.first?.expression,
      let element = inferredType(of: first, from: scope, depth: depth + 1)
    {
      return .array(element)
    }
    // `Reel.samples[0]`, `Reel.samples.first`: an element of an array whose type is known.
    if let subscripted = expr.as(SubscriptCallExprSyntax.self),
      case .array(let element)? = inferredType(
        of: subscripted.calledExpression, from: scope, depth: depth + 1)?
        .unwrapped
    {
      return element
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      ["first", "last"].contains(member.declName.baseName.text),
      case .array(let element)? = inferredType(of: base, from: scope, depth: depth + 1)?.unwrapped
    {
      return .optional(element)
    }
    if expr.is(BooleanLiteralExprSyntax.self) { return .named(["Bool"], []) }
    if expr.is(IntegerLiteralExprSyntax.self) { return .named(["Int"], []) }
    if expr.is(StringLiteralExprSyntax.self) { return .named(["String"], []) }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      let baseType = TypeReference(ExprSyntax(base).typeSyntax)
      guard let declared = index.lookup(baseType, from: scope) else { return nil }
      if declared.enumCase(member.declName.baseName.text) != nil {
        return .named(declared.qualifiedName.split(separator: ".").map(String.init), [])
      }
      if let staticProperty = declared.properties[member.declName.baseName.text], staticProperty.isStatic {
        if let type = staticProperty.type { return type }
        if let initializer = staticProperty.initializer {
          return inferredType(of: initializer, from: declared.qualifiedName, depth: depth + 1)
        }
      }
    }
    return nil
  }

  /// The declared name of a type as the code names it from a scope: qualified when declared
  /// (`Destination` inside `Router` is `Router.Destination`), generic parameters replaced by their
  /// arguments, else as written.
  func qualified(_ type: TypeReference, in scope: Scope) -> String {
    var reference = type.unwrapped
    if case .named(let components, _) = reference, components.count == 1,
      let bound = scope.generic(components[0])
    {
      reference = bound.unwrapped
    }
    // An associated type of a bound parameter (`F.Steps` with `F` a `ShelfFlow`): what the bound
    // type uses for it.
    if case .named(let components, _) = reference, components.count == 2,
      let bound = scope.generic(components[0]),
      let declared = index.lookup(bound, from: scope.owner?.qualifiedName),
      let associated = index.associatedType(components[1], of: declared)
    {
      return qualified(associated, in: Scope(owner: declared, file: scope.file))
    }
    if case .array(let element) = reference { return "[" + qualified(element, in: scope) + "]" }
    if let declared = index.lookup(reference, from: scope.owner?.qualifiedName) {
      return declared.qualifiedName
    }
    if case .named(let components, _) = reference { return components.joined(separator: ".") }
    return reference.description
  }
}

extension DeclReferenceExprSyntax {
  /// The name without its leading `$` (`path` for `$path`): the state a binding projects.
  var withoutDollar: DeclReferenceExprSyntax {
    DeclReferenceExprSyntax(baseName: .identifier(String(baseName.text.dropFirst())))
  }
}

extension ExprSyntax {
  /// The expression read as a type (`Router.Destination` in `Router.Destination.self`).
  var typeSyntax: TypeSyntax {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return TypeSyntax(IdentifierTypeSyntax(name: reference.baseName))
    }
    if let member = self.as(MemberAccessExprSyntax.self), let base = member.base {
      return TypeSyntax(
        MemberTypeSyntax(baseType: ExprSyntax(base).typeSyntax, name: member.declName.baseName))
    }
    if let specialized = self.as(GenericSpecializationExprSyntax.self) {
      return specialized.expression.typeSyntax.withGenerics(specialized.genericArgumentClause)
    }
    if let type = self.as(TypeExprSyntax.self) { return type.type }
    return TypeSyntax(IdentifierTypeSyntax(name: .identifier(SyntaxText.bounded(self, limit: 60))))
  }
}

extension TypeSyntax {
  /// The type with generic arguments attached to its last component.
  func withGenerics(_ clause: GenericArgumentClauseSyntax) -> TypeSyntax {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return TypeSyntax(identifier.with(\.genericArgumentClause, clause))
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return TypeSyntax(member.with(\.genericArgumentClause, clause))
    }
    return self
  }
}
