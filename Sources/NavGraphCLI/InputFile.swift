import Foundation
import NavGraph

/// The description a command reads: the file argument, `-` for standard input, or `app.json` in
/// the current directory when none is given; or SwiftUI code, read in memory (`SwiftCode`), when
/// the arguments are directories or `.swift` files.
struct InputFile {
  /// The argument as given, or nil for the default.
  var argument: String?
  /// Further Swift PATHs after `argument`, when it names Swift code.
  var morePaths: [String] = []
  /// The overlay merged over Swift code (`--overlay`); without it, `navgraph.json` in the first PATH
  /// when present (docs/EXTRACT.md#the-overlay).
  var overlay: String?

  /// Whether the input is Swift code: `argument` is a directory or a `.swift` file.
  var isSwiftCode: Bool { argument.map(SwiftCode.isSwiftPath) ?? false }

  static let defaultName = "app.json"

  /// The name diagnostics and reports use: the path as given, `<stdin>` for `-`.
  var displayName: String {
    switch argument {
    case nil: return InputFile.defaultName
    case "-": return "<stdin>"
    case let path?: return path
    }
  }

  /// Reads and loads the description, or reads the Swift code and builds its model. Every reason it
  /// cannot be read is an `io-error` diagnostic without a model, like the loader's own: a missing or
  /// unreadable file, standard input that cannot be read, no file given with no `app.json` in the
  /// current directory, and Swift code given to a build without the SwiftUI reader.
  func load(_ console: Console) -> LoadResult {
    if isSwiftCode, let argument { return SwiftCode.load(paths: [argument] + morePaths, overlay: overlay) }
    switch argument {
    case "-":
      do {
        return AppLoader.load(bytes: try console.readInput(), fileName: displayName)
      } catch {
        return unreadable("cannot read standard input: \(error.localizedDescription)")
      }
    case nil:
      guard FileManager.default.fileExists(atPath: InputFile.defaultName) else {
        return unreadable("no file given and no '\(InputFile.defaultName)' in the current directory")
      }
      return AppLoader.load(path: InputFile.defaultName)
    case let path?:
      return AppLoader.load(path: path)
    }
  }

  /// This input with `--overlay` of `arguments`; a usage error of `command` when it is given for a
  /// description, which takes no overlay.
  func overlaid(_ arguments: ParsedArguments, _ command: CommandSpec) throws(UsageError) -> InputFile {
    guard let overlay = arguments.value("overlay") else { return self }
    guard isSwiftCode else {
      throw UsageError(
        "'--overlay' applies to SwiftUI code only, and '\(displayName)' is a description: write what the "
          + "overlay adds into it", command: command)
    }
    var input = self
    input.overlay = overlay
    return input
  }

  private func unreadable(_ message: String) -> LoadResult {
    let diagnostic = Diagnostic(severity: .error, code: .ioError, message: message, location: nil)
    return LoadResult(app: nil, diagnostics: [diagnostic], sources: SourceMap(), hasErrors: true)
  }

  /// For `path`, `routes` and `render`: the loaded app, after printing the loader's diagnostics on
  /// standard error; the failure carries them when the description cannot be used (the caller
  /// exits 2).
  func loadApp(_ console: Console, color: String?) -> Result<App, InputFailure> {
    loadValid(console, color: color).map { $0.app! }
  }

  /// As `loadApp`, but the whole load result (the app and the loader's diagnostics, which are
  /// warnings only).
  func loadValid(_ console: Console, color: String?) -> Result<LoadResult, InputFailure> {
    InputFile.valid(load(console), name: displayName, console, color: color)
  }

  /// `result`, a load of the description called `name`, after printing its diagnostics on standard
  /// error; the failure carries them when the description cannot be used.
  static func valid(_ result: LoadResult, name: String, _ console: Console, color: String?)
    -> Result<LoadResult, InputFailure>
  {
    if !result.diagnostics.isEmpty {
      let report = CheckReport(
        file: name,
        summary: CheckReport.Summary(screens: 0, links: 0, reachable: 0, errors: 0, warnings: 0),
        diagnostics: result.diagnostics, sources: result.sources)
      let reporter = TextReporter(
        showsSourceLines: console.isTerminal(.error),
        style: TerminalStyle(colors: console.colors(color, on: .error)))
      console.err(reporter.generateReport(report))
    }
    guard !result.hasErrors, result.app != nil else {
      return .failure(InputFailure(diagnostics: result.diagnostics))
    }
    return .success(result)
  }
}

/// A description that cannot be used, with the diagnostics that say why.
struct InputFailure: Error {
  var diagnostics: [Diagnostic]
}
