import Testing

@testable import NavGraphSwiftUI

/// Components: views whose links depend on where they are created or shown (called through their
/// `body`, shown in place and presented, pushing the screen they are on, switching on an environment
/// value their creator sets), one fixture each (`Fixtures/Constructs`), with what the reader must
/// find.
@Suite("Held-out component constructs")
struct HeldOutComponentConstructTests {
  @Test func componentShownThroughItsBodyIsTheComponent() {
    // `KennelBanner().body` and `KennelSignInPanel(title: "Welcome").body.padding()`: a component
    // shown by calling its `body` directly is the component, and the sign-in panel's link is the
    // screen's. Before, both were dropped, with only a note that the panel is not reachable (a
    // dog-walking app's splash screen).
    let result = Fixtures.extract("Constructs/BodyCalledDirectly.swift")
    #expect(result.navigation.screens.map(\.id) == ["KennelGate", "KennelHome"])
    #expect(result.navigation.linkTexts == ["KennelGate: push KennelHome 'Sign in'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewShownInPlaceAndPresentedTakesThePresentersClosure() {
    // `DialPicker(value:onDone:)` is a step shown in place on GuideView (its closure pushes
    // RecapView), KnobsView's sheet (`editing = false`) and TuningView's push (`level = 0`). The
    // DialPicker screen gets the closures of the creations that present it: the sheet's dismiss,
    // not GuideView's push. Before, every creator's closure: a false `DialPicker: push RecapView`
    // (set 38 FitnessTracker's onboarding setters, also the Account tab's sheets: 7 false `tab 0`).
    let result = Fixtures.extract("Constructs/StepViewAlsoASheet.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "GuideView", "KnobsView", "TuningView", "DialPicker", "RecapView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "DialPicker: dismiss 'Done'", "GuideView: push KnobsView 'Knobs'", "GuideView: push RecapView 'Done'",
        "KnobsView: push TuningView 'Tuning'", "KnobsView: sheet DialPicker 'Edit'",
        "TuningView: push DialPicker 'Dial'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentPushingTheScreenItIsShownOnIsAPush() {
    // `PauseCard`, an overlay in ArenaView, pushes `ArenaView()` through its view model's flag
    // (`.navigationDestination(isPresented: $model.restart) { ArenaView() }`): a new copy on the
    // stack. Before, the push was dropped as a modal's screen setting its presenter's item again,
    // silently (set 43 DrawIt's pause overlay restarting the game).
    let result = Fixtures.extract("Constructs/ComponentPushesItsHost.swift")
    #expect(result.navigation.screens.map(\.id) == ["LobbyView", "ArenaView"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "ArenaView: push ArenaView 'Restart'", "ArenaView: push LobbyView 'Lobby'",
        "LobbyView: push ArenaView 'Play'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentTakesTheBranchesItsLiteralFlagsRun() {
    // RaftVerdict is created `(ended: false, sunk: false)` by RaftHalt, `(true, false)` by
    // RaftShore and `(true, true)` by RaftWreck; its body shows "Again" under `if !sunk && !ended`
    // and its "Next" action runs `if sunk { dock } else if !ended { pop } else { river }`. Each
    // screen takes only the branches its creation's literals let run. Before, every branch on
    // every screen: 7 false links, silently (a game's pause, win and lose overlays).
    let result = Fixtures.extract("Constructs/ConstantFlagComponent.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["RaftDock", "RaftRiver", "RaftHalt", "RaftShore", "RaftWreck"])
    #expect(
      result.navigation.linkTexts == [
        "RaftDock: push RaftRiver (RaftStop) 'Launch'", "RaftRiver: push RaftHalt (RaftStop) 'Halt'",
        "RaftRiver: push RaftShore (RaftStop) 'Land'",
        "RaftRiver: push RaftWreck (RaftStop) 'Sink'", "RaftHalt: push RaftRiver (RaftStop) 'Again'",
        "RaftHalt: pop 'Next'",
        "RaftShore: push RaftRiver (RaftStop) 'Next'", "RaftWreck: push RaftDock (RaftStop) 'Next'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentSwitchingOnAGivenCaseTakesItsCreationsCase() {
    // LanternRow switches its content on `kind`, LanternTile on a string `code` (with a `default`),
    // and LanternStep's button action on `kind`. LanternHome creates `(kind: .wick)`, `(code:
    // "help")` and `(kind: .glass)`, LanternShelf `(kind: .oil)` and `(code: "news")`. Each screen
    // takes only the cases its creations' literals select; LanternOil, registered but never
    // pushed, stays a screen for `check` to report. Before, every case on every screen: 6 false
    // links, silently (found by a probe of shared settings rows).
    let result = Fixtures.extract("Constructs/CaseGivenComponent.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "LanternHome", "LanternShelf", "LanternWick", "LanternGlass", "LanternOil", "LanternHelp",
        "LanternNews",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LanternHome: push LanternShelf 'Shelf'", "LanternHome: push LanternWick 'Wick'",
        "LanternHome: push LanternHelp 'Help'", "LanternHome: push LanternGlass (LanternStop) 'Go'",
        "LanternShelf: push LanternGlass 'Glass or oil'", "LanternShelf: push LanternNews 'News'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentTakesTheEnvironmentCaseItsCreatorSets() throws {
    // ReedResults switches on `@Environment(\.finderStyle)`, in its content and in its button's
    // action; ReedFinderSheet sets `.sheet`, ReedOnboarding `.onboarding`, ReedBrowse nothing (the
    // key's `defaultValue`, `.sheet`). Each screen takes its own case only. ReedHome's "More" pushes
    // ReedResults itself with `.pushed`: that screen (also the sheet's root, where the default
    // holds) takes `.pushed` and `.sheet`. Before, every case on every screen: 19 links
    // (ReedOnboarding also closing, ReedBrowse and ReedResults also pushing ReedPicked, ReedBrowse
    // ReedDetails), silently.
    let result = Fixtures.extract("Constructs/EnvironmentCaseComponent.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ReedHome", "ReedOnboarding", "ReedBrowse", "ReedResults", "ReedPicked", "ReedDetails",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ReedHome: sheet ReedResults 'Find'", "ReedHome: push ReedOnboarding 'Start'",
        "ReedHome: push ReedBrowse 'Browse'", "ReedHome: push ReedResults 'More'",
        "ReedOnboarding: push ReedPicked 'Pick'", "ReedOnboarding: push ReedPicked 'Done'",
        "ReedBrowse: dismissAction 'Close'", "ReedBrowse: dismissAction 'Done'",
        "ReedResults: dismissAction 'Close'", "ReedResults: push ReedDetails 'Details'",
        "ReedResults: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func toolbarContentNamedAsAFunctionAndDismissGivenAsCallAsFunction() {
    // `ToolbarItem(placement: .primaryAction, content: addButton)` with `func addButton() -> some
    // View { Button { adding = true } ... }`, and `JarForm(onDelete: dismiss.callAsFunction)`: the
    // named function builds the item's content, and the method reference is the dismiss action.
    // Before, neither was read, silently (held-out set 99 ShoppingList17: 7 links and a screen).
    let result = Fixtures.extract("Constructs/NamedToolbarContent.swift")
    #expect(
      result.navigation.linkTexts == [
        "JarList: push JarEditor 'Honey'", "JarList: sheet NewJarView", "JarEditor: dismissAction 'Back'",
        "JarEditor: dismissAction 'Delete'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func controlFadedOutByItsCreatorsLiteralDoesNotAct() {
    // LedgerHeader fades its back button with `.opacity(showsBack ? 1 : 0)` and its settings
    // button with `.opacity(!showsSettings ? 0.0 : 1.0)`, both `@State` flags its own code never
    // writes, given `false` by some creators: a view of opacity 0 is not hit-tested, so those
    // buttons act only on the other screens. Before, every header's buttons acted on every screen
    // (held-out set 109 Trekizer's navigation bar, 2 false links, silently).
    let result = Fixtures.extract("Constructs/FadedControls.swift")
    #expect(
      result.navigation.linkTexts == [
        "LedgerHome: push LedgerSettings 'Settings'", "LedgerHome: push LedgerEntry 'Add'",
        "LedgerEntry: dismissAction 'Back'", "LedgerSettings: dismissAction 'Back'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentComparingAGivenCaseTakesItsCreationsClause() {
    // KioskFooter shows "Start over" under `if mode == .pushed` and "Back" or "Close" under `if
    // .sheet != mode { ... } else { ... }`; KioskOrder creates it `(mode: .pushed)`, KioskHelp
    // `(mode: .sheet)`. Each screen takes only the clauses its creation's case lets run, as a
    // `switch` on `mode` already did. Before, both screens got every button (held-out set 114
    // CoordinatorPatternSwiftUI's footer, 2 false links, silently).
    let result = Fixtures.extract("Constructs/ComparedCaseComponent.swift")
    #expect(
      result.navigation.linkTexts == [
        "KioskHome: push KioskOrder (Int) 'Order'", "KioskHome: sheet KioskHelp 'Help'",
        "KioskOrder: popToRoot 'Start over'", "KioskOrder: pop 'Back'", "KioskHelp: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func toolbarContentTypesAreComponentsOfTheirScreen() {
    // `.toolbar { LedgerListToolbar(showAdd: $showAdd) }` with `struct LedgerListToolbar:
    // ToolbarContent` whose button sets the binding, and a sheet's `LedgerAddToolbar` calling its
    // `@Environment(\.dismiss)`: the list opens the sheet and the sheet dismisses. Before, a
    // `ToolbarContent` type was not read: no links, silently (held-out set 134 ToDoApp, 4 links).
    let result = Fixtures.extract("Constructs/ToolbarContentTypes.swift")
    #expect(result.navigation.screens.map(\.id) == ["LedgerList", "LedgerAdd"])
    #expect(
      result.navigation.linkTexts == [
        "LedgerList: sheet LedgerAdd 'Add'", "LedgerAdd: dismissAction 'Cancel'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func containerAroundTheGivenDestinationShowsIt() {
    // A hidden-link component whose `NavigationLink(destination: VStack { content
    // .navigationBarBackButtonHidden(true) }, isActive: $active)` wraps the view its creator
    // gives: each creation pushes its own view. Before, "the destination is 'content', a view
    // built elsewhere that the reader cannot follow" and no link (held-out set 195
    // SwiftUI-GameRecorder: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/ContainerAroundGivenDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShaftList", "UpperGallery", "LowerGallery"])
    #expect(
      result.navigation.linkTexts == ["ShaftList: push UpperGallery", "ShaftList: push LowerGallery"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func unlabeledArgumentsSetThePropertiesTheirParametersAreStoredIn() {
    // `FiringSchedule({ firing = true })` with `init(_ start: @escaping () -> Void) { self.onStart =
    // start }`, and `GlazeCard("Glazes", { glazing = true })` with two unlabeled parameters: each
    // argument sets the property its parameter is stored in, by position. Before, the closures were
    // dropped and warned as given by no creator (held-out set 293 SwiftUI-SpaceX's `LaunchView`).
    let result = Fixtures.extract("Constructs/UnlabeledInitializerArguments.swift")
    #expect(
      result.navigation.linkTexts == [
        "KilnHome: push FiringSchedule 'Schedule'", "KilnHome: sheet GlazeLibrary 'Glazes'",
        "FiringSchedule: fullScreenCover FiringMonitor 'Start firing'", "FiringMonitor: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func linksBehindAnOptionalPropertyFollowWhatEachCreationGives() {
    // `if let booking { ... } else { ... }` and `if booking == nil { ... }` in a card that one
    // screen creates without `booking` (nil) and another gives a row's element (a value): each
    // screen gets only the branches its creations can show. Before, both screens got every branch
    // (held-out set 297 Vollmed's `SpecialistCardView`: a false push in each of two apps).
    let result = Fixtures.extract("Constructs/OptionalPropertyGatedLinks.swift")
    #expect(
      result.navigation.linkTexts == [
        "CourtList: push BookCourtView 'Book'", "CourtList: push CourtRulesView 'Rules'",
        "BookingList: push RescheduleView 'Move'", "BookingList: push CancelBookingView 'Cancel'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func testWhoseBranchesDoNothingSplitsNoAction() {
    // `action?(); if action != nil { print(...) }` in a row created twenty times: the `if` does
    // nothing either way, so the twenty creations' closures stay twenty paths, within the limit
    // of 32, and the last rows' sheets are read. Before, each path was doubled, the limit passed
    // and both sheets lost, with a warning (held-out set 303 DailyGlow: 2 links).
    let result = Fixtures.extract("Constructs/InertTestAmongManyRows.swift")
    #expect(
      result.navigation.linkTexts == [
        "LedgerSettings: sheet ExportSheet 'Export'", "LedgerSettings: sheet AuditSheet 'Audit'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func flagHandedOnThroughAContainerDecidesTheBarsBackButton() {
    // `Frame(title:showBack:showBar:) { ... }` showing `if showBar { TopBar(title: title, showBack:
    // showBack) }`, TopBar's button `if showBack`: DockList (`showBack: false`) and Settings
    // (`showBar: false`) have no back button, DockDetail (both left true) has. Before, all three
    // had it, silently (held-out set 320 swiftui-news-app, in its minimal examples: 2 false links).
    let result = Fixtures.extract("Constructs/FlagHandedOnThroughContainer.swift")
    #expect(
      result.navigation.linkTexts == [
        "DockList: push DockDetail 'Open'", "DockDetail: dismissAction 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func flagsOfAConfigurationObjectEachScreenMakesDecideTheBar() {
    // `Container(config: config)` with `var config: BarConfig { BarConfig(title: "Docks", showBack:
    // false) }`, `BarConfig.init(title:showBack: Bool = true)` storing it, and the bar's `if
    // config.showBack { Button("Back") { ... } }`: only DockDetail, whose object leaves the default,
    // has the back button. Before, all three had it, silently (held-out set 320 swiftui-news-app's
    // `ScreenConfiguration`: 4 false links).
    let result = Fixtures.extract("Constructs/ConfigurationObjectFlags.swift")
    #expect(
      result.navigation.linkTexts == [
        "DockList: push DockDetail 'Open'", "DockDetail: dismissAction 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rowInitializerGivenAsACollectionsContentIsAComponent() {
    // `ForEach(kites, id: \.self, content: KiteRow.init(name:))`, `List(spools, id: \.self,
    // rowContent: SpoolRow.init)`: the rows are components of the list's screen. Before, they were
    // views nothing shows, their links left out with a note (held-out set 359 PetAdoptSampleApp).
    let result = Fixtures.extract("Constructs/RowInitializerAsContent.swift")
    #expect(
      result.navigation.linkTexts == [
        "KiteList: push SpoolList 'Spools'", "KiteList: push KiteSky 'Fly'",
        "SpoolList: push SpoolDetail 'Wind'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closureGivenToAComponentInEachRowIsThatRowsOwn() {
    // `ForEach(Station.all) { station in StationTile(onTap: { open(station.name) }) }` over a list
    // the reader reads apart: each row's closure opens its own sheet. Before, the closures of the
    // later rows were taken for the first one's (one site), so only the first sheet was found,
    // silently (held-out set 360 BankApp's transfer tiles: 3 links).
    let result = Fixtures.extract("Constructs/RowClosuresGivenToAComponent.swift")
    #expect(
      result.navigation.linkTexts == [
        "CoastMap: sheet PierSheet", "CoastMap: sheet DuneSheet", "CoastMap: sheet CliffSheet",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
