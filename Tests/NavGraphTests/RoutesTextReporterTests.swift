import Testing

@testable import NavGraph

@Suite struct RoutesTextReporterTests {
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
}
