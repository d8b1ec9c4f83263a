import Foundation
import NavGraphSwiftUI
import Testing

/// Access to the fixture files of this test target.
enum Fixtures {
  /// The directory of a fixture (`Seeds/Router`, `Constructs`), or a fixture file.
  static func path(_ relative: String) -> String {
    Bundle.module.url(forResource: "Fixtures/\(relative)", withExtension: nil)!.path
  }

  /// The extraction of a fixture directory or file.
  static func extract(_ relative: String) -> ExtractionResult {
    SwiftUIExtractor.extract(paths: [path(relative)])
  }

  /// The extraction of Swift code given as text (one file, `App.swift`).
  static func extract(code: String, path: String = "App.swift") -> ExtractionResult {
    SwiftUIExtractor.extract(files: [SwiftSourceFile(path: path, text: code)])
  }

  /// The extraction of a construct fixture (`Constructs/NAME`) rewritten: each `(written, form)`
  /// replaced, each written text checked to be there; one file named after the fixture.
  static func rewritten(_ fixture: String, _ replacements: [(String, String)]) throws -> ExtractionResult {
    var code = try String(contentsOfFile: path("Constructs/\(fixture)"), encoding: .utf8)
    for (written, form) in replacements {
      #expect(code.contains(written), "\(written)")
      code = code.replacingOccurrences(of: written, with: form)
    }
    return extract(code: code, path: fixture)
  }
}

extension ExtractedMove {
  /// `push Detail (Route)`, `tab home`, `dismiss`.
  var text: String {
    kind.rawValue + (to.map { " \($0)" } ?? "") + (value.map { " (\($0))" } ?? "")
  }
}

extension ExtractedNavigation {
  /// Every link as `Screen: push Detail (Route) 'Label' then [dismiss]`, screens and links in order.
  var linkTexts: [String] {
    screens.flatMap { screen in
      screen.links.map { link in
        "\(screen.id): \(link.move.text)" + (link.label.map { " '\($0)'" } ?? "")
          + (link.then.isEmpty ? "" : " then [" + link.then.map(\.text).joined(separator: ", ") + "]")
      }
    }
  }

  func screen(_ id: String) -> ExtractedScreen? { screens.first { $0.id == id } }
}

extension ExtractionResult {
  /// Every diagnostic as `File.swift:12 code: message`.
  var diagnosticTexts: [String] {
    diagnostics.map {
      "\($0.location.map { "\($0.file):\($0.line)" } ?? "-") \($0.code.rawValue): \($0.message)"
    }
  }
}

/// A fresh temporary directory with files written into it.
struct TemporaryTree {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-swiftui-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// Writes a file (its directories are created).
  @discardableResult
  func write(_ relative: String, _ bytes: [UInt8]) -> String {
    let url = root.appendingPathComponent(relative)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    return url.path
  }

  @discardableResult
  func write(_ relative: String, _ text: String) -> String { write(relative, Array(text.utf8)) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
