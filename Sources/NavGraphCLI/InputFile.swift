import Foundation
import NavGraph

/// The description a command reads: the file argument, `-` for standard input, or `app.json` in
/// the current directory when none is given.
struct InputFile {
  /// The argument as given, or nil for the default.
  var argument: String?

  static let defaultName = "app.json"

  /// The name diagnostics and reports use: the path as given, `<stdin>` for `-`.
  var displayName: String {
    switch argument {
    case nil: return InputFile.defaultName
    case "-": return "<stdin>"
    case let path?: return path
    }
  }

  /// Reads and loads the description. Nil, after printing the reason on standard error, when there
  /// is nothing to load: no file given and no `app.json` here, or standard input unreadable. Every
  /// other problem (a missing or unreadable file, invalid content) is the loader's diagnostic.
  func load(_ console: Console) -> LoadResult? {
    switch argument {
    case "-":
      do {
        return AppLoader.load(bytes: try console.readInput(), fileName: displayName)
      } catch {
        console.error("cannot read standard input: \(error.localizedDescription)")
        return nil
      }
    case nil:
      guard FileManager.default.fileExists(atPath: InputFile.defaultName) else {
        console.error("no file given and no '\(InputFile.defaultName)' in the current directory")
        return nil
      }
      return AppLoader.load(path: InputFile.defaultName)
    case let path?:
      return AppLoader.load(path: path)
    }
  }

  /// For `path`, `routes` and `render`: the loaded app, after printing the loader's diagnostics on
  /// standard error; nil when the description is invalid (the caller exits 2).
  func loadApp(_ console: Console, color: String?) -> App? { loadValid(console, color: color)?.app }

  /// As `loadApp`, but the whole load result (the app and the loader's diagnostics, which are
  /// warnings only); nil when the description is invalid.
  func loadValid(_ console: Console, color: String?) -> LoadResult? {
    guard let result = load(console) else { return nil }
    if !result.diagnostics.isEmpty {
      let report = CheckReport(
        file: displayName,
        summary: CheckReport.Summary(screens: 0, links: 0, reachable: 0, errors: 0, warnings: 0),
        diagnostics: result.diagnostics, source: result.source)
      let reporter = TextReporter(
        showsSourceLines: console.isTerminal(.error),
        style: TerminalStyle(colors: console.colors(color, on: .error)))
      console.err(reporter.generateReport(report))
    }
    guard !result.hasErrors, result.app != nil else { return nil }
    return result
  }
}
