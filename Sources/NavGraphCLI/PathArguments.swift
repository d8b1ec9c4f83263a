import Foundation
import NavGraph

/// The command line of `navgraph path`, checked: the positional arguments `[file] from to`, or with
/// `--from-launch` or `--deep-link ID` `[file] to`, the search options and the output format.
///
/// The first word is the file when there is one word more than the screens need. With exactly as
/// many words as screens, a first word that is `-` or names a regular file, a directory or a
/// `.swift` file (Swift code) is still the input, and the missing screen is reported (`navgraph path app.json Home` lacks `<to>`) rather than
/// `app.json` being read as a screen id of the default file.
struct PathArguments {
  var input: InputFile
  /// The screen id to start from; nil with `--from-launch` and `--deep-link`.
  var from: String?
  /// `--deep-link`: the id of the deep link whose cold state the search starts from.
  var deepLink: String?
  /// The screen id to reach.
  var to: String
  var options: PathOptions
  var format: PathReportFormat
  /// `--verbose`: text output shows the whole state after every move.
  var verbose: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let spec = PathCommand.spec
    let fromLaunch = arguments.has("from-launch")
    deepLink = arguments.value("deep-link")
    let words = arguments.positionals
    let needed = fromLaunch || deepLink != nil ? 1 : 2
    var screenCount = words.count
    if words.count == needed, let first = words.first,
      first == "-" || Self.isRegularFile(first) || SwiftCode.isSwiftPath(first)
    {
      screenCount -= 1
    }
    if screenCount < needed {
      let missing = needed == 1 || screenCount == 1 ? "<to>" : "<from>"
      throw UsageError("missing expected argument '\(missing)'", command: spec)
    }
    if deepLink != nil && words.count > needed + 1 {
      throw UsageError("'--deep-link' and '<from>' cannot be used together", command: spec)
    }
    if words.count > needed + 1 {
      throw UsageError("unexpected argument '\(words[needed + 1])'", command: spec)
    }
    let hasFile = words.count == needed + 1
    input = try InputFile(argument: hasFile ? words[0] : nil).overlaid(arguments, spec)
    let rest = hasFile ? Array(words.dropFirst()) : words
    from = needed == 1 ? nil : rest[0]
    to = rest[rest.count - 1]
    options = PathOptions(
      fromLaunch: fromLaunch,
      maxStates: try PathCommand.integer(arguments, "max-states", minimum: 1) ?? PathOptions.defaultMaxStates)
    format = arguments.value("format").flatMap(PathReportFormat.init(rawValue:)) ?? .text
    verbose = arguments.has("verbose")
    if format == .json && verbose {
      throw UsageError("'--verbose' applies only to text output", command: spec)
    }
  }

  /// The members that name the question in a JSON failure document (`JSONFailure`).
  var question: [String: JSONValue] {
    var members: [String: JSONValue] = ["to": .string(to)]
    if let from { members["from"] = .string(from) }
    if let deepLink { members["deepLink"] = .string(deepLink) }
    return members
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}
