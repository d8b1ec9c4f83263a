import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `AtomicDirectoryWriter` (the pages of `render --split`): a new directory appears with every
/// file at once; an existing one has its files replaced only when all are written; a failure
/// leaves no temporary file and changes nothing.
@Suite struct AtomicDirectoryWriterTests {
  let files: [(name: String, bytes: [UInt8])] = [
    ("a.svg", Array("first".utf8)), ("b.svg", Array("second".utf8)), ("index.html", Array("index".utf8)),
  ]

  func contents(_ directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      let url = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      result[name] = isDirectory.boolValue ? "<directory>" : try String(contentsOf: url, encoding: .utf8)
    }
    return result
  }

  @Test func aNewDirectoryAppearsWithEveryFile() throws {
    let parent = CLI.temporaryDirectory()
    let directory = parent.appendingPathComponent("maps")
    try AtomicDirectoryWriter.write(files, to: directory.path + "/")
    #expect(try contents(directory) == ["a.svg": "first", "b.svg": "second", "index.html": "index"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["maps"])
    #expect(AtomicFileWriter.pendingTemporaryFiles.filter { $0.hasPrefix(parent.path) }.isEmpty)
  }

  @Test func anExistingDirectoryHasItsFilesReplacedAndKeepsTheOthers() throws {
    let directory = CLI.temporaryDirectory()
    try Data("old".utf8).write(to: directory.appendingPathComponent("a.svg"))
    try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    try AtomicDirectoryWriter.write(files, to: directory.path)
    #expect(
      try contents(directory) == [
        "a.svg": "first", "b.svg": "second", "index.html": "index", "notes.txt": "mine",
      ])
  }

  /// A file of the set that a directory of the same name would block is refused before anything
  /// is written: the files before it in the set keep their old content (renaming them first, then
  /// failing on the directory, would leave half a set).
  @Test func aBlockedFileChangesNothing() throws {
    let directory = CLI.temporaryDirectory()
    try Data("old".utf8).write(to: directory.appendingPathComponent("a.svg"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("b.svg"), withIntermediateDirectories: false)
    #expect(throws: FileWriteError.self) { try AtomicDirectoryWriter.write(files, to: directory.path) }
    #expect(try contents(directory) == ["a.svg": "old", "b.svg": "<directory>"])
    #expect(AtomicFileWriter.pendingTemporaryFiles.filter { $0.hasPrefix(directory.path) }.isEmpty)
  }

  @Test func aPathThatIsNotADirectoryIsNamed() throws {
    let parent = CLI.temporaryDirectory()
    let file = parent.appendingPathComponent("maps")
    try Data("x".utf8).write(to: file)
    #expect(
      AtomicDirectoryWriter.problem(writing: file.path)?.description
        == "cannot write '\(file.path)': it is not a directory")
    let missing = parent.appendingPathComponent("no/maps").path
    #expect(
      AtomicDirectoryWriter.problem(writing: missing)?.description
        == "cannot write '\(missing)': the directory '\(parent.path)/no' does not exist")
    #expect(throws: FileWriteError.self) { try AtomicDirectoryWriter.write(files, to: missing) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["maps"])
  }
}
