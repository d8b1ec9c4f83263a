/// Why a load stopped before the end of the input: a JSON syntax error, invalid UTF-8 outside a
/// string, a top level that is not an object, a size limit, or a format version this build does not
/// read. It becomes one error diagnostic.
struct LoadStop: Error {
  var code: DiagnosticCode
  var message: String
  /// The byte offset of the problem, or nil when it concerns the whole file.
  var offset: Int?

  static func syntax(_ message: String, at offset: Int) -> LoadStop {
    LoadStop(code: .jsonSyntax, message: message, offset: offset)
  }
}
