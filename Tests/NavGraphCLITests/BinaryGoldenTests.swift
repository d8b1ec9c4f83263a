import Foundation
import Testing

/// Runs the built `navgraph` executable (found beside the test bundle, else in `.build/debug` of the
/// package) from the package root, and compares its whole standard output, standard error and
/// exit status with golden files.
/// The built `navgraph` executable: beside the test bundle, else in the package's `.build/debug`.
enum BuiltExecutable {
  static let url: URL? = {
    var candidates: [URL] = []
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    candidates.append(CLI.root.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("navgraph") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

@Suite(.enabled(if: BuiltExecutable.url != nil, "the navgraph executable is not built"))
struct BinaryGoldenTests {
  func run(_ arguments: [String], stdin: String? = nil) throws -> CLIRun {
    let process = Process()
    process.executableURL = BuiltExecutable.url
    process.arguments = arguments
    process.currentDirectoryURL = CLI.root
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

  @Test func checkOnABrokenDescription() throws {
    let run = try run(["check", "Tests/NavGraphCLITests/Golden/broken.json"])
    #expect(run.status == 2)
    expectCLIGolden(run.transcript, "binary-check-broken.txt")
  }

  @Test func checkOnTheShopSample() throws {
    let run = try run(["check", "samples/shop.json"])
    #expect(run.status == 1)
    expectCLIGolden(run.transcript, "binary-check-shop.txt")
  }

  @Test func pathAndUsageError() throws {
    let path = try run(["path", "samples/tabs-coordinator.json", "B", "E"])
    #expect(path.status == 0)
    expectCLIGolden(path.transcript, "binary-path.txt")
    let usage = try run(["check", "--fromat", "json"])
    #expect(usage.status == 64)
    expectCLIGolden(usage.transcript, "binary-usage.txt")
    #expect(try run(["--version"]) == CLIRun(status: 0, stdout: "navgraph 0.1.0\n", stderr: ""))
  }

  @Test func standardInput() throws {
    let run = try run(["check", "-"], stdin: "{\"screens\": [}")
    #expect(run.status == 2)
    expectCLIGolden(run.transcript, "binary-check-stdin.txt")
  }
}
