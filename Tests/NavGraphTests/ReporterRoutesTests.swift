import Testing

@testable import NavGraph

@Suite struct ReporterRoutesTests {
  let report = RoutesReport(app: ReporterFixtures.app, file: "app.json", routes: ReporterFixtures.routes)

  @Test func text() {
    let text = RoutesTextReporter().generateReport(report)
    #expect(
      text == """
        screen  steps  state            route
        B       0      tab 'b' [B]      (launch)
        C       1      tab 'c' [C]      tab 'c'
        D       2      tab 'c' [C > D]  tab 'c' > push 'D'
        E       -      unreachable

        """)
  }

  @Test func json() {
    Goldens.reporting.expect(RoutesJSONReporter().generateReport(report), matches: "routes.json")
  }

  @Test func markdown() {
    #expect(
      RoutesMarkdownReporter().generateReport(report) == """
        | Screen | Steps | State | Route |
        |---|---:|---|---|
        | B | 0 | tab 'b' \\[B\\] | (launch) |
        | C | 1 | tab 'c' \\[C\\] | tab 'c' |
        | D | 2 | tab 'c' \\[C > D\\] | tab 'c' > push 'D' |
        | E | unreachable | | |

        """)
    #expect(RoutesMarkdownReporter.escape("a|b`c*_<x>\nd") == "a\\|b\\`c\\*\\_\\<x> d")
  }

  @Test func csvQuotesAsRFC4180() {
    #expect(
      RoutesCSVReporter().generateReport(report)
        == "screen,reachable,steps,state,route\r\nB,true,0,tab 'b' [B],\r\nC,true,1,tab 'c' [C],tab 'c'\r\n"
        + "D,true,2,tab 'c' [C > D],tab 'c' > push 'D'\r\nE,false,,,\r\n")
    #expect(RoutesCSVReporter.quote("plain") == "plain")
    #expect(RoutesCSVReporter.quote("a,b") == "\"a,b\"")
    #expect(RoutesCSVReporter.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(RoutesCSVReporter.quote("two\nlines") == "\"two\nlines\"")
  }

  @Test func formatsMapToTheirReporters() {
    #expect(RoutesReportFormat.allCases.map(\.rawValue) == ["text", "json", "markdown", "csv"])
    #expect(RoutesReportFormat.csv.reporter() is RoutesCSVReporter)
    #expect(PathReportFormat.json.reporter() is PathJSONReporter)
  }
}
