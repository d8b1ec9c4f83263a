import Foundation
import Testing

@testable import NavGraph

/// Hand-built values for the reporter tests (no loader, no analysis): the tabs-coordinator app with
/// its source text, a check report with every kind of diagnostic, and routes in it.
enum ReporterFixtures {
  static let text = """
    {
      "tabs": [
        {"id": "b", "root": "B"},
        {"id": "c", "root": "C"}
      ],
      "screens": [
        {"id": "B", "title": "首页"},
        {"id": "C", "links": [{"to": "D", "label": "NavigateToD"}]},
        {"id": "D", "links": [{"to": "E", "label": "NavigateToE"}, {"to": "Detial"}]},
    \t{"id": "E", "links": [{"kind": "popToRoot", "label": "BackToC"}], "lable": "x"},
        {"id": "B"}
      ]
    }

    """

  static let source = SourceFile(name: "app.json", bytes: Array(text.utf8))

  /// The byte offset of the `occurrence`-th (0-based) match of `needle` in the source.
  static func offset(of needle: String, occurrence: Int = 0) -> Int {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var seen = 0
    for i in 0...(bytes.count - pattern.count) where Array(bytes[i..<(i + pattern.count)]) == pattern {
      if seen == occurrence { return i }
      seen += 1
    }
    fatalError("'\(needle)' not in the fixture")
  }

  static func location(_ needle: String, occurrence: Int = 0, path: String) -> NavGraph.SourceLocation {
    source.location(at: offset(of: needle, occurrence: occurrence), path: path)
  }

  static let app: App = {
    let links = [
      Link(
        kind: .push, target: 2, label: "NavigateToD", offset: offset(of: "{\"to\": \"D\""),
        targetOffset: offset(of: "\"D\", \"label\"")),
      Link(
        kind: .push, target: 3, label: "NavigateToE", offset: offset(of: "{\"to\": \"E\""),
        targetOffset: offset(of: "\"E\", \"label\"")),
      Link(
        kind: .push, target: -1, label: nil, offset: offset(of: "{\"to\": \"Detial\""),
        targetOffset: offset(of: "\"Detial\"")),
      Link(
        kind: .popToRoot, target: -1, label: "BackToC", offset: offset(of: "{\"kind\""),
        targetOffset: offset(of: "{\"kind\"")),
    ]
    let screens = [
      Screen(id: "B", title: "首页", offset: offset(of: "{\"id\": \"B\"")),
      Screen(id: "C", linkStart: 0, linkEnd: 1, offset: offset(of: "{\"id\": \"C\"")),
      Screen(id: "D", linkStart: 1, linkEnd: 3, offset: offset(of: "{\"id\": \"D\"")),
      Screen(id: "E", linkStart: 3, linkEnd: 4, offset: offset(of: "{\"id\": \"E\"")),
    ]
    let tabs = [
      Tab(id: "b", root: 0, offset: offset(of: "{\"id\": \"b\"")),
      Tab(id: "c", root: 1, offset: offset(of: "{\"id\": \"c\"")),
    ]
    return App(entry: -1, home: 0, tabs: tabs, screens: screens, links: links, source: source)
  }()

  /// Every shape of diagnostic: located and not, with notes, a route, a cycle, and user text that
  /// needs escaping in some format (quotes, `%`, `,`, `:`, a newline, an escape character, CJK).
  static let diagnostics: [Diagnostic] = [
    Diagnostic(
      severity: .error, code: .unknownID, message: "unknown screen 'Detial'; did you mean 'D'?",
      location: location("\"Detial\"", path: "screens[2].links[1].to")),
    Diagnostic(
      severity: .warning, code: .unknownKey,
      message: "unknown key 'lable' in a screen; did you mean 'links'?",
      location: location("\"lable\"", path: "screens[3].lable")),
    Diagnostic(
      severity: .error, code: .duplicateID, message: "duplicate screen id 'B'",
      location: location("{\"id\": \"B\"", occurrence: 1, path: "screens[4].id"),
      notes: [
        DiagnosticNote(
          message: "first defined here", location: location("{\"id\": \"B\"", path: "screens[0]"))
      ]
    ),
    Diagnostic(
      severity: .error, code: .deadEnd,
      message: "screen 'E' is a dead end in tab 'c': 100% stuck, no way out\nreally",
      location: location("{\"id\": \"E\"", path: "screens[3]"), screen: "E",
      route: ["tab 'c'", "push 'D'", "push 'E'"]),
    Diagnostic(
      severity: .warning, code: .cycle,
      message: "push cycle 'D' > 'E' > 'D': the stack can grow without bound",
      location: location("{\"id\": \"D\"", path: "screens[2]"),
      notes: [DiagnosticNote(message: "the group has 3 screens; 1 more not on this cycle", location: nil)],
      screen: "D", route: ["tab 'c'", "push 'D'"], cycle: ["D", "E", "D"], group: ["C", "D", "E"]),
    Diagnostic(
      severity: .warning, code: .trap, message: "screen '首页\u{1B}[31m' traps the user", location: nil,
      notes: [DiagnosticNote(message: "also trapped from there: 'D'", location: nil)], screen: "首页",
      screens: ["首页", "D"]),
  ]

  static let report = CheckReport(
    file: "app.json",
    summary: CheckReport.Summary(screens: 4, links: 4, reachable: 4, errors: 3, warnings: 3, unreachable: 0),
    diagnostics: diagnostics, source: source)

  static let tabsAtLaunch = NavigationSnapshot(root: .tabs(selected: 0, stacks: [[0], [1]]), modals: [])

  /// B -> E: tab 'c', push 'D', push 'E'.
  static let routeToE: Route = {
    let moves = [
      Move(kind: .tab, via: .system, to: 1, link: -1, on: 0),
      Move(kind: .push, via: .link, to: 2, link: 0, on: 1),
      Move(kind: .push, via: .link, to: 3, link: 1, on: 2),
    ]
    let states = [
      NavigationSnapshot(root: .tabs(selected: 1, stacks: [[0], [1]]), modals: []),
      NavigationSnapshot(root: .tabs(selected: 1, stacks: [[0], [1, 2]]), modals: []),
      NavigationSnapshot(root: .tabs(selected: 1, stacks: [[0], [1, 2, 3]]), modals: []),
    ]
    return Route(moves: moves, states: states, start: tabsAtLaunch)
  }()

  /// The route table: B at launch, C one tab switch away, D two moves; E left unreachable to show
  /// how such a screen reads.
  static let routes: [Route?] = [
    Route(moves: [], states: [], start: tabsAtLaunch),
    Route(
      moves: Array(routeToE.moves.prefix(1)), states: Array(routeToE.states.prefix(1)), start: tabsAtLaunch),
    Route(
      moves: Array(routeToE.moves.prefix(2)), states: Array(routeToE.states.prefix(2)), start: tabsAtLaunch),
    nil,
  ]
}
