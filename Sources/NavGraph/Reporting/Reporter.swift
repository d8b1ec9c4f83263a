/// Something that turns a command's report into the text printed on standard output: a `check`
/// report, a `path` answer, a route table or a diff.
///
/// One reporter per format, each in its own file (the SwiftLint reporter pattern); each command's
/// formats are listed by its report-format enum (`CheckReportFormat`, `PathReportFormat`,
/// `RoutesReportFormat`, `DiffReportFormat`), which returns an `any Reporter<ItsReport>`.
public protocol Reporter<Report>: Sendable {
  /// What the reporter reads: `CheckReport`, `PathReport`, `RoutesReport` or `DiffReport`.
  associatedtype Report
  /// The whole output for `report`, ready to write to standard output (empty when there is nothing
  /// to say).
  func generateReport(_ report: Report) -> String
}
