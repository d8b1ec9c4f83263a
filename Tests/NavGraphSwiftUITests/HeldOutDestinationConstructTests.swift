import NavGraph
import Testing

@testable import NavGraphSwiftUI

/// Destinations a creator gives: a row component given the view it opens, a generic component
/// storing it, a destination declared inside another view. One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out destination constructs")
struct HeldOutDestinationConstructTests {
  @Test func rowComponentPushesTheViewItsCreatorGives() {
    // `MenuRow(title: "Habits", icon: "leaf") { HabitsView() }`, the row's body `NavigationLink {
    // destination() } label: { Label(title, ...) }`: a push from the creating screen of the view the
    // closure builds, labelled with the creation's title; also a built view stored (`let target:
    // Target`, `NavigationLink(destination: target)`) and an `AnyView` (`PlainRow(text: "About",
    // screen: AnyView(AboutView()))`). Before, the pushes were lost ("built by
    // 'destination()'", "a view built elsewhere") and HabitsView's sheet landed on MenuView.
    let result = Fixtures.extract("Constructs/DestinationClosureRow.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "MenuView", "HabitsView", "NewHabitView", "JournalView", "ArchiveView", "AboutView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "MenuView: push HabitsView 'Habits'", "MenuView: push JournalView 'Journal'",
        "MenuView: push ArchiveView 'Archive'", "MenuView: push AboutView 'About'",
        "HabitsView: sheet NewHabitView 'Add habit'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func genericComponentsStoredViewWithModifiersIsGivenByEachCreator() {
    // `struct WalkerRow<Page: View> { @State var target: Page; NavigationLink() { target
    // .navigationBarBackButtonHidden(true) } label: { Text(caption) } }` created as
    // `WalkerRow(target: WalkerSchedule(), caption: "Book a walk")`, and a `let` one the same way:
    // each creation pushes the view its argument builds. Before, both were lost with a warning
    // that the destination is a view built elsewhere (a dog-walking app's booking rows and back
    // chevrons).
    let result = Fixtures.extract("Constructs/GenericStoredViewRow.swift")
    #expect(result.navigation.screens.map(\.id) == ["WalkerHome", "WalkerSchedule", "WalkerHistory"])
    #expect(
      result.navigation.linkTexts == [
        "WalkerHome: push WalkerSchedule 'Book a walk'", "WalkerHome: push WalkerHistory",
        "WalkerSchedule: push WalkerHome",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewsHeldInAnArrayOfValuesArePushedByTheScreenGivingThem() {
    // `HarborSection(options: harborGeneral)`, the array literal `[.init(title: "Profile",
    // destination: AnyView(HarborProfile())), ...]`, through `ForEach(options) { option in
    // HarborRow(option: option) }` to the row's `if let target = option.destination {
    // NavigationLink(destination: target) { Text(option.title) } }`: a push per value with a view,
    // from the screen giving the array, labelled with its title (a `nil` one none); an array
    // written in place the same; values from a store the reader cannot see warned at the
    // creation. Before, every push was lost, warned once as "a view built elsewhere".
    let result = Fixtures.extract("Constructs/HeldViewRows.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["HarborSettings", "HarborProfile", "HarborEdit", "HarborHelp"])
    #expect(
      result.navigation.linkTexts == [
        "HarborSettings: push HarborProfile 'Profile'", "HarborSettings: push HarborHelp 'Help'",
        "HarborProfile: push HarborEdit 'Edit'",
      ])
    #expect(
      result.diagnosticTexts == [
        "HeldViewRows.swift:88 unresolved-navigation: the destination is the 'destination' of each value in 'store.options', which the reader cannot follow; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HarborHelp\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }
}

extension HeldOutDestinationConstructTests {
  @Test func viewsHeldInTheScreensOwnListArePushedByThatScreen() {
    // `@State private var cabinets: [Cabinet] = [Cabinet(title: "Pinball", screen:
    // AnyView(PinballTable())), ...]` with `List(cabinets) { cabinet in NavigationLink(destination:
    // cabinet.screen) { ... } }`: a push of each value's view from the screen holding the list; a
    // `let` list under `ForEach` the same. Before, both were lost, warned as "a view built
    // elsewhere".
    let result = Fixtures.extract("Constructs/HeldViewStateList.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ArcadeHall", "PinballTable", "ArcadeLobby", "RacerSeat", "ClawMachine",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ArcadeHall: push PinballTable", "ArcadeHall: push RacerSeat",
        "PinballTable: push ArcadeLobby 'Lobby'",
        "ArcadeLobby: push ClawMachine",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutDestinationConstructTests {
  @Test func nestedDestinationIsNamedByItsOwnNameWhenUnique() {
    // `extension ShopView { struct PurchaseRow: View; struct PurchaseDetailView: View }`, the row
    // pushing the detail: the screen is `PurchaseDetailView`; `ReceiptView.Detail` and
    // `GiftView.Detail` share a name and keep their qualified names. Before, types declared in an
    // extension were not read (the push was lost, silently), and a nested type's id was always
    // qualified (`ShopView.PurchaseDetailView`).
    let result = Fixtures.extract("Constructs/NestedDestination.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ShopView", "PurchaseDetailView", "ReceiptView", "ReceiptView.Detail", "GiftView", "GiftView.Detail",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ShopView: push ReceiptView 'Receipt'", "ShopView: push GiftView 'Gift'",
        "ShopView: push PurchaseDetailView 'Purchase'", "ReceiptView: push ReceiptView.Detail 'Line'",
        "GiftView: push GiftView.Detail 'Card'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func destinationsGivenByNameAreFollowed() throws {
    // `.navigationDestination(for: Leg.self, destination: screen(for:))`, a function of the view
    // switching on the value; `.navigationDestination(item: $log, destination: LogSheet.init)` and
    // `.sheet(item: $photo, content: PhotoPane.init)`, a view's initializer. Before, the first was
    // silently skipped (every push warned as having no destination), the last warned as not
    // understood (found probing destinations written without closures).
    let result = Fixtures.extract("Constructs/DestinationsGivenByName.swift")
    #expect(result.navigation.screens.map(\.id) == ["Voyage", "Harbor", "Chart", "LogSheet", "PhotoPane"])
    #expect(
      result.navigation.linkTexts == [
        "Voyage: push Harbor (Leg) 'Harbor'", "Voyage: push Chart (Leg) 'Chart'",
        "Voyage: push LogSheet 'Log'",
        "Voyage: sheet PhotoPane 'Photo'", "Harbor: dismissAction 'Back'",
      ])
    #expect(result.navigation.screens.first?.destinations == ["Leg"])
    #expect(result.diagnosticTexts == [])
    // A destination named by something the reader cannot follow is reported, not skipped.
    let unknown = try Fixtures.rewritten(
      "DestinationsGivenByName.swift", [("destination: LogSheet.init", "destination: factory.logSheet")])
    #expect(
      unknown.diagnosticTexts.contains {
        $0.contains("'.navigationDestination' shows 'factory.logSheet', which the reader cannot follow")
      })
  }

  @Test func registeredDestinationsNothingPushesAreScreensCheckReports() throws {
    // A route switch registered by the App with cases nothing pushes: `.archive`, and `.signIn`
    // whose screen pushes `.register` and back. Each is a screen with its links, so `check` reports
    // them unreachable. Before, they were left out of the description, silently (held-out set 101
    // SwiftUI-Template: 5 screens, 9 links).
    let result = Fixtures.extract("Constructs/UnpushedDestinations.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BooksView", "TotalsView", "EntryView", "ArchiveView", "SignInView", "RegisterView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "BooksView: push EntryView (LedgerRoute) 'Entry'", "EntryView: popToRoot 'Done'",
        "SignInView: push RegisterView (LedgerRoute) 'Register'",
        "RegisterView: push SignInView (LedgerRoute) 'Have an account'",
      ])
    let app = try #require(result.app().app)
    let findings = NavigationAnalysis(app).check().findings
    #expect(findings.filter { $0.code == .unreachable }.map(\.screen) == ["ArchiveView", "SignInView"])
    #expect(!findings.contains { $0.code == .inertLink })
  }

  @Test func componentPushingAValueItsCreatorsGivePushesEachCreationsValue() {
    // `ClinicCell(title: "Doctors", route: .doctors)` with ClinicCell's `NavigationLink(value:
    // route) { Text(title) }`, used on two screens, and a generic row `ClinicRowLink(value:
    // ClinicRoute.visit(7)) { ... }`: each screen pushes the values its own creations give,
    // labelled with their titles. Before, "the reader cannot tell which of 4 destinations it
    // shows" and no push (the row cells of settings and menu screens).
    let result = Fixtures.extract("Constructs/GivenRouteValues.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ClinicHome", "DoctorsView", "VisitsView", "BillingView", "VisitView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ClinicHome: push DoctorsView (ClinicRoute) 'Doctors'",
        "ClinicHome: push VisitsView (ClinicRoute) 'Visits'",
        "ClinicHome: push VisitView (ClinicRoute)",
        "DoctorsView: push BillingView (ClinicRoute) 'Billing'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func componentPushesWhatItsCreatorsGiveThroughARouter() {
    // `Button { router.show(page: page) }` in `PageButton(title: "Seeds", page: .seeds)`, and
    // `router.path.append(page)` in a tile: each screen pushes the values its own creations give.
    // Before, "the reader cannot tell which of 3 destinations it shows" and no push (held-out set
    // 153, a menu app's row component pushing through its coordinator).
    let result = Fixtures.extract("Constructs/GivenRouterValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["GreenhouseHome", "SeedsView", "SoilView", "BedView"])
    #expect(
      result.navigation.linkTexts == [
        "GreenhouseHome: push SeedsView (GreenhousePage) 'Seeds'",
        "GreenhouseHome: push SoilView (GreenhousePage) 'Soil'",
        "GreenhouseHome: push BedView (GreenhousePage)",
        "SeedsView: push SoilView (GreenhousePage) 'Soil'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func componentPushesAFieldOfAStructItsCreatorsGive() {
    // `Button(entry.title) { guide.open(page: entry.page) }` in `EntryRow(entry: .init(page:
    // .apples, title: "Apples"))`, and `NavigationLink(value: entry.page) { Text(entry.title) }`:
    // each screen pushes the field of the struct its own creations give, labelled with the struct's
    // title. Before, "the reader cannot tell which of 3 destinations it shows" and no push (held-out
    // set 153, a menu app's row component given a model struct).
    let result = Fixtures.extract("Constructs/GivenStructFields.swift")
    #expect(result.navigation.screens.map(\.id) == ["OrchardHome", "ApplesView", "PearsView", "PlumsView"])
    #expect(
      result.navigation.linkTexts == [
        "OrchardHome: push ApplesView (OrchardPage) 'Apples'",
        "OrchardHome: push PearsView (OrchardPage) 'Pears'",
        "ApplesView: push PlumsView (OrchardPage) 'Plums'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func propertyInitializedWithAnArrayElementHasTheElementType() {
    // `var hero = Reel.samples[0]` and `var latest = Reel.samples.last` with `static let samples:
    // [Reel]`: values of type `Reel` (the second optional), so their pushes show `ReelPage` among
    // two registered types. Before, "a value is pushed ('ReelFeed.hero') whose type the reader
    // cannot tell" and no push (held-out set 156, a movie app's featured film).
    let result = Fixtures.extract("Constructs/ArrayElementTypes.swift")
    #expect(result.navigation.screens.map(\.id) == ["ReelHome", "ReelPage", "ReelSearch"])
    #expect(
      result.navigation.linkTexts == [
        "ReelHome: push ReelPage (Reel) 'Play'",
        "ReelHome: push ReelPage (Reel) 'Latest'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func valueOfAnUntoldTypeOnAStackRegisteringOneTypeIsThatType() {
    // `path.append(hit)` with `hit` an element of a list a model in a file not read holds: on a
    // stack whose content registers only `Film`, the push shows `FilmPage` (a value of another
    // type would show nothing there); on a stack registering `Film` and `Actor` it stays warned.
    // A note says what was assumed. Before, both were warned and pushed nothing (held-out set 156,
    // a movie app's search results held by a view model).
    let result = Fixtures.extract("Constructs/OneRegisteredTypeOnAStack.swift")
    #expect(result.navigation.linkTexts == ["FilmFinder: push FilmPage (Film)"])
    #expect(
      result.diagnosticTexts == [
        "OneRegisteredTypeOnAStack.swift:26 unresolved-navigation: the type of the value pushed ('hit') is not known; its stack registers only 'Film', so the push is read as one of 'Film'",
        "OneRegisteredTypeOnAStack.swift:40 unresolved-navigation: a value is pushed ('hit') whose type the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"FilmShelf\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\"",
      ])
  }

  @Test func valueOfAnUntoldTypePushedByAListRegisteringOneTypeIsThatType() throws {
    // `ForEach(library.reels) { reel in NavigationLink(value: reel) { ... } }` with the list's own
    // `.navigationDestination(for: Reel.self)`, the list shown in a stack another view holds and
    // `ReelLibrary` declared in no file: the screen registers only `Reel`, so the push is read as
    // one of `Reel`, with a note. Registering a second type leaves it warned. Before, warned and no
    // push (held-out set 185 iTunes-SwiftUI-Clone: 2 links).
    let result = Fixtures.extract("Constructs/UnknownElementRegisteredByItsList.swift")
    #expect(result.navigation.linkTexts == ["ReelList: push ReelPlayer (Reel)"])
    #expect(
      result.diagnosticTexts == [
        "UnknownElementRegisteredByItsList.swift:27 unresolved-navigation: the type of the value pushed ('reel') is not known; the screen registers only 'Reel', so the push is read as one of 'Reel'"
      ])
    let two = try Fixtures.rewritten(
      "UnknownElementRegisteredByItsList.swift",
      [
        (
          ".navigationDestination(for: Reel.self) { reel in ReelPlayer(reel: reel) }",
          ".navigationDestination(for: Reel.self) { reel in ReelPlayer(reel: reel) }\n"
            + "    .navigationDestination(for: Int.self) { n in ReelPlayer(reel: Reel(id: n, title: \"\")) }"
        )
      ])
    #expect(two.navigation.linkTexts == [])
    #expect(
      two.diagnosticTexts.contains {
        $0.contains("a value is pushed ('reel') whose type the reader cannot tell")
      })
  }

  @Test func closuresMenuEntriesHoldRunWhereTheEntryIsTapped() throws {
    // `var entries: [ShelfEntry] { [ShelfEntry(title: "History") { nav.push(.history) }, ...] }`
    // shown by `ForEach(entries) { entry in ShelfRow(entry: entry) }`, the row's `Button(action:
    // entry.run) { Text(entry.title) }`: each entry's closure is its own push, labelled with its
    // title; an entry whose action only prints is no link. The same entries run in place, as
    // `Button(action: entry.run)` or `Button { entry.run() }`, give the same pushes. Before, no link
    // and no warning (held-out set 159, a furniture shop's profile menu: 2 links).
    let result = Fixtures.extract("Constructs/MenuEntryClosures.swift")
    let pushes = ["ShelfTab: push ShelfHistory (ShelfRoute)", "ShelfTab: push ShelfPolicy (ShelfRoute)"]
    #expect(
      result.navigation.linkTexts == pushes.map { $0 + " '\($0.contains("History") ? "History" : "Policy")'" }
    )
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    for form in [
      "Button(action: entry.run) { Text(entry.title) }",
      "Button { entry.run() } label: { Text(entry.title) }",
    ] {
      let inPlace = try Fixtures.rewritten("MenuEntryClosures.swift", [("ShelfRow(entry: entry)", form)])
      #expect(inPlace.navigation.linkTexts == pushes, "\(form)")
      #expect(inPlace.diagnostics.isEmpty, "\(inPlace.diagnosticTexts)")
    }
  }

  @Test func destinationsReturnedByPlainFunctionsAndHeldInLocals() {
    // `func makeCart() -> some View { let model = CartModel(); if let url = ... { Task { ... } };
    // return CartView(model: model) }`: a body with its own `return` shows what it returns, not its
    // `if`; `let view = DetailView(name: name); return view` and `let detail =
    // coordinator.makeDetail(name); return NavigationLink(destination: detail)`: a local holding a
    // view is what its initializer builds. Before, the cart was content in place
    // (`ShopList.push`), silently, and the detail "a view built elsewhere" (held-out set 164, an
    // MVVM-C sample's list coordinator: 1 screen and 1 link missed, 1 false; 1 link warned).
    let result = Fixtures.extract("Constructs/ReturnedDestinations.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShopList", "CartView", "DetailView"])
    #expect(result.navigation.linkTexts == ["ShopList: push CartView 'Cart'", "ShopList: push DetailView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func routeValueCarryingItsViewPushesThatView() {
    // `.navigationDestination(for: AnyDestination.self) { $0.destination }` over `struct
    // AnyDestination: Hashable { var destination: AnyView }`: each push shows the view its value
    // was made with, `AnyDestination(destination: AtlasLegend())`, also through a router method
    // given the view (`router.showScreen { AtlasMaps() }`) and an unlabeled initializer given a view
    // read through a property of `extension View` (`AtlasScreen(AtlasCompass().erased)`); a value
    // the reader cannot tell is warned. Before, "the destination is '$0.destination', a view built
    // elsewhere" and every push "shows nothing for it" (held-out set 137 NavigationStackDemo; the
    // pattern of the `AnyDestination` routers many course apps share).
    let result = Fixtures.extract("Constructs/HeldViewRoutes.swift")
    #expect(result.navigation.screens.map(\.id) == ["AtlasHome", "AtlasMaps", "AtlasLegend", "AtlasCompass"])
    #expect(
      result.navigation.linkTexts == [
        "AtlasHome: push AtlasMaps (AnyDestination) 'Maps'",
        "AtlasHome: push AtlasLegend (AnyDestination) 'Legend'",
        "AtlasHome: push AtlasCompass (AtlasScreen) 'Compass'",
        "AtlasMaps: pop 'Back'",
      ])
    #expect(
      result.diagnosticTexts == [
        "HeldViewRoutes.swift:76 unresolved-navigation: a value of type 'AnyDestination' is pushed ('AtlasHome.recent'), whose navigationDestination shows the view it holds in 'destination', and the reader cannot tell which view that is; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"AtlasHome\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func aSwitchOnTheSubclassRegistersEachCaseForItsType() {
    // `.navigationDestination(for: DockModel.self) { model in switch model { case let crane as
    // CraneModel: ... case is HoistModel: ... default: EmptyView() } }` and a router appending
    // subclass instances: each `as`/`is` case is the destination of its type. Before, a warning that
    // no destination is registered for 'CraneModel' (held-out set 126 swiftui-mvvm-coordinator).
    let result = Fixtures.extract("Constructs/CastDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockHome", "DockCrane", "DockHoist"])
    #expect(
      result.navigation.linkTexts == [
        "DockHome: push DockCrane (CraneModel) 'Crane'", "DockHome: push DockHoist (HoistModel) 'Hoist'",
      ])
    #expect(result.navigation.screens.first?.destinations == ["CraneModel", "HoistModel"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func linkToAViewsInitializerPushesTheView() {
    // `NavigationLink("Stones", destination: QuarryStones.init)`: the view the initializer makes.
    // `QuarryStones` keeps a closure of its own in `@State` that its alert runs: no creator gives
    // it, and no warning says one should. Before, "the destination is 'QuarryStones.init', a view
    // built elsewhere that the reader cannot follow", and the screen and its push left out
    // (held-out set 135 ball_no_life: 2 screens, 3 links).
    let result = Fixtures.extract("Constructs/InitializerDestinationLink.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuarryHome", "QuarryStones", "QuarryChart"])
    #expect(
      result.navigation.linkTexts == [
        "QuarryHome: push QuarryStones 'Stones'", "QuarryStones: push QuarryChart 'Chart'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func destinationMadeFromAnOptionalIsTheClosuresView() throws {
    // `NavigationLink(destination: picked.map { SymbolDetail(symbol: $0) }, isActive: $showsDetail)`:
    // the destination is the view the closure makes, whenever it makes one. Before, the reader
    // warned that it could not follow it, and the push and its screen were lost (held-out set 167,
    // a stock list's detail).
    let result = Fixtures.extract("Constructs/OptionalMappedDestination.swift")
    #expect(result.navigation.linkTexts == ["WatchList: push SymbolDetail"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // `flatMap`, with the closure as its argument, is the same.
    let flat = try Fixtures.rewritten(
      "OptionalMappedDestination.swift",
      [("picked.map { SymbolDetail(symbol: $0) }", "picked.flatMap({ SymbolDetail(symbol: $0) })")])
    #expect(flat.navigation.linkTexts == ["WatchList: push SymbolDetail"])
  }

  @Test func viewMadeByCallingItsInitializerByNameIsThatView() {
    // `CreekDetail.init(creek: creek)` in a value destination, `CreekGauges.init()` as a link's
    // destination and `CreekEditor.init()` as a sheet's content: each is the view, as
    // `CreekDetail(creek: creek)` is. Before, each was "built by 'CreekDetail.init(creek: creek)',
    // which the reader cannot follow", and the three screens were lost (held-out set 178
    // 35.-SwiftUI-Travel-App's `DestinationDetailScreenView.init(city: city)`).
    let result = Fixtures.extract("Constructs/ExplicitInitializerCalls.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["CreekList", "CreekDetail", "CreekGauges", "CreekEditor"])
    #expect(
      result.navigation.linkTexts == [
        "CreekList: push CreekDetail (Creek)", "CreekList: sheet CreekEditor 'Add'",
        "CreekList: push CreekGauges 'Gauges'", "CreekEditor: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func builderCallingAnotherBuilderOfItsValueSwitchesOnTheSameValue() {
    // `.navigationDestination(for: ArcadeGame.self) { game in game.destination() }`, whose
    // `destination()` calls the enum's private `destinationView()` holding the `switch self`: each
    // pushed case shows its own view (`PongGame`, a case nothing pushes, stays a screen). Before,
    // `self` in the second method was no longer the pushed value, and each push was "a value of type
    // 'ArcadeGame' ... the reader cannot tell which of 3 destinations it shows" (held-out set 179
    // SwiftUI-Games: 4 links).
    let result = Fixtures.extract("Constructs/BuilderCallingPrivateBuilder.swift")
    #expect(result.navigation.screens.map(\.id) == ["ArcadeHome", "SnakeGame", "DinoGame", "PongGame"])
    #expect(
      result.navigation.linkTexts == [
        "ArcadeHome: push SnakeGame (ArcadeGame) 'Snake'", "ArcadeHome: push DinoGame (ArcadeGame) 'Dino'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabBarHostThatIsAlsoAnUnpushedDestinationCaseIsNoScreen() {
    // `if introSeen { DuneShell() } else { DuneIntro(...) }` at the root of a stack registering
    // `case .shell: DuneShell()`, which nothing pushes, DuneShell holding the tab bar and a bar of
    // its own buttons: the host stays the app's tab bar, not a screen with the bar's `tab` links.
    // Before, DuneShell was a screen holding them (held-out set 178 SwiftUI-FoodApp: 3 false links).
    let result = Fixtures.extract("Constructs/TabHostAsUnpushedDestination.swift")
    #expect(result.navigation.tabs.map(\.root) == ["DuneTrails", "DuneCamp"])
    #expect(
      result.navigation.screens.map(\.id) == ["DuneIntro", "DuneGreeting", "DuneTrails", "DuneCamp"])
    #expect(result.navigation.linkTexts == ["DuneIntro: push DuneGreeting (DuneRoute) 'Start'"])
  }

  @Test func rowsInAPlainVarListedWithShorthandArgumentsPushTheirDestinations() throws {
    // `private var rows: [Row] = [Row(title: "Rivers", destination: AnyView(AtlasRivers())), ...]`
    // listed by `ForEach(rows) { NavigationLink(destination: $0.destination) { ... } }`: the
    // plain `var`'s first value is the list, as a `let`'s or a `@State`'s, and `$0` is the row.
    // Before, "the destination is '$0.destination', a view built elsewhere that the reader cannot
    // follow" and, named `row in`, the `var` was not read as a list (held-out set 189
    // SwiftUI-Gallery: 9 links and 9 screens).
    let result = Fixtures.extract("Constructs/ShorthandRowsInAVar.swift")
    let links = ["AtlasMenu: push AtlasRivers", "AtlasMenu: push AtlasPeaks"]
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])
    let named = try Fixtures.rewritten(
      "ShorthandRowsInAVar.swift",
      [
        ("ForEach(rows) {", "ForEach(rows) { row in"), ("$0.destination", "row.destination"),
        ("$0.title", "row.title"),
      ])
    #expect(named.navigation.linkTexts == links)
  }

  @Test func destinationMethodNamedWithoutACallBuildsEachElementsView() {
    // `ForEach(stops) { item in NavigationLink(tag: item, selection: $stop, destination:
    // item.screen) { EmptyView() } }` over `private let stops: [QuayStop] = [.dock(1), .office]`,
    // `screen()` switching on `self`: each element's link pushes the view the method builds for
    // it, when the selection is set to its tag. Before, "the destination is 'item.screen', a view
    // built elsewhere that the reader cannot follow" (held-out set 187 PokeAPI-SwiftUI-Combine-MVVM:
    // 2 screens).
    let result = Fixtures.extract("Constructs/DestinationMethodNamedNotCalled.swift")
    #expect(
      result.navigation.linkTexts == [
        "QuayHome: push QuayDock 'Dock'", "QuayHome: push QuayOffice 'Office'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func routeValueKeepingItsViewInAClosureShowsThatView() throws {
    // `struct Crate: Hashable { private let make: () -> AnyView; init<V: View>(_ view: V) {
    // self.make = { AnyView(view) } }; func open() -> AnyView { make() } }`, registered
    // `.navigationDestination(for: Crate.self) { crate in crate.open() }` and pushed through a
    // router's method, `depot.push(Crate(AppleCrate(count: 12)))`: the closure is the field
    // holding the view, so each push shows the view its value was made with. Before, warned as a
    // destination built by `make()` and a pushed value whose destination shows nothing (held-out
    // set 263 MusicPlayer's `AnyScreen`, 2 screens and 4 links).
    let result = Fixtures.extract("Constructs/ClosureHeldRouteView.swift")
    #expect(
      result.navigation.linkTexts == [
        "DepotShelf: push AppleCrate (Crate) 'Apples'", "DepotShelf: push PearCrate (Crate) 'Pears'",
      ])
    #expect(result.diagnosticTexts == [])

    // A method building a view of its own (no closure field) stays the method's code, as before.
    let built = try Fixtures.rewritten(
      "ClosureHeldRouteView.swift",
      [("func open() -> AnyView { make() }", "func open() -> AnyView { AnyView(PearCrate()) }")])
    #expect(!built.navigation.linkTexts.contains("DepotShelf: push AppleCrate (Crate) 'Apples'"))
  }

  @Test func caseNothingPushesInAStackAroundTheTabBarIsAScreen() {
    // `NavigationStack(path: $pilot.path) { TabView { ... }.navigationDestination(for: BuoyLeg.self)
    // { switch leg { case .harbor: BuoyHarbor(); case .lighthouse: BuoyLighthouse() } } }` in a
    // view of its own, nothing pushing `.lighthouse`: BuoyLighthouse is a screen, which `check`
    // reports unreachable, as when the App holds that stack. Before, it was left out silently
    // (held-out set 276 iOS-SwiftUI-Sports-Formula-1: 1 screen).
    let result = Fixtures.extract("Constructs/UnpushedCaseAroundTabBar.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BuoyDocks", "BuoyTides", "BuoyHarbor", "BuoyLighthouse",
      ])
    #expect(result.navigation.linkTexts == ["BuoyDocks: push BuoyHarbor (BuoyLeg) 'Harbor'"])
  }

  @Test func destinationChosenByATernaryIsAChoice() {
    // `NavigationLink("Plain", destination: pro ? SlatePro() : SlateFree())` and `destination: name
    // == nil ? AnyView(EmptyView()) : AnyView(SlateMember(name: name!))`: the parser leaves a
    // ternary unfolded (a sequence), which is a choice on its condition, as an `if`: each view a
    // link, the placeholder none. Before, only a folded ternary was read, which the parser never
    // gives: each destination was content written in place (held-out set 281 UStudy: 1 screen, 1
    // link).
    let result = Fixtures.extract("Constructs/TernaryDestinations.swift")
    #expect(
      result.navigation.linkTexts == [
        "SlateHome: push SlatePro 'Plain'", "SlateHome: push SlateFree 'Plain'",
        "SlateHome: push SlateMember 'Wrapped'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rowsOfALiteralListOfStringsAreReadApart() {
    // `let rows = ["Alerts", "Password"]` with `ForEach(rows, id: \\.self) { row in NavigationLink {
    // switch row { case "Alerts": GlazeAlerts(); case "Password": GlazePassword(); default:
    // GlazeSettings() } } ... }`: each row is read with its string, so the `default:` no row
    // reaches is no link. Before, every case was a link, the default a push of the list to itself
    // (held-out set 282 news-app-swiftui: 1 false link).
    let result = Fixtures.extract("Constructs/StringRowsSwitch.swift")
    #expect(
      result.navigation.linkTexts == [
        "GlazeSettings: push GlazeAlerts", "GlazeSettings: push GlazePassword",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func enumCaseGivenToAComponentPushesThePageItsPropertyBuilds() {
    // `FlintChip(shortcut: $0)` for each case of `FlintShortcut.allCases`, the chip's hidden
    // `NavigationLink(destination: shortcut.page, isActive: $going)`, `page` a `@ViewBuilder`
    // property switching on `self`: each creation pushes the page its case builds, from the
    // creating screen. Before, warned as a view built elsewhere (held-out set 288 FurnitureApp: 6
    // screens, 6 links).
    let result = Fixtures.extract("Constructs/EnumCaseViewPropertyDestination.swift")
    #expect(result.navigation.linkTexts == ["FlintHome: push FlintOrders", "FlintHome: push FlintHelp"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rowsGatedByABoolOfTheirCaseLinkOnlyWhereItLetsThem() {
    // `if entry.isSoon { Text(...) } else { NavigationLink(destination: entry.page) { ... } }` in
    // rows of `DeckEntry.allCases`, `isSoon` a computed Bool switching on `self`: only the rows of
    // `.log` and `.chart` push. Before, the rows to come pushed `page`'s `default`, SoonPage,
    // silently (held-out set 324 AudioPlayerWithSwiftUI: 1 false link).
    let result = Fixtures.extract("Constructs/CaseFlagGatedRows.swift")
    #expect(result.navigation.linkTexts == ["DeckHome: push LogPage", "DeckHome: push ChartPage"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func viewPickedFromAListByPositionIsEachOfTheListsViews() {
    // `NavigationLink(destination: fleet.boats[i])` with `var boats: [AnyView] = [AnyView(A()),
    // AnyView(B())]` on an object, and `races[index]` with a view's own `let races = [C(), D()]`:
    // a push to each view of the list. Before, the subscript was content written in place, an
    // invented screen, silently (held-out set 363 Casino: 5 screens and 10 links).
    let result = Fixtures.extract("Constructs/IndexedViewLists.swift")
    #expect(
      result.navigation.linkTexts == [
        "HarbourList: push DinghyPage", "HarbourList: push CatamaranPage",
        "HarbourList: push RaceList 'Races'",
        "RaceList: push SprintPage", "RaceList: push MarathonPage",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
