import Foundation
import Testing

@testable import NavGraph

@Suite struct DiagnosticRulesTests {
  @Test func rulesCoverEveryFindingCode() {
    let codes = Set(DiagnosticRules.all.map(\.code))
    for code in ["unreachable", "dead-end", "trap", "cycle", "inert-link", "deep"] {
      #expect(codes.contains(code))
    }
    #expect(DiagnosticRules.all.map(\.code) == DiagnosticRules.all.map(\.code).sorted())
    #expect(codes.count == DiagnosticRules.all.count)
    for rule in DiagnosticRules.all {
      #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "rule \(rule.code)")
      #expect(rule.summary.first!.isLowercase, "rule \(rule.code)")
    }
  }
}
