import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct FontCoverageTests {
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
}
