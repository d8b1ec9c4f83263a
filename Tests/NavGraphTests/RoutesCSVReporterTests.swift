import Testing

@testable import NavGraph

@Suite struct RoutesCSVReporterTests {
  let report = RoutesReport(app: ReporterFixtures.app, file: "app.json", routes: ReporterFixtures.routes)

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
}
