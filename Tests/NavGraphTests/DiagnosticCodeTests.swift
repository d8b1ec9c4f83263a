import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `DiagnosticCode` is the one catalogue of codes: these tests hold the documentation's code tables
/// to it, so that a code cannot be added, renamed or re-described in one place only.
@Suite struct DiagnosticCodeTests {
  static let root = PackageRoot.url

  /// The rows `| `code` | cell | cell |...` of the first table in the section `anchor` of a Markdown
  /// file: the section starts at the heading whose GitHub anchor is `anchor` and ends at the next
  /// heading of the same or a higher level.
  static func table(_ file: String, anchor: String) throws -> [(code: String, cells: [String])] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var level = 0
    var rows: [(code: String, cells: [String])] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let hashes = line.prefix { $0 == "#" }.count
      if hashes > 0 && line.dropFirst(hashes).hasPrefix(" ") {
        if level > 0 && hashes <= level { break }
        if githubAnchor(String(line.dropFirst(hashes + 1))) == anchor { level = hashes }
        continue
      }
      guard level > 0 else { continue }
      if line.hasPrefix("|") {
        inTable = true
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells[0].hasPrefix("`") else { continue }
        rows.append((String(cells[0].dropFirst().dropLast()), Array(cells.dropFirst())))
      } else if inTable {
        break
      }
    }
    #expect(level > 0, "no heading '#\(anchor)' in \(file)")
    return rows
  }

  /// GitHub's anchor for a heading: lowercase, punctuation other than hyphens and spaces dropped,
  /// spaces as hyphens.
  static func githubAnchor(_ heading: String) -> String {
    String(
      heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        .map { $0 == " " ? "-" : $0 })
  }

  /// docs/FORMAT.md's diagnostics table and docs/CHECK.md's codes table list exactly the codes
  /// whose `documentation` is that section, in the enum's order, with the enum's severity and
  /// summary.
  @Test func documentationTablesListEveryCodeAsDeclared() throws {
    let sections = Dictionary(grouping: DiagnosticCode.allCases, by: \.documentation)
    #expect(
      sections.keys.sorted() == [
        "docs/CHECK.md#codes", "docs/EXTRACT.md#diagnostics", "docs/FORMAT.md#diagnostics",
      ])
    for (place, codes) in sections {
      let parts = place.split(separator: "#").map(String.init)
      let rows = try Self.table(parts[0], anchor: parts[1])
      #expect(rows.map(\.code) == codes.map(\.rawValue), "\(place)")
      for (row, code) in zip(rows, codes) {
        #expect(row.cells.count >= 2, "\(place): \(row.code)")
        guard row.cells.count >= 2 else { continue }
        #expect(row.cells[0] == code.severity.rawValue, "\(place): \(row.code) severity")
        #expect(row.cells[1] == code.summary, "\(place): \(row.code) description")
      }
    }
  }

  /// docs/MODEL.md defines every finding, with its severity.
  @Test func modelDocumentationDefinesEveryFinding() throws {
    let rows = try Self.table("docs/MODEL.md", anchor: "what-check-computes")
    let findings = DiagnosticCode.allCases.filter(\.isFinding)
    #expect(rows.map(\.code) == findings.map(\.rawValue))
    for (row, code) in zip(rows, findings) {
      #expect(row.cells.first?.hasPrefix(code.severity.rawValue) == true, "\(row.code)")
    }
  }

  @Test func everyCodeIsDescribed() {
    for code in DiagnosticCode.allCases {
      #expect(code.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
      #expect(!code.summary.isEmpty && code.summary.first!.isLowercase, "\(code)")
      #expect(!code.summary.hasSuffix("."), "\(code)")
      #expect(!code.help.isEmpty, "\(code)")
    }
    #expect(DiagnosticCode.sorted.map(\.rawValue) == DiagnosticCode.allCases.map(\.rawValue).sorted())
  }

  /// `--disable` takes every finding, the loader's and the reader's warnings and `unused-ignore`, nothing else.
  @Test func disableableCodes() {
    #expect(
      DiagnosticCode.disableable == [
        .unreachable, .deadEnd, .trap, .cycle, .inertLink, .unregisteredDestination, .brokenDeepLink, .deep,
        .unknownKey, .unusedIgnore,
        .unresolvedNavigation, .noAppRoot, .duplicateView, .unmodelledConstruct, .unmatchedOverlay,
      ])
    #expect(!DiagnosticCode.unknownID.canBeDisabled && !DiagnosticCode.tooManyDiagnostics.canBeDisabled)
  }

  /// Each rule reports its own code, each finding code has one rule, and the rules run in the order
  /// whose output the golden files hold.
  @Test func oneRulePerFindingCode() {
    let codes: [DiagnosticCode] = NavigationAnalysis.rules.map { rule in rule.code }
    #expect(
      codes == [
        .unreachable, .deadEnd, .inertLink, .unregisteredDestination, .brokenDeepLink, .cycle, .trap, .deep,
      ])
    #expect(Set(codes) == Set(DiagnosticCode.allCases.filter(\.isFinding)))
  }
}
