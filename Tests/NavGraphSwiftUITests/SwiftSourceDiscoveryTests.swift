import Foundation
import NavGraphSwiftUI
import Testing

@Suite struct SwiftSourceDiscoveryTests {
  static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }\n"

  @Test func skipsBuildOutputDependenciesAndTestTargets() throws {
    let tree = TemporaryTree()
    defer { tree.remove() }
    for path in [
      "App/Feature/ProfileView.swift", "App/Root.swift", ".build/checkouts/Dep.swift",
      "DerivedData/Gen.swift",
      "Pods/Lib/Pod.swift", "Carthage/Checkouts/C.swift", ".git/hooks/h.swift", "AppTests/ProfileTests.swift",
      "AppUITests/UITests.swift", "App/notes.txt",
    ] {
      tree.write(path, Self.view)
    }
    let (files, diagnostics) = SwiftSourceDiscovery.discover(paths: [tree.root.path])
    #expect(files.map(\.path) == ["App/Feature/ProfileView.swift", "App/Root.swift"])
    #expect(diagnostics.isEmpty)
    // Named explicitly, a test target is read; paths are relative to the first PATH, others keep
    // the path they were found under (and sort by it).
    let named = SwiftSourceDiscovery.discover(paths: [tree.path("App"), tree.path("AppTests")])
    #expect(
      named.files.map(\.path) == [
        tree.path("AppTests") + "/ProfileTests.swift", "Feature/ProfileView.swift", "Root.swift",
      ])
  }

  @Test func aFilePathIsRelativeToItsDirectory() {
    let tree = TemporaryTree()
    defer { tree.remove() }
    let file = tree.write("Sources/Home.swift", Self.view)
    #expect(SwiftSourceDiscovery.discover(paths: [file]).files.map(\.path) == ["Home.swift"])
  }

  @Test func missingPathsAndOtherFilesAreErrors() {
    let tree = TemporaryTree()
    defer { tree.remove() }
    let text = tree.write("README.md", "# x")
    let (files, diagnostics) = SwiftSourceDiscovery.discover(paths: [tree.path("Nope"), text])
    #expect(files.isEmpty)
    #expect(
      diagnostics.map { "\($0.severity) \($0.code.rawValue) \($0.message)" } == [
        "error io-error cannot read '\(tree.path("Nope"))': no such file or directory",
        "error io-error '\(text)' is not a Swift file or a directory",
      ])
  }

  @Test func notUTF8BinaryAndTooLargeFilesAreSkippedWithANote() {
    let tree = TemporaryTree()
    defer { tree.remove() }
    tree.write("Latin1.swift", [0x2F, 0x2F, 0x20, 0xE9, 0x0A])
    tree.write("Binary.swift", [0x00, 0x01, 0x02])
    tree.write("Huge.swift", [UInt8](repeating: 0x20, count: 50 << 20))
    tree.write("Good.swift", Self.view)
    let result = SwiftUIExtractor.extract(paths: [tree.root.path])
    #expect(result.files.map(\.path) == ["Good.swift"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.code.rawValue) \($0.message)" } == [
        "note skipped-file 'Binary.swift' is skipped: it is a binary file (it contains a NUL byte)",
        "note skipped-file 'Huge.swift' is skipped: it is larger than the reader's limit of 16777216 bytes",
        "note skipped-file 'Latin1.swift' is skipped: it is not UTF-8 text (invalid byte at offset 3)",
        "note no-app-root no @main App in the files read; the app launches on 'V', the only view no other view shows",
      ])
  }

  @Test func symbolicLinkLoopsAreNotFollowed() throws {
    let tree = TemporaryTree()
    defer { tree.remove() }
    tree.write("App/Home.swift", Self.view)
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("App/Loop"), withDestinationPath: tree.path("App"))
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("Again"), withDestinationPath: tree.path("App"))
    let (files, diagnostics) = SwiftSourceDiscovery.discover(paths: [tree.root.path])
    #expect(files.map(\.path) == ["Again/Home.swift"])
    #expect(
      diagnostics.map(\.message) == [
        "symbolic link '\(tree.path("Again"))/Loop' is not followed: it leads back to 'Again'",
        "'\(tree.path("App"))' is not read again: it is the directory 'Again'",
      ])
  }
}
