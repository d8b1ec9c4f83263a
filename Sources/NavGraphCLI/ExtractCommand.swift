import NavGraph

#if NAVGRAPH_SWIFTUI_READER
  import NavGraphSwiftUI
#endif

/// `navgraph extract [<path> ...] [-o <file>]`: the navigation read from SwiftUI code
/// (docs/EXTRACT.md) as a format-1.1 description, on standard output or written atomically to `-o`;
/// the reader's diagnostics (files that do not parse, files skipped, navigation it cannot resolve)
/// on standard error, located at the Swift source, then a summary line.
///
/// The overlay (`--overlay`, or `navgraph.json` in the first PATH) is merged over what the code shows
/// (docs/EXTRACT.md#the-overlay), and the summary line names it.
///
/// Exit status: 0 when the description is written and the reader found no error; 1 when it is
/// written but a file did not parse (what parsed is in it), or it has nothing to launch on (no
/// `entry`, no `tabs`: it loads once the overlay sets one); 2 when nothing is written: a PATH or
/// the overlay cannot be read, the overlay has an error, no Swift file was found, `-o` cannot be
/// written, or this build has no reader.
enum ExtractCommand: Command {
  static let spec = CommandSpec.extract

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
    guard SwiftCode.isAvailable else {
      console.error(SwiftCode.missingReader)
      return ExitStatus.failure
    }
    if let output, let problem = AtomicFileWriter.problem(writing: output) {
      console.error(problem.description)
      return ExitStatus.failure
    }
    #if NAVGRAPH_SWIFTUI_READER
      let overlay = arguments.value("overlay")
      return write(
        SwiftUIExtractor.extract(paths: paths, overlay: overlay), paths: paths, to: output, console)
    #else
      return ExitStatus.failure
    #endif
  }

  #if NAVGRAPH_SWIFTUI_READER
    /// Prints the reader's diagnostics, then writes the description unless nothing could be read.
    private static func write(
      _ result: ExtractionResult, paths: [String], to output: String?, _ console: Console
    ) -> Int32 {
      let sources = result.sources
      // With no file read, that no view was found says nothing more than the error below.
      let diagnostics = result.diagnostics.filter { !result.files.isEmpty || $0.code != .noAppRoot }
      if !diagnostics.isEmpty {
        let report = CheckReport(
          file: paths[0],
          summary: CheckReport.Summary(screens: 0, links: 0, reachable: 0, errors: 0, warnings: 0),
          diagnostics: diagnostics, sources: sources)
        let reporter = TextReporter(
          showsSourceLines: console.isTerminal(.error),
          style: TerminalStyle(colors: console.colors(nil, on: .error)))
        console.err(reporter.generateReport(report))
      }
      if result.diagnostics.contains(where: { $0.code == .ioError }) || result.overlay?.hasErrors == true {
        return ExitStatus.failure
      }
      guard !result.files.isEmpty else {
        console.error("no Swift files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        return ExitStatus.failure
      }
      let json = Array(AppDescriptionWriter.json(result.navigation, ignores: result.ignoreComments(at:)).utf8)
      if let output {
        do {
          try AtomicFileWriter.write(json, to: output, whileTemporaryFileExists: console.temporaryFileHook)
        } catch {
          console.error("\(error)")
          return ExitStatus.failure
        }
      } else {
        console.writeOutput(json)
      }
      let navigation = result.navigation
      let links = navigation.screens.reduce(0) { $0 + $1.links.count }
      let count = CountedNoun.phrase
      console.err(
        "extracted \(count(navigation.screens.count, "screen")), \(count(navigation.tabs.count, "tab")) and "
          + "\(count(links, "link")) from \(count(result.files.count, "Swift file"))"
          + (result.overlay.map { " and the overlay \(QuotedText.quote($0.file.name))" } ?? "") + "\n")
      // A description with nothing to launch on is written (the overlay can set `entry`), but it
      // does not load until then, so the run fails as a file that did not parse does.
      if navigation.entry == nil && navigation.tabs.isEmpty {
        console.error(
          "the description has no 'entry' and no 'tabs', so it does not load until the overlay (navgraph.json in the first PATH, or --overlay) sets one"
        )
        return ExitStatus.negative
      }
      return result.hasErrors ? ExitStatus.negative : ExitStatus.success
    }
  #endif
}
