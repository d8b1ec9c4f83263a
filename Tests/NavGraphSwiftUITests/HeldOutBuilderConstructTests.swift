import Testing

@testable import NavGraphSwiftUI

/// Views built by builders and helpers: initializers, methods and static functions, routers named
/// through aliases, helper functions given the content, capitalized helper methods, overloads
/// chosen by the argument's type, a builder called with a ternary. One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out builder constructs")
struct HeldOutBuilderConstructTests {
  @Test func viewBuiltThroughAFactoryOfAFactoryIsTheScreen() {
    // `assembly.makeShelf().makeView()`, with `func makeShelf() -> ShelfFeature` on the assembly
    // object and `ShelfFeature.makeView()` building ShelfList: `.makeView()` is the feature's
    // method, no modifier, so the tab's root is ShelfList, and the same chain as a push's
    // destination pushes LampDetail. Before, the tab had no screen and the whole app was lost,
    // warned only for the tab (held-out set 248 SwiftUI-ProductList-MVVM-Concurrency: 3 screens, 2
    // links).
    let result = Fixtures.extract("Constructs/FactoryChainView.swift")
    #expect(result.navigation.tabs.map(\.root) == ["ShelfList"])
    #expect(result.navigation.linkTexts == ["ShelfList: push LampDetail 'Lamp'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewBuiltByAnInitializerFromItsClosure() {
    // `init(@ViewBuilder content: () -> Content) { self.content = content() }`: the trailing closure
    // goes to the initializer's parameter, stored as the view it builds (under its own name or
    // another). Before, the closure matched no property and both pushes were lost, silently.
    let result = Fixtures.extract("Constructs/BuiltContentInInit.swift")
    #expect(
      result.navigation.linkTexts == [
        "PantryView: push ShelvesView 'Shelves'", "PantryView: push SpicesView 'All spices'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func contentClosureGivenToTheScreensHelperFunctionIsItsContent() {
    // `panel(title: "Reminders") { NavigationLink(...) ... }` with `func panel<Content: View>(title:
    // String, @ViewBuilder content: () -> Content) -> some View { VStack { Text(title); content() }
    // }`, the same with a plain closure parameter, and a call in a computed property: the links in
    // the closures are the screen's. Before, all four were lost, silently (a kids' app's settings).
    let result = Fixtures.extract("Constructs/BuilderHelperContent.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "OrchardSettings", "WateringView", "HarvestView", "CellarView", "CreditsView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "OrchardSettings: push WateringView 'Watering'", "OrchardSettings: push HarvestView 'Harvest'",
        "OrchardSettings: push CellarView 'Cellar'", "OrchardSettings: push CreditsView 'Credits'",
        "WateringView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func capitalizedHelperMethodIsTheMethod() {
    // `GearBar()` in the body, where `GearBar` is no declared type but the view's own `@ViewBuilder
    // func GearBar() -> some View` holding a Button that shows a sheet: the call is the method,
    // and its Button is read. Before, the call was taken for an unknown view type and the sheet
    // link was lost, silently (a social app's sign-up form).
    let result = Fixtures.extract("Constructs/CapitalizedHelperMethod.swift")
    #expect(result.navigation.screens.map(\.id) == ["KiteLog", "GearSheet"])
    #expect(result.navigation.linkTexts == ["KiteLog: sheet GearSheet 'Gear'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func controlBuiltInALocalOfAHelperIsRead() {
    // `menuRow(title:route:)` builds its Button in a local computed property and returns it (`var
    // row: some View { Button { path.append(route) } ... }; return row`); `aboutRow()` holds its
    // Button in a local constant (`let control = Button("About") { ... }; return
    // control.padding()`). The local is what it builds, read where it is used (the rows' labels are
    // a parameter, not told). Before, all three pushes were lost, silently (a game's settings
    // menu).
    let result = Fixtures.extract("Constructs/LocalComputedControl.swift")
    #expect(result.navigation.screens.map(\.id) == ["LanternMenu", "WickList", "OilList", "LanternAbout"])
    #expect(
      result.navigation.linkTexts == [
        "LanternMenu: push WickList (LanternRoute)", "LanternMenu: push OilList (LanternRoute)",
        "LanternMenu: push LanternAbout (LanternRoute) 'About'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func capitalizedComputedPropertyIsTheProperty() {
    // `Composer.background(...)` inside another computed property, where `Composer` is the view's
    // own `private var Composer: some View` holding a Button that shows a sheet: the name is the
    // property, and the modifiers are its modifiers; `Banner.padding()` is the property `Banner`
    // too, though a view type `Banner` is declared elsewhere (the member wins, as in Swift).
    // Before, a capitalized name with modifiers and no view type of that name was taken for a type,
    // and the property's Button was lost, silently (set 56 ChatApp's message composer).
    let result = Fixtures.extract("Constructs/CapitalizedViewProperty.swift")
    #expect(result.navigation.screens.map(\.id) == ["ThreadView", "AttachmentPicker", "ThreadInfoView"])
    #expect(
      result.navigation.linkTexts == [
        "ThreadView: sheet AttachmentPicker 'Attach'", "ThreadView: sheet ThreadInfoView 'About this thread'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func overloadedBuilderIsChosenByTheArgumentsType() throws {
    // `build(_ page: QuillPage)` and `build(_ modal: QuillModal)` in one coordinator, the sheet
    // built by `.sheet(item: $coordinator.modal) { modal in coordinator.build(modal) }` and set by
    // `present(.info)`: the call builds with the overload taking the item's type. Before, every call
    // took the first overload: the sheets showed no screen, QuillInfo and QuillArchive were
    // missing, silently.
    let result = Fixtures.extract("Constructs/OverloadedBuilders.swift")
    #expect(result.navigation.entry == "QuillHome")
    #expect(
      result.navigation.screens.map(\.id) == ["QuillHome", "QuillNotes", "QuillInfo", "QuillArchive"])
    #expect(
      result.navigation.linkTexts == [
        "QuillHome: push QuillNotes (QuillPage) 'Notes'", "QuillHome: sheet QuillInfo 'Info'",
        "QuillNotes: sheet QuillArchive 'Archive'", "QuillArchive: dismiss 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func builderCalledWithATernaryIsARootChoice() throws {
    // `coordinator.build(signedIn ? .home : .login)` as the stack's root, `build(_:)` switching on
    // its page and `signedIn` an `@AppStorage` flag the log-in and sign-out buttons write: a root
    // choice between FernHome and FernLogin on the flag, as for `if signedIn { ... } else { ... }`.
    // Before, the switch's parameter was no state: the reader read its first case with a warning,
    // and the two writes were no moves.
    let result = Fixtures.extract("Constructs/TernaryBuilderRoot.swift")
    #expect(result.navigation.entry == "FernLogin")
    #expect(result.navigation.screens.map(\.id) == ["FernLogin", "FernHome", "FernSettings"])
    #expect(
      result.navigation.linkTexts == [
        "FernLogin: replace FernHome 'Sign in'", "FernHome: push FernSettings (FernPage) 'Settings'",
        "FernSettings: replace FernLogin 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}

extension HeldOutBuilderConstructTests {
  @Test func rootBuiltByAMethodOfTheRouteEnum() {
    // `router.stage.screen()` with `func screen() -> some View { switch self { ... } }`: a root switch
    // on `StageRouter.stage`, entry from its initial value, `replace` where it is set. Before, the
    // app collapsed to RootView, one screen without links, silently.
    let result = Fixtures.extract("Constructs/RouteEnumRootMethod.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(result.navigation.screens.map(\.id) == ["WelcomeView", "TourView", "HomeView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: replace TourView 'Start'", "TourView: replace HomeView 'Done'",
        "HomeView: replace WelcomeView 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func rootBuiltByAComputedPropertyOfTheRouteEnum() {
    // `WindowGroup { router.phase.view }`, the property's getter switching on `self`: a root switch
    // on `VaultRouter.phase`. Before, the root was reported as a view built elsewhere.
    let result = Fixtures.extract("Constructs/RouteEnumRootProperty.swift")
    #expect(result.navigation.entry == "LockView")
    #expect(
      result.navigation.linkTexts == [
        "LockView: replace VaultView 'Unlock'", "VaultView: replace LockView 'Lock'",
      ])
    #expect(result.diagnostics.isEmpty)
  }
}

extension HeldOutBuilderConstructTests {
  @Test func stackRootBuiltFromAConstantRouteIsThatCasesViewAlone() throws {
    // `NavigationStack(path: $keeper.path) { keeper.build(.grove).navigationDestination(...) }`
    // with `func build(_ route: R) -> some View { route.view() }` and the route enum's `view()`
    // switching on `self`: the stack's root is GroveView, and only its own buttons are its links.
    // Before, the host read every case of `view()`, so the pushed and presented screens' buttons
    // (`keeper.pop()`, `keeper.close()`) were GroveView's too, silently (held-out set 117
    // CoordinatorSwiftUI: 2 false links). The same with the enum's method called on the case.
    let links = [
      "GroveView: push AppleView (Orchard) 'Apple'", "GroveView: sheet PearView 'Pear'",
      "AppleView: pop 'Back'", "PearView: dismiss 'Close'",
    ]
    let result = Fixtures.extract("Constructs/ConstantCaseBuilderRoot.swift")
    #expect(result.navigation.entry == "GroveView")
    #expect(result.navigation.screens.map(\.id) == ["GroveView", "AppleView", "PearView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])
    let method = try Fixtures.rewritten(
      "ConstantCaseBuilderRoot.swift", [("keeper.build(.grove)", "Orchard.grove.view()")])
    #expect(method.navigation.linkTexts == links)
  }

  @Test func rootBuiltByARouteEnumTheReaderCannotFollowIsReported() {
    // A root view shows `router.stage.screen()`: a branch built by a function not in the files read
    // is reported as the root is settled, and a method not in the files read is reported at the
    // root, which stands for what it shows. Before, both were silent.
    let branch = Fixtures.extract(
      code: """
        import SwiftUI
        enum Stage {
          case welcome, home
          @ViewBuilder func screen() -> some View {
            switch self {
            case .welcome: WelcomeView()
            case .home: makeHome()
            }
          }
        }
        final class StageRouter: ObservableObject { @Published var stage: Stage = .welcome }
        @main struct FerryApp: App { var body: some Scene { WindowGroup { RootView() } } }
        struct RootView: View {
          @StateObject private var router = StageRouter()
          var body: some View { router.stage.screen() }
        }
        struct WelcomeView: View { var body: some View { Text("Hi") } }
        """)
    #expect(branch.navigation.entry == "WelcomeView")
    #expect(
      branch.diagnosticTexts == [
        "App.swift:7 unresolved-navigation: the destination is built by 'makeHome()', which the reader cannot follow; add the screen and its links through the overlay"
      ])
    let method = Fixtures.extract(
      code: """
        import SwiftUI
        enum Stage { case welcome, home }
        final class StageRouter: ObservableObject { @Published var stage: Stage = .welcome }
        @main struct FerryApp: App { var body: some Scene { WindowGroup { RootView() } } }
        struct RootView: View {
          @StateObject private var router = StageRouter()
          var body: some View { router.stage.screen() }
        }
        """)
    #expect(method.navigation.entry == "RootView")
    #expect(
      method.diagnosticTexts == [
        "App.swift:7 unresolved-navigation: the reader cannot tell which view the root 'RootView' shows (the destination is built by 'router.stage.screen()', which the reader cannot follow), so 'RootView' stands for it; set 'entry' in the overlay"
      ])
  }
}

extension HeldOutBuilderConstructTests {
  @Test func viewsBuiltByStaticFunctionsOfDeclaredTypes() {
    // `ShedViewBuilder.build(title:)` as a tab, `GardenViewBuilder.build(router:)` as a flow's stack
    // root, `BedViewBuilder.build(number:)` as a destination, `ToolViewBuilder.build()` as a sheet:
    // each is the view it returns. Before, the tab and the sheet were reported as built by a function
    // the reader cannot follow, the flow stood for its root (the push landed on GardenFlow) and the
    // destination was lost.
    let result = Fixtures.extract("Constructs/StaticViewBuilders.swift")
    #expect(result.navigation.tabs.map(\.root) == ["GardenView", "ShedView"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "GardenView true [\"GardenRoute\"]", "BedView false []", "ShedView false []", "ToolView false []",
      ])
    #expect(
      result.navigation.linkTexts == [
        "GardenView: push BedView (GardenRoute) 'Bed one'", "ShedView: sheet ToolView 'Tools'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutBuilderConstructTests {
  @Test func routerNamedThroughATypeAlias() {
    // `typealias HarbourRouter = Router<HarbourRoute>` (and an alias of it nested in a type): the
    // router created, held and given under the alias is `Router<HarbourRoute>`, so its methods push
    // and pop. Before, each call was reported as made on a type not declared in the files read.
    let result = Fixtures.extract("Constructs/RouterTypeAliases.swift")
    #expect(
      result.navigation.linkTexts == [
        "QuayView: push BoatView (HarbourRoute) 'Boat'", "BoatView: push CraneView (HarbourRoute) 'Crane'",
        "BoatView: pop 'Back'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutBuilderConstructTests {
  @Test func genericRouterWrapperBuildsDestinationsWithTheCreatorsClosure() {
    // `StackHost(courier: courier) { parcel in switch parcel { ... } }` with `courier` a
    // `Courier<Parcel>`: the wrapper's `navigationDestination(for: Route.self) { build($0) }` registers
    // `Parcel`, and the creator's closure, called with the pushed value, gives one destination per
    // case; the closure given as an additional trailing closure (`rootView:`) is the root. Before,
    // the registration was 'Route', the trailing closure went to `rootView` too, and both pushes
    // were reported as values with no destination.
    let result = Fixtures.extract("Constructs/GenericRouterWrapper.swift")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "DepotView true [\"Parcel\"]", "LetterView false []", "CrateView false []",
      ])
    #expect(
      result.navigation.linkTexts == [
        "DepotView: push LetterView (Parcel) 'Letter'", "DepotView: push CrateView (Parcel) 'Crate'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func doBlockStatementsAreTheContent() {
    // `switch load { case .ready: do { switch name { case "frames": FrameList() ... } } default: do
    // {} }` in a `navigationDestination(for: String.self)`: a `do` block's statements are read as
    // content, as result builders read them. Before, both destinations were lost and the pushes
    // were warned as showing nothing (set 77 Padawan's wallet screen).
    let result = Fixtures.extract("Constructs/DoBlockDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["HiveHome", "FrameList", "QueenList"])
    #expect(
      result.navigation.linkTexts == [
        "HiveHome: push FrameList (String) 'Frames'", "HiveHome: push QueenList (String) 'Queens'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewBuiltByAMethodOfItsStateShowsTheContentItIsGiven() {
    // `model.state.default(content: contentView, retry: model.load)`, `` func `default`<Content:
    // View>(content: Content, retry: ...) `` a method of the state's enum whose `switch self`
    // shows `content` when ready: `contentView`'s link and button are the screen's. Before, nothing
    // in `contentView` was read and the root was warned as "built by ..., which the reader cannot
    // follow" (held-out set 90 HBooking: 3 pushes, every screen's body so built).
    let result = Fixtures.extract("Constructs/ViewBuiltByStateMethod.swift")
    #expect(result.navigation.entry == "PierScreen")
    #expect(
      result.navigation.linkTexts == [
        "PierScreen: push BoatsScreen 'Boats'", "PierScreen: sheet TimesSheet 'Times'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func genericWrapperGivenABindingRegistersTheBoundRouteType() {
    // `RoutingView(stack: $router.stack) { MillHome() }`: the binding's state, `stack` of a
    // `Router<MillRoute>` declared `[Destination]` with `typealias Destination = Routes`, is a
    // `[MillRoute]`, so the wrapper's `navigationDestination(for: Routes.self) { route in
    // route.body }` shows MillRoute's `body` switch (SketchRoute also adopts `Routable`, so no
    // single adopter decides it). `navigateBack()` and `navigateBack(2)` remove `min(count,
    // stack.count)`: one and two pops. Before, 1 screen, no link, two warnings (held-out set 109
    // CustomRoutingAndNavigationStack).
    let result = Fixtures.extract("Constructs/GenericRoutingWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["MillHome", "MillGrain", "MillFlour"])
    #expect(result.navigation.screens.first?.destinations == ["MillRoute"])
    #expect(
      result.navigation.linkTexts == [
        "MillHome: push MillGrain (MillRoute) 'Grain'", "MillGrain: push MillFlour (MillRoute) 'Flour'",
        "MillGrain: pop 'Back'", "MillFlour: pop 'Two back' then [pop]", "MillFlour: popToRoot 'Home'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func routerMethodBuildingWhatItCannotFollowMakesTheTypeItReturns() {
    // `func routeHome() -> KilnHome { container.resolve() }`: the container's generic `resolve`
    // is code the reader cannot follow, but the method declares the view type it returns, so each
    // tab's root is that view. Before, neither tab had a screen and the whole app was lost (the
    // description did not load; held-out set 173 SwiftUI-MovieDB).
    let result = Fixtures.extract("Constructs/RouterMethodReturnTypes.swift")
    #expect(result.navigation.tabs.map(\.root) == ["KilnHome", "KilnAccount"])
    #expect(result.navigation.linkTexts == ["KilnHome: push KilnFiring 'Firing'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func helpersNamedWithAnUnderscoreAndContentGivenByName() {
    // `TabView(selection: $tab) { _tabView(for: .inbox); _tabView(for: .archive) }`, `ZStack {
    // Color.clear; _list() }` and `.safeAreaInset(edge: .bottom, content: _scanButton)`: the
    // pre-pass took `_tabView` for a wrapper's storage of `tabView`, a name nothing declares, and
    // replaced the code around it, and a method given by name as a modifier's content was not
    // read. Now the tabs, the list's push and the scan button's cover are read (held-out set 287
    // KYPhotoLibraryDemo: 4 screens, 5 links).
    let result = Fixtures.extract("Constructs/UnderscoreHelpers.swift")
    #expect(result.navigation.tabs.map(\.root) == ["ShaleInbox", "ShaleArchive"])
    #expect(
      result.navigation.linkTexts == [
        "ShaleInbox: push ShaleNote", "ShaleArchive: fullScreenCover ShaleScanner 'Scan'",
        "ShaleScanner: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
