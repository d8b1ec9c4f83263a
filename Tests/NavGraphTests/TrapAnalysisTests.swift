import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct TrapAnalysisTests {
  /// The trap screens by id (sorted), checked against the brute-force reference.
  func traps(_ app: App, bruteForce: Bool = true) -> [String] {
    let analysis = TrapAnalysis(
      graph: ConfigurationGraph(model: NavigationModel(app)), home: app.home?.rawValue ?? -1)
    if bruteForce, let brute = BruteModel(app: app).trapScreens(cap: 5000) {
      #expect(brute == analysis.trapScreens)
    }
    return analysis.trapScreens.map { app.screens[Int($0)].id }.sorted()
  }

  func findings(_ app: App) -> [(screen: String, route: [String], also: [String])] {
    TrapAnalysis(graph: ConfigurationGraph(model: NavigationModel(app)), home: app.home?.rawValue ?? -1)
      .findings.map {
        (
          app.screens[Int($0.screen)].id, $0.route.map { app.describe($0).summary },
          $0.alsoTrapped.map { app.screens[Int($0)].id }
        )
      }
  }

  @Test func fullScreenCoverWhoseScreensPushEachOtherIsATrapNotADeadEnd() {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "Export", "Export")])
    b.screen("Export", [(.push, "Preview", "Preview")], stack: true)
    b.screen("Preview", [(.push, "Export", "Again")])
    let app = b.build()
    #expect(traps(app) == ["Export", "Preview"])
    let found = findings(app)
    #expect(found.count == 1)
    #expect(found.first?.screen == "Export")
    #expect(found.first?.route == ["fullScreenCover 'Export'"])
    #expect(found.first?.also == ["Preview"])
    #expect(DeadEnds(graph: ConfigurationGraph(model: NavigationModel(app)), activity: nil).entries.isEmpty)
  }

  @Test func launchScreenGivingWayToTheTabBarIsNoTrap() {
    var b = TestApp()
    b.entry = "Launch"
    b.tabs = [("home", "Home", true), ("wallet", "Wallet", true)]
    b.screen("Launch", [(.tab, "home", "Start")])
    b.screen("Home", [(.push, "Center", "Center")])
    b.screen("Wallet", [(.fullScreenCover, "Web", "Web")])
    b.screen("Center")
    b.screen("Web", [(.dismiss, nil, "Close")])
    let app = b.build()
    #expect(app.home == app.screen(withID: "Home"))
    #expect(traps(app) == [])
    #expect(findings(app).isEmpty)
  }

  @Test func logoutReplacingEverythingWithLoginIsNoTrap() {
    var b = TestApp()
    b.tabs = [("home", "Home", true), ("settings", "Settings", true)]
    b.screen("Home", [(.push, "Detail", nil)])
    b.screen("Detail")
    b.screen("Settings", [(.replace, "Login", "Log out")])
    b.screen("Login", [(.tab, "home", "Sign in")])
    #expect(traps(b.build()) == [])
  }

  @Test func logoutWithoutSignInIsATrap() {
    var b = TestApp()
    b.tabs = [("home", "Home", true), ("settings", "Settings", true)]
    b.screen("Home")
    b.screen("Settings", [(.replace, "Login", "Log out")])
    b.screen("Login", [(.push, "Help", "Help")], stack: true)
    b.screen("Help")
    let app = b.build()
    #expect(traps(app) == ["Help", "Login"])
    #expect(findings(app).map(\.screen) == ["Login"])
    #expect(findings(app).first?.route == ["tab 'settings'", "replace 'Login'"])
  }

  @Test func sheetWithDismissDisabledButADismissLinkIsNoTrap() {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Edit")])
    b.screen("Form", [(.dismiss, nil, "Cancel")], dismissDisabled: true)
    #expect(traps(b.build()) == [])
  }

  @Test func sheetWithDismissDisabledAndOnlyAPushIsATrap() {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Edit")])
    b.screen("Form", [(.push, "Step", "Next")], stack: true, dismissDisabled: true)
    b.screen("Step", [(.pop, nil, "Back")], dismissDisabled: true)
    #expect(traps(b.build()) == ["Form", "Step"])
  }

  @Test func aStateShowingHomeIsNeverATrap() {
    var b = TestApp()
    b.entry = "Home"
    b.screen("Home", [(.fullScreenCover, "Home", "Again")])
    // Covers pile up without bound: too many states for the brute force.
    #expect(traps(b.build(), bruteForce: false) == [])
  }

  @Test func unreachableHomeSkipsTheCheck() {
    var b = TestApp()
    b.entry = "Start"
    b.home = "Home"
    b.screen("Start", [(.push, "Next", nil)], stack: true)
    b.screen("Next")
    b.screen("Home")
    let app = b.build()
    let analysis = TrapAnalysis(
      graph: ConfigurationGraph(model: NavigationModel(app)), home: app.home?.rawValue ?? -1)
    #expect(analysis.trapScreens.isEmpty && analysis.findings.isEmpty)
  }

  /// A modal over tab 'a' whose only way out is a `tab` link to 'b': leaving dismisses it, and
  /// coming back to 'a' shows the stack under it again, from which home is reachable.
  @Test func coverLeftThroughAnotherTabIsNoTrap() {
    var b = TestApp()
    b.tabs = [("a", "Home", true), ("b", "Other", true)]
    b.screen("Home", [(.fullScreenCover, "Cover", "Open")])
    b.screen("Cover", [(.tab, "b", "Elsewhere")])
    b.screen("Other")
    #expect(traps(b.build()) == [])
  }

  /// The same, but 'b' hides the tab bar: once there, nothing leads back (so 'Cover' is a trap too).
  @Test func tabThatCannotBeLeftIsATrap() {
    var b = TestApp()
    b.tabs = [("a", "Home", true), ("b", "Other", true)]
    b.screen("Home", [(.fullScreenCover, "Cover", "Open")])
    b.screen("Cover", [(.tab, "b", "Elsewhere")])
    b.screen("Other", [(.push, "More", nil)], hidesTabBar: true)
    b.screen("More", hidesTabBar: true)
    let app = b.build()
    #expect(traps(app) == ["Cover", "More", "Other"])
    #expect(findings(app).map(\.screen) == ["Cover", "Other"])
    #expect(findings(app).map(\.route) == [["fullScreenCover 'Cover'"], ["tab 'b'"]])
  }

  /// The other tabs' stacks are frozen as the user left them: 'Stuck' is a trap only once tab 'b'
  /// was left deep in 'Deep', and 'Side' (reachable only while 'a' is still at its root) never is,
  /// although 'Side' and a frozen 'Deep' each occur in some state: they never occur together.
  @Test func frozenStacksDecideTraps() {
    var b = TestApp()
    b.tabs = [("a", "Root", true), ("b", "Home", true)]
    b.home = "Home"
    b.screen("Root", [(.push, "Side", nil), (.push, "Stuck", nil)], hidesTabBar: true)
    b.screen("Side", hidesTabBar: true)
    b.screen("Stuck", [(.tab, "b", "Go")], backButtonHidden: true, hidesTabBar: true)
    b.screen("Home", [(.push, "Deep", nil)])
    b.screen("Deep", [(.tab, "a", "Back")], backButtonHidden: true, hidesTabBar: true)
    let app = b.build()
    #expect(traps(app) == ["Deep", "Stuck"])
    let found = findings(app)
    #expect(found.map(\.screen) == ["Deep"])
    #expect(found.first?.route == ["push 'Stuck'", "tab 'b'", "push 'Deep'"])
    #expect(found.first?.also == ["Stuck"])
  }

  @Test func isTrapOnConcreteStates() {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "Export", "Export")])
    b.screen("Export", [(.push, "Preview", "Preview")], stack: true)
    b.screen("Preview", [(.push, "Export", "Again")])
    let app = b.build()
    let model = NavigationModel(app)
    let analysis = TrapAnalysis(graph: ConfigurationGraph(model: model), home: app.home?.rawValue ?? -1)
    let launch = NavigationState.launch(model)!
    #expect(!analysis.isTrap(launch))
    let cover = Move(.link(LinkID(0)), on: ScreenID(0))
    let states = launch.replaying([cover], model)!
    #expect(analysis.isTrap(states[0]))
  }
}
