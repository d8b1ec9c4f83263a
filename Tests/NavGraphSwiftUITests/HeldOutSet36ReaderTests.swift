import Testing

@testable import NavGraphSwiftUI

/// More constructs found on held-out set 36 (an expense tracker's web-page sheets, an insect
/// scanner's tabs and covers, a shop's auth flow), one fixture each (`Fixtures/Constructs`), with
/// what the reader must find.
@Suite("Held-out set 36 reader constructs")
struct HeldOutSet36ReaderTests {
  @Test func stackHostWithBarControlsOfItsOwnIsTheScreen() {
    // `NavigationView { WebPane(address:, onFail: { dismiss() }) }.navigationBarItems(leading:
    // Button("Cancel") { dismiss() })`: the page is a UIKit view made a view, so PolicyPage is the
    // screen the sheet shows, with its Cancel and the page's own dismiss (its loader failing).
    // ArchiveSheet, whose stack holds a list with a link, is the screen too, with its own Close and
    // the list's link (set 47 reader round: a host with controls of its own is the screen).
    // Before, the web page was the screen and had the Cancel, silently.
    let result = Fixtures.extract("Constructs/BarControlsStackHost.swift")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "LedgerSettings false", "PolicyPage true", "TermsPage true", "ArchiveSheet true",
        "ArchiveEntries false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LedgerSettings: sheet PolicyPage 'Policy'", "LedgerSettings: sheet ArchiveSheet 'Archive'",
        "LedgerSettings: sheet TermsPage 'Terms'", "PolicyPage: dismissAction 'Cancel'",
        "PolicyPage: dismissAction", "TermsPage: dismissAction", "ArchiveSheet: dismissAction 'Close'",
        "ArchiveSheet: push ArchiveEntries 'Old entries'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presenterClearingItsOwnModalsFlagWhenItAppearsClosesNothing() {
    // `.task { captured = false }` and `.onAppear { showsTips = false }` in the view presenting
    // the cover and the sheet: no dismiss. The cover's `isShown = false`, through the binding its
    // presenter gives, still is one. Before, the presenter had two dismiss links, silently.
    let result = Fixtures.extract("Constructs/AppearanceFlagResets.swift")
    #expect(result.navigation.screens.map(\.id) == ["BeetleScanner", "BeetleCrop", "BeetleTips"])
    #expect(
      result.navigation.linkTexts == [
        "BeetleScanner: fullScreenCover BeetleCrop 'Capture'", "BeetleScanner: sheet BeetleTips 'Tips'",
        "BeetleCrop: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func placeholderCaseOfTheTabsSwitchIsNoTab() {
    // `case .gap: Spacer()` in the switch giving each tab's view, tabs by `ForEach(MothPane.allCases)`:
    // no tab `gap`, and MothTabs is no screen. Before, MothTabs was the root of a tab `gap`, with
    // the camera sheet as its link, silently.
    let result = Fixtures.extract("Constructs/PlaceholderTabCase.swift")
    #expect(result.navigation.tabs.map(\.id) == ["field", "journal"])
    #expect(
      result.navigation.screens.map(\.id) == ["FieldPage", "JournalPage", "SightingPage", "MothCamera"])
    #expect(
      result.navigation.linkTexts == [
        "FieldPage: sheet MothCamera 'Camera'", "FieldPage: push SightingPage 'Sighting'",
        "JournalPage: sheet MothCamera 'Camera'", "SightingPage: sheet MothCamera 'Camera'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentSettingAFlagOfAModelGivenThroughTheEnvironmentPresents() {
    // `LensControls().environment(lens)`, `lens` an `@State` model of a class not in the files
    // read, `@Environment(LensModel.self) private var lens` in LensControls: its `lens.isShotTaken
    // = true` and `lens.isGalleryShown.toggle()` show LensHome's cover and sheet. Before, both
    // were lost, silently.
    let result = Fixtures.extract("Constructs/EnvironmentModelFlag.swift")
    #expect(result.navigation.screens.map(\.id) == ["LensHome", "LensReview", "LensGallery"])
    #expect(
      result.navigation.linkTexts == [
        "LensHome: fullScreenCover LensReview 'Shoot'", "LensHome: sheet LensGallery 'Gallery'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
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

  @Test func viewGivenToACustomModifierIsPushedFromTheScreenItIsAppliedOn() {
    // `.modifier(BackBar(destination: AnyView(ParcelSignIn())))`, BackBar a `ViewModifier` whose
    // toolbar has `NavigationLink(destination: destination)`: a push from ParcelRecovery to
    // ParcelSignIn, and from ParcelCode to ParcelRecovery. Before, each was warned as "a view built
    // elsewhere" and lost.
    let result = Fixtures.extract("Constructs/ModifierGivenDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["ParcelSignIn", "ParcelRecovery", "ParcelCode"])
    #expect(
      result.navigation.linkTexts == [
        "ParcelSignIn: push ParcelRecovery 'Forgot password'", "ParcelRecovery: push ParcelCode 'Enter code'",
        "ParcelRecovery: push ParcelSignIn", "ParcelCode: push ParcelRecovery",
      ])
    #expect(result.navigation.screen("ParcelCode")?.backButtonHidden == true)
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
