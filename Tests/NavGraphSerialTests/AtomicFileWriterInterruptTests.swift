import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `AtomicFileWriter.removePendingTemporaryFiles()`, what the interrupt handler calls: it removes
/// every write in flight in the process, so it runs alone (`NavGraphSerialTests`).
@Suite(.enabled(if: TestEnvironment.serialTestsEnabled, TestEnvironment.serialTestsReason), .serialized)
struct AtomicFileWriterInterruptTests {
  /// A temporary directory of `AtomicDirectoryWriter` registered with its files goes, files first,
  /// then the directory.
  @Test func pendingTemporaryDirectoriesAreRemovedWithTheirFiles() throws {
    let parent = CLI.temporaryDirectory()
    let temporary = parent.appendingPathComponent(".maps.navgraph-test.tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    let file = temporary.appendingPathComponent("a.svg")
    try Data("x".utf8).write(to: file)
    AtomicFileWriter.pending.insert(temporary.path)
    AtomicFileWriter.pending.insert(file.path)
    AtomicFileWriter.removePendingTemporaryFiles()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
    #expect(AtomicFileWriter.pendingTemporaryFiles == [])
  }
}
