import Foundation
import Testing

/// A signal during a render: the built binary exits with 128 + the signal number, as a shell
/// reports it (130 for Ctrl-C's SIGINT, 143 for SIGTERM, 129 for SIGHUP), leaves the previous
/// output file byte-for-byte intact and no temporary file beside it.
@Suite(.enabled(if: BuiltExecutable.url != nil, "the navgraph executable is not built"))
struct InterruptTests {
  /// A tangled one-tab app (160 screens, 4 pushes each to pseudo-random screens) that `dot` takes
  /// seconds to lay out on its tab's page (which draws its push group with every link; the whole
  /// map draws it compactly), so the interrupt lands during the layout.
  func tangledApp() -> String {
    var seed: UInt64 = 7
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    let n = 160
    let screens = (0..<n).map { i in
      "{\"id\": \"s\(i)\", \"links\": [" + (0..<4).map { _ in "\"s\(next(n))\"" }.joined(separator: ", ")
        + "]}"
    }
    return "{\"tabs\": [{\"id\": \"t\", \"root\": \"s0\"}], \"screens\": [\n"
      + screens.joined(separator: ",\n") + "\n]}"
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalDuringRenderKeepsOldOutput(signal: Int32, status: Int32) throws {
    let directory = CLI.temporaryDirectory()
    let input = directory.appendingPathComponent("tangled.json")
    try Data(tangledApp().utf8).write(to: input)
    let output = directory.appendingPathComponent("nav.svg")
    let old = Data("previous map".utf8)
    try old.write(to: output)

    let process = Process()
    process.executableURL = BuiltExecutable.url
    process.arguments = ["render", input.path, "--tab", "t", "-o", output.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 1.0)
    guard process.isRunning else {
      Issue.record("the render finished within a second, before the interrupt; use a larger app")
      return
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(try Data(contentsOf: output) == old)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }
}
