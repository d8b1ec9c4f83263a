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
  /// The sources the diagnostics' locations point into, for printing the offending line under a
  /// diagnostic; empty when nothing could be read.
  public var sources: SourceMap

  public init(file: String, summary: Summary, diagnostics: [Diagnostic], sources: SourceMap) {
    self.file = file
    self.summary = summary
    self.diagnostics = diagnostics
    self.sources = sources
  }
}

/// The stable codes NavGraph reports, with their default severity and one-line help, for SARIF rules
/// and documentation.
public struct DiagnosticRule: Sendable {
  public var code: String
  public var severity: Severity
  public var summary: String
  public var help: String
}
