import Foundation
import Testing

@testable import NavGraphCLI

/// What one run of `navgraph` produced.
struct CLIRun: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

  /// The whole run as one text, for golden files.
  var transcript: String { "status: \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Collects bytes written from closures (the streams of an in-process run).
final class ByteBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var data: [UInt8] = []

  func append(_ bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    data += bytes
  }

  var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return data
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}

enum CLI {
  /// The package root, from this file's place in Tests/NavGraphCLITests.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func sample(_ name: String) -> String { root.appendingPathComponent("samples/\(name)").path }

  /// Runs `navgraph` in-process with captured streams.
  static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:],
    terminal: Set<StandardStream> = []
  ) -> CLIRun {
    let out = ByteBuffer()
    let err = ByteBuffer()
    let status = NavGraphCommand.main(
      arguments: arguments,
      stdin: {
        guard let stdin else { throw POSIXReadError(code: EBADF) }
        return stdin
      },
      stdout: out.append, stderr: err.append, environment: environment, isTerminal: { terminal.contains($0) })
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }

  static func runBytes(_ arguments: [String], terminal: Set<StandardStream> = []) -> (Int32, [UInt8], String)
  {
    let out = ByteBuffer()
    let err = ByteBuffer()
    let status = NavGraphCommand.main(
      arguments: arguments, stdin: { [] }, stdout: out.append, stderr: err.append, environment: [:],
      isTerminal: { terminal.contains($0) })
    return (status, out.bytes, err.text)
  }

  /// A fresh empty directory for a test's files.
  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to a file in a fresh directory and returns its path.
  static func file(_ text: String, name: String = "app.json") -> String {
    let url = temporaryDirectory().appendingPathComponent(name)
    try? Data(text.utf8).write(to: url)
    return url.path
  }
}

/// Compares `actual` with Golden/`name`; with NAVGRAPH_UPDATE_GOLDEN=1 writes it instead.
func expectCLIGolden(
  _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden/\(name)")
  if ProcessInfo.processInfo.environment["NAVGRAPH_UPDATE_GOLDEN"] == "1" {
    try? Data(actual.utf8).write(to: url)
    return
  }
  guard let data = try? Data(contentsOf: url) else {
    Issue.record(
      "missing golden file \(name); run with NAVGRAPH_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual == String(decoding: data, as: UTF8.self), "differs from Golden/\(name)",
    sourceLocation: sourceLocation)
}
