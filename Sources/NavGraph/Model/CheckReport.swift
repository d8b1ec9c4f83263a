/// What `check` found: the input diagnostics and the findings, in report order, and the figures.
public struct CheckReport: Sendable {
  public struct Summary: Hashable, Sendable {
    public var screens: Int
    public var links: Int
    public var reachable: Int
    public var errors: Int
    public var warnings: Int
    /// Every unreachable screen reported, also those listed under another's finding.
    public var unreachable: Int

    public init(screens: Int, links: Int, reachable: Int, errors: Int, warnings: Int, unreachable: Int = 0) {
      self.screens = screens
      self.links = links
      self.reachable = reachable
      self.errors = errors
      self.warnings = warnings
      self.unreachable = unreachable
    }
  }

  /// The file name as given by the user (`-` reads as `<stdin>`).
  public var file: String
  public var summary: Summary
  public var diagnostics: [Diagnostic]
  /// The source, for printing the offending line under a diagnostic; nil when nothing could be read.
  public var source: SourceFile?

  public init(file: String, summary: Summary, diagnostics: [Diagnostic], source: SourceFile?) {
    self.file = file
    self.summary = summary
    self.diagnostics = diagnostics
    self.source = source
  }
}
