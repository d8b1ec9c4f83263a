import Foundation
import NavGraphCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of `navgraph` produced.
package struct CLIRun: Equatable, CustomStringConvertible {
  package var status: Int32
  package var stdout: String
  package var stderr: String

  package init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }

  package var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

  /// The whole run as one text, for golden files.
  package var transcript: String { "status: \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Collects bytes written from closures (the streams of an in-process run).
package final class ByteBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var data: [UInt8] = []

  package init() {}

  package func append(_ bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    data += bytes
  }

  package var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return data
  }

  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Runs `navgraph` in-process (`NavGraphCommand.main` with captured streams), and the files such
/// runs read and write.
package enum CLI {
  /// The package root.
  package static var root: URL { PackageRoot.url }

  /// The path of `samples/<name>`.
  package static func sample(_ name: String) -> String { root.appendingPathComponent("samples/\(name)").path }

  /// Runs `navgraph` in-process with captured streams. Without `stdin`, reading standard input
  /// fails as reading a closed descriptor does.
  package static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:],
    terminal: Set<StandardStream> = []
  ) -> CLIRun {
    let out = ByteBuffer()
    let err = ByteBuffer()
    let status = NavGraphCommand.main(
      arguments: arguments,
      stdin: {
        guard let stdin else { throw ClosedStandardInput() }
        return stdin
      },
      stdout: out.append, stderr: err.append, environment: environment, isTerminal: { terminal.contains($0) })
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }

  /// Runs `navgraph` in-process and returns standard output as bytes (for binary formats).
  package static func runBytes(_ arguments: [String], terminal: Set<StandardStream> = []) -> (
    Int32, [UInt8], String
  ) {
    let out = ByteBuffer()
    let err = ByteBuffer()
    let status = NavGraphCommand.main(
      arguments: arguments, stdin: { [] }, stdout: out.append, stderr: err.append, environment: [:],
      isTerminal: { terminal.contains($0) })
    return (status, out.bytes, err.text)
  }

  /// A fresh empty directory for a test's files, inside `scratchRoot`.
  package static func temporaryDirectory() -> URL {
    let url = scratchRoot.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The one directory that holds every test directory of this process; it is removed when the
  /// process exits, so a test run leaves nothing behind in the system's temporary directory.
  private static let scratchRoot: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-tests-\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: CLI.scratchRoot) }
    return url
  }()

  /// Writes `text` to a file in a fresh directory and returns its path.
  package static func file(_ text: String, name: String = "app.json") -> String {
    let url = temporaryDirectory().appendingPathComponent(name)
    try? Data(text.utf8).write(to: url)
    return url.path
  }
}

/// Standard input that cannot be read, described as the system describes a closed descriptor.
private struct ClosedStandardInput: Error, LocalizedError {
  var errorDescription: String? { String(cString: strerror(EBADF)).lowercased() }
}
