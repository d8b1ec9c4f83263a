/// What `check` found: the input diagnostics and the findings, in report order, and the figures.
public struct CheckReport: Sendable {
  /// The figures printed after the diagnostics and in JSON's `summary`.
  public struct Summary: Hashable, Sendable {
    /// The screens of the description (0 without a model).
    public var screens: Int
    /// The links of the description (0 without a model).
    public var links: Int
    /// The screens some reachable state shows.
    public var reachable: Int
    /// The errors reported.
    public var errors: Int
    /// The warnings reported.
    public var warnings: Int
    /// Every unreachable screen reported, also those listed under another's finding.
    public var unreachable: Int

    /// The figures; `unreachable` is 0 unless given.
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
  /// The figures.
  public var summary: Summary
  /// Every diagnostic reported, input diagnostics first, in report order.
  public var diagnostics: [Diagnostic]
  /// The sources the diagnostics' locations point into, for printing the offending line under a
  /// diagnostic; empty when nothing could be read.
  public var sources: SourceMap
  /// The findings `ignore` entries suppressed, in report order, when they are to be listed
  /// (`check --show-ignored`); nil otherwise.
  public var ignored: [IgnoredFinding]?
  /// How the diagnostics compared with a baseline (`check --baseline`), whose known ones are not
  /// in `diagnostics`; nil without one.
  public var baseline: Baseline.Match?

  /// A report of `file` (see `CheckRun`, which makes the one `check` prints).
  public init(
    file: String, summary: Summary, diagnostics: [Diagnostic], sources: SourceMap,
    ignored: [IgnoredFinding]? = nil
  ) {
    self.file = file
    self.summary = summary
    self.diagnostics = diagnostics
    self.sources = sources
    self.ignored = ignored
  }
}
