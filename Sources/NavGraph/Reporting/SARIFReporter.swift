/// `check --format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
/// the format GitHub code scanning uploads and shows inline on pull requests.
///
/// One run whose driver lists one rule per `DiagnosticCode` (id, short and full description, help,
/// default level), sorted by id; one result per diagnostic with `ruleId`, `ruleIndex`, `level`, `message` (the
/// example route appended, as code scanning shows only the message) and a physical location: the
/// file's URI (relative paths percent-encoded against `%SRCROOT%`, absolute ones as `file://`) and
/// the region's `startLine` and `startColumn` (`columnKind` is `unicodeCodePoints`, as NavGraph
/// counts columns). Notes become `relatedLocations` (each with an `id` and the note as its
/// `message`; a physical location only when the note has a place of its own, which SARIF allows: every
/// property of a location object is optional, §3.28); the screen, route, cycle, screens and group are
/// kept in the result's property bag. With `--show-ignored`, the findings `ignore` entries suppressed
/// follow, each with one `inSource` suppression whose justification is the entry's reason. Linear in the size of the report plus the catalogue.
public struct SARIFReporter: Reporter {
  /// The SARIF 2.1.0 JSON schema the log names.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// A SARIF reporter.
  public init() {}

  /// The whole log, one JSON document.
  public func generateReport(_ report: CheckReport) -> String {
    let rules = DiagnosticCode.sorted
    var ruleIndex: [DiagnosticCode: Int] = [:]
    for (i, code) in rules.enumerated() { ruleIndex[code] = i }

    let listed =
      report.diagnostics.map { ($0, nil as String?) } + (report.ignored ?? []).map { ($0.finding, $0.reason) }
    let results = listed.map { diagnostic, reason -> JSONValue in
      var message = diagnostic.message
      if let route = diagnostic.route, !route.isEmpty {
        message += "; reached by: " + route.joined(separator: " > ")
      }
      var result: [String: JSONValue] = [
        "ruleId": .string(diagnostic.code.rawValue),
        "ruleIndex": .int(ruleIndex[diagnostic.code]!),
        "level": .string(SARIFReporter.level(diagnostic.severity)),
        "message": .object(["text": .string(message)]),
      ]
      if let location = diagnostic.location {
        result["locations"] = .array([.object(["physicalLocation": SARIFReporter.physical(location)])])
      }
      if !diagnostic.notes.isEmpty {
        result["relatedLocations"] = .array(
          diagnostic.notes.enumerated().map { i, note in
            var related: [String: JSONValue] = [
              "id": .int(i + 1), "message": .object(["text": .string(note.message)]),
            ]
            if let location = note.location { related["physicalLocation"] = SARIFReporter.physical(location) }
            return .object(related)
          })
      }
      var properties: [String: JSONValue] = [:]
      if let screen = diagnostic.screen { properties["screen"] = .string(screen) }
      if let route = diagnostic.route { properties["route"] = .strings(route) }
      if let cycle = diagnostic.cycle { properties["cycle"] = .strings(cycle) }
      if let screens = diagnostic.screens { properties["screens"] = .strings(screens) }
      if let group = diagnostic.group { properties["group"] = .strings(group) }
      if !properties.isEmpty { result["properties"] = .object(properties) }
      if let reason {
        result["suppressions"] = .array([
          .object(["kind": .string("inSource"), "justification": .string(reason)])
        ])
      }
      return .object(result)
    }

    let driver: JSONValue = .object([
      "name": .string(ToolInfo.name),
      "version": .string(ToolInfo.version),
      "semanticVersion": .string(ToolInfo.version),
      "rules": .array(rules.map(SARIFReporter.rule)),
    ])
    let run: JSONValue = .object([
      "tool": .object(["driver": driver]),
      "columnKind": .string("unicodeCodePoints"),
      "results": .array(results),
    ])
    let log: JSONValue = .object([
      "$schema": .string(SARIFReporter.schema),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ])
    return log.serialized()
  }

  /// SARIF's `level` for a severity.
  public static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  static func rule(_ code: DiagnosticCode) -> JSONValue {
    .object([
      "id": .string(code.rawValue),
      "shortDescription": .object(["text": .string(code.summary)]),
      "fullDescription": .object(["text": .string(code.help)]),
      "help": .object(["text": .string(code.help)]),
      "defaultConfiguration": .object(["level": .string(level(code.severity))]),
    ])
  }

  static func physical(_ location: SourceLocation) -> JSONValue {
    var artifact: [String: JSONValue] = ["uri": .string(uri(location.file))]
    if !location.file.hasPrefix("/") { artifact["uriBaseId"] = .string("%SRCROOT%") }
    return .object([
      "artifactLocation": .object(artifact),
      "region": .object(["startLine": .int(location.line), "startColumn": .int(location.column)]),
    ])
  }

  /// A file path as a URI reference: every byte outside RFC 3986's unreserved set and `/`
  /// percent-encoded; absolute paths get the `file://` scheme.
  public static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
