import Foundation
import SwiftParser
import Testing

@testable import NavGraphSwiftUI

/// The pre-pass that skips irrelevant code changes nothing the reader finds: on every fixture, the
/// description and the diagnostics are the same with and without it.
@Suite("Skipping irrelevant code")
struct IrrelevantCodeFilterTests {
  static let fixtures = [
    "Seeds/Programmatic", "Seeds/TabsCoordinator", "Seeds/Router", "Seeds/LaunchTabs", "Constructs",
  ]

  @Test(arguments: fixtures) func sameResultWithAndWithoutTheFilter(_ fixture: String) {
    let (files, _) = SwiftSourceDiscovery.discover(paths: [Fixtures.path(fixture)])
    let fast = SwiftUIExtractor.extract(files: files, skippingIrrelevantCode: true)
    let whole = SwiftUIExtractor.extract(files: files, skippingIrrelevantCode: false)
    #expect(AppDescriptionWriter.json(fast.navigation) == AppDescriptionWriter.json(whole.navigation))
    #expect(fast.diagnostics == whole.diagnostics)
  }

  /// A warning quoting code the pre-pass replaced quotes it as the file has it (comments left out,
  /// whitespace one space), not the placeholder the parser read. Before, 'is set to
  /// 'notifications.first { Text("") }'' (held-out set 128 elder-guard).
  @Test func warningsQuoteReplacedCodeAsWritten() {
    let (files, _) = SwiftSourceDiscovery.discover(paths: [
      Fixtures.path("Constructs/QuotedReplacedCode.swift")
    ])
    let bytes = files[0].bytes
    let scan = SourceScanner.scan(bytes)
    let filtered = String(
      decoding: IrrelevantCodeFilter(scans: [scan]).filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.contains("flares.first { Text(\"\")"))
    let result = SwiftUIExtractor.extract(files: files, skippingIrrelevantCode: true)
    #expect(
      result.diagnosticTexts == [
        "QuotedReplacedCode.swift:25 unresolved-navigation: 'FlareBoard.unseen' is set to 'flares.first { flare in !flare.seen && flare.id > 0 }', which the reader cannot tell; it shows or hides a presentation"
      ])
    // Outside an extraction the file is not known: the replaced code is `{ ... }`.
    let tree = Parser.parse(source: filtered)
    let call = tree.tokens(viewMode: .sourceAccurate).first { $0.text == "first" }?.parent?.parent?.parent
    #expect(call.map { SyntaxText.bounded($0) } == "flares.first { ... }")
  }

  /// Replaces what names nothing the reader interprets, keeps what does, and keeps every offset.
  @Test func replacesOnlyIrrelevantClosuresAndBodies() {
    let code = """
      struct Row: View {
        let title: String
        @State private var showInfo = false
        var body: some View {
          VStack {
            HStack { Text(title).font(.headline); Spacer() }
            Group { if showInfo { Text(title) } }
          }
        }
        func format(_ value: Double) -> String {
          let formatter = NumberFormatter()
          return formatter.string(from: NSNumber(value: value)) ?? "-"
        }
        func open() { router.push(.detail) }
      }
      enum Route { case detail, settings }
      """
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    let filter = IrrelevantCodeFilter(scans: [scan])
    let filtered = String(decoding: filter.filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.utf8.count == code.utf8.count)
    // `title` is a plain stored property: the HStack's closure, which only reads it, is replaced;
    // `showInfo` is state: the Group's closure stays. The format function names nothing relevant:
    // its body is replaced. `open` pushes: it stays. The enum's body is a type's: it stays.
    #expect(filtered.contains("HStack { Text(\"\")"))
    #expect(!filtered.contains("Spacer"))
    #expect(filtered.contains("Group { if showInfo { Text(\"\")"))
    #expect(!filtered.contains("NumberFormatter"))
    #expect(filtered.contains("func open() { router.push(.detail) }"))
    #expect(filtered.contains("enum Route { case detail, settings }"))
  }

  /// A function's closure parameters are relevant: a body that calls one runs the caller's closure
  /// (which may navigate), so it is kept. (Before, `perform`'s body was replaced, and the pushes
  /// made in the closures given to it were lost: found on a held-out real app, docs/EXTRACT.md.)
  @Test func bodiesCallingAClosureParameterAreKept() {
    let code = """
      final class Guide {
        func perform(animated: Bool, _ change: () -> Void, done: @escaping (Int) -> Void = { _ in }) {
          if animated { withAnimation { change() } } else { change() }
        }
        func format(_ value: Double, style: Style) -> String { String(value) }
      }
      """
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    #expect(scan.closureParameters == ["change", "done"])
    let filter = IrrelevantCodeFilter(scans: [scan])
    let filtered = String(decoding: filter.filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.contains("if animated { withAnimation { change() } } else { change() }"))
  }

  /// A method of a plain type that nothing in the project names, whose signature and body name
  /// nothing relevant, goes whole (modifiers included), offsets unchanged; one that is called, one
  /// with an attribute, one the reader looks up by name, and one of a view stay.
  @Test func methodsNothingNamesGoWhole() {
    let code = """
      struct Model: Hashable {
        let id: Int
        private static func score(weight: Double) -> Double { Double(id) * weight }
        func label() -> String { String(id) }
        @discardableResult func keep() -> Int { id }
        func makeCoordinator() -> Int { 1 }
      }
      extension Model { func unused(_ x: Int) -> Int { x + 1 } }
      struct Row: View {
        let model: Model
        var body: some View { Text(model.label()) }
        func helper() -> Int { 2 }
      }
      """
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    let filter = IrrelevantCodeFilter(scans: [scan])
    #expect(filter.unnamedMethods == ["score", "unused"])
    let filtered = String(decoding: filter.filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.utf8.count == code.utf8.count)
    #expect(!filtered.contains("score") && !filtered.contains("private") && !filtered.contains("unused"))
    #expect(filtered.contains("extension Model {"))
    #expect(filtered.contains("func label() -> String {"))
    #expect(filtered.contains("@discardableResult func keep() -> Int {"))
    #expect(filtered.contains("func makeCoordinator() -> Int {"))
    #expect(filtered.contains("func helper() -> Int {"))
  }

  /// Strings with braces, interpolations, raw strings, comments and regex literals do not confuse the
  /// scan; a file that does not balance is left whole.
  @Test func lexicalCornerCases() {
    let code = ##"""
      func a() { let s = "{ not a brace \("}" + "{")"; let r = #"raw "{" \#(x)"#; /* { /* nested */ } */ }
      func b() { let m = """
        multi { line
        """; let re = #/\{+/#; print(s, r, m, re) }
      """##
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    #expect(scan.balanced)
    #expect(scan.regions.count == 2)
    let broken = SourceScanner.scan(Array("func a() { let s = \"open\n }".utf8))
    #expect(!broken.balanced)
    let filter = IrrelevantCodeFilter(scans: [broken])
    #expect(
      filter.filter(Array("func a() { let s = \"open\n }".utf8), scan: broken)
        == Array("func a() { let s = \"open\n }".utf8))
  }

  @Test func viewParametersAreRelevantToThePrePass() {
    // A body placing a view parameter (`ToolbarItem { leading }`) is kept by the pre-pass, which
    // before replaced it, so the view given there was lost.
    let code = """
      extension View {
        func bar<L: View, R: View>(leading: L, trailing: R?, title: String, any: AnyView, more: some View) -> some View {
          self.toolbar { ToolbarItem { leading } }
        }
      }
      """
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    #expect(scan.viewParameters == ["leading", "trailing", "any", "more"])
    let filter = IrrelevantCodeFilter(scans: [scan])
    let filtered = String(decoding: filter.filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.contains("ToolbarItem { leading }"))
  }
}
