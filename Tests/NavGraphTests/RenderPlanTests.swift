import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct RenderPlanTests {
  /// A description too large to lay out is refused by the plan, from its screen and link counts,
  /// before any configuration graph, findings or map: the counts are the screens' (the map would
  /// add the launch point).
  @Test func tooLargeToLayOutIsRefusedBeforeTheMap() throws {
    let count = 200_000
    let screens = (0..<count).map { i in
      RenderTestApps.ScreenSpec(
        "s\(i)", nil, i + 1 < count ? [.init(.push, "s\(i + 1)"), .init(.push, "s\(i + 1)")] : [])
    }
    let app = RenderTestApps.make(screens: screens, entry: "s0")
    let start = ThreadCPUTime.now()
    #expect(throws: RenderError.graphTooLarge(nodes: count, edges: count - 1, layout: "dot")) {
      try RenderPlan(app: app, options: RenderOptions())
    }
    let refusal = ThreadCPUTime.now() - start
    #expect(throws: RenderError.graphTooLarge(nodes: count, edges: count - 1, layout: "sfdp")) {
      try RenderPlan(app: app, options: RenderOptions(format: .pdf, layout: "sfdp"))
    }
    #expect(refusal < .seconds(2), "refused after \(refusal)")
    // A filter small enough passes; Mermaid and plain DOT are never refused.
    _ = try RenderPlan(app: app, options: RenderOptions(focus: "s10", radius: 2))
    _ = try RenderPlan(app: RenderTestApps.star(links: 3_000), options: RenderOptions(format: .mermaid))
    #expect(throws: RenderError.graphTooLarge(nodes: 3_001, edges: 3_000, layout: "dot")) {
      try RenderPlan(app: RenderTestApps.star(links: 3_000), options: RenderOptions(format: .svg))
    }
  }
}
