import NavGraph

/// What `path --format json` and `routes --format json` print on standard output when they cannot
/// answer, so that standard output always holds one JSON document, whatever happens after the
/// arguments are parsed: the members that name the question (`from` and `to`; `version` and
/// `file`), `"error"` with a stable kebab-case code, and the members that explain it. Standard
/// error says the same for people. Keys sorted (`JSONValue`); docs/ROUTES.md lists every shape.
enum JSONFailure {
  /// `"error": "cannot-load"`: the description could not be read or is invalid; `file` is its
  /// name and `diagnostics` the loader's diagnostics in the shape of `check --format json`'s
  /// findings.
  static func cannotLoad(_ question: [String: JSONValue], file: String, _ failure: InputFailure) -> String {
    var members = question
    members["error"] = .string("cannot-load")
    members["file"] = .string(file)
    members["diagnostics"] = .array(failure.diagnostics.map(JSONReporter.finding))
    return JSONValue.object(members).serialized()
  }

  /// `"error": "unknown-screen"`: `screen` is the id given that names no screen, `message` the
  /// text standard error shows (with its did-you-mean).
  static func unknownScreen(_ question: [String: JSONValue], _ unknown: UnknownScreen) -> String {
    var members = question
    members["error"] = .string("unknown-screen")
    members["screen"] = .string(unknown.id)
    members["message"] = .string(unknown.message)
    return JSONValue.object(members).serialized()
  }

  /// `"error": "unknown-deep-link"`: the id `--deep-link` gave names no deep link; `message` is the
  /// text standard error shows (with its did-you-mean).
  static func unknownDeepLink(_ question: [String: JSONValue], _ unknown: UnknownScreen) -> String {
    var members = question
    members["error"] = .string("unknown-deep-link")
    members["message"] = .string(unknown.message)
    return JSONValue.object(members).serialized()
  }
}
