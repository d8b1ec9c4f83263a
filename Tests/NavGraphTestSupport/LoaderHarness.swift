import NavGraph

/// Helpers for the loader's tests: load JSON text and render diagnostics as compact lines.
package enum LoaderHarness {
  package static func load(_ json: String, limits: LoadLimits = .standard) -> LoadResult {
    AppLoader.load(bytes: Array(json.utf8), fileName: "app.json", limits: limits)
  }

  /// `line:column: severity: message [code]`, then each note as `  line:column: note: message`.
  package static func lines(_ result: LoadResult) -> [String] {
    result.diagnostics.flatMap { d -> [String] in
      [format(d.location, "\(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]")]
        + d.notes.map { "  " + format($0.location, "note: \($0.message)") }
    }
  }

  /// The path of each diagnostic's location.
  package static func paths(_ result: LoadResult) -> [String] {
    result.diagnostics.map { $0.location?.path ?? "-" }
  }

  private static func format(_ location: SourceLocation?, _ text: String) -> String {
    guard let location else { return text }
    return "\(location.line):\(location.column): \(text)"
  }

  /// A minimal valid description around `screens` (a JSON array's contents) with one tab on `root`.
  package static func app(screens: String, root: String = "A") -> String {
    """
    {
      "tabs": [{"id": "main", "root": "\(root)"}],
      "screens": [
    \(screens)
      ]
    }
    """
  }
}
