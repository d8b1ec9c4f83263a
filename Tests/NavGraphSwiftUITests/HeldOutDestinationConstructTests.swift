import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-fourth set of held-out apps (a row component given the view it
/// opens, a destination declared inside another view), one fixture each (`Fixtures/Constructs`),
/// with what the reader must find.
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
}
