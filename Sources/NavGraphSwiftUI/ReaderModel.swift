internal import NavGraph
internal import SwiftSyntax

/// A piece of state that navigation depends on: a property of a view type (its own `@State`, or a
/// `@Binding` standing for the presenter's state), a property of an object type (shared by every view
/// that holds an object of that type: the reader follows types, not instances), or an `@AppStorage`
/// key (owner `@AppStorage`, shared by every view that uses the key).
struct StateKey: Hashable, Sendable, CustomStringConvertible {
  var owner: String
  var name: String

  var description: String { owner == "@AppStorage" ? "@AppStorage(\"\(name)\")" : "\(owner).\(name)" }

  /// The subject of a choice on a value the reader knows (a constant, a literal: `if
  /// usesNewOnboarding`, `switch Rollout.layout`): no state, and the branch it selects is the one a
  /// run shows.
  static func constant(_ value: String) -> StateKey { StateKey(owner: "=", name: value) }

  /// The value of a `constant` subject; nil for state.
  var constantValue: String? { owner == "=" ? name : nil }
}

/// What a branch of a `switch` or `if` looks at: a field path of the value being presented or pushed
/// (`route.page` is `item(["page"])`), or state.
enum Subject: Hashable, Sendable {
  case item([String])
  case state(StateKey)
}

/// One condition of a branch: the subject has the case `value` (`true`/`false` for a Boolean), or,
/// when `value` is nil, none of the cases in `excluded` (a `default:` or `else`).
struct Condition: Hashable, Sendable {
  var subject: Subject
  var value: String?
  var excluded: [String] = []
  /// Where the test is written (the `if`), when a diagnostic may need it.
  var location: SourceAnchor?

  func admits(_ candidate: String) -> Bool {
    if let value { return value == candidate }
    return !excluded.contains(candidate)
  }
}

/// Code and the names it sees: the type whose members `self` has, the file, the values of the
/// parameters and constants in scope, the view whose code it is, and how deep the reader has gone
/// into calls and closures.
struct Scope: @unchecked Sendable {
  var owner: TypeDeclaration?
  var file: Int
  var locals: [String: Value] = [:]
  /// Generic parameters of the owner bound to arguments (`Dest` to `BusinessDestination`).
  var generics: [String: TypeReference] = [:]
  /// The view type the code belongs to: where `@Environment(\.dismiss)` comes from.
  var origin: String?
  /// Names that stand for `self` besides it: the property by which a representable's coordinator
  /// holds the representable (`parent`), in the coordinator's methods read as the view's actions.
  var selfNames: Set<String> = []
  /// The UIKit or AppKit controllers a representable shows, by the names the code has for them (a
  /// delegate method's `picker: UIImagePickerController`; `self` in the controller's own methods):
  /// their `dismiss(animated:)` closes the modal the representable is presented in.
  var shownControllers: Set<String> = []
  var depth = 0
  /// In a function's body whose caller uses the result: what the caller does after each `return`.
  var continuation: CodeReader.CallContinuation?
  /// How many results of calls the code is read after (`CodeReader.maximumContinued`).
  var continued = 0
  /// Inside a view whose modifiers set a paging tab view style (`.tabViewStyle(.page)`): a
  /// `TabView` here is a pager, content in place, not a tab bar.
  var pagedTabs = false
  /// Parameters of the function being read that its call gave a view (`leftItem: BackButton { ...
  /// }`): where the function places the parameter, that view is shown (`GivenView`).
  var givenViews: [String: GivenView] = [:]
  /// The branch a ternary argument takes while a call is read once per branch
  /// (`coordinator.build(loggedIn ? .home : .logIn)`, `CodeReader.ternaryChoice`): true for the
  /// first.
  var ternaryBranches: [SyntaxIdentifier: Bool] = [:]
  /// The positions of the elements read apart in the collections around the code
  /// (`readCollectionClosure`, outermost first): a closure given to a component in each row is that
  /// row's own (`ForEach(Item.all) { item in Tile(action: { open(item.title) }) }`).
  var rows: [Int] = []

  /// The bound generic parameters as a summary's variant (`Route=AppRoutes`), sorted; empty when
  /// none is bound.
  var genericsVariant: String { Scope.variant(of: generics) }

  /// Bound generic parameters as text (`Route=AppRoutes,Sheet=AppSheet`), sorted; empty for none.
  static func variant(of generics: [String: TypeReference]) -> String {
    generics.keys.sorted().map { $0 + "=" + generics[$0]!.description }.joined(separator: ",")
  }
}

extension Scope {
  /// The argument a generic parameter of the owner is bound to: the one given (`generics`), else
  /// the one implied by its constraint's sole conformer (`TypeDeclaration.impliedGenerics`).
  func generic(_ name: String) -> TypeReference? {
    generics[name] ?? owner?.impliedGenerics[name]
  }
}

/// A view given as an argument to a function the reader follows, with the scope of the call, so
/// that it is read where the function places it, as the caller's content; or a view held in a
/// value's field (`Value.view`), with the scope it was written in.
final class GivenView: @unchecked Sendable {
  let expr: ExprSyntax
  let scope: Scope

  init(expr: ExprSyntax, scope: Scope) {
    self.expr = expr
    self.scope = scope
  }
}

/// A closure written in the code, with the scope it was written in.
final class ClosureValue: @unchecked Sendable {
  let statements: CodeBlockItemListSyntax
  let parameters: [String]
  let scope: Scope
  let location: SourceAnchor

  init(statements: CodeBlockItemListSyntax, parameters: [String], scope: Scope, location: SourceAnchor) {
    self.statements = statements
    self.parameters = parameters
    self.scope = scope
    self.location = location
  }
}

/// What the reader knows of a value in the code.
indirect enum Value: @unchecked Sendable {
  case bool(Bool)
  case int(Int)
  case string(String)
  case none
  /// An enum case; the type is nil when it is written `.name` with no type the reader can infer.
  /// `values` are its associated values, in order, when written (`.log(.water)`).
  case enumCase(type: String?, name: String, values: [Value] = [])
  /// A struct or class instance made with its initializer, with the arguments by label.
  case instance(type: String, fields: [String: Value])
  case array([Value])
  /// State read where its value is not known.
  case state(StateKey, TypeReference?)
  /// `$state`: a binding to state.
  case binding(StateKey)
  /// An object of a declared type (`router`, `QDRouter.main`), with the generic arguments of its type.
  case object(String, [TypeReference])
  /// The value being presented or pushed (a `navigationDestination` or `sheet(item:)` parameter),
  /// or one of its fields.
  case item([String], TypeReference?)
  case closure(ClosureValue)
  /// A view held as a value: what a field typed `AnyView` is given (`SettingsEntry(title:
  /// "Profile", screen: AnyView(ProfileView()))`), read where a link shows it.
  case view(GivenView)
  /// A method used as a value (`action: save`), with the object it is called on.
  case method(FunctionDeclaration, owner: TypeDeclaration?)
  /// The environment's dismiss action of a view (`dismiss`, `presentationMode.wrappedValue.dismiss`).
  case dismiss(origin: String?)
  /// A closure stored in a view's property (`doneAction`), given by whoever creates the view.
  case closureProperty(StateKey)
  /// Some value of a known type.
  case typed(TypeReference)
  /// A value the reader cannot tell that is not nil: a name an `if let` or `guard let` binds to an
  /// optional it cannot tell (`if let user = await api.login()`).
  case nonNil(String)
  case unknown(String)

  /// Whether the reader cannot tell the value (`unknown`, or `nonNil`: not nil, but nothing more).
  var isUntold: Bool {
    switch self {
    case .unknown, .nonNil: return true
    default: return false
    }
  }

  /// Whether the value is an instance, an enum case or a string: an element of a literal collection
  /// read apart.
  var isKnownElement: Bool {
    switch self {
    case .instance, .enumCase, .string: return true
    default: return false
    }
  }

  /// The case or Boolean the value selects, as conditions name them.
  var caseName: String? {
    switch self {
    case .bool(let b): return b ? "true" : "false"
    case .int(let n): return String(n)
    case .string(let s): return s
    case .enumCase(_, let name, _): return name
    case .none: return "nil"
    default: return nil
    }
  }

  /// The field at a path (`page` of `QDRoute(page: .web)`, or an associated value by its position:
  /// `0` of `.log(.water)`); nil when unknown.
  func field(_ path: [String]) -> Value? {
    var value = self
    for name in path {
      switch value {
      case .instance(_, let fields):
        guard let next = fields[name] else { return nil }
        value = next
      case .enumCase(_, _, let values):
        guard let position = Int(name), values.indices.contains(position) else { return nil }
        value = values[position]
      default: return nil
      }
    }
    return value
  }
}

/// How many entries a `removeLast` takes off a path.
enum RemoveCount: Hashable, Sendable {
  case count(Int)
  /// `removeLast(path.count)`.
  case all
  case unknown
}

/// One branch of an `if` or `switch` in an action: its condition as written, a literal it compares
/// with (for deep-link ids and URLs), and what it does.
struct EffectBranch: Sendable {
  var condition: String?
  var literal: String?
  var effects: [Effect]
  /// For the closure one creation gives a component's closure property: the creation's text for
  /// the property the calling site's label shows (`LinkSite.labelProperty`).
  var label: String? = nil
  /// For a case of a `switch` on an environment value of the view (`switch searchPresentation`):
  /// the values it is taken for (`CodeReader.environmentCase`).
  var environment: EnvironmentCase? = nil
  /// For a clause of an `if` chain on Bool properties of the view its creators give as literals, or
  /// a case of a `switch` on a property they give a case: the tests that must hold for it to run
  /// (`CodeReader.flagTests`, `CodeReader.caseConditions`).
  var flags: [FlagTest] = []
  /// For a case of a `switch` on state (`switch step` in a wizard's `next()`): that state and the
  /// cases the branch is taken for (none: `default`), so that on a screen shown while the state has
  /// one value only that value's branch runs (`NavigationResolver.currentStateBranches`).
  var state: StateCase? = nil
  /// For a case of a `switch` on the route on top of a stack's path (`switch path.last` in a
  /// guide's `advance()`): the path and the cases the branch is taken for, so that on a screen only
  /// the branches for the routes it is shown for run (`NavigationResolver.currentTopBranches`).
  var top: StackTopCase? = nil
}

/// The path whose last element a `switch` tests, the type of its elements, and the cases one of its
/// branches is taken for: `nil` for the empty path, none for `default`.
struct StackTopCase: Sendable {
  var path: StateKey
  var element: String
  var cases: [String]
}

/// The state a `switch` tests and the cases one of its branches is taken for.
struct StateCase: Sendable {
  var key: StateKey
  var cases: [String]
}

/// Cases of an environment value (`@Environment(\.searchPresentation)`) that code is read for: a
/// case of a `switch` on it, taken on a screen only when the screen's code sets the value to one
/// of them, or, when it sets none, when the key's default value is one
/// (`NavigationResolver.admits`).
struct EnvironmentCase: Sendable {
  /// The name of the `EnvironmentValues` property (`searchPresentation`).
  var key: String
  var cases: [String]
}

/// A closure a view gives a closure property of a view it creates (`CardView(onTap: { ... })`):
/// what it does, read in the creator's scope, the creator's view type, and the code (summary) the
/// creation was read into: content written in place (a sheet's) is a screen of its own.
struct ClosureArgument: Sendable {
  var creator: String?
  var effects: [Effect]
  var summary: SummaryID? = nil
  /// The closure written at the creation, with parameters (`onGoTo: { tab in activeTab = tab }`):
  /// run again with the values a call of the property gives (`onGoTo(.profile)`).
  var closure: ClosureValue? = nil
  /// Where the view given the closure is created (`StepView(title: "Two", next: { ... })`): a
  /// screen made by that creation takes its closures (`NavigationResolver.expandingClosureCalls`).
  var site: SourceAnchor? = nil
  /// The string literals the creation gives the view's properties (`title: "Settings"`), by
  /// property: the text of a label showing one (`LinkSite.labelProperty`).
  var texts: [String: String] = [:]
}

/// What running code does to navigation state, in order.
indirect enum Effect: Sendable {
  case write(StateKey, Value, SourceAnchor)
  /// A number state increased or decreased by a literal (`step += 1`, `page -= 1`, `step = step +
  /// 1`): a write of the value it ends on, where the screen it runs on fixes the value before
  /// (`NavigationResolver.advancedWrites`).
  case advance(StateKey, Int, SourceAnchor)
  case toggle(StateKey, SourceAnchor)
  /// `append`, `append(contentsOf:)`, `removeLast`, `removeAll` on state (a navigation path, when the
  /// state is one).
  case append(StateKey, Value, SourceAnchor)
  case appendAll(StateKey, [Value], SourceAnchor)
  case removeLast(StateKey, RemoveCount, SourceAnchor)
  case removeAll(StateKey, SourceAnchor)
  /// A call of the environment's dismiss action of the view `origin`.
  case dismiss(origin: String?, SourceAnchor)
  /// A call of a closure stored in a view's property, with the values the call gives when the reader
  /// knows each as an enum case without values (`onGoTo(.profile)`); nil otherwise.
  case callClosure(StateKey, SourceAnchor, arguments: [Value]? = nil)
  /// Navigation the reader saw but cannot resolve: what it saw.
  case unresolved(String, SourceAnchor)
  /// A closure stored, not run (`CodeReader.storedClosures`): where it is stored, and what it would do.
  case storedClosure(String, [Effect], SourceAnchor)
  case branches([EffectBranch], SourceAnchor)
  /// A UIKit or AppKit controller a representable shows dismissing itself
  /// (`picker.dismiss(animated: true)`, `Scope.shownControllers`): the modal closes.
  case closeModal(SourceAnchor)
  /// A view an action shows itself, with the move that shows it: a window's root set to a hosting
  /// controller of a view (UIKit, `window.rootViewController = UIHostingController(rootView:
  /// HomeView())`: `replace`), or a view a package's router shows (SwiftfulRouting's
  /// `router.showScreen(.push) { _ in Detail() }`: `push`, `sheet`, `fullScreenCover`).
  case show(LinkKind, Shape, SourceAnchor)
}

/// Modifiers on a destination that set the destination screen's flags and title, and content of
/// other modifiers on it (a `.toolbar` with buttons) that belongs to the screen.
struct Decoration: Sendable {
  var backButtonHidden = false
  var dismissDisabled = false
  var hidesTabBar = false
  var title: String?
  var content: [SummaryID] = []
}

/// A summary's identity: a view type's body, or content written in place (a sheet's closure, a tab's
/// content) at a location, read once for each binding of its view's generic parameters (`variant`:
/// `Route=AppRoutes` in a `CoordinatorStack<Route>` given `AppRoutes.root`; empty in other views).
enum SummaryID: Hashable, Sendable {
  case view(String)
  case inline(SourceAnchor, variant: String = "")

  /// Whether it is content of a generic view read with its parameters bound.
  var isSpecialized: Bool {
    if case .inline(_, let variant) = self { return !variant.isEmpty }
    return false
  }
}

/// The structure of a destination: what appears when it is shown.
indirect enum Shape: Sendable {
  /// A view type (declared or not) with the modifiers written on it.
  case view(String, Decoration, SourceAnchor)
  /// Content written in place, summarized under its id; `kind` names it (`sheet`, `tab`, ...).
  case inline(SummaryID, kind: String, host: String?, Decoration)
  case stack(Shape)
  case tabs(TabViewInfo)
  /// One of several shapes, by conditions on the item or on state.
  case choice([(conditions: [Condition], shape: Shape)])
  case unresolved(String, SourceAnchor)
  case empty

  /// A stack around `inner`, or `inner` itself when it is a stack already: a stack written as the
  /// root of another is one stack.
  static func stack(around inner: Shape) -> Shape {
    if case .stack = inner { return inner }
    return .stack(inner)
  }
}

/// One tab of a `TabView`.
struct TabItemInfo: Sendable {
  var tag: Value?
  /// The member a tag that is a static constant names (`.tag(TabIndex.home)`, `static let home =
  /// 0`): the tab's id, as an enum case's name is; the value (`tag`) is what selection writes match.
  var tagMember: String? = nil
  var title: String?
  var icon: String?
  var content: Shape
  var location: SourceAnchor
}

/// A `TabView` with a tab bar (not a paging one): its selection state and its tabs.
final class TabViewInfo: @unchecked Sendable {
  var selection: StateKey?
  var items: [TabItemInfo] = []
  let location: SourceAnchor
  /// The view type whose body has the `TabView`.
  let host: String?
  /// The code around the tab bar (modifiers on the `TabView`, the views beside it in the view that
  /// holds it, a side menu and its sheets): shown over whatever a tab shows.
  var hostCode: [SummaryID] = []
  /// Drawn by hand, what chooses the root: `switch` or `if` chain, on the host's selection beside a
  /// bar of its own controls, no `TabView` (`CodeReader.readHandMadeTabBar`); only said in a note.
  var drawnByHand: String?
  /// The action cases of a tab bar drawn by hand (`case .compose: Color.clear.onAppear { ... }`):
  /// no tab; a write of one runs the action, read as the host's code, and selects no tab.
  var actionCases: Set<String> = []
  /// Values a tab bar drawn by hand selects that show another value's tab (an `if` chain's `else`
  /// shown for several bar items), by value: a write of one selects that tab.
  var valueAliases: [String: String] = [:]
  /// The properties of a tab bar's items, drawn by hand, that hold the case each item selects,
  /// given by the bar (`TabBarIcon(assignedPage: .home)` writing `router.page = assignedPage`): a
  /// write of one is the bar's own selection, no link.
  var itemProperties: Set<StateKey> = []
  /// A `TabView` styled as a pager whose pages a bar its host draws selects (`TabView(selection:
  /// $page) { ... }.tabViewStyle(.page(indexDisplayMode: .never))` under `Button("Moorings") { page
  /// = 1 }`): the app's tab bar when nothing else is, else the screen's segmented content.
  var pagedUnderOwnBar = false
  /// Drawn by hand inside its host's own stack (`NavigationView { ZStack { switch tab { ... };
  /// TabBar(selected: $tab) } }`): a push covers the bar and the host's code around it.
  var hostCodeCoveredByPushes = false

  init(location: SourceAnchor, host: String?) {
    self.location = location
    self.host = host
  }
}

/// A use of a view type inside another's content. A component, unless it is the root of a stack
/// the host's body is made of (`NavigationStack { Home() }`) or a branch of a switch at the top of it.
/// The root of a stack inside a container (`NavigationStack { ZStack { Color.black; Photo() } }`)
/// is the stack's root when it has navigation of its own, else a component of the host
/// (`NavigationResolver.screenFor`).
struct ViewUse: Sendable {
  enum Role: Sendable { case component, stackRoot, containedStackRoot, branch }
  var type: String
  var location: SourceAnchor
  var role: Role
  /// State that must be true for the view to be shown (`if showMenu { SideMenu() }`).
  var requires: [StateKey] = []
  /// Cases of state an `if` around it tests (`CodeReader.caseCondition`), which a root branch shown by
  /// a case of that state must pass for the view to be part of its screen.
  var caseConditions: [Condition] = []
}

/// A link site of a summary: a tappable `NavigationLink`, or code that runs (a button's action, an
/// `onAppear`), with the label of the button it is in.
struct LinkSite: Sendable {
  enum Trigger: Sendable {
    case push(Shape)
    case pushValue(Value)
    case effects([Effect])
    /// A tab (by its index) of a `TabView` in the content: a push to the tab's root when that
    /// `TabView` is not the app's tab bar (`NavigationResolver.innerTabLinks`).
    case tab(TabViewInfo, Int)
  }
  var trigger: Trigger
  var label: String?
  var location: SourceAnchor
  /// The property of the component (by its owner) whose text the site's label shows when it has no literal
  /// (`Text(title)` in `MenuButton`): each creation's literal for it (`MenuButton(title: "Settings")
  /// { ... }`) labels the links the closure it gives makes (`NavigationResolver.expandingClosureCalls`).
  var labelProperty: StateKey? = nil
  /// When code runs by itself rather than on a tap: when its view appears (`onAppear`, `task`),
  /// when a value it watches changes (`onChange`, `onReceive`), or when its view has gone
  /// (`onDisappear`).
  enum Occasion: Sendable { case tap, appearance, change, disappearance }
  var occasion = Occasion.tap
  /// State, or Bool properties of the view given by its creators, that must be true for the site to
  /// be shown: `if isBackEnable { Button { dismiss() } }` (`NavigationResolver.isShown`), `if
  /// showMenu { ... }`.
  var requires: [StateKey] = []
  /// Cases of state an `if` around the site tests (`if router.route != .search { NavBar() }`,
  /// `CodeReader.caseCondition`): on a root branch shown by a case of that state, the site is shown only
  /// where every test admits that case.
  var caseConditions: [Condition] = []
  /// Cases of environment values the site is read for (in a `switch` on one), all of which must
  /// hold on a screen for the site to be shown there.
  var environment: [EnvironmentCase] = []
  /// Tests of Bool properties of the view its creators give as literals, all of which must hold
  /// for the site to be shown on a screen (`CodeReader.flagTests`).
  var flags: [FlagTest] = []
  /// Whether the site is an item of a navigation bar or toolbar (`.toolbar { ... }`,
  /// `.navigationBarItems(...)`): on a tab bar inside one stack, in the outer bar, shown only while
  /// that stack is at its root.
  var inBar = false
  /// Whether the site is a column of a `NavigationSplitView` pushed from the one before it: the
  /// split view's own structure, no control of its host (`hasOwnControls`).
  var isColumn = false
  /// Whether the site is a `NavigationLink(value:)` in a `List(selection:)`: where no
  /// `navigationDestination` takes its value's type, it sets the list's selection, which the split
  /// view's detail column shows (a column site), and is no push of its own.
  var selectsInList = false
}

/// A presentation bound to state: `.sheet(isPresented:)`, `.fullScreenCover(item:)`,
/// `.navigationDestination(isPresented:)`, `NavigationLink(isActive:)`, ...
struct Presentation: Sendable {
  var kind: LinkKind
  var destination: Shape
  var host: SummaryID
  var location: SourceAnchor
  /// The case a `NavigationLink(tag: .otp, selection: $destination)` is active on: a write of
  /// another case to the selection shows another link's destination, not this one.
  var tag: String? = nil
  /// Whether the modal is shown while the state is false: `isPresented: Binding(get: {
  /// !hasSeenIntro }, set: ...)` (`CodeReader.negatedGetter`), so a write of `false` opens it and
  /// one of `true` closes it.
  var negated = false
  /// The paths of the stacks its content writes (`NavigationStack(path: $modalRoutes)` in a
  /// sheet): gone once it has closed.
  var ownPaths: Set<StateKey> = []
}

/// A `.navigationDestination(for: T.self)` registration.
struct Registration: Sendable {
  var type: String
  var destination: Shape
  var location: SourceAnchor
  /// The `NavigationStack` (or `NavigationView`) whose content it is written in, by location: nil
  /// when it is written outside one in its code (on a view that a stack elsewhere shows).
  var stack: SourceAnchor?
  /// Whether it was read with the generic parameters of the view (or modifier) it is written in
  /// bound by a creation (`F=ShelfFlow`): it stands for the same code read without them.
  var isBound = false
  /// Whether `type` is a generic parameter of the view read without its arguments (`for:
  /// Routes.self` in `RoutingView<Routes>`'s own code): the types its creations bind it to are
  /// registered at the same place (`NavigationResolver.boundRegistrationTypes`).
  var isGenericParameter = false
  /// The field of the pushed value whose view the destination shows (`{ $0.destination }` for
  /// `struct AnyDestination: Hashable { var destination: AnyView }`): each push shows the view its
  /// value holds (`CodeReader+HeldViewRoutes`); `destination` is then empty.
  var heldField: String? = nil
}

/// What the reader found in one view type's body (or one piece of content written in place):
/// everything except the links of its components, which are added when screens are assembled.
final class ViewSummary: @unchecked Sendable {
  let id: SummaryID
  /// The view type whose code this is.
  let host: String?
  let location: SourceAnchor
  var uses: [ViewUse] = []
  var links: [LinkSite] = []
  var registrations: [Registration] = []
  var deepLinkHandlers: [(effects: [Effect], location: SourceAnchor)] = []
  var decoration = Decoration()
  var hostsStack = false
  /// The structure of the body (a stack, a switch, a tab view, or the content itself).
  var top: Shape = .empty
  /// Whether `top` is the one stack of an `if` whose other branches are loading placeholders
  /// (`Group { if isLoading { loadingView } else { contentView } }`): the view switches to the
  /// stack once loaded, so the stack's root is the screen, not the view.
  var stackAfterLoading = false
  /// Where the links read in each block of the body's `if` chains are, by the block's location.
  var branchLinks: [SourceAnchor: [SourceAnchor]] = [:]
  /// Links written in a branch of the body's root choice that is the view's own content: that
  /// branch's screen's only, not code the other branches share (`ownContentBranchLinks`).
  var ownBranchLinks: Set<SourceAnchor> = []
  /// Components created in such a branch (`SecondaryButton(title: "Logout") { ... }` in a signed-in
  /// branch written in place): that branch's screen's only, as its links are.
  var ownBranchUses: Set<SourceAnchor> = []

  init(id: SummaryID, host: String?, location: SourceAnchor) {
    self.id = id
    self.host = host
    self.location = location
  }
}
