import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct LoaderRulesTests {
  @Test func everyRuleIsDocumentedInFormatMD() throws {
    let docs = PackageRoot.url.appendingPathComponent("docs/FORMAT.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for rule in AppLoader.rules {
      #expect(text.contains("`\(rule.code)`"), "\(rule.code)")
    }
    #expect(Set(AppLoader.rules.map(\.code)).count == AppLoader.rules.count)
  }
}
