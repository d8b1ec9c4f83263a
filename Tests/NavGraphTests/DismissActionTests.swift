import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `dismissAction` (`@Environment(\.dismiss)`): pops a pushed screen, dismisses a modal's root, and
/// does nothing on the root stack's root, whatever `backButtonHidden` and `dismissDisabled` say.
@Suite struct DismissActionTests {
  /// Home (tab) presents Sheet (with a stack), which pushes Detail; every screen has `dismissAction`.
  static var app: App {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.sheet, "Sheet", nil), (.dismissAction, nil, "Close home")])
    b.screen(
      "Sheet", [(.push, "Detail", nil), (.dismissAction, nil, "Close sheet")], stack: true,
      dismissDisabled: true)
    b.screen("Detail", [(.dismissAction, nil, "Close detail")], backButtonHidden: true, dismissDisabled: true)
    return b.build()
  }

  static func state(after moves: [Int], _ model: NavigationModel) -> NavigationState {
    var state = NavigationState.launch(model)!
    for l in moves {
      let move = Move(.link(LinkID(l)), on: state.visible)
      state = state.applying(move, model)!
    }
    return state
  }

  @Test func popsAPushedScreenInsideASheet() {
    let model = NavigationModel(DismissActionTests.app)
    let state = DismissActionTests.state(after: [0, 2, 4], model)
    #expect(state.modals.map(\.stack) == [[ScreenID(1)]])
  }

  @Test func dismissesTheSheetAtItsRoot() {
    let model = NavigationModel(DismissActionTests.app)
    let state = DismissActionTests.state(after: [0, 3], model)
    #expect(state.modals.isEmpty && state.visible == ScreenID(0))
  }

  @Test func isInertOnATabRoot() {
    let model = NavigationModel(DismissActionTests.app)
    let launch = NavigationState.launch(model)!
    #expect(launch.applying(Move(.link(LinkID(1)), on: ScreenID(0)), model) == nil)
    let inert = NavigationAnalysis(DismissActionTests.app).check().findings.filter { $0.code == .inertLink }
    #expect(
      inert.map(\.message) == [
        "dismissAction link 'Close home' on 'Home' never acts: 'Home' is always the root of its stack with no "
          + "modal presented: there is nothing to pop or dismiss"
      ])
  }

  /// The path from Detail back to Home takes two moves: a pop, then a dismiss, both by dismissAction,
  /// and Detail (no back button, no swipe) is neither a dead end nor a trap.
  @Test func pathAndTrapsFollowIt() {
    var app = DismissActionTests.app
    app.home = ScreenID(0)
    let analysis = NavigationAnalysis(app)
    guard case .found(let route) = analysis.path(from: ScreenID(2), to: ScreenID(0)) else {
      Issue.record("no path")
      return
    }
    #expect(route.moves.map { analysis.app.describe($0).summary } == ["dismissAction", "dismissAction"])
    #expect(analysis.check().findings.filter { $0.code != .inertLink }.isEmpty)
  }
}
