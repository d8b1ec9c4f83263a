import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct RendererTests {
  @Test func writersAreDeterministic() throws {
    let options = RenderOptions(labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    let a = try NavigationMap(
      app: RenderTestApps.shop, checkResult: RenderTestApps.shopFindings, options: options)
    let b = try NavigationMap(
      app: RenderTestApps.shop, checkResult: RenderTestApps.shopFindings, options: options)
    #expect(a == b)
    #expect(DOTWriter.write(a) == DOTWriter.write(b))
    #expect(MermaidWriter.write(a) == MermaidWriter.write(b))
  }

  static let goldenCases: [(name: String, options: RenderOptions)] = [
    ("shop", RenderOptions()),
    (
      "shop-full",
      RenderOptions(rankdir: .leftToRight, labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    ),
    ("shop-tab-home", RenderOptions(view: .tab("home"))),
    ("hostile", RenderOptions(labels: true)),
  ]

  @Test(arguments: 0..<4) func goldens(_ index: Int) throws {
    let (name, options) = Self.goldenCases[index]
    let app = name == "hostile" ? RenderTestApps.hostile : RenderTestApps.shop
    let findings = name == "hostile" ? nil : RenderTestApps.shopFindings
    var plain = options
    plain.format = .dot
    plain.noLayout = true
    let dot = try Renderer.render(app, checkResult: findings, options: plain)
    Goldens.render.expect(String(decoding: dot, as: UTF8.self), matches: "\(name).dot")
    var mermaid = options
    mermaid.format = .mermaid
    let mmd = try Renderer.render(app, checkResult: findings, options: mermaid)
    Goldens.render.expect(String(decoding: mmd, as: UTF8.self), matches: "\(name).mmd")
  }
}
