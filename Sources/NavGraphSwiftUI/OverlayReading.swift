internal import Foundation
internal import NavGraph

extension SwiftUIExtractor {
  /// The name of the overlay read, when `--overlay` names none, from the root of the first PATH.
  package static let defaultOverlayName = "navgraph.json"

  /// Reads the Swift code under `paths`, then merges the overlay over it (docs/EXTRACT.md#the-overlay):
  /// the file `overlay` when given (named as given), else `navgraph.json` in the first PATH when it
  /// is a directory that has one (named `navgraph.json`, relative to the first PATH as the Swift
  /// files are).
  package static func extract(paths: [String], overlay: String?) -> ExtractionResult {
    var result = extract(paths: paths)
    if let overlay {
      result.mergeOverlay(path: overlay, fileName: overlay)
    } else if let root = paths.first, let found = overlayFile(in: root) {
      result.mergeOverlay(path: found, fileName: defaultOverlayName)
    }
    return result
  }

  /// The path of `navgraph.json` in the directory `root`, when it is a directory that has the file.
  static func overlayFile(in root: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      return nil
    }
    let path = (root as NSString).appendingPathComponent(defaultOverlayName)
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}

extension ExtractionResult {
  /// Loads the overlay at `path` (located as `fileName`) as the file after the Swift files and, when
  /// it has no error, merges it over `navigation` (`ExtractedNavigation.merge`). Its diagnostics
  /// join the reader's, by location.
  mutating func mergeOverlay(path: String, fileName: String) {
    let load = AppLoader.loadOverlay(path: path, fileName: fileName, sources: sources)
    var added = load.diagnostics
    if load.sources.files.count > files.count {
      var file = OverlayFile(file: load.sources.files[files.count], hasErrors: load.hasErrors)
      if let overlay = load.overlay, !load.hasErrors {
        let merged = navigation.merge(overlay, sources: load.sources)
        added += merged.diagnostics
        file.ignores = merged.ignores
        file.hasErrors = merged.diagnostics.contains { $0.severity == .error }
      }
      self.overlay = file
    }
    diagnostics = SwiftUIExtractor.byLocation(diagnostics + added)
  }
}
