/// `routes --format csv`: RFC 4180 CSV with a header, one record per screen in file order:
///
///     screen,reachable,steps,state,route
///     D,true,2,tab 'c' [C > D],tab 'c' > push 'D'
///     Orphan,false,,,
///
/// Records end in CRLF; a field containing a comma, a double quote, CR or LF is enclosed in double
/// quotes with its quotes doubled. Linear in the size of the output.
public struct RoutesCSVReporter: RoutesReporter {
  /// A CSV reporter.
  public init() {}

  /// The table as CSV, a header row first. A screen reachable only past the bound of the search
  /// for routes (`RouteTable`) is `X,true,,,`.
  public func write(_ report: RoutesReport, to output: (String) -> Void) {
    withoutActuallyEscaping(output) { output in
      var out = ChunkedOutput(output)
      out.append("screen,reachable,steps,state,route\r\n")
      for s in report.app.screens.indices {
        let row = report.row(s)
        let fields = [
          row.id, row.reachable ? "true" : "false", row.steps ?? "", row.state ?? "", row.route ?? "",
        ]
        out.append(fields.map(RoutesCSVReporter.quote).joined(separator: ",") + "\r\n")
      }
      out.flush()
    }
  }

  /// A field quoted as RFC 4180 requires, or as is when it needs no quotes.
  public static func quote(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
      return field
    }
    var out = "\""
    for scalar in field.unicodeScalars {
      if scalar == "\"" { out += "\"" }
      out.unicodeScalars.append(scalar)
    }
    return out + "\""
  }
}
