import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-ninth and thirtieth sets of held-out apps (view types nested in
/// namespace enums, a paged `TabView`, a component's unlabeled first trailing closure, ...), one
/// fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out namespace and component constructs")
struct HeldOutNamespaceConstructTests {
  @Test func viewTypesNestedInNamespacesAreBuiltByQualifiedNames() {
    // `extension Atlas.Views { struct Home: View }` built as `Atlas.Views.Home()` at the App's root,
    // `Atlas.Views.Detail(star:)` and `Atlas.Views.Detail.Notes()` as destinations, and
    // `Views.Settings()` from inside the namespace: each construction resolves to the declared
    // qualified type, the screen named by its qualified name. Before, no screen was found: "the
    // destination is 'Atlas.Views', a view built elsewhere".
    let result = Fixtures.extract("Constructs/NamespacedViews.swift")
    #expect(result.navigation.entry == "Atlas.Views.Home")
    #expect(
      result.navigation.screens.map(\.id) == [
        "Atlas.Views.Home", "Atlas.Views.Detail", "Atlas.Views.Detail.Notes", "Atlas.Views.Settings",
      ])
    #expect(
      result.navigation.linkTexts == [
        "Atlas.Views.Home: push Atlas.Views.Detail",
        "Atlas.Views.Home: push Atlas.Views.Settings 'Settings'",
        "Atlas.Views.Detail: push Atlas.Views.Detail.Notes 'Notes'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pagedTabViewIsContentNotATabBar() {
    // `VStack { TabView { ... }; Button("OK") { ... } }.tabViewStyle(.page)` as a sheet's content,
    // and `TabView { ForEach ... }.tabViewStyle(PageTabViewStyle())` in a screen: pagers, content in
    // place. Before, the first was read as a tab bar: the sheet became a `tab` link, its OK's
    // dismiss was dropped, with two warnings.
    let result = Fixtures.extract("Constructs/PagedTabViews.swift")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.screens.map(\.id) == ["TideHome", "IntroView", "ChartView"])
    #expect(
      result.navigation.linkTexts == [
        "TideHome: push ChartView 'Chart \\(page)'", "TideHome: sheet IntroView 'Intro'",
        "IntroView: dismiss 'OK'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func unlabeledFirstTrailingClosureIsTheFirstClosureParameter() {
    // `TopBar(title: "Kiln") { leading } trailing: { ... }`: the unlabeled closure is the first
    // closure parameter of the initializer not given by label (`leading`), and both are read; also
    // with a memberwise initializer (`SideBar { ... } bottom: { ... }`). Before, TopBar's leading
    // closure (the sheet's button) was not read.
    let result = Fixtures.extract("Constructs/LeadingTrailingClosures.swift")
    #expect(result.navigation.screens.map(\.id) == ["KilnView", "PinView", "FiringView", "GlazeView"])
    #expect(
      result.navigation.linkTexts == [
        "KilnView: sheet PinView 'Lock'", "KilnView: push FiringView 'Add'",
        "KilnView: push GlazeView 'Glazes'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func optionalClosureCalledAfterIfLetRunsTheCreatorsClosure() {
    // `if let run = action { Image(...).onTapGesture { run() } }` in a component given `action: {
    // dismiss() }` (also `guard let finish = onDone` and `onHelp?()`): the creator's closure runs.
    // Before, the `if let` form gave nothing: the tap closure was left out before parsing.
    let result = Fixtures.extract("Constructs/OptionalActionClosures.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["ShelfView", "SpiceView", "JarView", "HelpView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: push SpiceView 'Spices'", "ShelfView: sheet JarView 'Jar'", "SpiceView: dismissAction",
        "JarView: dismissAction 'Done'", "JarView: sheet HelpView 'Help'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewValueGivenToAComponentIsPushedFromTheCreator() {
    // `TitleBar(text:, destination: AnyView(BasketView().navigationBarBackButtonHidden()))` where
    // TitleBar has `var destination: AnyView? = nil` and `if let target = destination {
    // NavigationLink(destination: target) { ... } }`: a push of BasketView from CounterView;
    // BreadsView gives none. Before, "the destination is 'target', a view built elsewhere", twice.
    let result = Fixtures.extract("Constructs/GivenViewValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["CounterView", "BreadsView", "BasketView"])
    #expect(
      result.navigation.linkTexts == [
        "CounterView: push BasketView", "CounterView: push BreadsView 'Breads'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func taggedLinkIsActivatedOnlyByItsTag() {
    // `NavigationLink(tag: .code, selection: $step)` and `NavigationLink(tag: .profile, selection:
    // $step)`: `step = .code` pushes CodeView only. Before, every assignment pushed CodeView then
    // ProfileView. The links' `EmptyView()` labels are nothing to tap (`linkWithAnEmptyLabelIsNotTappable`).
    let result = Fixtures.extract("Constructs/TaggedLinks.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockView", "CodeView", "ProfileView"])
    #expect(
      result.navigation.linkTexts == [
        "DockView: push CodeView 'Code'", "DockView: push ProfileView 'Profile'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func actionSheetButtonsAreControlsOfTheView() {
    // `.actionSheet(isPresented:) { ActionSheet(buttons: [.default(Text("Share")) { showShare = true
    // }, .cancel()]) }`, and `.actionSheet(item:)` returning a computed property and a method that
    // build `Alert.Button.default(Text("Report"), action: { showReport = true })`: each button's
    // action is a control of SlabView. Before, no link: the three presentations were unreachable.
    let result = Fixtures.extract("Constructs/ActionSheetButtons.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["SlabView", "ReportView", "ShareView", "EditView"])
    #expect(
      result.navigation.linkTexts == [
        "SlabView: sheet ShareView 'Share'", "SlabView: sheet ReportView 'Report'",
        "SlabView: fullScreenCover EditView 'Edit'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func caseAppendedToAPathOfATypeNestedInItsHolderIsOfTheHoldersType() {
    // `final class SignUpFlow { enum Step { ... }; @Published var trail: [Step] }`, appended
    // from the screens as `flow.trail.append(.email)`, the stack registering `SignUpFlow.Step`
    // (and another class nesting its own `Step`): inside the class `Step` is `SignUpFlow.Step`, so
    // each append is a push. Before, each was warned as "a value of type 'Step' is pushed, but no
    // '.navigationDestination(for: Step.self)' is in the files read", which was misleading.
    let result = Fixtures.extract("Constructs/NestedPathElementType.swift")
    #expect(result.navigation.screens.map(\.id) == ["KiteWelcome", "KiteEmail", "KiteCode"])
    #expect(
      result.navigation.linkTexts == [
        "KiteWelcome: push KiteEmail (SignUpFlow.Step) 'Sign up'",
        "KiteEmail: push KiteCode (SignUpFlow.Step) 'Send code'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
