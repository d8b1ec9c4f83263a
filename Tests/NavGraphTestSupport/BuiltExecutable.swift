import Foundation
import Testing

/// The built `navgraph` executable, for the tests that run it as a process: found beside the test
/// bundle, else in the package's `.build/debug`.
///
/// Such tests run when the executable is built, and always in CI (`CI=true`), where a missing
/// executable fails them instead of skipping them: use `.enabled(if: BuiltExecutable.testsEnabled,
/// BuiltExecutable.missing)` and `try BuiltExecutable.required()`.
package enum BuiltExecutable {
  package static let url: URL? = {
    var candidates: [URL] = []
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    candidates.append(PackageRoot.url.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("navgraph") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether the tests that run the executable run: when it is built, and always in CI.
  package static let testsEnabled = url != nil || TestEnvironment.isCI

  /// Why they are skipped outside CI.
  package static let missing: Comment = "the navgraph executable is not built (swift build)"

  /// The executable; in CI without one, a failure that says so.
  package static func required(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
    try #require(
      url, "CI=true but the navgraph executable is not built: 'swift build' builds it beside the tests",
      sourceLocation: sourceLocation)
  }

  /// Runs the executable from the package root with `arguments` and `stdin` (closed after it is
  /// written), in this process's environment less `NO_COLOR`, to its end.
  package static func run(
    _ arguments: [String], stdin: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> CLIRun {
    let process = Process()
    process.executableURL = try required(sourceLocation: sourceLocation)
    process.arguments = arguments
    process.currentDirectoryURL = PackageRoot.url
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIRun(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
