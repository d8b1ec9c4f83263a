import Dispatch
import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The façade: every command's question on one analysis, its parts made once and shared.
@Suite struct NavigationAnalysisTests {
  /// Many threads asking at once get the same answers as one thread (the lazy parts are made under
  /// a lock, once).
  @Test func concurrentQuestionsGetTheSameAnswers() {
    let app = RandomApps.make(seed: 42)
    let expected = NavigationAnalysis(app).check(CheckOptions(maxSteps: 1))
    let analysis = NavigationAnalysis(app)
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      results.add(analysis.check(CheckOptions(maxSteps: 1)).findings, analysis.routes.map { $0?.moves.count })
    }
    for (findings, routes) in results.all {
      #expect(findings == expected.findings)
      #expect(routes == NavigationAnalysis(app).routes.map { $0?.moves.count })
    }
  }

  /// A render plan uses its analysis's configuration graph: the map, the findings and a highlighted
  /// path read one graph.
  @Test func renderPlanSharesTheAnalysis() throws {
    let analysis = NavigationAnalysis(TestApp.tabsCoordinator)
    let plan = try RenderPlan(analysis: analysis, options: RenderOptions(format: .dot, noLayout: true))
    #expect(plan.analysis === analysis)
    #expect(plan.app.screens.count == analysis.app.screens.count)
  }
}

/// Answers gathered from several threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var all: [([Diagnostic], [Int?])] = []

  func add(_ findings: [Diagnostic], _ routes: [Int?]) {
    lock.lock()
    all.append((findings, routes))
    lock.unlock()
  }
}
