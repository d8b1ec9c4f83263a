import Dispatch
import Foundation
import NavGraphTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal while `render -o` holds its temporary file: the built binary (`ProcessEntry`'s
/// interrupt handler) removes the temporary file, leaves the previous output byte-for-byte intact,
/// and exits with 128 + the signal number, as a shell reports it (130 for Ctrl-C's SIGINT, 143 for
/// SIGTERM, 129 for SIGHUP).
///
/// The moment is made certain by the CLI's test hook (`NAVGRAPH_TEST_HOLD_TEMPORARY_FILE=1`): once
/// the temporary file exists the binary names it on standard error and waits for its standard input
/// to end, so the signal always lands while the file exists. The tests send signals to a child
/// process and run alone (`NavGraphSerialTests`).
@Suite(
  .enabled(if: TestEnvironment.serialTestsEnabled, TestEnvironment.serialTestsReason),
  .enabled(if: BuiltExecutable.testsEnabled, BuiltExecutable.missing))
struct ProcessEntrySignalTests {
  /// A render held by the hook: its directory, output file, process and standard input, and the
  /// temporary file the binary named.
  struct HeldRender {
    var directory: URL
    var output: URL
    var process: Process
    var input: Pipe
    var temporary: String
  }

  static let previous = Data("previous map".utf8)
  static let marker = "navgraph: test hook: holding '"
  /// A bound on each wait, so that a broken hook fails the test instead of hanging it.
  static let timeout: TimeInterval = 120

  /// Starts `render -o <directory>/nav.svg` on a sample over an existing output file and waits
  /// until the binary says it holds its temporary file.
  func startHeldRender() throws -> HeldRender {
    let directory = CLI.temporaryDirectory()
    let output = directory.appendingPathComponent("nav.svg")
    try Self.previous.write(to: output)
    let process = Process()
    process.executableURL = try BuiltExecutable.required()
    process.arguments = ["render", CLI.sample("tabs-coordinator.json"), "-o", output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["NAVGRAPH_TEST_HOLD_TEMPORARY_FILE"] = "1"
    process.environment = environment
    let input = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let line = Self.firstLine(of: error.fileHandleForReading)
    guard let line, line.hasPrefix(Self.marker), line.hasSuffix("'") else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw Failure("the binary did not hold its temporary file; its first line: \(line ?? "none")")
    }
    let temporary = String(line.dropFirst(Self.marker.count).dropLast())
    return HeldRender(
      directory: directory, output: output, process: process, input: input, temporary: temporary)
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalWhileTheTemporaryFileExistsKeepsTheOldOutput(signal: Int32, status: Int32) throws {
    let held = try startHeldRender()
    #expect(held.temporary.hasPrefix(held.directory.path + "/.nav.svg.navgraph-"))
    #expect(FileManager.default.fileExists(atPath: held.temporary))
    kill(held.process.processIdentifier, signal)
    try Self.waitForExit(held.process)
    #expect(held.process.terminationReason == .exit)
    #expect(held.process.terminationStatus == status)
    #expect(try Data(contentsOf: held.output) == Self.previous)
    #expect(try FileManager.default.contentsOfDirectory(atPath: held.directory.path) == ["nav.svg"])
  }

  /// The control: the same held render, let go by ending its standard input, replaces the output
  /// and leaves no temporary file; so what the signal test sees is the interrupt handler's work.
  @Test func releasedRenderReplacesTheOutput() throws {
    let held = try startHeldRender()
    #expect(FileManager.default.fileExists(atPath: held.temporary))
    try held.input.fileHandleForWriting.close()
    try Self.waitForExit(held.process)
    #expect(held.process.terminationReason == .exit)
    #expect(held.process.terminationStatus == 0)
    #expect(try String(contentsOf: held.output, encoding: .utf8).hasPrefix("<?xml"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: held.directory.path) == ["nav.svg"])
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The first line `handle` gives, without its newline; nil when it ends first or `timeout` passes.
  static func firstLine(of handle: FileHandle) -> String? {
    let done = DispatchSemaphore(value: 0)
    let line = LineBox()
    DispatchQueue.global().async {
      var bytes = Data()
      while !bytes.contains(0x0A) {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      if let end = bytes.firstIndex(of: 0x0A) {
        line.set(String(decoding: bytes[..<end], as: UTF8.self))
      }
      done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return line.get()
  }

  /// Waits for `process` to exit; kills it and throws after `timeout`.
  static func waitForExit(_ process: Process) throws {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      done.signal()
    }
    if done.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      done.wait()
      throw Failure("the binary did not exit within \(Int(timeout)) seconds")
    }
  }

  /// A line handed over from the reading thread.
  final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?

    func set(_ text: String) {
      lock.lock()
      defer { lock.unlock() }
      value = text
    }

    func get() -> String? {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
  }
}
