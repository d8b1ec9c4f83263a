/// What loading (or building) a description gave: the model when it is usable, and every problem
/// found.
public struct LoadResult: Sendable {
  /// The model, whenever the screens could be read, even with errors (then `hasErrors` is true).
  ///
  /// It is nil when the file could not be read, is empty, too large, not JSON, not an object, in a
  /// format this build does not read, or has no `screens` array. When it is non-nil, every id in it
  /// is valid: each screen, tab and link of the file has its entry at the same position (an entry
  /// with an error is kept with defaults, so `screens[3]` in a location is `app.screens[3]`); an
  /// unresolved reference is nil (a link's `destination`, a tab's `root`, `entry`, `home`); of two
  /// screens with the same id, references resolve to the first. With errors, `entry` may be nil
  /// while there are no tabs (nothing to launch on).
  public var app: App?
  /// Sorted by position; at most `LoadLimits.maxDiagnostics`, then one `too-many-diagnostics` note.
  public var diagnostics: [Diagnostic]
  /// The files read, for printing source lines; empty when nothing could be read.
  public var sources: SourceMap
  /// Whether any error was found (kept in `diagnostics` or not).
  public var hasErrors: Bool

  /// A result of these parts.
  public init(app: App?, diagnostics: [Diagnostic], sources: SourceMap, hasErrors: Bool) {
    self.app = app
    self.diagnostics = diagnostics
    self.sources = sources
    self.hasErrors = hasErrors
  }
}
