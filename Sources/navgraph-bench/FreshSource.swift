import NavGraph

extension App {
  /// The app with new `SourceFile`s over the same bytes (shared, not copied), whose line and column
  /// indexes are not built yet: a check timed on it pays for locating its findings, as a new process
  /// does, instead of reusing the indexes an earlier run built.
  func withNewSource() -> App {
    var copy = self
    copy.sources = SourceMap(
      files: sources.files.map { SourceFile(name: $0.name, bytes: $0.bytes) }, paths: sources.paths)
    return copy
  }
}
