import NavGraph

extension App {
  /// The app with a new `SourceFile` over the same bytes (shared, not copied), whose line and column
  /// index is not built yet: a check timed on it pays for locating its findings, as a new process does,
  /// instead of reusing the index an earlier run built.
  func withNewSource() -> App {
    var copy = self
    copy.source = SourceFile(name: source.name, bytes: source.bytes)
    return copy
  }
}
