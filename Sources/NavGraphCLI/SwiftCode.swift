import Foundation
import NavGraph

#if NAVGRAPH_SWIFTUI_READER
  import NavGraphSwiftUI
#endif

/// SwiftUI source code as the input of a command: the PATHs that name it, and the model the reader
/// makes of it (docs/EXTRACT.md). The reader is built only where the Swift toolchain ships
/// swift-syntax (`Package.swift`); elsewhere every use says what is missing.
enum SwiftCode {
  /// Whether this build has the SwiftUI reader.
  #if NAVGRAPH_SWIFTUI_READER
    static let isAvailable = true
  #else
    static let isAvailable = false
  #endif

  /// What a build without the reader says when asked to read Swift code.
  static let missingReader =
    "this build of navgraph cannot read Swift code: the Swift toolchain it was built with has no "
    + "swift-syntax libraries (SwiftSyntax and SwiftParser in usr/lib/swift/host), so the SwiftUI "
    + "reader was left out; build navgraph with a toolchain that has them (docs/EXTRACT.md)"

  /// Whether a command-line word names Swift code rather than a description: a directory, or a
  /// file whose name ends in `.swift`.
  static func isSwiftPath(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The model of the code under `paths` with `overlay` (or `navgraph.json` in the first PATH)
  /// merged over it: the reader's navigation built through `AppBuilder`, its diagnostics and
  /// findings located at the Swift source (paths relative to the first PATH) or in the overlay.
  static func load(paths: [String], overlay: String?) -> LoadResult {
    #if NAVGRAPH_SWIFTUI_READER
      return SwiftUIExtractor.extract(paths: paths, overlay: overlay).app()
    #else
      let diagnostic = Diagnostic(severity: .error, code: .ioError, message: missingReader, location: nil)
      return LoadResult(app: nil, diagnostics: [diagnostic], sources: SourceMap(), hasErrors: true)
    #endif
  }
}
