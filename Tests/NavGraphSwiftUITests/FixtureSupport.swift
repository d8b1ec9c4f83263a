import Foundation
import NavGraphSwiftUI

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
    diagnostics.map { "\($0.location.map { "\($0.file):\($0.line)" } ?? "-") \($0.code): \($0.message)" }
  }
}
