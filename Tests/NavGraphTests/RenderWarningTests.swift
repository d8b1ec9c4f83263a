import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The warnings a render returns (a missing CJK font, GitHub's Mermaid limits) and the size check
/// made before the findings and the map.
@Suite("RenderWarningTests")
struct RenderWarningTests {
  static let cjk = RenderTestApps.make(
    name: "财富", tabs: [("home", "首页", "Home")],
    screens: [.init("Home", "首页", [.init(.push, "Wallet")]), .init("Wallet", "钱包")])

  @Test func cjkTextNeedsFontsByScript() {
    #expect(FontCoverage.languages(neededBy: ["Shop", "‹ pop  « popToRoot"]) == [])
    #expect(FontCoverage.languages(neededBy: ["首页"]) == [["zh", "ja", "ko"]])
    #expect(FontCoverage.languages(neededBy: ["ホーム", "設定"]) == [["ja", "zh", "ko"], ["ja"]])
    #expect(FontCoverage.languages(neededBy: ["홈"]) == [["ko"]])
    #expect(FontCoverage.missing([["zh", "ja", "ko"], ["ja"]], hasFont: { $0 == "ko" }) == ["ja"])
    #expect(FontCoverage.missing([["ja", "zh", "ko"], ["ja"]], hasFont: { _ in false }) == ["ja"])
    #expect(FontCoverage.missing([["zh", "ja", "ko"]], hasFont: { $0 == "ja" }) == [])
  }

  @Test func graphvizFormatsWarnWithoutACJKFont() throws {
    let plan = try RenderPlan(app: Self.cjk, options: RenderOptions(format: .svg))
    let none = try plan.render(checkResult: nil, hasFont: { _ in false })
    #expect(none.warnings == [.missingFont(languages: ["zh"])])
    #expect(
      none.warnings[0].description
        == "the map has Chinese text but no installed font covers it: PNG and PDF show it as boxes and "
        + "boxes are sized without it; install a CJK font (Debian, Ubuntu: 'fonts-noto-cjk')")
    #expect(none.warnings[0].code == "missing-font")
    #expect(try plan.render(checkResult: nil, hasFont: { $0 == "zh" }).warnings.isEmpty)
    let latin = try RenderPlan(app: RenderTestApps.shop, options: RenderOptions(format: .png))
    #expect(try latin.render(checkResult: nil, hasFont: { _ in false }).warnings.isEmpty)
    // Mermaid is drawn by the browser, plain DOT by nobody yet: no font warning.
    for options in [RenderOptions(format: .mermaid), RenderOptions(format: .dot, noLayout: true)] {
      let text = try RenderPlan(app: Self.cjk, options: options)
      #expect(try text.render(checkResult: nil, hasFont: { _ in false }).warnings.isEmpty)
    }
  }

  /// The real check agrees with `fc-list :lang=zh`, the command docs/RENDERING.md names.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list")))
  func fontconfigAnswersAsFcListDoes() throws {
    for language in ["zh", "ja", "ko", "en"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
      process.arguments = [":lang=\(language)", "family"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let listed = !String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        .isEmpty
      #expect(FontCoverage.installedFontCovers(language) == listed, "\(language)")
    }
    #expect(!FontCoverage.installedFontCovers("zh\"; rm"))
  }

  static func star(links count: Int, title: String = "S") -> App {
    let targets = (0..<count).map { RenderTestApps.ScreenSpec("t\($0)", title) }
    let hub = RenderTestApps.ScreenSpec("Hub", nil, (0..<count).map { .init(.push, "t\($0)") })
    return RenderTestApps.make(tabs: [("main", nil, "Hub")], screens: [hub] + targets)
  }

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
    let limit = try render(Self.star(links: 499))
    #expect(links(limit.text) == 500 && limit.warnings == [])
    let over = try render(Self.star(links: 500))
    #expect(over.warnings == [.mermaidTooLarge(edges: 501, characters: over.text.utf16.count)])
    #expect(links(over.text) == 501)
    // The legend's links count too.
    let legend = try render(Self.star(links: 492), legend: true)
    #expect(links(legend.text) == 500 && legend.warnings == [])
    #expect(try render(Self.star(links: 493), legend: true).warnings.count == 1)
    // Text over 50,000 UTF-16 code units (what JavaScript's length counts).
    let wide = try render(Self.star(links: 80, title: String(repeating: "é", count: 600)))
    #expect(wide.warnings == [.mermaidTooLarge(edges: 81, characters: wide.text.utf16.count)])
    #expect(wide.text.utf16.count > RenderWarning.mermaidTextLimit)
    #expect(
      wide.warnings[0].description
        == "the mermaid map has \(wide.text.utf16.count) characters (limit 50000), more than GitHub draws; "
        + "draw part of it with --tab or --focus")
    #expect(try render(Self.star(links: 70, title: String(repeating: "é", count: 600))).warnings == [])
    #expect(
      RenderWarning.mermaidTooLarge(edges: 501, characters: 60_000).description
        == "the mermaid map has 501 links (limit 500) and 60000 characters (limit 50000), more than "
        + "GitHub draws; draw part of it with --tab or --focus")
  }

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
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: RenderError.graphTooLarge(nodes: count, edges: count - 1, layout: "dot")) {
      try RenderPlan(app: app, options: RenderOptions())
    }
    let refusal = clock.now - start
    #expect(throws: RenderError.graphTooLarge(nodes: count, edges: count - 1, layout: "sfdp")) {
      try RenderPlan(app: app, options: RenderOptions(format: .pdf, layout: "sfdp"))
    }
    #expect(refusal < .seconds(2), "refused after \(refusal)")
    // A filter small enough passes; Mermaid and plain DOT are never refused.
    _ = try RenderPlan(app: app, options: RenderOptions(focus: "s10", radius: 2))
    _ = try RenderPlan(app: Self.star(links: 3_000), options: RenderOptions(format: .mermaid))
    #expect(throws: RenderError.graphTooLarge(nodes: 3_001, edges: 3_000, layout: "dot")) {
      try RenderPlan(app: Self.star(links: 3_000), options: RenderOptions(format: .svg))
    }
  }
}
