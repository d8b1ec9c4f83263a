import Testing

@testable import NavGraph

@Suite struct RoutesMarkdownReporterTests {
  let report = RoutesReport(app: ReporterFixtures.app, file: "app.json", routes: ReporterFixtures.routes)

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
}
