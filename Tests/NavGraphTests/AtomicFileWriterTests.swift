import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct AtomicFileWriterTests {
  /// A fresh directory for one test.
  static func directory() throws -> String {
    let path = NSTemporaryDirectory() + "navgraph-render-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func contents(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  @Test func writesAndReplaces() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/map.svg"
    try AtomicFileWriter.write(Array("old".utf8), to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    try AtomicFileWriter.write(Array("new content".utf8), to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("new content".utf8))
    try AtomicFileWriter.write([], to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    #expect(try Self.contents(dir) == ["map.svg"])
    #expect(AtomicFileWriter.pendingTemporaryFiles.filter { $0.hasPrefix(dir) }.isEmpty)
  }

  @Test func keepsTheOldFilesPermissions() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/map.dot"
    try AtomicFileWriter.write(Array("old".utf8), to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try AtomicFileWriter.write(Array("new".utf8), to: path)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func failureWhenTheParentIsAFile() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/plain"
    try AtomicFileWriter.write(Array("keep me".utf8), to: file)
    let error = try #require(throws: FileWriteError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: file + "/map.svg")
    }
    #expect(error.code == ENOTDIR)
    #expect(error.description == "cannot write '\(file)/map.svg': '\(file)' is not a directory")
    #expect(AtomicFileWriter.problem(writing: file + "/map.svg") == error)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("keep me".utf8))
    #expect(try Self.contents(dir) == ["plain"])
  }

  /// Regression: a missing directory was reported as "cannot create a temporary file beside ...".
  @Test func failureWhenTheDirectoryIsMissing() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let error = try #require(throws: FileWriteError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: dir + "/a/b/map.svg")
    }
    #expect(error.code == ENOENT)
    #expect(
      error.description == "cannot write '\(dir)/a/b/map.svg': the directory '\(dir)/a/b' does not exist")
    #expect(try Self.contents(dir) == [])
    #expect(AtomicFileWriter.problem(writing: dir + "/map.svg") == nil)
    #expect(AtomicFileWriter.problem(writing: "map.svg") == nil)
    #expect(
      AtomicFileWriter.problem(writing: "/")
        == FileWriteError(path: "/", operation: "write", code: EISDIR, reason: "it is a directory"))
  }

  @Test func failedRenameRemovesTheTemporaryFile() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let target = dir + "/out.svg"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try AtomicFileWriter.write(Array("inside".utf8), to: target + "/kept.svg")
    let error = try #require(throws: FileWriteError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: target)
    }
    #expect(error.code == EISDIR)
    #expect(error.description == "cannot write '\(target)': it is a directory")
    #expect(try Self.contents(dir) == ["out.svg"])
    #expect(try Self.contents(target) == ["kept.svg"])
    #expect(AtomicFileWriter.pendingTemporaryFiles.filter { $0.hasPrefix(dir) }.isEmpty)
  }

  @Test func failedRenderLeavesThePreviousOutputIntact() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/map.svg"
    let previous = try Renderer.render(RenderTestApps.shop, checkResult: nil, options: RenderOptions())
    try AtomicFileWriter.write(previous, to: path)
    #expect(throws: RenderError.self) {
      let bytes = try Renderer.render(
        RenderTestApps.shop, checkResult: nil, options: RenderOptions(layout: "bogus"))
      try AtomicFileWriter.write(bytes, to: path)
    }
    #expect(throws: FileWriteError.self) {
      let bytes = try Renderer.render(RenderTestApps.hostile, checkResult: nil, options: RenderOptions())
      try AtomicFileWriter.write(bytes, to: path + "/child.svg")
    }
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == previous)
    #expect(try Self.contents(dir) == ["map.svg"])
  }
}
