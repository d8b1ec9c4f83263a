/// `check`'s default output: one compiler-style line per diagnostic, in the form Xcode, VS Code
/// problem matchers and CI log parsers understand,
///
///     app.json:12:7: error: unknown screen 'Detial'; did you mean 'Detail'? [unknown-id]
///     app.json:3:5: note: first defined here
///
/// followed by a `reached by:` note when the finding has an example route (notes without a place of
/// their own take the diagnostic's). On a terminal
/// (`showsSourceLines`), each located line is followed by the source line and a caret under the
/// column, as swiftc and clang print them. Colours come from `style`. At most `maxPerCode`
/// diagnostics of each code are printed (the first in report order); one closing note per code over
/// the limit says how many more there are,
///
///     app.json: note: 1234 more 'unreachable' findings not shown (at most 100 per code here; use --format json for all)
///
/// With `--show-ignored`, a section `ignored findings (N):` lists the findings `ignore` entries
/// suppressed, with their reasons. The one-line summary (`summaryLine(_:)`) is not part of the report: the command line prints it on
/// standard error.
///
/// Linear in the number of diagnostics and notes (each snippet is bounded, see `SourceSnippet`).
public struct TextReporter: Reporter {
  /// Print the source line and a caret under each located diagnostic and note.
  public var showsSourceLines: Bool
  /// Whether and how to colour the text.
  public var style: TerminalStyle
  /// At most this many diagnostics of one code are printed.
  public var maxPerCode: Int

  /// A text reporter; by default plain, without source lines, at most `PerCodeLimit.defaultLimit` per code.
  public init(
    showsSourceLines: Bool = false, style: TerminalStyle = .plain, maxPerCode: Int = PerCodeLimit.defaultLimit
  ) {
    self.showsSourceLines = showsSourceLines
    self.style = style
    self.maxPerCode = maxPerCode
  }

  /// The diagnostics as compiler-style lines, then the closing notes of the per-code limit.
  public func generateReport(_ report: CheckReport) -> String {
    var out = ""
    let limited = PerCodeLimit(report.diagnostics, limit: maxPerCode)
    for diagnostic in limited.shown {
      let message = TerminalStyle.printable(diagnostic.message) + " [\(diagnostic.code.rawValue)]"
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
    for (code, count) in limited.omitted {
      let message = PerCodeLimit.message(code: code, count: count, limit: maxPerCode)
      line(&out, report, nil, .note, message)
    }
    if let ignored = report.ignored { ignoredSection(&out, report, ignored) }
    return out
  }

  /// `--show-ignored`: the suppressed findings after a heading, each indented (so that no problem
  /// matcher takes it for a diagnostic) with its code, then its reason.
  private func ignoredSection(_ out: inout String, _ report: CheckReport, _ ignored: [IgnoredFinding]) {
    out += style.apply(.bold, "ignored findings (\(ignored.count)):") + "\n"
    for entry in ignored {
      let finding = entry.finding
      let place = finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? report.file
      out +=
        "  \(TerminalStyle.printable(place)): [\(finding.code.rawValue)] "
        + TerminalStyle.printable(finding.message) + "\n"
      out += "    reason: " + TerminalStyle.printable(entry.reason) + "\n"
    }
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
    guard snippet, showsSourceLines, let location, let source = report.sources.file(of: location.anchor),
      let excerpt = SourceSnippet(bytes: source.bytes, offset: location.offset)
    else { return }
    out += excerpt.line + "\n"
    out += excerpt.caret.dropLast() + style.apply(.green, "^") + "\n"
  }

  /// `3 errors, 2 warnings in 41 screens (5 unreachable)`: the line the command line prints on
  /// standard error; the unreachable screens are counted (all of them, also those listed under
  /// another's finding) when there are any; without ` in N screens` when no model could be built
  /// (`modelLoaded` false).
  public static func summaryLine(_ summary: CheckReport.Summary, modelLoaded: Bool = true) -> String {
    let count = CountedNoun.phrase
    let line = "\(count(summary.errors, "error")), \(count(summary.warnings, "warning"))"
    guard modelLoaded else { return line }
    let unreachable = summary.unreachable > 0 ? " (\(summary.unreachable) unreachable)" : ""
    return line + " in " + count(summary.screens, "screen") + unreachable
  }
}
