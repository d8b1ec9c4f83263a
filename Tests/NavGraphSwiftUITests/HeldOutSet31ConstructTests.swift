import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the thirty-first set of held-out apps (a modal's view laid beside its own
/// close button, a root set by a scene delegate's hosting controller, assignments before a root
/// branch's `return`, a root branch returning a local view, a destination wrapper switching on a given string), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out set 31 constructs")
struct HeldOutSet31ConstructTests {
  @Test func modalViewBesideItsCloseButtonIsTheModalsScreen() throws {
    // `.sheet(item: $selectedReel) { reel in ZStack(alignment: .topTrailing) { ReelDetail(reel:
    // reel); Button { selectedReel = nil } label: { Image(systemName: "xmark") } } }`, and the same
    // in two `.fullScreenCover`s: the view type is the modal's screen and the button, beside it,
    // closes it (ReelTrailer's two close buttons, one at each site, are two links). Before,
    // in-place screens `ReelHome.sheet`, `ReelHome.fullScreenCover` and `ReelDetail.fullScreenCover`
    // holding the views' links, silently.
    let result = Fixtures.extract("Constructs/ModalBesideCloseButton.swift")
    #expect(result.navigation.screens.map(\.id) == ["ReelHome", "ReelDetail", "ReelTrailer"])
    #expect(
      result.navigation.linkTexts == [
        "ReelHome: sheet ReelDetail 'Open'", "ReelHome: fullScreenCover ReelTrailer 'Trailer'",
        "ReelDetail: dismiss", "ReelDetail: fullScreenCover ReelTrailer 'Play'", "ReelTrailer: dismiss",
        "ReelTrailer: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func hostingControllerOfASceneDelegateIsTheRoot() throws {
    // No `@main` App: `window.rootViewController = UIHostingController(rootView:
    // contentView.environmentObject(settings))` with `let contentView = HarborStart()` in the scene
    // delegate's `scene(_:willConnectTo:options:)`. Before, the app launched on the template's
    // `ContentView` with a misleading `no-app-root` warning.
    let result = Fixtures.extract("Constructs/HostingControllerRoot.swift")
    #expect(result.navigation.entry == "HarborStart")
    #expect(result.navigation.screens.map(\.id) == ["HarborStart", "HarborDocks"])
    #expect(result.navigation.linkTexts == ["HarborStart: push HarborDocks 'Docks'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func statementsBeforeARootBranchsReturnAreNoViews() throws {
    // `settings.loggedIn = false; return AnyView(TideOnboarding(onboarded: $onboarded))` in a root
    // branch, `settings` a fresh object: the assignment is no view, so the branch shows the view it
    // returns. Before, each branch was content in place, the entry `TideStart` and the onboarding's
    // move a `replace TideStart` with a warning.
    let result = Fixtures.extract("Constructs/RootBranchStatements.swift")
    #expect(result.navigation.entry == "TideOnboarding")
    #expect(result.navigation.screens.map(\.id) == ["TideOnboarding", "TideHome", "TideCharts"])
    #expect(
      result.navigation.linkTexts == [
        "TideOnboarding: replace TideHome 'Start'", "TideHome: push TideCharts 'Charts'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootBranchReturningALocalViewShowsThatView() throws {
    // `let contentView = LarkLogin()` at the top of the root's body, then `return
    // AnyView(contentView.environmentObject(settings))` in a branch: the branch shows LarkLogin.
    // Before, the branch showed no view: LarkLogin was unreachable and the intro's move a `replace
    // LarkStart` with a warning.
    let result = Fixtures.extract("Constructs/RootBranchLocalView.swift")
    #expect(result.navigation.entry == "LarkIntro")
    #expect(result.navigation.screens.map(\.id) == ["LarkIntro", "LarkLogin", "LarkHelp"])
    #expect(
      result.navigation.linkTexts == [
        "LarkIntro: replace LarkLogin 'Begin'", "LarkLogin: sheet LarkHelp 'Help'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func destinationWrapperSwitchingOnAGivenStringShowsItsCases() throws {
    // `NavigationLink(destination: ShopRedirection(name: item.title))`, ShopRedirection's body
    // `switch name { case "Shoes": return AnyView(ShoesView()) ... default: return AnyView(Text(name))
    // }`: each case's view is a destination, and a literal (`ShopRedirection(name: "Hats")`) picks
    // its case. Before, the wrapper was the pushed screen, with HatsView's sheet, silently.
    let result = Fixtures.extract("Constructs/SwitchWrapperDestination.swift")
    // The default case, `Text(name)`, is content in place, as when the switch is written in the
    // link's destination.
    #expect(
      result.navigation.screens.map(\.id) == [
        "ShopHome", "ShopRedirection.push", "ShoesView", "HatsView", "HatSizesView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ShopHome: push ShoesView 'Featured'", "ShopHome: push HatsView 'Featured'",
        "ShopHome: push ShopRedirection.push 'Featured'", "ShopHome: push HatsView 'Hats'",
        "HatsView: sheet HatSizesView 'Sizes'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
