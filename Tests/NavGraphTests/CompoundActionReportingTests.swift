import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// How `path` and `routes` print a compound action (format 1.1 `then`): one move, with its parts in
/// the text (`dismiss, then push 'Profile'`) and as `parts` in the JSON (docs/ROUTES.md).
@Suite struct CompoundActionReportingTests {
  /// A sheet over a tab's stack whose button dismisses the sheet, selects the tab, then pushes a
  /// value onto the stack.
  static let json = """
    {"format": "1.1",
     "screens": [
      {"id": "Home", "stack": true, "destinations": ["Route"], "links": [{"kind": "sheet", "to": "Sheet", "label": "Open"}]},
      {"id": "Sheet", "links": [{"kind": "dismiss", "label": "See profile", "then": [{"kind": "tab", "to": "main"}, {"to": "Profile", "value": "Route", "label": "Profile"}]}]},
      {"id": "Profile"}
     ],
     "tabs": [{"id": "main", "root": "Home"}]}
    """

  static func report() throws -> (App, Route) {
    let app = try #require(LoaderHarness.load(json).app)
    let route = try #require(NavigationAnalysis(app).routes[2])
    return (app, route)
  }

  @Test func pathTextPrintsTheActionAsOneMoveWithItsParts() throws {
    let (app, route) = try Self.report()
    let text = PathTextReporter().generateReport(
      PathReport(app: app, from: nil, to: ScreenID(2), outcome: .found(route)))
    #expect(
      text == """
        launch -> Profile: 2 moves
          1. sheet 'Sheet'                                             tap 'Open' on 'Home'
          2. dismiss, then tab 'main', push 'Profile' (value Route)    tap 'See profile' on 'Sheet'

        """)
  }

  @Test func pathAndRoutesJSONGiveTheParts() throws {
    let (app, route) = try Self.report()
    let path = PathJSONReporter().generateReport(
      PathReport(app: app, from: nil, to: ScreenID(2), outcome: .found(route)))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(path.utf8)) as? [String: Any])
    let moves = try #require(object["moves"] as? [[String: Any]])
    #expect(moves.count == 2 && moves[0]["parts"] == nil)
    #expect(moves[1]["kind"] as? String == "dismiss" && moves[1]["to"] == nil)
    let parts = try #require(moves[1]["parts"] as? [[String: String]])
    #expect(
      parts == [
        ["kind": "tab", "to": "main"],
        ["kind": "push", "to": "Profile", "value": "Route", "label": "Profile"],
      ])

    let routes = RoutesJSONReporter().generateReport(
      RoutesReport(app: app, file: "app.json", routes: [nil, nil, route]))
    let table = try #require(try JSONSerialization.jsonObject(with: Data(routes.utf8)) as? [String: Any])
    let profile = try #require((table["routes"] as? [[String: Any]])?.last)
    let routeMoves = try #require(profile["moves"] as? [[String: Any]])
    #expect(routeMoves[1]["parts"] as? [[String: String]] == parts)
    #expect(
      RoutesTextReporter().generateReport(
        RoutesReport(app: app, file: "app.json", routes: [nil, nil, route])
      )
      .contains("sheet 'Sheet' > dismiss, then tab 'main', push 'Profile' (value Route)"))
  }
}
