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

  /// An engine that does not draw the map's areas says so before the layout; `dot` and `fdp` keep
  /// them and say nothing.
  @Test func enginesThatDropTheAreasSaySo() throws {
    let app = RenderTestApps.shop
    for layout in ["dot", "fdp"] {
      #expect(try RenderPlan(app: app, options: RenderOptions(layout: layout)).warnings == [], "\(layout)")
    }
    let areas = try NavigationMap(app: app, checkResult: nil, options: RenderOptions()).clusters
      .count { $0.parent == nil }
    #expect(areas > 0)
    for layout in ["sfdp", "neato", "twopi", "circo"] {
      let warnings = try RenderPlan(app: app, options: RenderOptions(layout: layout)).warnings
      #expect(warnings == [.areasDropped(layout: layout, areas: areas)], "\(layout)")
    }
    #expect(
      RenderWarning.areasDropped(layout: "sfdp", areas: 3).description
        == "'sfdp' does not keep areas together, so the map's 3 areas (tabs, shared destinations, modal "
        + "flows) are not drawn; use --layout dot or fdp to draw them, or --overview")
  }

  /// A layout expected to take longer than `LayoutEstimate.slow` says so before it starts, with
  /// what it lays out and the faster options; a smaller one says nothing.
  @Test func aSlowLayoutSaysSoBeforeItStarts() throws {
    func chain(_ count: Int) -> App {
      RenderTestApps.make(
        screens: (0..<count).map { i in
          RenderTestApps.ScreenSpec("s\(i)", nil, i + 1 < count ? [.init(.push, "s\(i + 1)")] : [])
        }, entry: "s0")
    }
    let small = try RenderPlan(app: chain(300), options: RenderOptions())
    #expect(small.warnings == [])
    #expect(try #require(small.estimate).seconds < LayoutEstimate.slow)

    let large = try RenderPlan(app: chain(1_500), options: RenderOptions())
    let estimate = try #require(large.estimate)
    #expect(estimate.seconds > LayoutEstimate.slow)
    #expect(estimate.measure.layout == "dot" && estimate.measure.nodes >= 1_500)
    let faster = ["--layout sfdp", "--overview", "--split tabs", "--tab", "--focus"]
    #expect(large.warnings == [.slowLayout(estimate, faster: faster)])
    let tenths = Int((estimate.seconds * 10).rounded())
    #expect(
      large.warnings[0].description
        == "laying out \(estimate.measure.nodes) nodes and \(estimate.measure.edges) edges with 'dot' is "
        + "expected to take about \(tenths / 10).\(tenths % 10) s; faster: " + faster.joined(separator: ", "))
    // Mermaid is not laid out here: no estimate, no warning.
    let mermaid = try RenderPlan(app: chain(1_500), options: RenderOptions(format: .mermaid))
    #expect(mermaid.estimate == nil && mermaid.warnings == [])
  }
}
