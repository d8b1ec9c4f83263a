import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// The renderer releases what it allocates: the process's resident memory, measured over hundreds of
/// renders, stays flat. It measures the whole process, so it runs alone (`NavGraphSerialTests`).
@Suite(.enabled(if: TestEnvironment.serialTestsEnabled, TestEnvironment.serialTestsReason))
struct GraphvizRendererMemoryTests {
  /// Graphviz 2.43's `dot` itself loses tens of kilobytes per layout of a graph with clusters or
  /// edge labels (valgrind: `make_aux_edge`, `new_virtual_edge`, `named_virtual_node` in its
  /// `class1`/`class2`; see docs/RENDERING.md), so the full-featured map is rendered with `neato`,
  /// and `dot` draws a map without clusters or edge labels; what remains is NavGraph's own.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")),
    .enabled(
      if: !TestEnvironment.underAddressSanitizer,
      "AddressSanitizer's quarantine holds freed memory on purpose")
  )
  func memoryIsReleasedOverManyRenders() throws {
    let shop = RenderTestApps.shop
    let full = RenderOptions(layout: "neato", labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    let flat = RenderTestApps.make(
      screens: (0..<30).map { i in
        RenderTestApps.ScreenSpec("s\(i)", "Screen \(i)", [.init(.push, "s\((i + 1) % 30)")])
      },
      entry: "s0")
    let cases: [(App, CheckResult?, RenderOptions)] = [
      (shop, RenderTestApps.shopFindings, full),
      (shop, RenderTestApps.shopFindings, RenderOptions(format: .png, layout: "neato", labels: true)),
      (flat, nil, RenderOptions()),
      (shop, RenderTestApps.shopFindings, RenderOptions(format: .mermaid, labels: true, legend: true)),
    ]
    // The resident size is measured over three rounds and the smallest growth counts: a leak grows
    // it in every round.
    for (app, findings, options) in cases {
      for _ in 0..<20 { _ = try Renderer.render(app, checkResult: findings, options: options) }
      var growths: [Int] = []
      for _ in 0..<3 {
        let before = try Self.residentKilobytes()
        for _ in 0..<100 { _ = try Renderer.render(app, checkResult: findings, options: options) }
        growths.append(try Self.residentKilobytes() - before)
      }
      #expect(
        growths.min()! < 1_500, "resident memory grew by \(growths) kB per 100 \(options.format) renders")
    }
  }

  /// VmRSS from /proc/self/status, in kB.
  static func residentKilobytes() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
    return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
  }
}
