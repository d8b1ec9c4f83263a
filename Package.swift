// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "NavGraph",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "NavGraph", targets: ["NavGraph"]),
    .executable(name: "navgraph", targets: ["navgraph"]),
    .executable(name: "navgraph-bench", targets: ["navgraph-bench"]),
  ],
  targets: [
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
    .target(name: "NavGraphCLI", dependencies: ["NavGraph"]),
    .executableTarget(name: "navgraph", dependencies: ["NavGraphCLI"]),
    .executableTarget(name: "navgraph-bench", dependencies: ["NavGraph"]),
    .testTarget(name: "NavGraphTests", dependencies: ["NavGraph"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "NavGraphCLITests", dependencies: ["NavGraphCLI", "navgraph-bench"], resources: [.copy("Golden")]),
  ]
)
