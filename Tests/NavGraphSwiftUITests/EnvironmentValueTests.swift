import Testing

@testable import NavGraphSwiftUI

/// Environment values the app declares (`extension EnvironmentValues`, `@Entry`): bindings, objects
/// and navigation actions handed down by key.
@Suite("Environment values the app declares")
struct EnvironmentValueTests {
  @Test func environmentValuesTheAppDeclaresAreTheStateAndObjectsItsViewsSet() throws {
    // `.environment(\.openPanel, $panel)` hands the App's sheet item down by a key the app declares
    // (`Binding<Panel?>`); views write it with `openPanel.wrappedValue = .tides`. `@Entry var crew =
    // CrewRouter()` hands down a router: `@Environment(\.crew) var crew` is that object. Before,
    // the views' writes and calls were no links, and silently (held-out set 80 RoutersDemo and set
    // 79 Recipe-APP-Frontend).
    let result = Fixtures.extract("Constructs/EnvironmentKeyValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["Dock", "Berth", "Tides", "Charts"])
    #expect(
      result.navigation.linkTexts == [
        "Dock: sheet Tides 'Tides'", "Dock: push Berth (Int) 'Berth'", "Berth: sheet Charts 'Charts'",
        "Tides: dismiss 'Done'",
      ])
    #expect(result.diagnosticTexts == [])

    // A value typed by a protocol (`any Mooring`) that one type of the files read conforms to is
    // an object of that type; with a second conformer (a preview's mock), the one the view setting
    // the value gives (`.environment(\.crew, crew)`, a `CrewRouter`).
    let protocolRewrite = [
      ("@Entry var crew = CrewRouter()", "@Entry var crew: any Mooring = CrewRouter()"),
      (
        "final class CrewRouter: ObservableObject {",
        "protocol Mooring { func navigateToBerth() }\nfinal class CrewRouter: Mooring, ObservableObject {\n  func navigateToBerth() { showBerth() }"
      ),
      ("crew.showBerth()", "crew.navigateToBerth()"),
    ]
    let soleConformer = try Fixtures.rewritten("EnvironmentKeyValues.swift", protocolRewrite)
    #expect(soleConformer.navigation.linkTexts == result.navigation.linkTexts)
    #expect(soleConformer.diagnosticTexts == [])
    let twoConformers = try Fixtures.rewritten(
      "EnvironmentKeyValues.swift",
      protocolRewrite + [
        (
          "struct Charts: View {",
          "final class PreviewCrew: Mooring { func navigateToBerth() {} }\nstruct Charts: View {"
        )
      ])
    #expect(twoConformers.navigation.linkTexts == result.navigation.linkTexts)
    #expect(twoConformers.diagnosticTexts == [])
  }

  @Test func protocolTypedValueIsTheObjectTheSettingViewGives() throws {
    // `@Environment(\.inboxRouter) var router` of an `any InboxNavigationProtocol` value, which the
    // app's router and a preview's conform to: InboxView sets it to its `InboxRouter`, so
    // `router.push(.chat)` pushes and `router.goBack()` pops. Before, the push was warned (the
    // reader cannot know the implementation) and the pop silent (held-out set 117
    // SwiftUINavigation).
    let result = Fixtures.extract("Constructs/ProtocolRouterInEnvironment.swift")
    #expect(result.navigation.screens.map(\.id) == ["InboxList", "ChatView"])
    #expect(
      result.navigation.linkTexts == ["InboxList: push ChatView (InboxRoute) 'Chat'", "ChatView: pop 'Back'"])
    #expect(result.diagnosticTexts == [])

    // Set by no view, the value is either conformer: both calls are warned.
    let unset = try Fixtures.rewritten(
      "ProtocolRouterInEnvironment.swift", [("    .environment(\\.inboxRouter, router)\n", "")])
    #expect(unset.navigation.linkTexts == [])
    #expect(
      unset.diagnosticTexts.map { $0.components(separatedBy: ", whose")[0] } == [
        "ProtocolRouterInEnvironment.swift:59 unresolved-navigation: 'router.push(.chat)' calls 'push' on the protocol type 'InboxNavigationProtocol'",
        "ProtocolRouterInEnvironment.swift:66 unresolved-navigation: 'router.goBack()' calls 'goBack' on the protocol type 'InboxNavigationProtocol'",
      ])
  }

  @Test func environmentActionsRunTheClosuresTheSettingViewsGive() throws {
    // `.environment(\.walk, WalkAction { leg in legs.append(leg) })` with `struct WalkAction {
    // let step: Step; func callAsFunction(_ leg: Leg) { step(leg) } }`, and `.environment(\.turnBack)
    // { legs.removeLast() }` of a `() -> Void` value: `walk(.summit)` runs the closure given with
    // `.summit`, a push; `turnBack()` a pop. Before, neither was a link, and silently (the pre-pass
    // also emptied the body of `callAsFunction`, which nothing names).
    let result = Fixtures.extract("Constructs/EnvironmentActions.swift")
    #expect(result.navigation.screens.map(\.id) == ["Lodge", "Summit", "Ridge"])
    #expect(
      result.navigation.linkTexts == [
        "Lodge: push Summit (Leg) 'Summit'", "Lodge: push Ridge (Leg) 'Ridge'", "Summit: pop 'Back'",
        "Ridge: push Summit (Leg) 'On to the summit'",
      ])
    #expect(result.diagnosticTexts == [])

    // The pre-pass keeps the body of `callAsFunction`: the same result without it.
    let (files, _) = SwiftSourceDiscovery.discover(paths: [
      Fixtures.path("Constructs/EnvironmentActions.swift")
    ])
    let whole = SwiftUIExtractor.extract(files: files, skippingIrrelevantCode: false)
    #expect(AppDescriptionWriter.json(whole.navigation) == AppDescriptionWriter.json(result.navigation))

    // An action no view sets is warned where it is called.
    let unset = try Fixtures.rewritten(
      "EnvironmentActions.swift", [("      .environment(\\.turnBack) { legs.removeLast() }\n", "")])
    #expect(!unset.navigation.linkTexts.contains("Summit: pop 'Back'"))
    #expect(
      unset.diagnosticTexts.contains {
        $0.contains("'turnBack' is an environment action no view sets ('.environment(\\.turnBack, ...)')")
      }, "\(unset.diagnosticTexts)")
  }
}
