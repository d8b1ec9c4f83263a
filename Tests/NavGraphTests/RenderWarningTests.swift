import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The warnings a render returns (a missing CJK font, GitHub's Mermaid limits) and the size check
/// made before the findings and the map.
@Suite("RenderWarningTests")
struct RenderWarningTests {
  @Test func mermaidOverGitHubsLimitsWarns() throws {
    func render(_ app: App, legend: Bool = false) throws -> (text: String, warnings: [RenderWarning]) {
      let rendering = try RenderPlan(app: app, options: RenderOptions(format: .mermaid, legend: legend))
        .render(checkResult: nil)
      return (String(decoding: rendering.bytes, as: UTF8.self), rendering.warnings)
    }
    func links(_ text: String) -> Int {
      text.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }
        .count
    }
    // 499 pushes and the launch arrow: 500 links, Mermaid's limit, drawn.
    let limit = try render(RenderTestApps.star(links: 499))
    #expect(links(limit.text) == 500 && limit.warnings == [])
    let over = try render(RenderTestApps.star(links: 500))
    #expect(over.warnings == [.mermaidTooLarge(edges: 501, characters: over.text.utf16.count)])
    #expect(links(over.text) == 501)
    // The legend's links count too.
    let legend = try render(RenderTestApps.star(links: 492), legend: true)
    #expect(links(legend.text) == 500 && legend.warnings == [])
    #expect(try render(RenderTestApps.star(links: 493), legend: true).warnings.count == 1)
    // Text over 50,000 UTF-16 code units (what JavaScript's length counts).
    let wide = try render(RenderTestApps.star(links: 80, title: String(repeating: "é", count: 600)))
    #expect(wide.warnings == [.mermaidTooLarge(edges: 81, characters: wide.text.utf16.count)])
    #expect(wide.text.utf16.count > RenderWarning.mermaidTextLimit)
    #expect(
      wide.warnings[0].description
        == "the mermaid map has \(wide.text.utf16.count) characters (limit 50000), more than GitHub draws; "
        + "draw part of it with --tab or --focus")
    #expect(
      try render(RenderTestApps.star(links: 70, title: String(repeating: "é", count: 600))).warnings == [])
    #expect(
      RenderWarning.mermaidTooLarge(edges: 501, characters: 60_000).description
        == "the mermaid map has 501 links (limit 500) and 60000 characters (limit 50000), more than "
        + "GitHub draws; draw part of it with --tab or --focus")
  }
}
