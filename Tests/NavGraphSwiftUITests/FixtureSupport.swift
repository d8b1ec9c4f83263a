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
