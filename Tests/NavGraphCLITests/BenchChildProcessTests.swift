import Foundation
import NavGraphTestSupport
import Testing

@testable import navgraph_bench

/// The benchmark's child processes (`ChildProcess`, run through the built `navgraph-bench` in its
/// measuring mode): their peak RSS is their own, not raised to the benchmark's (on Linux a child
/// spawned straight from a process holding 200 MiB reported 205,900 kB for `/bin/true`), and their exit
/// status, signal, output, timeout and a program that cannot run come back as before.
@Suite(.enabled(if: BuiltExecutable.testsEnabled, BuiltExecutable.missing))
struct BenchChildProcessTests {
  /// The built `navgraph-bench`, beside the built `navgraph`.
  static func measurer() throws -> String {
    try BuiltExecutable.required().deletingLastPathComponent().appendingPathComponent("navgraph-bench").path
  }

  static func child(_ program: String, _ arguments: [String], timeout: Double = 60) throws -> ChildProcess {
    ChildProcess(program: program, arguments: arguments, timeout: timeout, measurer: try measurer())
  }

  @Test func aSmallChildOfALargeProcessReportsItsOwnSmallPeak() throws {
    let size = 200 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 4096)
    defer { buffer.deallocate() }
    for offset in stride(from: 0, to: size, by: 4096) { buffer[offset] = 1 }
    let outcome = try Self.child("/bin/sh", ["-c", "exit 0"]).run()
    #expect(buffer[size - 4096] == 1)
    #expect(outcome.status == 0)
    #expect(outcome.peakBytes < 32 << 20, "peak \(outcome.peakBytes) bytes")
  }

  @Test func aChildsOwnMemoryIsMeasuredExactly() throws {
    let dd = try #require(ChildProcess.onPath("dd"), "dd is not on PATH")
    // dd reads its one block of 64 MiB into one buffer: its peak is at least that.
    let outcome = try Self.child(dd, ["if=/dev/zero", "of=/dev/null", "bs=67108864", "count=1"]).run()
    #expect(outcome.status == 0)
    #expect(outcome.peakBytes >= 64 << 20 && outcome.peakBytes < 96 << 20, "peak \(outcome.peakBytes) bytes")
    #expect(!outcome.peakIsUpperBound)
  }

  @Test func exitStatusSignalAndOutputComeBack() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("bench-child-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    var echo = try Self.child("/bin/sh", ["-c", "echo 'a b'; exit 3"])
    echo.outputPath = output.path
    let exited = try echo.run()
    #expect(exited.status == 3 && exited.signal == nil && !exited.timedOut)
    #expect(try String(contentsOf: output, encoding: .utf8) == "a b\n")

    let killed = try Self.child("/bin/sh", ["-c", "kill -9 $$"]).run()
    #expect(killed.status == nil && killed.signal == 9)
  }

  @Test func aChildPastItsTimeoutIsKilled() throws {
    let outcome = try Self.child("/bin/sh", ["-c", "sleep 30"], timeout: 0.2).run()
    #expect(outcome.timedOut && outcome.signal == 9)
    #expect(outcome.seconds < 10)
  }

  @Test func aProgramThatCannotRunIsAnError() throws {
    let child = try Self.child("/nonexistent/program", [])
    let error = #expect(throws: ChildProcess.SpawnError.self) { try child.run() }
    #expect(error?.description == "cannot run '/nonexistent/program': No such file or directory")
  }
}
