/// `check --format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's files:
///
///     ::error file=app.json,line=12,col=7,title=unreachable::screen 'X' is unreachable
///
/// Errors map to `::error`, warnings to `::warning`, notes to `::notice`; `title` is the code. The
/// example route and the notes (with their places) follow the message on their own lines. Escaping
/// follows the Actions toolkit's `command.ts`: in the message `%`, CR and LF become `%25`, `%0D`,
/// `%0A`; in property values also `:` and `,` become `%3A` and `%2C`. At most `maxPerCode`
/// diagnostics of each code are printed (the first in report order), then one `::notice` per code
/// over the limit says how many more there are (GitHub shows only a few annotations per step
/// anyway). Linear in the report's size.
public struct GitHubReporter: Reporter {
  /// At most this many diagnostics of one code are printed.
  public var maxPerCode: Int

  /// A GitHub reporter showing at most `maxPerCode` diagnostics of each code.
  public init(maxPerCode: Int = PerCodeLimit.defaultLimit) {
    self.maxPerCode = maxPerCode
  }

  /// One workflow command per diagnostic shown, then one notice per code over the limit.
  public func generateReport(_ report: CheckReport) -> String {
    var out = ""
    let limited = PerCodeLimit(report.diagnostics, limit: maxPerCode)
    for diagnostic in limited.shown {
      var properties: [String] = []
      if let location = diagnostic.location {
        properties.append("file=" + GitHubReporter.escapeProperty(location.file))
        properties.append("line=\(location.line)")
        properties.append("col=\(location.column)")
      } else {
        properties.append("file=" + GitHubReporter.escapeProperty(report.file))
      }
      properties.append("title=" + GitHubReporter.escapeProperty(diagnostic.code.rawValue))
      var message = diagnostic.message
      if let route = diagnostic.route, !route.isEmpty {
        message += "\nreached by: " + route.joined(separator: " > ")
      }
      for note in diagnostic.notes {
        message += "\nnote: " + note.message
        if let location = note.location {
          message += " (\(location.file):\(location.line):\(location.column))"
        }
      }
      out += "::\(GitHubReporter.command(diagnostic.severity)) \(properties.joined(separator: ","))::"
      out += GitHubReporter.escapeData(message) + "\n"
    }
    for (code, count) in limited.omitted {
      out +=
        "::notice file=\(GitHubReporter.escapeProperty(report.file)),title=\(GitHubReporter.escapeProperty(code.rawValue))::"
      out +=
        GitHubReporter.escapeData(PerCodeLimit.message(code: code, count: count, limit: maxPerCode)) + "\n"
    }
    return out
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  /// A message escaped for a workflow command: `%`, CR, LF.
  public static func escapeData(_ text: String) -> String {
    String(escaping: text, dataEscapes, displayable: false)
  }

  /// A property value escaped for a workflow command: `%`, CR, LF, `:` and `,`.
  public static func escapeProperty(_ text: String) -> String {
    String(escaping: text, propertyEscapes, displayable: false)
  }

  private static let dataEscapes: EscapeTable = ["%": "%25", "\r": "%0D", "\n": "%0A"]
  private static let propertyEscapes: EscapeTable = [
    "%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C",
  ]
}
