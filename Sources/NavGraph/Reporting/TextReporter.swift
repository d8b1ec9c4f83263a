/// `check`'s default output: one compiler-style line per diagnostic, in the form Xcode, VS Code
/// problem matchers and CI log parsers understand,
///
///     app.json:12:7: error: unknown screen 'Detial'; did you mean 'Detail'? [unknown-id]
///     app.json:3:5: note: first defined here
///
/// followed by a `reached by:` note when the finding has an example route (notes without a place of
/// their own take the diagnostic's). On a terminal
/// (`showsSourceLines`), each located line is followed by the source line and a caret under the
/// column, as swiftc and clang print them. Colours come from `style`. The one-line summary
/// (`summaryLine(_:)`) is not part of the report: the command line prints it on standard error.
///
/// Linear in the number of diagnostics and notes (each snippet is bounded, see `SourceSnippet`).
public struct TextReporter: CheckReporter {
  /// Print the source line and a caret under each located diagnostic and note.
  public var showsSourceLines: Bool
  public var style: TerminalStyle

  public init(showsSourceLines: Bool = false, style: TerminalStyle = .plain) {
    self.showsSourceLines = showsSourceLines
    self.style = style
  }

  public func generateReport(_ report: CheckReport) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      let message = TerminalStyle.printable(diagnostic.message) + " [\(diagnostic.code)]"
      line(&out, report, diagnostic.location, diagnostic.severity, message)
      if let route = diagnostic.route, !route.isEmpty {
        let text = "reached by: " + TerminalStyle.printable(route.joined(separator: " > "))
        line(&out, report, diagnostic.location, .note, text, snippet: false)
      }
      for note in diagnostic.notes {
        let place = note.location ?? diagnostic.location
        line(&out, report, place, .note, TerminalStyle.printable(note.message), snippet: note.location != nil)
      }
    }
    return out
  }

  private func line(
    _ out: inout String, _ report: CheckReport, _ location: SourceLocation?, _ severity: Severity,
    _ message: String, snippet: Bool = true
  ) {
    let place: String
    if let location {
      place = "\(TerminalStyle.printable(location.file)):\(location.line):\(location.column):"
    } else {
      place = TerminalStyle.printable(report.file) + ":"
    }
    out += style.apply(.bold, place) + " "
    out += style.apply(TerminalStyle.attribute(for: severity), severity.rawValue + ":") + " "
    out += (severity == .note ? message : style.apply(.bold, message)) + "\n"
    guard snippet, showsSourceLines, let location, let source = report.source, source.name == location.file,
      let excerpt = SourceSnippet(bytes: source.bytes, offset: location.offset)
    else { return }
    out += excerpt.line + "\n"
    out += excerpt.caret.dropLast() + style.apply(.green, "^") + "\n"
  }

  /// `3 errors, 2 warnings in 41 screens`: the line the command line prints on standard error;
  /// without ` in N screens` when no model could be built (`modelLoaded` false).
  public static func summaryLine(_ summary: CheckReport.Summary, modelLoaded: Bool = true) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    let line = "\(count(summary.errors, "error")), \(count(summary.warnings, "warning"))"
    return modelLoaded ? line + " in " + count(summary.screens, "screen") : line
  }
}
