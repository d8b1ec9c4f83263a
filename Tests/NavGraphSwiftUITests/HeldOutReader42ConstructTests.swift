import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out set 38 (issue 13, reader round 42), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out set 38 constructs, reader round 42")
struct HeldOutReader42ConstructTests {
  @Test func stackAroundABranchThatSwitchesToTheTabBarIsTheTabsStack() {
    // `else { NavigationView { HarborHome() } }` at the root, HarborHome's body a `switch phase`
    // of a spinner, the tab bar and an intro: the switch is read as the root's, its tab bar the
    // app's, inside that stack (a note). Before, HarborHome was one screen whose tabs were pushes,
    // with a warning that it shows a TabView of its own, and the spinner and intro were lost (a
    // fitness tracker's signed-in root).
    let result = Fixtures.extract("Constructs/StackAroundSwitchingRoot.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "HarborSignIn", "HarborSpinner", "HarborIntro", "HarborDocks", "HarborBerth", "HarborStats",
      ])
    #expect(result.navigation.tabs.map(\.root) == ["HarborDocks", "HarborStats"])
    #expect(
      result.navigation.linkTexts == [
        "HarborSignIn: replace HarborSpinner 'Sign in'", "HarborIntro: tab HarborDocks 'Start'",
        "HarborDocks: push HarborBerth 'Berth'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StackAroundSwitchingRoot.swift:73 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborHome': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
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
}
