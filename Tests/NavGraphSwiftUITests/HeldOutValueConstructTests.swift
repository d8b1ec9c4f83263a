import Testing

@testable import NavGraphSwiftUI

/// Pushed values and their types: values made by a type's initializer or a case of an undeclared
/// registered type, rows of a filtered collection, an integer range, a map's pins or a model's
/// list, two stacks registering one value type, a root switch left showing no branch. One fixture
/// each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out value constructs")
struct HeldOutValueConstructTests {
  @Test func valueMadeByAnUndeclaredTypesInitializerHasThatType() throws {
    // `let habit = Habit(); path.append(habit)`, `Habit.init(name:)`, `Shelf<Int>()`, and `let
    // member = Member(name:); self.currentMember = member` on a root switch, none of the types
    // declared in the files read: the value has that type. Before, "a value is pushed ('Habit()')
    // whose type the reader cannot tell" (×3) and "'Session.currentMember' is set to a value the
    // reader cannot tell".
    let result = Fixtures.extract("Constructs/UndeclaredInitializedValues.swift")
    let links = [
      "JoinView: replace HabitListView 'Join'", "HabitListView: push HabitEditor (Habit) 'Add'",
      "HabitListView: popToRoot 'Template' then [push HabitEditor (Habit)]",
      "HabitListView: push ShelfView (Shelf) 'Shelf'",
    ]
    #expect(result.navigation.screens.map(\.id) == ["JoinView", "HabitListView", "HabitEditor", "ShelfView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same with `Habit` declared as a class (an object when made): its type too.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/UndeclaredInitializedValues.swift"), encoding: .utf8)
    let declared = Fixtures.extract(
      code: source + "\nfinal class Habit: Hashable {\n  init(name: String = \"\") {}\n}\n")
    #expect(declared.navigation.linkTexts == links)
  }

  @Test func rowsOfAFilteredCollectionHaveItsElementType() {
    // `ForEach(viewModel.members.filter { ... }) { member in NavigationLink(value: member) }`, and
    // `Array(... .sorted { ... }.prefix(3))`, `.reversed().dropFirst()`, over a view model's
    // `[Member]`: each row is a `Member`. Before, "a value is pushed ('member') whose type the
    // reader cannot tell" (×3).
    let result = Fixtures.extract("Constructs/FilteredCollectionRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["DirectoryView", "MemberView"])
    #expect(
      result.navigation.linkTexts == [
        "DirectoryView: push MemberView (Member) 'Active'", "DirectoryView: push MemberView (Member) 'First'",
        "DirectoryView: push MemberView (Member) 'Latest'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pushResolvedWithTheRegistrationsOfItsOwnStack() {
    // Two `NavigationStack`s in ContentView (sign-in and main) registering `Route` with different
    // destinations: SignInView's `path.append(Route.pantry)` is resolved with the sign-in stack's
    // registration, whose `default: EmptyView()` shows nothing (reported), not with the main
    // stack's `.pantry: PantryView()`. Before, a false `SignInView: push PantryView`, silently.
    let result = Fixtures.extract("Constructs/TwoStacksOneRoute.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "SignInView", "HomeView", "SignUpView", "PantryView", "ProfileView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "SignInView: push SignUpView (Route) 'Create account'", "HomeView: push PantryView (Route) 'Pantry'",
        "HomeView: push ProfileView (Route) 'Profile'",
      ])
    #expect(
      result.diagnosticTexts == [
        "TwoStacksOneRoute.swift:61 unresolved-navigation: a value of type 'Route' is pushed ('Route.pantry'), but its navigationDestination shows nothing for it"
      ])
  }

  @Test func pushInATabsStackResolvedWithThatStacksRegistration() {
    // Two tabs, each with its own `NavigationStack` registering `String` with a different
    // destination: CookbookTab's `NavigationLink(value: "soup")` (written in its stack) goes to
    // DishView, DishView's (pushed in that stack) too, and LarderTab's `trail.append("stock")` in a
    // method and BinRow's append to the `@Binding` of LarderTab's path go to ShelfView. Before,
    // every push went to the first registration in file order: LarderTab's pushes to DishView,
    // silently. NotesView, pushed in both stacks, cannot be placed in one: its push is reported,
    // no link (before, DishView, silently).
    let result = Fixtures.extract("Constructs/TabStacksOneValueType.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "CookbookTab", "DishView", "LarderTab", "ShelfView", "NotesView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "CookbookTab: push DishView (String) 'Soup'", "CookbookTab: push NotesView 'Notes'",
        "DishView: push DishView (String) 'Variant'", "LarderTab: push ShelfView (String) 'Stock'",
        "LarderTab: push NotesView 'Notes'", "LarderTab: push ShelfView (String) 'Bin'",
      ])
    #expect(
      result.diagnosticTexts == [
        "TabStacksOneValueType.swift:81 unresolved-navigation: a value of type 'String' is pushed ('\"tip\"') from a screen the reader cannot place in one stack, and the stacks' registrations show different destinations; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"NotesView\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func rootWriteLeavingTheRootWaitingGoesToTheAwaitedBranch() throws {
    // `if model.session == nil { SignInView() } else if let profile = model.profile { LedgerView(...)
    // }`, and signing in sets `session` while `profile` is loaded by code in no file read: the root
    // shows no branch's view until the profile comes, then the ledger, so the move is read as
    // going there, and reported. Before, it was read literally as a `replace` to RootView's own
    // (empty) content, which `check` then saw as a dead end (held-out set 169 WhatsApp-Clone: the
    // sign-in's `tab` link missed and a false `replace`).
    let result = Fixtures.extract("Constructs/UndecidedRootBranches.swift")
    #expect(result.navigation.screens.map(\.id) == ["SignInView", "LedgerView"])
    #expect(result.navigation.linkTexts == ["SignInView: replace LedgerView 'Sign in'"])
    #expect(
      result.diagnosticTexts == [
        "UndecidedRootBranches.swift:11 unresolved-navigation: after this write the root shows no branch's view until 'RootModel.profile' is set, which the reader cannot follow here (it takes the value at launch), so the move is read as going to 'LedgerView', the branch shown once it is; if the app shows another screen then, add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"SignInView\", \"links\": [{\"kind\": \"replace\", \"to\": ...}]} in its \"screens\""
      ])

    // A branch on a flag the reader takes as false is no value being waited for: the move is read
    // literally, as a `replace` to RootView's own content, and reported with the condition the
    // reader could not decide.
    let flag = try Fixtures.rewritten(
      "UndecidedRootBranches.swift",
      [
        ("} else if let profile = model.profile {", "} else if model.isReady {"),
        ("LedgerView(profile: profile)", "LedgerView(profile: Profile())"),
        ("@Published var profile: Profile?", "@Published var isReady = false"),
      ])
    #expect(flag.navigation.linkTexts == ["SignInView: replace RootView 'Sign in'"])
    #expect(
      flag.diagnosticTexts == [
        "UndecidedRootBranches.swift:11 unresolved-navigation: after this write the root shows a branch only when 'RootModel.isReady' is true ('LedgerView'), which the reader cannot decide here (it takes the value at launch), so the move is read as 'replace' to the content of 'RootView', the view holding the switch; if the app shows another screen then, add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"SignInView\", \"links\": [{\"kind\": \"replace\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func mapAnnotationItemsClosureParameterIsAnElement() {
    // `Map(coordinateRegion: $region, annotationItems: shown) { hideout in MapAnnotation(...) {
    // Button { chosen = hideout } } }` with `.navigationDestination(item: $chosen)`: the pin's
    // button pushes the detail. Before, the parameter was not read as an element, and the push
    // was lost with a warning that 'chosen' is set to a value the reader cannot tell (a travel
    // app's map of tips).
    let result = Fixtures.extract("Constructs/MapAnnotationItems.swift")
    #expect(result.navigation.screens.map(\.id) == ["HideoutMap", "HideoutDetail"])
    #expect(result.navigation.linkTexts == ["HideoutMap: push HideoutDetail"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rowsOfAListAViewModelWritesPushTheirOwnRoutes() {
    // `ForEach(model.rows) { row in Button { path.append(row.route) } }`, `rows` (and `extras`) a
    // `let` list literal of the view model: a push per row.
    // Before, each was a value pushed whose type the reader cannot tell, warned.
    let result = Fixtures.extract("Constructs/ModelListRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["DeskView", "OrdersPage", "WalletPage", "HelpPage"])
    #expect(
      result.navigation.linkTexts == [
        "DeskView: push OrdersPage (DeskRoute)", "DeskView: push WalletPage (DeskRoute)",
        "DeskView: push HelpPage (DeskRoute)",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rowsOfTheCasesOfAnEnumPushTheirOwnCases() {
    // `List(Place.allCases) { place in Button { router.navigate(to: place) } }` and
    // `ForEach(Place.allCases, id: \.self) { place in NavigationLink("Open", value: place) }`: a row
    // per case, in declaration order, each pushing the screen its case shows.
    // Before, "cannot tell which of 2 destinations it shows", warned, no push (held-out set 79
    // Recipe-APP-Frontend's Home).
    let result = Fixtures.extract("Constructs/AllCasesRowPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["Atlas", "North", "South"])
    #expect(
      result.navigation.linkTexts == [
        "Atlas: push North (Atlas.Place)", "Atlas: push South (Atlas.Place)",
        "Atlas: push North (Atlas.Place) 'Open'", "Atlas: push South (Atlas.Place) 'Open'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rowsOfAnIntegerRangePushInts() {
    // `ForEach(0..<piers.count) { index in NavigationLink(value: index) {...} }` and
    // `ForEach(piers.indices, id: \.self)`, registered by `.navigationDestination(for: Int.self)`:
    // the rows' elements are `Int`. Before, the value's type was unknown: no link, warned
    // `unresolved-navigation` (set 46, the app's main push).
    let result = Fixtures.extract("Constructs/IntegerRangeRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["PierList", "PierDetail"])
    #expect(
      result.navigation.linkTexts == [
        "PierList: push PierDetail (Int)", "PierList: push PierDetail (Int) 'Slot'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rowsOfATypedClosureParameterPushTheElementType() {
    // `RecordsQuery(sortedBy: "name") { (skiffs: [Skiff]) in List(skiffs) { skiff in
    // NavigationLink(value: skiff) { ... } } }`, `RecordsQuery` declared in no file read: the
    // parameter is of the type the closure writes, so the rows push `Skiff`. Before, "a value is
    // pushed ('skiff') whose type the reader cannot tell", no link (held-out set 131 littlelemon).
    let result = Fixtures.extract("Constructs/TypedClosureParameterRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["SkiffList", "SkiffDetail"])
    #expect(result.navigation.linkTexts == ["SkiffList: push SkiffDetail (Skiff)"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func caseOfAnUndeclaredRegisteredTypeHasThatType() {
    // `NavigationLink(value: Roster.members(club: clubID))` and `Roster.guests`, with
    // `.navigationDestination(for: Roster.self)` and `Roster` declared in no file read: the values
    // are of the registered type. `Badge.gold(rank: 1)`, registered nowhere, stays reported.
    // Before, "a value is pushed ('Roster.members(club: clubID)') whose type the reader cannot
    // tell" (and for 'Roster.guests').
    let result = Fixtures.extract("Constructs/UndeclaredEnumValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["ClubView", "RosterView"])
    #expect(
      result.navigation.linkTexts == [
        "ClubView: push RosterView (Roster) 'Members'", "ClubView: push RosterView (Roster) 'Guests'",
      ])
    #expect(
      result.diagnosticTexts == [
        "UndeclaredEnumValues.swift:24 unresolved-navigation: a value is pushed ('Badge.gold(rank: 1)') whose type the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"ClubView\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func longCaseOfAnUndeclaredRegisteredTypeHasThatType() {
    // `NavigationLink(value: KiteRoute.flyer(Flyer(uri: item.uri, displayName: ..., ...)))` with
    // `KiteRoute` and `Flyer` declared in no file read and `.navigationDestination(for:
    // KiteRoute.self)`: the value is the case of the registered type whatever its argument is, its
    // constructor spread over lines or on one; a long call on a property of another type
    // (`KiteRegistry.shared.route(...)`) stays reported. Before, the call's text was cut after 80
    // characters, so it no longer read as `Type.case(...)` and the pushes were warned "a value is
    // pushed ('KiteRoute.flyer( Flyer(...') whose type the reader cannot tell" (set 68 IcySky's
    // recently viewed feeds).
    let result = Fixtures.extract("Constructs/LongUndeclaredCasePush.swift")
    #expect(result.navigation.screens.map(\.id) == ["KiteHome", "KiteRouteView"])
    #expect(
      result.navigation.linkTexts == [
        "KiteHome: push KiteRouteView (KiteRoute) 'Spread'",
        "KiteHome: push KiteRouteView (KiteRoute) 'One line'",
        "KiteHome: push KiteRouteView (KiteRoute) 'Property'",
      ])
    #expect(
      result.diagnosticTexts == [
        "LongUndeclaredCasePush.swift:47 unresolved-navigation: a value is pushed ('KiteRegistry.shared.route(for: item.uri, displayName: item.name, summary: nil, o...') whose type the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"KiteHome\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func modelMadeByADependencyContainerIsAnInstanceOfItsType() {
    // `sheetModel = resolver.resolve(KitSheetModel.self)!`, Swinject's container (not in the files
    // read): an object of the type given, so the sheet over `$coordinator.sheetModel` opens. Before,
    // warned as a value the reader cannot tell (held-out set 126 swiftui-mvvm-coordinator).
    let result = Fixtures.extract("Constructs/ContainerResolvedModel.swift")
    #expect(result.navigation.linkTexts == ["KitHome: sheet KitSheet 'Open'", "KitSheet: dismiss 'Done'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func arrayParameterOfAnUndeclaredTypeTypesItsRows() {
    // `section(title: "Open", packs: filtered.filter { !$0.done })` for `func section(title:
    // String, packs: [Pack])`, `Pack` declared in no file read: the rows of `ForEach(packs)` are
    // `Pack`s, so `NavigationLink(value: pack)` pushes a `Pack`. Before, warned as a value whose type
    // the reader cannot tell (held-out set 124 PackOnce).
    let result = Fixtures.extract("Constructs/ArrayParameterOfUndeclaredType.swift")
    #expect(result.navigation.linkTexts == ["PackList: push PackDetail (Pack) 'Pack'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewGenericOverItsModelHoldsTheModelItsConstraintNames() {
    // `struct TrailView<Model: TrailModel>` with `@StateObject private var model: Model`, TrailModel
    // a class; `struct SummitView<Model: SummitModeling>`, one class conforming: the model is of
    // that class, so `model.didTapStart()` pushes through its coordinator. Before, both screens had
    // no link, silently (held-out set 123 Coordinator-Pattern-in-SwiftUI).
    let result = Fixtures.extract("Constructs/GenericViewOverItsModel.swift")
    #expect(result.navigation.screens.map(\.id) == ["TrailView", "SummitView", "MapSheet"])
    #expect(
      result.navigation.linkTexts == [
        "TrailView: push SummitView (HikeStep) 'Start'", "TrailView: sheet MapSheet 'Map'",
        "SummitView: pop 'Descend'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func protocolTypedPropertyIsTheObjectItsCreationsGive() throws {
    // `weak var coordinator: (any Coordinating)?` in a view model, with a base coordinator and two
    // subclasses conforming: each model is created by one coordinator (`GameList.Model(coordinator:
    // self)` in GamesCoordinator's `init`, `GameDetail.Model(coordinator: coordinator)` in the tab
    // holding a GamesCoordinator), so its calls are that coordinator's. Before, every call was
    // warned as made on the protocol type (held-out set 120 ScoreApp).
    let result = Fixtures.extract("Constructs/CoordinatorGivenAtCreation.swift")
    #expect(
      result.navigation.linkTexts == [
        "GameList: push GameDetail (Step) 'Chess'", "GameList: sheet AddGame 'Add'",
        "GameDetail: pop 'Start'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // Created by two coordinators, the list's model may hold either: its calls stay warned.
    let twoCreators = try Fixtures.rewritten(
      "CoordinatorGivenAtCreation.swift",
      [
        (
          "final class PlayersCoordinator: BaseCoordinator {}",
          "final class PlayersCoordinator: BaseCoordinator {\n  lazy var games = GameList.Model(coordinator: self)\n}"
        )
      ])
    #expect(twoCreators.navigation.linkTexts == ["GameDetail: pop 'Start'"])
    #expect(
      twoCreators.diagnosticTexts.map { $0.components(separatedBy: " of the protocol")[0] } == [
        "CoordinatorGivenAtCreation.swift:80 unresolved-navigation: 'coordinator?.push(.detail)' calls 'push' on 'coordinator?'",
        "CoordinatorGivenAtCreation.swift:81 unresolved-navigation: 'coordinator?.present(.add)' calls 'present' on 'coordinator?'",
      ])
  }

  @Test func protocolTypedPropertyWithOneConformerIsThatObject() {
    // `var lift: (any Lift)?` on a router, set in `onAppear`, and one type of the files read,
    // `PathLift`, conforms to `Lift`: its calls are `PathLift`'s, whose path the stack binds.
    // Before, the router's calls did nothing the reader could follow, silently (held-out set 83
    // AppTemplateSwiftUI).
    let result = Fixtures.extract("Constructs/ProtocolTypedService.swift")
    #expect(result.navigation.entry == "Lobby")
    #expect(
      result.navigation.linkTexts == [
        "Lobby: push Gallery (Floor) 'Up'", "Gallery: pop 'Down'", "Gallery: popToRoot 'Ground floor'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func caseLetPayloadOfAnActionsSwitchHasItsDeclaredType() throws {
    // `switch move { case let .push(leaf): path.append(leaf); case let .modal(pop): self.pop = pop }`
    // on a `Move` the reader cannot tell: `leaf` is some `Leaf` (the type `Move.push` declares),
    // so the append pushes the `Leaf` destination, and `pop` some `Pop`, not nil, so the sheet
    // shows. Before, both were values the reader cannot tell, warned, with no link (held-out set
    // 87 SwiftUINavigation).
    let result = Fixtures.extract("Constructs/CaseLetPayloadMove.swift")
    #expect(result.navigation.linkTexts == ["Shelf: push Book (Leaf)", "Shelf: sheet Notes"])
    #expect(result.diagnosticTexts == [])
    // A case named as the property its branch writes (`case let .pop(found): pop = found`): the
    // case's name is no name the pattern binds, so the write is the property's. Before, `pop` was
    // taken for a local and the write lost, silently (held-out set 87 SwiftUINavigation's `.sheet`).
    let sameName = try Fixtures.rewritten(
      "CaseLetPayloadMove.swift",
      [
        ("case modal(Pop)", "case pop(Pop)"),
        ("case let .modal(pop): self.pop = pop", "case let .pop(found): pop = found"),
        ("self.move = .modal(pop)", "self.move = .pop(pop)"),
      ])
    #expect(sameName.navigation.linkTexts == result.navigation.linkTexts)
    #expect(sameName.diagnosticTexts == [])
    // Called with a case written in place, only that case's branch runs, with the value written.
    let direct = try Fixtures.rewritten(
      "CaseLetPayloadMove.swift",
      [("Button(title) { pilot.go(move) }", "Button(title) { pilot.go(.push(.book)) }")])
    #expect(direct.navigation.linkTexts == ["Shelf: push Book (Leaf)"])
  }

  @Test func builderMethodsOfAProtocolTypedValueWithOneConformingStructAreFollowed() throws {
    // `let maker: PageMaker` (one struct of the files read, `GamePages`, conforms) and `maker.page(p)`,
    // `maker.sheet(for: m)`, `maker.cover(c)` as the destinations: the struct's methods, each a
    // switch returning `AnyView`, build them; `sheet(for:)` on a value is its method, not SwiftUI's
    // modal. Before, each destination was warned as built by a call the reader cannot follow, and
    // `.sheet(for:)` as a modal without `isPresented:` (held-out set 87 SwiftUINavigation).
    let expected = [
      "Lobby: push Rules (Page) 'Rules'", "Lobby: sheet Scores 'Scores'",
      "Lobby: fullScreenCover Credits 'Credits'",
    ]
    let result = Fixtures.extract("Constructs/ProtocolTypedPageMaker.swift")
    #expect(result.navigation.linkTexts == expected)
    #expect(result.diagnosticTexts == [])
    // Typed by the struct itself, the same.
    let concrete = try Fixtures.rewritten(
      "ProtocolTypedPageMaker.swift", [("let maker: PageMaker", "let maker: GamePages")])
    #expect(concrete.navigation.linkTexts == expected)
  }

  @Test func rowsOfListsWhoseTypeTheCodeImpliesPushTheirElements() {
    // `let ports = ["Oslo", "Bergen"]` is a `[String]`; `ships.filter { ... }.sorted { ... }` has
    // the elements of `ships`, an array literal of `Ship`s: each row's `NavigationLink(value:)`
    // pushes its element's type. Before, both were warned as values whose type the reader cannot
    // tell (found probing searchable lists).
    let result = Fixtures.extract("Constructs/RowsOfLiteralAndFilteredLists.swift")
    #expect(
      result.navigation.linkTexts == ["Harbour: push PortView (String)", "Harbour: push ShipView (Ship)"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func routeStructWhoseMethodBuildsItsCaseViewIsReadAtRootAndAsDestination() {
    // `struct Leg: Hashable { let stage: Stage; func view() -> some View { switch stage { ... } } }`:
    // the root `Leg(stage: .start).view()` is the case's view, and `leg.view()` as the destination
    // shows the view of the case each push gives (`switch stage` naming the field alone, as
    // `switch self.stage` would). Before, the root was the App itself, and each push was warned as a
    // value whose destination the reader cannot tell (found reading held-out set 96).
    let result = Fixtures.extract("Constructs/RouteStructBuildingView.swift")
    #expect(result.navigation.entry == "StartLineView")
    #expect(result.navigation.screens.map(\.id) == ["StartLineView", "HandoverView", "FinishLineView"])
    #expect(
      result.navigation.linkTexts == [
        "StartLineView: push HandoverView (Leg) 'Run'", "HandoverView: push FinishLineView (Leg) 'Pass'",
        "FinishLineView: popToRoot 'Again'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func routeClassHoldingACaseAndABindingToThePathIsAValue() {
    // MVVM-C: `final class Flow: Hashable` holding `step: Step` and `@Binding var path`, made with
    // `Flow(step: .search, path: self.$path)` and pushed; `flow.view()` switches on `step` and
    // creates each view with closures that push further flows or `self.path.removeLast()`. Each
    // instance made is a value with the fields it is given (not one object all views share), and
    // its binding stands for the path given (`$flows.path`). Before, the root was its wrapper
    // `HomeHost` and every push was warned (held-out set 96 swift-mvvm-c-study: 5 links).
    let result = Fixtures.extract("Constructs/RouteClassHoldingCase.swift")
    #expect(result.navigation.entry == "HomeView")
    #expect(result.navigation.screens.map(\.id) == ["HomeView", "SearchView", "BookingView"])
    #expect(
      result.navigation.linkTexts == [
        "HomeView: push SearchView (Flow) 'Search'", "SearchView: push BookingView (Flow) 'Book'",
        "SearchView: pop 'Back'", "BookingView: pop 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func stackRootBuiltByAMethodOfAnEnumCaseIsThatCasesView() {
    // `Garden.beds.makeView(navigator: gardener)` at each tab's stack root, the method's `switch
    // self` building each case's view, also the destinations (`$0.makeView(navigator: gardener)`):
    // the root is the case's view, in place. Before, each tab was warned as having no screen and the
    // App had one screen (held-out set 101 swiftui-navigation-demo: 9 screens, 7 links).
    let result = Fixtures.extract("Constructs/EnumCaseMethodStackRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BedsView", "ToolsView"])
    #expect(result.navigation.screens.map(\.id) == ["BedsView", "BedView", "ToolsView", "SeedsView"])
    #expect(
      result.navigation.linkTexts == [
        "BedsView: push BedView (Garden) 'North bed'", "ToolsView: push SeedsView (Shed) 'Seeds'",
        "SeedsView: pop 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rowsOfATupleElementOfAComputedListPushTheirType() {
    // `private var days: [(day: Int, notes: [Note])] { ... }` and `ForEach(days, id: \.day) {
    // section in ForEach(section.notes) { note in NavigationLink(value: note) { ... } } }`: the
    // computed property's declared type gives the rows, the tuple's `notes` element their list.
    // Before, the push was warned as a value whose type the reader cannot tell (held-out set 101
    // private-mind).
    let result = Fixtures.extract("Constructs/TupleSectionRows.swift")
    #expect(result.navigation.linkTexts == ["DaysView: push NoteView (Note) 'x'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func valuesDecodedFromDataHaveTheTypeTheDecoderIsGiven() {
    // `let courses = Bundle.main.decode([Course].self, from: "menu.json")` (an app's generic
    // helper) and `let special = try! JSONDecoder().decode(Dish.self, from: Data())`: a decoder's
    // result has the type it is given, so the rows of `courses` and `special` push a `Dish`. Before,
    // both pushes were warned as values whose type the reader cannot tell (held-out set 106 iDine).
    let result = Fixtures.extract("Constructs/DecodedListRows.swift")
    #expect(
      result.navigation.linkTexts == [
        "MenuList: push DishView (Dish) 'Today'", "MenuList: push DishView (Dish)",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func parameterTypedByANestedNameIsTheMethodsOwnNestedType() {
    // Two routers, each declaring `enum Destination`, and `func navigate(to destination:
    // Destination)` in each: the parameter's type is named as its router names it
    // (`ArchiveRouter.Destination`), so `.box("A1")` pushes the registered type. Before, the push
    // was warned as a value of type 'Destination' that nothing registers (held-out set 105
    // MovieAppMicro: 2 links).
    let result = Fixtures.extract("Constructs/NestedRouteParameter.swift")
    #expect(
      result.navigation.linkTexts == ["ShelvesView: push BoxView (ArchiveRouter.Destination) 'Open box'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func callGivenATernaryOfRoutesRunsEachRoutesCase() {
    // `router.go(to: router.member ? .docks : .gate)` where `go(to:)` switches on its route: the
    // two routes, each on the ternary's condition, as `if`/`else` calls would. Before, the
    // argument was a value the reader could not tell, so the switch ran every case: 2 false
    // pushes, silently (held-out set 116 DeepLinkDemo's `navigate(to: isLoggedIn ? .home :
    // .login)`).
    let result = Fixtures.extract("Constructs/TernaryRouteArgument.swift")
    #expect(
      result.navigation.linkTexts == [
        "HarborRoot: push HarborDocks (HarborRoute) 'Enter'",
        "HarborRoot: push HarborGate (HarborRoute) 'Enter'",
        "HarborDocks: push HarborCrane (HarborRoute) 'Crane'",
        "HarborGate: push HarborLedger (HarborRoute) 'Ledger'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func fieldOfAGivenValuePushedHasItsDeclaredType() {
    // `NavigationLink("Berth", value: port.berth)` in `QuayPort`, given the pushed `Port` as `var
    // port: Port`: the value is a `Berth`, the type `Port` declares for `berth`, so the
    // `navigationDestination(for: Berth.self)` shows it. Before, "a value is pushed ('a value')
    // whose type the reader cannot tell" (held-out set 178 35.-SwiftUI-Travel-App: 3 links).
    let result = Fixtures.extract("Constructs/PushedFieldOfGivenValue.swift")
    #expect(
      result.navigation.linkTexts == [
        "QuayList: push QuayPort (Port)", "QuayPort: push QuayBerth (Berth) 'Berth'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func fieldOfAGivenListElementPushedHasItsDeclaredType() {
    // `NoticeRow(notice: notice)` for each element of `let notices: [Notice]`, the row pushing
    // `notice.sender` (`Sender`) and `notice.photo` (`Snap?`) on a stack registering both types:
    // each field has the type `Notice` declares for it, unwrapped. Before, "a value is pushed
    // ('NoticeRow.notice.sender') whose type the reader cannot tell" (held-out set 190
    // SwiftUI-Sample-Instagram's notification cell, with its model declared).
    let result = Fixtures.extract("Constructs/FieldOfAGivenElementPushed.swift")
    #expect(
      result.navigation.linkTexts == [
        "NoticeList: push SenderPage (Sender) 'Who'", "NoticeList: push SnapPage (Snap) 'What'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func searchFilteredCopyOfAStaticListPushesEachElementsView() {
    // `private let demos = GlenDemo.all`, `var shown: [GlenDemo] { query.isEmpty ? demos :
    // demos.filter { ... } }` (or the same as an `if` returning each side) and `List(shown) { demo in NavigationLink(demo.name, destination:
    // demo.screen) }`: the list shown whole when the search is empty is the static table, read
    // once per element, so each row pushes its demo's view. Before, warned as a view built
    // elsewhere, and the pushes lost (held-out set 209 ehzish59/SwiftUI-library: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/FilteredCopyOfStaticList.swift")
    #expect(
      result.navigation.linkTexts == [
        "GlenCatalog: push GlenScanner", "GlenCatalog: push GlenCharts", "GlenToolbox: push GlenLevel",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pushedValuesAreTypedByTheDeclarationsTheyComeFrom() {
    // A local set from a method declared `-> Receipt`, rows of a property set to
    // `Array(Loaf.all.prefix(2))` or `Loaf.all.sorted { ... }`, and `let fresh: Loaf = oven.latest`
    // on an object the files do not declare: each push has the type its declaration gives. Before,
    // all four were warned as values of a type the reader cannot tell (held-out set 290
    // FocusFuel: 3 links).
    let result = Fixtures.extract("Constructs/PushedValuesTypedByDeclarations.swift")
    #expect(
      result.navigation.linkTexts == [
        "BakeryFront: push LoafPage (Loaf)", "BakeryFront: push LoafPage (Loaf) 'All'",
        "BakeryFront: push LoafPage (Loaf) 'Fresh'", "LoafPage: push ReceiptPage (Receipt) 'Buy'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func genericComponentPushesTheTypeItsCreatorBindsItsParameterTo() {
    // `Grid<T: Shelved>` with `let items: [T]` and `NavigationLink(value: item)`, created
    // `Grid(items: books)` (`[Book]`) by Library and `Grid(items: listings)` (`[Listing]`) by
    // Search: Library pushes a Book to its registration; Search's Listing is registered nowhere,
    // warned as such. Before, both were pushes of a `T`, warned (held-out set 314 Scottcast: 1 link).
    let result = Fixtures.extract("Constructs/GenericGridValuePush.swift")
    #expect(result.navigation.linkTexts == ["Library: push Detail (Book)"])
    #expect(
      result.diagnosticTexts == [
        "GenericGridValuePush.swift:39 unresolved-navigation: a value of type 'Listing' is pushed, but no '.navigationDestination(for: Listing.self)' is in the files read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"Search\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }
}
