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

  static let sources = SourceMap(
    files: [SourceFile(name: "app.json", bytes: Array(text.utf8))], paths: JSONPaths())

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

  static func anchor(of needle: String, occurrence: Int = 0) -> SourceAnchor {
    SourceAnchor(file: 0, offset: offset(of: needle, occurrence: occurrence))
  }

  static func location(_ needle: String, occurrence: Int = 0, path: String) -> NavGraph.SourceLocation {
    sources.location(of: anchor(of: needle, occurrence: occurrence), path: path)!
  }

  static let app: App = {
    let links = [
      Link(
        kind: .push, destination: .screen(ScreenID(2)), label: "NavigateToD",
        anchor: anchor(of: "{\"to\": \"D\""),
        targetAnchor: anchor(of: "\"D\", \"label\"")),
      Link(
        kind: .push, destination: .screen(ScreenID(3)), label: "NavigateToE",
        anchor: anchor(of: "{\"to\": \"E\""),
        targetAnchor: anchor(of: "\"E\", \"label\"")),
      Link(
        kind: .push, label: nil, anchor: anchor(of: "{\"to\": \"Detial\""),
        targetAnchor: anchor(of: "\"Detial\"")),
      Link(kind: .popToRoot, label: "BackToC", anchor: anchor(of: "{\"kind\"")),
    ]
    func ids(_ range: Range<Int>) -> Range<LinkID> { LinkID(range.lowerBound)..<LinkID(range.upperBound) }
    let screens = [
      Screen(id: "B", title: "首页", anchor: anchor(of: "{\"id\": \"B\"")),
      Screen(id: "C", links: ids(0..<1), anchor: anchor(of: "{\"id\": \"C\"")),
      Screen(id: "D", links: ids(1..<3), anchor: anchor(of: "{\"id\": \"D\"")),
      Screen(id: "E", links: ids(3..<4), anchor: anchor(of: "{\"id\": \"E\"")),
    ]
    let tabs = [
      Tab(id: "b", root: ScreenID(0), anchor: anchor(of: "{\"id\": \"b\"")),
      Tab(id: "c", root: ScreenID(1), anchor: anchor(of: "{\"id\": \"c\"")),
    ]
    return App(entry: nil, home: ScreenID(0), tabs: tabs, screens: screens, links: links, sources: sources)
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
    diagnostics: diagnostics, sources: sources)

  /// Screens by index, for the stacks of snapshots.
  static func stack(_ indices: Int...) -> [ScreenID] { indices.map(ScreenID.init) }

  static let tabsAtLaunch = NavigationSnapshot(
    root: .tabs(selected: TabID(0), stacks: [stack(0), stack(1)]), modals: [])

  /// B -> E: tab 'c', push 'D', push 'E'.
  static let routeToE: Route = {
    let moves = [
      Move(.selectTab(TabID(1)), on: ScreenID(0)),
      Move(.link(LinkID(0)), on: ScreenID(1)),
      Move(.link(LinkID(1)), on: ScreenID(2)),
    ]
    let states = [
      NavigationSnapshot(root: .tabs(selected: TabID(1), stacks: [stack(0), stack(1)]), modals: []),
      NavigationSnapshot(root: .tabs(selected: TabID(1), stacks: [stack(0), stack(1, 2)]), modals: []),
      NavigationSnapshot(root: .tabs(selected: TabID(1), stacks: [stack(0), stack(1, 2, 3)]), modals: []),
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
