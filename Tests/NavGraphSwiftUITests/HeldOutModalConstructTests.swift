import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-fifth and twenty-sixth sets of held-out apps (a sheet opening its
/// presenter's push as it closes, a coordinator's `self.parent`, values pushed through a cast or a
/// conversion, code that only looks like navigation, navigation the App does not reach), one
/// fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out modal constructs")
struct HeldOutModalConstructTests {
  @Test func sheetSettingItsPresentersPushDismissesThenPushes() throws {
    // A sheet given the presenter's `NavigationLink(isActive: $showBerth)` binding runs
    // `showBerth.toggle(); mode.wrappedValue.dismiss()`: it dismisses, then the presenter pushes.
    // Before, a plain `dismissAction`, and "'BerthListView.showBerth' is toggled on a screen that
    // neither carries the push it drives nor is shown by it".
    // The link's `EmptyView()` label is nothing to tap, so BerthListView pushes only through the
    // sheet (`linkWithAnEmptyLabelIsNotTappable`).
    let links = [
      "BerthListView: sheet BoatPickerView 'Assign berth'",
      "BoatPickerView: dismissAction 'Boat' then [push BerthView]", "BoatPickerView: dismissAction 'Close'",
    ]
    let result = Fixtures.extract("Constructs/ModalSetsPresenterPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["BerthListView", "BoatPickerView", "BerthView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same in the other order.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ModalSetsPresenterPush.swift"), encoding: .utf8)
    let reordered = source.replacingOccurrences(
      of: "showBerth.toggle()\n          mode.wrappedValue.dismiss()",
      with: "mode.wrappedValue.dismiss()\n          showBerth.toggle()")
    #expect(reordered != source)
    #expect(Fixtures.extract(code: reordered).navigation.linkTexts == links)

    // The same with `.navigationDestination(isPresented:)` and a closure given to the sheet.
    let destination =
      source
      .replacingOccurrences(
        of: "NavigationView { BerthListView() }", with: "NavigationStack { BerthListView() }"
      )
      .replacingOccurrences(
        of: "      NavigationLink(destination: BerthView(), isActive: $showBerth) { EmptyView() }\n", with: ""
      )
      .replacingOccurrences(
        of: "        BoatPickerView(showBerth: $showBerth)\n      }\n",
        with: "        BoatPickerView(onPick: { showBerth = true })\n      }\n"
          + "      .navigationDestination(isPresented: $showBerth) { BerthView() }\n"
      )
      .replacingOccurrences(of: "@Binding var showBerth: Bool", with: "let onPick: () -> Void")
      .replacingOccurrences(of: "showBerth.toggle()", with: "onPick()")
    #expect(destination != source)
    let rewritten = Fixtures.extract(code: destination)
    #expect(rewritten.navigation.linkTexts == links)
    #expect(rewritten.diagnosticTexts == [])
  }

  @Test func coordinatorDismissesThroughSelfParent() throws {
    // `self.parent.mode.wrappedValue.dismiss()` in the coordinator of a picker shown as a sheet,
    // `mode` being the view's presentation mode: the picker's `dismissAction`. Before, "the reader
    // cannot tell what 'self.parent.mode.wrappedValue' is".
    let links = [
      "HullPhotoView: sheet HullCamera 'Photograph hull'", "HullCamera: dismissAction",
    ]
    let result = Fixtures.extract("Constructs/CoordinatorSelfParentDismiss.swift")
    #expect(result.navigation.screens.map(\.id) == ["HullPhotoView", "HullCamera"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // `self.parent.dismiss()` with the environment's dismiss action is the same.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/CoordinatorSelfParentDismiss.swift"), encoding: .utf8)
    let dismiss =
      source
      .replacingOccurrences(
        of: "@Environment(\\.presentationMode) var mode", with: "@Environment(\\.dismiss) var dismiss"
      )
      .replacingOccurrences(of: "self.parent.mode.wrappedValue.dismiss()", with: "self.parent.dismiss()")
    #expect(dismiss != source)
    #expect(Fixtures.extract(code: dismiss).navigation.linkTexts == links)
  }

  @Test func valuePushedThroughACastOrAConversionHasItsType() {
    // `NavigationLink(value: station.code as String)` and `path.append(Int(...))`, the values' own
    // types unknown: the type cast to or made. Before, both "a value is pushed ... whose type the
    // reader cannot tell".
    let result = Fixtures.extract("Constructs/ConvertedPushValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["TideStationsView", "StationView", "DepthView"])
    #expect(
      result.navigation.linkTexts == [
        "TideStationsView: push StationView (String) 'Station'",
        "TideStationsView: push DepthView (Int) 'Nearest'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func codeThatOnlyLooksLikeNavigationIsNotReported() {
    // A sheet's `onDismiss: loadPhoto` that only sets the photo, and `viewModel.dismissReminderItem`
    // (an API call on a view model the reader cannot see), are no navigation; the other sheet's
    // `onDismiss: { showShare = true }` opens a sheet, a link of the presenter once the first sheet
    // has closed (`modalDismissHandlerMovesAreThePresentersLinks`). Before, both handlers and the
    // call were reported.
    let result = Fixtures.extract("Constructs/QuietDismissHandlers.swift")
    #expect(
      result.navigation.linkTexts == [
        "DeckLogView: sheet PhotoPickerView 'Add photo'", "DeckLogView: sheet SummaryView 'Summary'",
        "DeckLogView: sheet ShareView",
      ])
    #expect(result.diagnosticTexts == [])
    // Real dismiss calls on an object the reader cannot see still are.
    #expect(CodeReader.looksLikeNavigation("dismiss"))
    #expect(CodeReader.looksLikeNavigation("dismissSheet"))
    #expect(CodeReader.looksLikeNavigation("popToRoot"))
    #expect(!CodeReader.looksLikeNavigation("dismissActionItem"))
    #expect(!CodeReader.looksLikeNavigation("pushNotification"))
  }

  @Test func navigationTheAppDoesNotReachIsNoted() {
    // The App launches the template ContentView; the tab bar, the list that pushes, the keeper's
    // sheet and a view used only in a preview are reached by nothing it shows. Before, one screen
    // and no word of them.
    let result = Fixtures.extract("Constructs/UnreachableNavigation.swift")
    #expect(result.navigation.screens.map(\.id) == ["ContentView"])
    #expect(
      result.diagnosticTexts == [
        "UnreachableNavigation.swift:5 unresolved-navigation: 4 view types with navigation are not reachable from the app's root: KeeperView, LightListView, LighthouseTabView, LogbookView (nothing the app shows leads to them, so the description leaves them out)"
      ])
    #expect(result.diagnostics.first?.severity == .note)
  }
}
