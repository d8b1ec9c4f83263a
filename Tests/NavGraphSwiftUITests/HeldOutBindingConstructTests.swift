import Testing

@testable import NavGraphSwiftUI

/// Bindings and the closures that write through them (`Bindable(x)`, `.constant(flag)`, a
/// `Binding(get:set:)` over an optional model, closures typed by a type alias, a path no stack
/// binds, a method that only starts like navigation). One fixture each (`Fixtures/Constructs`),
/// with what the reader must find.
@Suite("Held-out binding constructs")
struct HeldOutBindingConstructTests {
  @Test func pathOfAnObjectHeldByAModelIsThatObjectsState() {
    // `NavigationStack(path: $model.flow.path)`, `model` a view model whose `@Published var flow:
    // ShelfFlow` is the coordinator: the path is the coordinator's `path`, which its methods
    // (`model.flow.openDetail()`) and the pushed screen's model (`model.flow.path.append(.basket)`)
    // write. Before, the binding was read as a field `flow.path` of the view model, a state no
    // action wrote: no link, silently (held-out set 115 FlowCoordinator, 9 of 11 links with its
    // generic modifier written in place).
    let result = Fixtures.extract("Constructs/BindingThroughHeldObject.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShelfView", "ShelfDetail", "BasketView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: push ShelfDetail (ShelfStep) 'Detail'",
        "ShelfDetail: push BasketView (ShelfStep) 'Basket'",
        "ShelfDetail: pop 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func bindableCallGivesBindings() throws {
    // `.sheet(isPresented: Bindable(coordinator).isPermitShown)` is `$coordinator.isPermitShown`
    // with `@Bindable var coordinator`. Before, "'.sheet' is shown by
    // 'Bindable(coordinator).isPermitShown', which the reader cannot follow", and no sheet.
    let links = [
      "DockView: sheet PermitView 'Permit'", "DockView: push PierView (HarbourStop) 'Pier'",
      "PermitView: dismiss 'Done'",
    ]
    let result = Fixtures.extract("Constructs/BindableCallPresentation.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockView", "PierView", "PermitView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same as a full-screen cover, and as a push by `.navigationDestination(isPresented:)`.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/BindableCallPresentation.swift"), encoding: .utf8)
    let cover = source.replacingOccurrences(of: ".sheet(isPresented:", with: ".fullScreenCover(isPresented:")
    #expect(cover != source)
    #expect(
      Fixtures.extract(code: cover).navigation.linkTexts == [
        "DockView: fullScreenCover PermitView 'Permit'", links[1], links[2],
      ])
    let push = source.replacingOccurrences(
      of: ".sheet(isPresented:", with: ".navigationDestination(isPresented:")
    #expect(push != source)
    #expect(
      Fixtures.extract(code: push).navigation.linkTexts == [
        "DockView: push PermitView 'Permit'", links[1], "PermitView: pop 'Done'",
      ])
    // Given to a component's `@Binding`.
    let component =
      source
      .replacingOccurrences(
        of: "          PermitView()\n",
        with: "          PermitView(isShown: Bindable(coordinator).isPermitShown)\n"
      )
      .replacingOccurrences(
        of:
          "  @Environment(HarbourCoordinator.self) private var coordinator\n\n  var body: some View {\n    Button(\"Done\")",
        with: "  @Binding var isShown: Bool\n\n  var body: some View {\n    Button(\"Done\")"
      )
      .replacingOccurrences(of: "{ coordinator.isPermitShown = false }", with: "{ isShown = false }")
    #expect(component != source)
    let fromComponent = Fixtures.extract(code: component)
    #expect(fromComponent.navigation.linkTexts == links)
    #expect(fromComponent.diagnosticTexts == [])
  }

  @Test func closuresTypedByAnAlias() throws {
    // `typealias TapHandler = () -> Void` types a component's closure (`let onRowTap: TapHandler`,
    // memberwise initializer, trailing closure) and a modifier's action (`func returnButton(action:
    // @escaping TapHandler)` into a `ViewModifier` whose toolbar has `Button("Back", action:
    // action)`): read as `() -> Void`. Before, neither link was found, silently.
    let links = ["LogListView: push LogEntryView (LogRoute)", "LogEntryView: pop 'Back'"]
    let result = Fixtures.extract("Constructs/TypealiasClosures.swift")
    #expect(result.navigation.screens.map(\.id) == ["LogListView", "LogEntryView", "LogSettingsView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/TypealiasClosures.swift"), encoding: .utf8)
    // A labelled argument instead of the trailing closure.
    let labelled = source.replacingOccurrences(
      of: "LogRowView(title: \"Today\") {\n        router.show(.entry)\n      }",
      with: "LogRowView(title: \"Today\", onRowTap: { router.show(.entry) })")
    #expect(labelled != source)
    #expect(Fixtures.extract(code: labelled).navigation.linkTexts == links)
    // An explicit initializer in the component.
    let explicit = source.replacingOccurrences(
      of: "  let onRowTap: TapHandler\n",
      with: "  let onRowTap: TapHandler\n\n  init(title: String, onRowTap: @escaping TapHandler) {\n"
        + "    self.title = title\n    self.onRowTap = onRowTap\n  }\n")
    #expect(explicit != source)
    #expect(Fixtures.extract(code: explicit).navigation.linkTexts == links)
    // The alias declared in a file not read: the type's name ends in `Handler`, and the code calls
    // the property or passes it as `action:`.
    let undeclared = source.replacingOccurrences(of: "typealias TapHandler = () -> Void\n", with: "")
    #expect(undeclared != source)
    #expect(Fixtures.extract(code: undeclared).navigation.linkTexts == links)
    #expect(
      Fixtures.extract(code: undeclared.replacingOccurrences(of: "TapHandler", with: "TapCompletion"))
        .navigation.linkTexts == links)
    #expect(
      Fixtures.extract(
        code: explicit.replacingOccurrences(of: "typealias TapHandler = () -> Void\n", with: "")
      )
      .navigation.linkTexts == links)
    // A name that does not end so is not read as a closure.
    let other = undeclared.replacingOccurrences(of: "TapHandler", with: "TapThing")
    #expect(Fixtures.extract(code: other).navigation.linkTexts == [])
  }

  @Test func constantBindingOfAFlagPresents() throws {
    // `.navigationDestination(isPresented: .constant(shouldShowCode))` is driven by the flag: the
    // write of true after the async reply pushes. Before, "'.navigationDestination' is shown by
    // '.constant(shouldShowCode)', which the reader cannot follow".
    let result = Fixtures.extract("Constructs/ConstantFlagPresentation.swift")
    #expect(result.navigation.screens.map(\.id) == ["RegisterView", "CodeView"])
    #expect(result.navigation.linkTexts == ["RegisterView: push CodeView 'Register'"])
    #expect(result.diagnosticTexts == [])

    // The same as a sheet, and with `Binding.constant`.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ConstantFlagPresentation.swift"), encoding: .utf8)
    let sheet = source.replacingOccurrences(
      of: ".navigationDestination(isPresented: .constant(", with: ".sheet(isPresented: Binding.constant(")
    #expect(sheet != source)
    #expect(Fixtures.extract(code: sheet).navigation.linkTexts == ["RegisterView: sheet CodeView 'Register'"])

    // A view model's flag.
    let model =
      source
      .replacingOccurrences(
        of: "  @State var shouldShowCode = false\n", with: "  @State var model = CodeModel()\n"
      )
      .replacingOccurrences(of: ".constant(shouldShowCode)", with: ".constant(model.shouldShowCode)")
      .replacingOccurrences(of: "      shouldShowCode = true\n", with: "      model.shouldShowCode = true\n")
      + "\n@Observable\nfinal class CodeModel {\n  var shouldShowCode = false\n}\n"
    #expect(model.contains("model.shouldShowCode = true"))
    let fromModel = Fixtures.extract(code: model)
    #expect(fromModel.navigation.linkTexts == ["RegisterView: push CodeView 'Register'"])
    #expect(fromModel.diagnosticTexts == [])
  }

  @Test func resetOfAPathNoStackBindsIsNoLink() throws {
    // `path = NavigationPath()` on a coordinator's path that no `NavigationStack(path:)` binds moves
    // no stack; on the bound one it is a `popToRoot`. Before, both were `popToRoot`.
    let result = Fixtures.extract("Constructs/UnboundPathReset.swift")
    #expect(result.navigation.screens.map(\.id) == ["GardenView", "BedView"])
    #expect(
      result.navigation.linkTexts == [
        "GardenView: push BedView (GardenStep) 'Bed'", "BedView: popToRoot 'Home'",
      ])
    #expect(result.diagnosticTexts == [])

    // `removeAll()` on the unbound path is no link either.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/UnboundPathReset.swift"), encoding: .utf8)
    let removeAll = source.replacingOccurrences(
      of: "    seeds = 0\n    path = NavigationPath()", with: "    seeds = 0\n    path.removeLast(path.count)"
    )
    #expect(removeAll != source)
    #expect(Fixtures.extract(code: removeAll).navigation.linkTexts == result.navigation.linkTexts)

    // An app none of whose stacks takes a path keeps reading a `NavigationPath` as the stack's.
    let unbound = source.replacingOccurrences(
      of: "NavigationStack(path: Bindable(router).path)", with: "NavigationStack")
    #expect(unbound != source)
    #expect(
      Fixtures.extract(code: unbound).navigation.linkTexts == [
        "GardenView: push BedView (GardenStep) 'Bed'", "BedView: popToRoot 'Start over'",
        "BedView: popToRoot 'Home'",
      ])
  }

  @Test func wordsThatOnlyStartLikeNavigationAreNotNavigation() throws {
    // `form.populate(from:)` and `form.presentationStyle(...)` on a type not read: a navigation
    // verb must be a whole word of the name. Before, each was reported as looking like navigation.
    let result = Fixtures.extract("Constructs/PrefixOnlyNavigationWords.swift")
    #expect(result.navigation.linkTexts == [])
    #expect(result.diagnosticTexts == [])
    #expect(!CodeReader.looksLikeNavigation("populate"))
    #expect(!CodeReader.looksLikeNavigation("presentationStyle"))
    #expect(!CodeReader.looksLikeNavigation("router"))
    #expect(CodeReader.looksLikeNavigation("pop"))
    #expect(CodeReader.looksLikeNavigation("popToRoot"))
    #expect(CodeReader.looksLikeNavigation("popView"))
    #expect(CodeReader.looksLikeNavigation("goToDetail"))
    #expect(CodeReader.looksLikeNavigation("goBack"))
    #expect(CodeReader.looksLikeNavigation("back"))
    #expect(CodeReader.looksLikeNavigation("backToRoot"))
    #expect(!CodeReader.looksLikeNavigation("background"))
    #expect(!CodeReader.looksLikeNavigation("backgroundColor"))

    // `form.popToRoot()` there is still reported.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/PrefixOnlyNavigationWords.swift"), encoding: .utf8)
    let pop = source.replacingOccurrences(of: "form.populate(from: existing)", with: "form.popToRoot()")
    #expect(pop != source)
    #expect(Fixtures.extract(code: pop).diagnostics.count == 1)
  }

  @Test func getSetBindingOverAnOptionalModelWithAFallbackIsThatFlag() {
    // `.sheet(isPresented: Binding(get: { model?.showExport ?? false }, set: { model?.showExport =
    // $0 }))` over an optional `@State` view model, whose `prepareExport()` sets the flag: the
    // binding is the flag. Before, the `?? false` getter was not read, and the sheet was warned
    // `unresolved-navigation` with no link (set 41 Progressa's share sheet).
    let result = Fixtures.extract("Constructs/OptionalModelBindingSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["TrophyRoomView", "ExportSheetView"])
    #expect(result.navigation.linkTexts == ["TrophyRoomView: sheet ExportSheetView 'Export'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func popOfAViewsOwnPathNoStackBindsIsNoLink() {
    // QuillBar's `@State private var path = NavigationPath()`, bound to no stack (the app's stacks
    // take no path) and given to no view, with `path.removeLast()` in its "Back" button: it moves
    // nothing, so neither QuillShelf nor QuillPage pops. The coordinator's path beside it is still
    // read as the stack's (`popToRoot`). Before, a false `pop` on every screen showing the bar,
    // silently (held-out set 61 Musica's nav bar, 5 false pops).
    let result = Fixtures.extract("Constructs/BarOwnPathPop.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuillShelf", "QuillPage"])
    #expect(
      result.navigation.linkTexts == [
        "QuillShelf: push QuillPage 'Open'", "QuillShelf: popToRoot 'Top'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabSelectionThroughAComputedBindingOfTheRouterIsItsGettersState() {
    // `TabView(selection: router.tabBinding)`, the router's `var tabBinding: Binding<LoomTab> {
    // Binding { self?.selectedTab ?? .feed } set: { self?.selectedTab = newValue } }`: the
    // selection is `selectedTab`, so the feed's `router.selectedTab = .saved` is a tab move. Before,
    // the selection was not followed and the move was dropped, silently.
    let result = Fixtures.extract("Constructs/ComputedTabBinding.swift")
    #expect(result.navigation.tabs.map(\.id) == ["feed", "saved"])
    #expect(result.navigation.screens.map(\.id) == ["LoomFeed", "LoomSaved"])
    #expect(result.navigation.linkTexts == ["LoomFeed: tab saved 'Open saved'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func modalOnABindingNegatingAFlagIsShownWhileItIsFalse() throws {
    // `.fullScreenCover(isPresented: Binding(get: { !sawWelcome }, set: { _ in }))` over an
    // `@AppStorage` flag starting false, and `.sheet(isPresented: showsTips)` with `var showsTips:
    // Binding<Bool> { Binding(get: { !tipsRead }, set: { tipsRead = !$0 }) }`: each modal is shown
    // while its flag is false, so `tipsRead = false` opens the sheet, the modals' closures setting
    // the flags true close them, and the app launches with the welcome cover shown. Before, both
    // "'.fullScreenCover' is shown by 'Binding(...)', which the reader cannot follow": no screen,
    // no link.
    let result = Fixtures.extract("Constructs/NegatedBindingModals.swift")
    #expect(result.navigation.screens.map(\.id) == ["GardenHome", "WelcomeView", "TipsView"])
    #expect(
      result.navigation.linkTexts == [
        "GardenHome: sheet TipsView 'Tips'", "WelcomeView: dismiss 'Start'", "TipsView: dismiss 'Got it'",
      ])
    #expect(
      result.diagnosticTexts == [
        "NegatedBindingModals.swift:24 unresolved-navigation: 'WelcomeView' is shown by '@AppStorage(\"sawWelcome\")', which starts 'false', so the app launches with it shown over 'GardenHome'; the description launches without it, since it cannot launch inside a modal, and shows it only by the links the code has"
      ])

    // The same rule for `.navigationDestination(isPresented:)`: `fedFish = false` pushes FeedView.
    let push = Fixtures.extract(
      code: """
        import SwiftUI

        @main
        struct PondApp: App {
          var body: some Scene {
            WindowGroup { PondHome() }
          }
        }

        struct PondHome: View {
          @State private var fedFish = true

          var body: some View {
            NavigationStack {
              Button("Feed") { fedFish = false }
                .navigationDestination(isPresented: Binding(get: { !fedFish }, set: { fedFish = !$0 })) {
                  FeedView()
                }
            }
          }
        }

        struct FeedView: View {
          var body: some View { Text("Fish") }
        }
        """)
    #expect(push.navigation.linkTexts == ["PondHome: push FeedView 'Feed'"])
    #expect(push.diagnosticTexts == [])

    // A getter joining flags with `||`, `!seenGuide || guideAgain`: shown while either holds, so
    // `guideAgain = true` opens it, and the guide's closure clearing both closes it, once. Before,
    // "which the reader cannot follow": no screen, no link.
    let either = Fixtures.extract(
      code: """
        import SwiftUI

        @main
        struct HikeApp: App {
          var body: some Scene {
            WindowGroup { TrailHome() }
          }
        }

        struct TrailHome: View {
          @AppStorage("seenGuide") private var seenGuide = false
          @State private var guideAgain = false

          var body: some View {
            Button("Guide") { guideAgain = true }
              .sheet(isPresented: Binding(get: { !seenGuide || guideAgain }, set: { _ in })) {
                GuideView {
                  seenGuide = true
                  guideAgain = false
                }
              }
          }
        }

        struct GuideView: View {
          let onDone: () -> Void

          var body: some View {
            Button("Done") { onDone() }
          }
        }
        """)
    #expect(
      either.navigation.linkTexts == ["TrailHome: sheet GuideView 'Guide'", "GuideView: dismiss 'Done'"])
    #expect(
      either.diagnosticTexts == [
        "App.swift:16 unresolved-navigation: 'GuideView' is shown by '@AppStorage(\"seenGuide\")', which starts 'false', so the app launches with it shown over 'TrailHome'; the description launches without it, since it cannot launch inside a modal, and shows it only by the links the code has"
      ])

    // The flag toggled instead of set (`tipsRead.toggle()` on the presenter and in the sheet): the
    // toggle opens the sheet from GardenHome and closes it from TipsView, as the writes do. Before
    // this was read, the presenter's toggle was a close: no sheet link.
    let toggled = try Fixtures.rewritten(
      "NegatedBindingModals.swift",
      [
        ("Button(\"Tips\") { tipsRead = false }", "Button(\"Tips\") { tipsRead.toggle() }"),
        ("TipsView(onClose: { tipsRead = true })", "TipsView(onClose: { tipsRead.toggle() })"),
      ])
    #expect(
      toggled.navigation.linkTexts == [
        "GardenHome: sheet TipsView 'Tips'", "WelcomeView: dismiss 'Start'", "TipsView: dismiss 'Got it'",
      ])
  }

  @Test func removeLastOfALocalHoldingThePathsCountPopsToTheRoot() {
    // `let depth = trail.path.count; trail.path.removeLast(depth)` on an environment object's path
    // a stack binds: a `popToRoot`, as `removeLast(trail.path.count)` is; a local holding another
    // number (`let depth = trail.steps`) stays a count the reader cannot tell, warned.
    // Before, both were warned and neither gave a link (held-out set 79 NavigationStackDismissBehaviour).
    let result = Fixtures.extract("Constructs/RemoveLastLocalCount.swift")
    #expect(result.navigation.screens.map(\.id) == ["Lobby", "Finish"])
    #expect(
      result.navigation.linkTexts == [
        "Lobby: push Finish (String) 'Finish'", "Finish: popToRoot 'Start over'",
      ])
    #expect(result.diagnosticTexts.count == 1, "\(result.diagnosticTexts)")
    #expect(
      result.diagnosticTexts.allSatisfy { $0.contains("'removeLast' with a count the reader cannot tell") })
  }

  @Test func getterComparingAnOptionalWithNilShowsWhileItHoldsAValue() {
    // `.navigationDestination(isPresented: Binding(get: { model.selected != nil }, set: { if !$0 {
    // model.selected = nil } }))`: shown while the optional holds a post, as `item:` over it would
    // be, so `model.open(post)` pushes. Before, warned as a binding the reader cannot follow, and
    // no push (found probing common binding shapes).
    let result = Fixtures.extract("Constructs/OptionalGetterBinding.swift")
    #expect(
      result.navigation.linkTexts == ["Feed: push PostScreen 'First'", "Feed: sheet ComposeScreen 'Write'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pathMadeFromALiteralOfRoutesPopsToTheRootThenPushesThem() {
    // `path = NavigationPath([SkiffLeg.chart])` and `NavigationPath([SkiffLeg.log(1),
    // SkiffLeg.chart])`: back to the root, then each route pushed, as `path = [.chart]` is for a
    // `[SkiffLeg]` path; `NavigationPath()` is back to the root alone. Before, each was a bare
    // `popToRoot`, the pushes lost (held-out set 186 swiftui-shopping-app: 1 link missed, 1 false).
    let result = Fixtures.extract("Constructs/PathMadeFromRoutes.swift")
    #expect(
      result.navigation.linkTexts == [
        "SkiffHarbor: popToRoot 'Chart' then [push SkiffChart (SkiffLeg)]",
        "SkiffHarbor: popToRoot 'Log and chart' then [push SkiffLog (SkiffLeg), push SkiffChart (SkiffLeg)]",
        "SkiffHarbor: popToRoot 'Home'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func flagSetInACatchClauseThatDoesNotLeaveIsAnAlternative() throws {
    // `do { _ = try Locker.key() } catch { mustUnlock = true }` in a check run on appearance, the
    // flag driving `.navigationDestination(isPresented:)`: the catch is an alternative to the body,
    // so the push happens when the check throws. Before, a catch that does not end with `return`
    // or `throw` was not read, the push lost, silently (held-out set 184 SwiftUI-AuthHTTP).
    let result = Fixtures.extract("Constructs/FlagSetInCatchClause.swift")
    #expect(result.navigation.linkTexts == ["LockerHall: push LockerUnlock"])
    #expect(result.diagnosticTexts == [])
    // Code after the `do` runs after the catch too: a write there that clears the flag again
    // leaves no push.
    let cleared = try Fixtures.rewritten(
      "FlagSetInCatchClause.swift",
      [("      mustUnlock = true\n    }\n", "      mustUnlock = true\n    }\n    mustUnlock = false\n")])
    #expect(cleared.navigation.linkTexts == [])
  }

  @Test func bindingsWhoseSettersDispatchToADeclaredStoreStandForTheStateTheyRead() {
    // `TabView(selection: Binding(get: { store.state.tab }, set: { store.dispatch(.select($0)) }))`
    // and `.sheet(isPresented: Binding(get: { store.state.showsPermit }, set: { _ in
    // store.dispatch(.hidePermit) }))`, a hand-written Redux store whose reducer function stores
    // each action: the bindings stand for the state their getters read, so the views' dispatches
    // open the sheet and select the tab. Before, the sheet was warned as shown by a binding the
    // reader cannot follow and the tab lost, silently (held-out set 201 SwiftUI-Redux-Shopping-Cart,
    // whose store type is not in the files read, so its links stay warned).
    let result = Fixtures.extract("Constructs/ReduxStoreActions.swift")
    #expect(
      result.navigation.linkTexts == [
        "Berths: sheet Permit 'Permit'", "Manifest: tab berths 'Back to berths'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pathHeldAsAPlainStoredBindingMovesTheStack() {
    // `private var path: Binding<NavigationPath>` set by `init(path:)`, with
    // `path.wrappedValue.append(OreStep.pin)`, `.removeLast()` and `= .init()`: a binding stored as
    // a plain property is read as `@Binding var path: NavigationPath`, the property's name being the
    // binding and `wrappedValue` the state, so the screens push, pop and reset the App's stack.
    // Before, no link, silently (held-out set 283 crypto-wallet: 5 links).
    let result = Fixtures.extract("Constructs/PathHeldAsPlainBinding.swift")
    #expect(
      result.navigation.linkTexts == [
        "OreVault: push OrePin (OreStep) 'Set PIN'", "OrePin: pop 'Back'", "OrePin: popToRoot 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func bindingWrittenAsAnImplicitInitIsReadAsBinding() throws {
    // `.init(get:set:)` where a `Binding` is expected, in the cover's `isPresented:` and as what
    // `var showsTips: Binding<Bool>` returns: the same modals as `Binding(get:set:)`. Before, both
    // "is shown by ..., which the reader cannot follow": no screen, no link (held-out set 342
    // OpenEmail's compose sheet, in its minimal example).
    let result = try Fixtures.rewritten(
      "NegatedBindingModals.swift",
      [
        (
          "Binding(get: { !tipsRead }, set: { tipsRead = !$0 })",
          ".init(get: { !tipsRead }, set: { tipsRead = !$0 })"
        ),
        ("isPresented: Binding(get: { !sawWelcome }", "isPresented: .init(get: { !sawWelcome }"),
      ])
    #expect(result.navigation.screens.map(\.id) == ["GardenHome", "WelcomeView", "TipsView"])
    #expect(
      result.navigation.linkTexts == [
        "GardenHome: sheet TipsView 'Tips'", "WelcomeView: dismiss 'Start'", "TipsView: dismiss 'Got it'",
      ])
    #expect(result.diagnosticTexts.count == 1)
  }

  @Test func wrappedStatePassedAsActionIsNoClosure() {
    // `@State private var replyAction: ReplyAction?`, a type of a package named like a closure
    // type, passed on as `InboxComposer(action: replyAction)`: data, so `replyAction != nil` in the
    // computed binding is the sheet's state. Before, the property was retyped `() -> Void` (passed
    // as `action:`), and the sheet was "shown by 'composing', which the reader cannot follow"
    // (held-out set 342 OpenEmail's compose sheet).
    let result = Fixtures.extract("Constructs/StateNamedLikeAnAction.swift")
    #expect(
      result.navigation.linkTexts == [
        "InboxThread: sheet InboxComposer 'Reply'", "InboxComposer: dismissAction 'Send'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
