import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct ShortestPathTests {
  func steps(_ app: App, _ from: String?, _ to: String, fromLaunch: Bool = false) -> Int? {
    let f = from.flatMap { app.screen(withID: $0) }
    let outcome = NavigationAnalysis(app).path(
      from: f, to: app.screen(withID: to)!, options: PathOptions(fromLaunch: fromLaunch))
    if case .found(let route) = outcome { return route.moves.count }
    return nil
  }

  func route(_ app: App, _ from: String, _ to: String) -> Route? {
    let outcome = NavigationAnalysis(app).path(from: app.screen(withID: from), to: app.screen(withID: to)!)
    if case .found(let route) = outcome { return route }
    return nil
  }

  @Test func seedAppDistances() {
    let app = TestApp.tabsCoordinator
    #expect(steps(app, "C", "E") == 2)
    #expect(steps(app, "E", "C") == 1)
    #expect(steps(app, "E", "B") == 1)
    #expect(steps(app, "B", "E") == 3)
    #expect(steps(app, "C", "C") == 0)
  }

  @Test func seedAppRoutes() {
    let app = TestApp.tabsCoordinator
    let back = route(app, "E", "C")!
    #expect(back.moves.count == 1)
    #expect(back.moves[0].link.map { app.links[$0].kind } == .popToRoot)
    let forward = route(app, "C", "E")!
    #expect(forward.moves.map { app.describe($0).effect } == ["push 'D'", "push 'E'"])
    let across = route(app, "B", "E")!
    #expect(across.moves.map { app.describe($0).effect } == ["tab 'c'", "push 'D'", "push 'E'"])
    #expect(
      across.end
        == NavigationSnapshot(
          root: .tabs(selected: TabID(1), stacks: [[ScreenID(0)], [ScreenID(1), ScreenID(2), ScreenID(3)]]),
          modals: []))
  }

  @Test func modalPresentPushDismiss() {
    var b = TestApp()
    b.entry = "Home"
    b.screen("Home", [(.sheet, "Export", "Export")], stack: true)
    b.screen("Export", [(.push, "Done", nil)], stack: true)
    b.screen("Done", [(.dismiss, nil, "Close")], backButtonHidden: true)
    let app = b.build()
    #expect(steps(app, "Home", "Done") == 2)
    // From Done: the dismiss link (or swipe) returns to Home in one move.
    #expect(steps(app, "Done", "Home") == 1)
    // Done hides its back button: dismiss to Home, then present Export again.
    #expect(steps(app, "Done", "Export") == 2)
  }

  @Test func backButtonHiddenForcesLongerWay() {
    var b = TestApp()
    b.entry = "A"
    b.screen("A", [(.push, "B", nil)], stack: true)
    b.screen("B", [(.push, "C", nil)], backButtonHidden: true)
    b.screen("C", [(.popToRoot, nil, "Start")])
    let app = b.build()
    // B cannot go back; the way to A is to push C and pop to root.
    #expect(steps(app, "B", "A") == 2)
  }

  @Test func tabLeftDeepIsRestored() {
    var b = TestApp()
    b.tabs = [("one", "R1", true), ("two", "R2", true)]
    b.screen("R1", [(.push, "Deep1", nil)])
    b.screen("Deep1", [(.push, "Deep2", nil)])
    b.screen("Deep2")
    b.screen("R2", [(.push, "X", nil)])
    b.screen("X")
    let app = b.build()
    // From X (tab two), tab one shows its root R1; Deep2 takes two more pushes.
    #expect(steps(app, "X", "Deep2") == 3)
    #expect(steps(app, "Deep2", "R1") == 1)  // re-select the tab pops to root
  }

  @Test func replaceResetsEverything() {
    var b = TestApp()
    b.tabs = [("main", "Feed", true)]
    b.screen("Feed", [(.push, "Settings", nil)])
    b.screen("Settings", [(.replace, "Login", "Log out")])
    b.screen("Login", [(.tab, "main", "Sign in")])
    let app = b.build()
    #expect(steps(app, "Settings", "Login") == 1)
    #expect(steps(app, "Login", "Feed") == 1)
    #expect(steps(app, "Login", "Settings") == 2)
  }

  @Test func pushCycleTerminates() {
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "A", nil)], hidesTabBar: true)
    b.screen("Lost")
    let app = b.build()
    #expect(steps(app, "A", "Lost") == nil)
    let outcome = NavigationAnalysis(app).path(from: app.screen(withID: "B"), to: app.screen(withID: "A")!)
    guard case .found(let route) = outcome else {
      Issue.record("no path")
      return
    }
    #expect(route.moves.count == 1)
  }

  @Test func noPathFromTrap() {
    var b = TestApp()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "Cover", "Go")])
    b.screen("Cover", [(.push, "Inner", nil)], stack: true)
    b.screen("Inner", [(.push, "Cover", nil)])
    let app = b.build()
    let outcome = NavigationAnalysis(app).path(
      from: app.screen(withID: "Inner"), to: app.screen(withID: "Home")!)
    guard case .noPath(let reason) = outcome else {
      Issue.record("expected no path")
      return
    }
    #expect(reason.contains("'Inner'"))
  }
}
