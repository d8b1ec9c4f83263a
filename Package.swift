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
    // What the test targets share: golden files, a seeded generator, apps built in code, and the
    // harness that runs `navgraph` in-process or as the built binary. It imports Swift Testing, so
    // only test targets may depend on it, never a product.
    .target(name: "NavGraphTestSupport", dependencies: ["NavGraphCLI"], path: "Tests/NavGraphTestSupport"),
    .testTarget(
      name: "NavGraphTests", dependencies: ["NavGraph", "NavGraphTestSupport"], exclude: ["Golden"]),
    .testTarget(
      name: "NavGraphCLITests", dependencies: ["NavGraphCLI", "NavGraphTestSupport"], exclude: ["Golden"]),
    // Tests that change or measure the whole process (its memory, descriptor 0, signals to the built
    // binary): `make test` runs them on their own, one at a time (NAVGRAPH_SERIAL_TESTS=1).
    .testTarget(name: "NavGraphSerialTests", dependencies: ["NavGraphCLI", "NavGraphTestSupport"]),
  ]
)
