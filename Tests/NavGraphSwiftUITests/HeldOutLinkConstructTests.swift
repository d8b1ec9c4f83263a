import Testing

@testable import NavGraphSwiftUI

/// Links and their labels: links titled by an expression, closing code, value pushes, a markdown
/// link's handler, a control inside a row's label. One fixture each (`Fixtures/Constructs`),
/// with what the reader must find.
@Suite("Held-out link constructs")
struct HeldOutLinkConstructTests {
  @Test func navigationLinkWithAMissingDestinationIsNoLink() throws {
    // `NavigationLink("Register", destination: /* TODO */)`: the parser reports the missing
    // expression, and the link pushes nothing. Before, a push to an invented screen
    // `WickGate.push` (held-out set 242 appHealthMobile: 1 false link).
    let result = try Fixtures.rewritten(
      "MissingLinkDestination.swift",
      [("destination: WickRegister())", "destination: /* TODO: the register screen */)")])
    #expect(result.navigation.screens.map(\.id) == ["WickGate", "WickPass"])
    #expect(result.navigation.linkTexts == ["WickGate: push WickPass 'Pass'"])
    #expect(result.diagnostics.map(\.code) == [.swiftSyntax])
  }

  @Test func navigationLinkTitledByAnExpressionPushesItsClosure() {
    // `NavigationLink(phrasebook.phrase("all_books")) { AllBooksView() }`: the title is any unlabeled
    // argument, so the trailing closure is the destination. Before, it was read as the label: the
    // push was lost and the destination's own link landed on ShelfView.
    let result = Fixtures.extract("Constructs/NavigationLinkTitles.swift")
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: push AllBooksView", "ShelfView: push ShelfDetailView", "ShelfView: push ArchiveView",
        "ShelfView: push ReadingSettingsView", "ShelfView: push ArchiveView 'Show the archive'",
        "AllBooksView: push BookView 'Open a book'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func closingWritesInOnDisappearAreNoLinks() {
    // `.onDisappear` runs after its screen has gone: the item or flag cleared there, in a closure or
    // a method named as `perform:`, is no `dismiss` (before: a false one on PlantView, JournalView
    // and JournalEntryView), and a sheet opened there is reported, not given to SeedsView (before: a
    // false `sheet TipsView`).
    let result = Fixtures.extract("Constructs/DisappearingContent.swift")
    #expect(
      result.navigation.linkTexts == [
        "GreenhouseView: sheet PlantView 'Inspect'", "GreenhouseView: sheet JournalView 'Journal'",
        "GreenhouseView: fullScreenCover JournalEntryView 'New entry'",
        "GreenhouseView: push SeedsView 'Seeds'",
        "PlantView: dismissAction 'Done'",
      ])
    #expect(
      result.diagnosticTexts == [
        "DisappearingContent.swift:75 unresolved-navigation: this '.onDisappear' action navigates (sheet 'TipsView') after its screen has gone, on whichever screen is shown then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens"
      ])
  }

  @Test func valuesPushedFromAStaticArrayOfAnotherType() {
    // `ForEach(SampleData.wards) { ward in NavigationLink(value: ward) ... }`: the element type comes
    // from the static property's declared type (`[Ward]`), its array literal's elements, or the
    // closure's typed parameter. Before, the first and the last were reported as values of a type
    // the reader cannot tell, and not pushed.
    let result = Fixtures.extract("Constructs/StaticCollections.swift")
    #expect(
      result.navigation.linkTexts == [
        "ClinicsView: push WardView (Ward)", "ClinicsView: push ClinicView (Clinic)",
        "ClinicsView: push PharmacyView (Pharmacy) 'Pharmacy'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func completionHandlerCalledWithABoolTakesItsBranch() {
    // `enter(code:completion:)` calls `completion(true)` after opening the tour and
    // `completion(false)` otherwise; the caller tests `if accepted`. Each call takes its own branch:
    // before, both branches were taken for each call (four links, two of them false: a lone
    // `dismissAction` and the tour then the hint). A `var` tested after it may change keeps both.
    // The tour is the presenter's cover, so it shows once the sheet has closed
    // (`modalOpeningItsPresentersSheetAsItClosesDismissesThenPresents`).
    let result = Fixtures.extract("Constructs/CompletionResults.swift")
    #expect(
      result.navigation.linkTexts == [
        "LandingView: sheet CodeEntryView 'Enter a code'",
        "CodeEntryView: dismissAction 'Check' then [fullScreenCover TourView]",
        "CodeEntryView: sheet CodeHintView 'Check'",
        "CodeEntryView: dismissAction 'Skip'", "CodeEntryView: sheet CodeHintView 'Skip'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func componentsButtonIsLabeledWithTheTitleItsCreatorGives() {
    // `HarbourButton(title: "Tides") { showTides = true }` with the component's `Button(action:
    // action) { Text(title) }`, also `Button(title, action: onTap)`: each creation's link carries
    // the creation's literal title; a title that is no literal gives no label. Before, no label.
    let result = Fixtures.extract("Constructs/ComponentTitleLabels.swift")
    #expect(
      result.navigation.linkTexts == [
        "HarbourHome: sheet TidesView 'Tides'", "HarbourHome: sheet MooringsView 'Moorings'",
        "HarbourHome: fullScreenCover FeesView 'Fees'", "HarbourHome: sheet LocksView",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func componentInitializerWrappingTheCallersClosure() {
    // `init(title:action:) { self.run = { action() } }` (and `{ await asyncAction() }`), run as
    // `Task { await run() }` by the component's button: the wrapper is the caller's closure, so each
    // use's closure is a link. Before: a warning that 'run' is a closure no creator gives, no links.
    let result = Fixtures.extract("Constructs/ForwardedClosures.swift")
    #expect(
      result.navigation.linkTexts == [
        "AnvilView: sheet TongsView 'Tongs'", "AnvilView: sheet BellowsView 'Bellows'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func writesBeforeAnEarlyReturnAreAlternatives() {
    // `guard token != nil else { stage = .signedOut; return }`, `catch { stage = .signedOut; return
    // }`, `if !lampLit { stage = .needsLamp; return }`, `stage = .ready`: each write is one
    // alternative. Before, the `if`'s write fell through ('replace LampSetupView then replace
    // BeaconView', a false chain) and the guard's and catch's writes were not read. The sign-in
    // screen's own branch (the guard's and catch's `.signedOut`) is the failed attempt, after which
    // the root stays: no link (it was a replace of itself, which `check` reported as inert).
    let result = Fixtures.extract("Constructs/EarlyExits.swift")
    #expect(
      result.navigation.linkTexts == [
        "KeeperSignInView: replace LampSetupView 'Sign in'", "KeeperSignInView: replace BeaconView 'Sign in'",
        "LampSetupView: replace BeaconView 'Light'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aLaterWriteOfTheSameStateOverridesTheEarlierOnes() {
    // `await keeper.refresh(); keeper.stage = .ready`: the method's writes to `stage` are
    // overridden, so the action is the move to `.ready` alone. Before, one chain per branch of the
    // method ('replace KeeperSignInView then replace BeaconView', ...).
    let result = Fixtures.extract("Constructs/EarlyExits.swift")
    #expect(
      result.navigation.linkTexts.filter { $0.hasPrefix("LampSetupView") } == [
        "LampSetupView: replace BeaconView 'Light'"
      ])
  }

  @Test func dismissThroughSelfPresentationMode() {
    // `self.presentationMode.wrappedValue.dismiss()` in a header component: the screen's
    // `dismissAction`. Before, a warning that the reader cannot tell what it is, and no link.
    let result = Fixtures.extract("Constructs/SelfPresentationMode.swift")
    #expect(
      result.navigation.linkTexts == [
        "TideApp.root: push TideTableView 'Tides'", "TideTableView: dismissAction 'Back'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func markdownLinksOpenURLHandlerIsAControlLabelledByTheLink() {
    // `Text("New here? [Register](register)").environment(\.openURL, OpenURLAction { _ in
    // registers = true; return .discarded })`: the handler's push is a control of KioskLogin,
    // labelled "Register". Before, no link, silently.
    let result = Fixtures.extract("Constructs/MarkdownLinkAction.swift")
    #expect(result.navigation.screens.map(\.id) == ["KioskLogin", "KioskSignUp"])
    #expect(result.navigation.linkTexts == ["KioskLogin: push KioskSignUp 'Register'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func swipeActionInARowsLabelIsNotItsText() {
    // A row's label holding `.swipeActions { Button { ... } label: { Text("Star") } }`: the swipe
    // action is a control of its own, not the row's text. Before, the link was labelled "Star"
    // (set 44's search results).
    let result = Fixtures.extract("Constructs/SwipeActionInRowLabel.swift")
    #expect(result.navigation.screen("GalleyList")?.links.map { $0.label ?? "-" } == ["Soup", "-"])
  }

  @Test func rowTextsOfOnlyInterpolatedValuesAreNoLabel() {
    // A row's label whose first `Text` shows only a value (`Text("\(zone.offset)")`) takes the next
    // text of its own; a row showing only values has no label. Before, the label was
    // '\(zone.offset)' (held-out set 134 ctZone).
    let code = """
      import SwiftUI

      @main
      struct ZoneApp: App {
        var body: some Scene { WindowGroup { NavigationStack { ZoneList() } } }
      }

      struct Zone: Identifiable { let id: Int; let offset: Int; let name: String }

      struct ZoneList: View {
        let zones: [Zone] = []
        var body: some View {
          List(zones) { zone in
            NavigationLink { ZoneDetail() } label: {
              HStack { Text("\\(zone.offset)"); Text("$\\(zone.id)"); Text("Details") }
            }
            NavigationLink { ZoneDetail() } label: { Text("\\(zone.name)") }
          }
        }
      }

      struct ZoneDetail: View {
        var body: some View { Text("Zone") }
      }
      """
    let result = Fixtures.extract(code: code)
    #expect(
      result.navigation.linkTexts == ["ZoneList: push ZoneDetail 'Details'", "ZoneList: push ZoneDetail"])
  }

  @Test func oldAlertButtonWithAnActionByNameIsAControl() {
    // `.alert(isPresented:) { Alert(title:, message:, dismissButton: .default(Text("Next"), action:
    // next)) }` with `func next() { showDone = true }` opening a sheet: the alert's button is a
    // control of the view, labelled 'Next'. Before, an action given by name there was not read: no
    // link, silently (held-out set 137 Kachi).
    let result = Fixtures.extract("Constructs/AlertButtonActionByName.swift")
    #expect(result.navigation.linkTexts == ["QuizView: sheet QuizDone 'Next'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func hiddenLinkInAListRowIsTappedThroughTheRow() {
    // `ZStack { NavigationLink(destination: AccountPage(name: account)) { EmptyView() }.hidden();
    // Text(account) }` in a `List` row: the row is the link. The same hidden link outside a list,
    // with no state to activate it, is never tapped. Before, the row's push was lost, silently
    // (held-out set 193 SwiftUI-Chat-kumarlav0: 1 link).
    let result = Fixtures.extract("Constructs/HiddenLinkInListRow.swift")
    #expect(result.navigation.linkTexts == ["LedgerList: push AccountPage"])
  }

  @Test func firstBetaLinksPushAndPresent() {
    // `NavigationButton(destination:)` pushes, `PresentationButton(destination:)` and
    // `PresentationLink(destination:)` present a sheet: SwiftUI's 2019 beta names. Before, each
    // was warned as an undeclared view that may push or present, and no link read (held-out sets
    // 277 SwiftUILocation and 300 SwiftUI-Landmark-MVVM: 3 screens, 4 links).
    let result = Fixtures.extract("Constructs/BetaLinks.swift")
    #expect(
      result.navigation.linkTexts == [
        "AtlasHome: push AtlasRegion 'Regions'", "AtlasHome: sheet AtlasLegend 'Legend'",
        "AtlasHome: sheet AtlasCredits 'Credits'",
      ])
    #expect(
      result.diagnosticTexts == [
        "BetaLinks.swift:7 no-app-root: no @main App in the files read; the app launches on 'AtlasHome', the only view no other view shows"
      ])
  }

  @Test func returnInsideALoopEndsTheAction() {
    // A loop that leaves the method when it finds the entry (an `if` ending in `return`, or a
    // `for ... where` whose body does): what follows the loop runs only when it does not, so each
    // button dismisses once. Before, the loop's dismiss was followed by the one after the loop
    // (`dismissAction then dismissAction`, false), and the `where` loop's lone dismiss was lost
    // (held-out set 346 swiftui-pos).
    let result = Fixtures.extract("Constructs/ReturnInsideLoop.swift")
    #expect(
      result.navigation.linkTexts == [
        "LedgerList: push LedgerTally 'Tally'", "LedgerList: push LedgerMark 'Mark'",
        "LedgerTally: dismissAction 'Add'", "LedgerMark: dismissAction 'Mark'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func methodsAddedToThePathsTypesAreFollowed() {
    // `extension NavigationPath { mutating func keepFirst(_ n: Int) { removeLast(count - n) } }`,
    // called on a stack's path (held-out set 347 FortyYardsLeft: 9 pops lost silently): the body is
    // read with `self` the path. `count - 0` empties it; keeping one entry is a depth the reader
    // does not know, warned once per screen at the extension. Array paths' methods likewise.
    let result = Fixtures.extract("Constructs/PathExtensionMethods.swift")
    #expect(
      result.navigation.linkTexts == [
        "DockView: push DeckView (Ticket) 'Board'", "DeckView: popToRoot 'Ashore'",
        "PierView: push HarborView (Stop) 'Harbor'",
        "HarborView: push LighthouseView (Stop) 'Lighthouse'", "HarborView: pop 'Back'",
        "LighthouseView: popToRoot 'Start over'", "LighthouseView: pop 'Two back' then [pop]",
        "LighthouseView: pop 'One back'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PathExtensionMethods.swift:10 unresolved-navigation: 'removeLast' with a count the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"DeckView\", \"links\": [{\"kind\": \"pop\"}]} in its \"screens\""
      ])
  }
}
