import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct ViewerReportsTests {
  @Test func theDefaultReportsAreCheckAndRoutesOnTheApp() throws {
    let app = RenderTestApps.shop
    let options = RenderOptions(format: .html)
    let reports = ViewerReports(app: app, file: app.sources.name)
    #expect(
      try Renderer.render(app, checkResult: nil, options: options)
        == Renderer.render(app, checkResult: nil, options: options, reports: reports))
    #expect(reports.check.diagnostics == NavigationAnalysis(app).check().findings)
    #expect(reports.check.summary.errors == reports.check.diagnostics.count { $0.severity == .error })
    #expect(
      reports.routes.routes.map { $0?.moves.count } == NavigationAnalysis(app).routes.map { $0?.moves.count })
  }
}
