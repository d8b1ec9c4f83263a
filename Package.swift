// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The directory of the Swift toolchain's own swift-syntax libraries (`usr/lib/swift/host`), used by the
/// SwiftUI reader, or nil when this toolchain has none.
///
/// The `swiftc` on PATH is resolved through its symbolic links (a swift.org toolchain on Linux:
/// `/opt/swift/usr/bin/swiftc` gives `/opt/swift/usr/lib/swift/host`). On macOS, `/usr/bin/swiftc` is
/// a shim with no toolchain beside it, so the toolchain is asked of `xcrun --find swiftc` (Xcode:
/// `.../XcodeDefault.xctoolchain/usr/bin/swiftc`). A directory counts only when it has both the
/// module interface and the shared library of every module the reader imports.
func swiftSyntaxHostDirectory(modules: [String]) -> String? {
  let fileManager = FileManager.default
  var compilers: [String] = []
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let candidate = String(directory) + "/swiftc"
    if fileManager.isExecutableFile(atPath: candidate) {
      compilers.append(candidate)
      break
    }
  }
  #if os(macOS)
    let xcrun = Process()
    let output = Pipe()
    xcrun.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
    xcrun.arguments = ["--find", "swiftc"]
    xcrun.standardOutput = output
    xcrun.standardError = FileHandle.nullDevice
    if (try? xcrun.run()) != nil {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      xcrun.waitUntilExit()
      let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if xcrun.terminationStatus == 0, !path.isEmpty { compilers.append(path) }
    }
    let libraryExtension = "dylib"
  #else
    let libraryExtension = "so"
  #endif
  for compiler in compilers {
    let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
    let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").path
    let complete = modules.allSatisfy { module in
      fileManager.fileExists(atPath: "\(host)/\(module).swiftmodule")
        && fileManager.fileExists(atPath: "\(host)/lib\(module).\(libraryExtension)")
    }
    if complete { return host }
  }
  return nil
}

/// The swift-syntax modules the SwiftUI reader imports.
let swiftSyntaxModules = ["SwiftSyntax", "SwiftParser"]
let swiftSyntaxHost = swiftSyntaxHostDirectory(modules: swiftSyntaxModules)

/// What the CLI needs of the SwiftUI reader: the target, and `NAVGRAPH_SWIFTUI_READER` defined when
/// it is built (so the CLI can say what is missing when it is not).
let swiftUIReader: (dependencies: [Target.Dependency], settings: [SwiftSetting]) =
  swiftSyntaxHost == nil ? ([], []) : (["NavGraphSwiftUI"], [.define("NAVGRAPH_SWIFTUI_READER")])

var targets: [Target] = [
  .systemLibrary(
    name: "CGraphviz",
    pkgConfig: "libgvc",
    providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
  ),
  // fontconfig, which Graphviz's text layout (pango) uses: only asked which languages the
  // installed fonts cover, on Linux (macOS's system fonts cover them all).
  .systemLibrary(
    name: "CFontconfig",
    pkgConfig: "fontconfig",
    providers: [.apt(["libfontconfig-dev"])]
  ),
  .target(
    name: "NavGraph",
    dependencies: ["CGraphviz", .target(name: "CFontconfig", condition: .when(platforms: [.linux]))]),
  .target(
    name: "NavGraphCLI", dependencies: ["NavGraph"] + swiftUIReader.dependencies,
    swiftSettings: swiftUIReader.settings),
  .executableTarget(name: "navgraph", dependencies: ["NavGraphCLI"]),
  .executableTarget(name: "navgraph-bench", dependencies: ["NavGraph"]),
  // What the test targets share: golden files, a seeded generator, apps built in code, and the
  // harness that runs `navgraph` in-process or as the built binary. It imports Swift Testing, so
  // only test targets may depend on it, never a product.
  .target(name: "NavGraphTestSupport", dependencies: ["NavGraphCLI"], path: "Tests/NavGraphTestSupport"),
  .testTarget(name: "NavGraphTests", dependencies: ["NavGraph", "NavGraphTestSupport"], exclude: ["Golden"]),
  // The CLI tests also draw the benchmark's generated social apps (`SocialAppWriter`).
  .testTarget(
    name: "NavGraphCLITests", dependencies: ["NavGraphCLI", "NavGraphTestSupport", "navgraph-bench"],
    exclude: ["Golden"]),
  // Tests that change or measure the whole process (its memory, descriptor 0, signals to the built
  // binary): `make test` runs them on their own, one at a time (NAVGRAPH_SERIAL_TESTS=1).
  .testTarget(name: "NavGraphSerialTests", dependencies: ["NavGraphCLI", "NavGraphTestSupport"]),
]

// The SwiftUI reader links the toolchain's swift-syntax, so it is built only where the toolchain has
// it; the unsafe flags stay on this target and its tests, and `NavGraph` keeps none. The reader is
// built with library evolution and imports swift-syntax `internal`ly, so a target that imports it
// (the CLI) needs no flags; its tests use `@testable import`, which needs the swift-syntax modules.
if let host = swiftSyntaxHost {
  let compileFlags: [SwiftSetting] = [.unsafeFlags(["-I", host, "-enable-library-evolution"])]
  // `make install` links with NAVGRAPH_INSTALL_BUILD=1: the installed binary then finds swift-syntax
  // beside the Swift runtime in $ORIGIN/../lib/navgraph (its only run path), never in the toolchain.
  let installBuild = ProcessInfo.processInfo.environment["NAVGRAPH_INSTALL_BUILD"] == "1"
  let runPath = installBuild ? [] : ["-Xlinker", "-rpath", "-Xlinker", host]
  let linkFlags: [LinkerSetting] =
    [.unsafeFlags(["-L", host] + runPath)] + swiftSyntaxModules.map { .linkedLibrary($0) }
  targets += [
    .target(name: "NavGraphSwiftUI", swiftSettings: compileFlags, linkerSettings: linkFlags),
    .testTarget(
      name: "NavGraphSwiftUITests", dependencies: ["NavGraphSwiftUI", "NavGraphTestSupport"],
      exclude: ["Golden"],
      resources: [.copy("Fixtures")], swiftSettings: [.unsafeFlags(["-I", host])]),
  ]
}

let package = Package(
  name: "NavGraph",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "NavGraph", targets: ["NavGraph"]),
    .executable(name: "navgraph", targets: ["navgraph"]),
    .executable(name: "navgraph-bench", targets: ["navgraph-bench"]),
  ],
  targets: targets
)
