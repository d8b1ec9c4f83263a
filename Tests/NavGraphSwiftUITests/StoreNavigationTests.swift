import Testing

@testable import NavGraphSwiftUI

/// The Composable Architecture: stacks over a store's path, modals over a store's scope, and the
/// moves reducers make when a view sends an action (`CodeReader+Stores`, `CodeReader+Reducers`).
/// One fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Store navigation (The Composable Architecture)")
struct StoreNavigationTests {
  @Test func storeStacksModalsAndReducerMovesAreRead() {
    // `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { ... } destination: {
    // store in switch store.case { ... } }` registers the path's cases; `NavigationLink(state:
    // LedgerFeature.Path.State.entry(...))` pushes one; `store.send(.settingsTapped)` runs the
    // parent's `case .list(.settingsTapped): state.path.append(.settings(...))`; `.doneTapped`
    // reaches the parent as `.path(.element(id: _, action: .entry(.doneTapped)))`, which clears the
    // path; `await dismiss()` of `@Dependency(\.dismiss)` dismisses the sending view; the sheet over
    // `\.destination?.add` is shown by `state.destination = .add(...)` and closed by `= nil`;
    // `send(.cancelTapped)` in a `@ViewAction` view runs its feature's `case .view(.cancelTapped):`.
    // Before, only the list was a screen, with no link, and nothing was reported (held-out set 117
    // TCANavigationExperiment).
    let result = Fixtures.extract("Constructs/StoreDrivenStack.swift")
    #expect(result.navigation.entry == "EntryListView")
    #expect(result.navigation.screens.map(\.id) == ["EntryListView", "EntryView", "SettingsView", "AddView"])
    #expect(
      result.navigation.linkTexts == [
        "EntryListView: push EntryView (LedgerFeature.Path.State) 'Entry'",
        "EntryListView: push SettingsView (LedgerFeature.Path.State) 'Settings'",
        "EntryView: dismissAction 'Close'", "EntryView: popToRoot 'Done'",
        "SettingsView: sheet AddView 'Add'",
        "AddView: dismiss 'Save'", "AddView: dismissAction 'Cancel'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func storeStacksAndModalsBefore17AreRead() {
    // `NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) { ... }
    // destination: { state in switch state { case .folder: CaseLet(..., then: FolderView.init(store:))
    // ... } }`, `viewStore.send(.searchTapped)` in `WithViewStore(self.store, observe: { $0 })`,
    // `.sheet(store: self.store.scope(state: \.$destination, ...), state: /Destination.State.about,
    // action: ...)` and `await self.dismiss()`: the same reading as the forms of 1.7 and later.
    let result = Fixtures.extract("Constructs/StoreDrivenStackBefore17.swift")
    #expect(result.navigation.entry == "ArchiveView")
    #expect(result.navigation.screens.map(\.id) == ["ArchiveView", "FolderView", "SearchView", "AboutView"])
    #expect(
      result.navigation.linkTexts == [
        "ArchiveView: push FolderView (ArchiveFeature.Path.State) 'Inbox'",
        "ArchiveView: push SearchView (ArchiveFeature.Path.State) 'Search'",
        "ArchiveView: sheet AboutView 'About'",
        "SearchView: pop 'Close'", "AboutView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func actionsSentBackAndPayloadCasesRunAndOtherFeaturesActionsDoNot() {
    // CrateView's `store.send(.closeTapped)` runs its feature's `return .send(.delegate(.wantsOut))`,
    // which the parent handles as `.path(.element(id: _, action: .crate(.delegate(.wantsOut))))`: a
    // pop. The parent's `case .destination(.presented(.alert(.closeTapped)))`, an alert's action of
    // the same name, is not CrateView's. `.scanned(.success("A1"))` runs `case .scanned(.success):`,
    // and `state.help = HelpFeature.State()` shows the help sheet. Before, the close was a
    // `popToRoot` (the alert's case), the scan's push lost and the sheet warned (held-out set 127
    // TCA-navigation-demo and BoxLabels).
    let result = Fixtures.extract("Constructs/StoreActionsSentBack.swift")
    #expect(
      result.navigation.linkTexts == [
        "DepotView: push CrateView (DepotFeature.Path.State) 'Scan'", "DepotView: sheet HelpView 'Help'",
        "CrateView: pop 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func storesOfFeaturesNotReadAreReported() {
    // The features are in another module: the stack's destinations are still screens, and the
    // stack's pushes and the sheet, which reducers the reader cannot see make, are reported.
    let result = Fixtures.extract("Constructs/StoreWithoutFeature.swift")
    #expect(result.navigation.screens.map(\.id) == ["KioskView", "TicketView"])
    #expect(result.navigation.linkTexts.isEmpty)
    #expect(
      result.diagnosticTexts == [
        "StoreWithoutFeature.swift:17 unresolved-navigation: the elements of this stack's path ('$store.scope(state: \\.path, action: \\.path)') are not a feature's state the reader can find; add its pushes through the overlay",
        "StoreWithoutFeature.swift:19 unresolved-navigation: '.sheet' is shown by a store's state ('\\.destination?.help') whose feature the reader cannot find; add its links through the overlay",
      ])
  }
}
