import Testing

@testable import NavGraph

@Suite struct PathTextReporterTests {
  let app = ReporterFixtures.app
  var found: PathReport {
    PathReport(app: app, from: ScreenID(0), to: ScreenID(3), outcome: .found(ReporterFixtures.routeToE))
  }

  @Test func textNamesEachMoveAndWhatTheUserDoes() {
    let text = PathTextReporter().generateReport(found)
    #expect(
      text == """
        B -> E: 3 moves
          1. tab 'c'     tap tab 'c'
          2. push 'D'    tap 'NavigateToD' on 'C'
          3. push 'E'    tap 'NavigateToE' on 'D'

        """)
  }

  @Test func verboseTextAddsEveryState() {
    let text = PathTextReporter(verbose: true).generateReport(found)
    Goldens.reporting.expect(text, matches: "path-verbose.txt")
    #expect(text.contains("  start: tab 'b' [B]\n"))
    #expect(text.contains("     tab 'c' [C > D > E]\n"))
  }

  @Test func zeroMovesAndFromLaunch() {
    let same = PathReport(
      app: app, from: ScreenID(1), to: ScreenID(1),
      outcome: .found(Route(moves: [], states: [], start: ReporterFixtures.routeToE.states[0])))
    #expect(PathTextReporter().generateReport(same) == "C -> C: 0 moves\n")
    let launch = PathReport(app: app, from: nil, to: ScreenID(3), outcome: .found(ReporterFixtures.routeToE))
    #expect(PathTextReporter().generateReport(launch).hasPrefix("launch -> E: 3 moves\n"))
    #expect(!PathJSONReporter().generateReport(launch).contains("\"from\""))
  }

  @Test func numbersAlignPastNineMoves() {
    let move = Move(.back, on: ScreenID(2))
    let route = Route(
      moves: Array(repeating: move, count: 10), states: [], start: ReporterFixtures.tabsAtLaunch)
    let lines = PathTextReporter().generateReport(
      PathReport(app: app, from: ScreenID(2), to: ScreenID(1), outcome: .found(route))
    )
    .split(separator: "\n")
    #expect(lines[1] == "   1. pop    tap back on 'D'")
    #expect(lines[10] == "  10. pop    tap back on 'D'")
  }

  @Test func noPathAndLimitSaySo() {
    let none = PathReport(
      app: app, from: ScreenID(3), to: ScreenID(0), outcome: .noPath(reason: "'B' is unreachable from launch")
    )
    #expect(PathTextReporter().generateReport(none) == "E -> B: no path\n  'B' is unreachable from launch\n")
    #expect(
      PathJSONReporter().generateReport(none) == """
        {
          "error": "no-path",
          "from": "E",
          "reason": "'B' is unreachable from launch",
          "to": "B"
        }

        """)
    let limit = PathReport(app: app, from: ScreenID(3), to: ScreenID(0), outcome: .limitReached(limit: 10))
    #expect(
      PathTextReporter().generateReport(limit) == "E -> B: no answer\n  gave up after exploring 10 states\n")
    #expect(PathJSONReporter().generateReport(limit).contains("\"limit\": 10"))
  }

  @Test func systemTabReselectNamesTheTab() {
    let move = Move(.reselectTab(TabID(1)), on: ScreenID(3))
    #expect(
      app.json(of: move)
        == .object([
          "kind": .string("popToRoot"), "via": .string("system"),
          "on": .string("E"), "to": .string("c"),
        ]))
  }
}
