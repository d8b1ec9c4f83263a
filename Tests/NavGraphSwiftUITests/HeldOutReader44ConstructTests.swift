import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out sets 38 and 39 (i13-reader44).
@Suite struct HeldOutReader44ConstructTests {
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

  @Test func stackRootShownAsContentElsewhereIsTheHostsContent() {
    // FeedTab's body is `NavigationStack { NoteList(notes: $notes).toolbar { ... } }` with a cover,
    // and ProfileTab shows NoteList in place beside an avatar: NoteList is a component, so FeedTab
    // is the tab's screen and id, with the toolbar push, the cover and the list's push. Before,
    // NoteList was the tab root and screen, with FeedTab's links (set 37 Nexus's thread composer:
    // 1 screen, 3 links missed, 3 false, silently).
    let result = Fixtures.extract("Constructs/StackRootComponentShownElsewhere.swift")
    #expect(result.navigation.tabs.map(\.id) == ["FeedTab", "ProfileTab"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "ComposerView", "FeedTab", "FinderView", "NoteDetail", "ProfileTab",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "ComposerView: dismissAction 'Close'", "FeedTab: fullScreenCover ComposerView 'New'",
        "FeedTab: push FinderView 'Find'", "FeedTab: push NoteDetail", "ProfileTab: push NoteDetail",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
