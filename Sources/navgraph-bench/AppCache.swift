import Foundation

/// A description file the benchmark runs on.
struct BenchApp {
  /// What the file holds, for tables: `synthetic`, `minified`, `social`, `chain`, `star` or `one line`.
  var shape: String
  var screens: Int
  var path: String
  var bytes: Int
  /// Seconds spent generating it in this run, or nil when an earlier run's file was reused.
  var generationSeconds: Double?
  /// What the generator wrote, when it ran in this run.
  var stats: GenerationStats?
}

/// Generates the benchmark's description files into one directory, or reuses the files an earlier
/// run left there (`--keep`). Names carry the generator's version, seed and tab count, so a file is
/// reused only when it is the file this build would write.
struct AppCache {
  /// Bumped whenever the generators' output changes (a new shape gets its own name instead).
  static let generatorVersion = 1

  let directory: String
  let seed: UInt64
  let tabs: Int
  /// Every file this run used or created, for removal at the end.
  private(set) var files: [String] = []

  init(directory: String, seed: UInt64, tabs: Int) throws {
    self.directory = directory
    self.seed = seed
    self.tabs = tabs
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  /// A path in the cache directory, remembered for `removeFiles()`.
  mutating func scratchPath(_ name: String) -> String {
    let path = directory + "/" + name
    if !files.contains(path) { files.append(path) }
    return path
  }

  /// The synthetic app of `screens` screens (with `floors`, its variant with floors above the roots),
  /// generated unless already there.
  mutating func synthetic(screens: Int, floors: Bool = false) throws -> BenchApp {
    let kind = floors ? "floors" : "app"
    let name = "\(kind)-\(screens)-seed\(seed)-tabs\(tabs)-v\(AppCache.generatorVersion).json"
    let (seed, tabs) = (self.seed, self.tabs)
    return try app(shape: floors ? "synthetic with floors" : "synthetic", screens: screens, name: name) {
      out in
      SyntheticAppWriter.write(screens: screens, seed: seed, tabs: tabs, floors: floors, to: &out)
    }
  }

  /// The synthetic app of `screens` screens written on one line (`MinifiedCopy` of `synthetic`),
  /// made unless already there.
  mutating func minified(screens: Int) throws -> BenchApp {
    let pretty = try synthetic(screens: screens).path
    let name = "app-\(screens)-seed\(seed)-tabs\(tabs)-v\(AppCache.generatorVersion)-minified.json"
    return try app(shape: "minified", screens: screens, name: name) { out in
      var stats = try MinifiedCopy.write(from: pretty, to: &out)
      stats.screens = screens
      return stats
    }
  }

  /// The one-line app with `findings` findings (`OneLineFindingsWriter`), generated unless already there.
  mutating func oneLineFindings(_ findings: Int) throws -> BenchApp {
    let name = "one-line-\(findings)-findings-v\(AppCache.generatorVersion).json"
    let screens = 2 + OneLineFindingsWriter.split(findings).unreachable
    return try app(shape: "one line", screens: screens, name: name) { out in
      OneLineFindingsWriter.write(findings: findings, to: &out)
    }
  }

  /// The chain or star of `screens` screens, generated unless already there.
  mutating func structural(_ shape: StructuralAppWriter.Shape, screens: Int) throws -> BenchApp {
    let name = "\(shape.rawValue)-\(screens)-v\(AppCache.generatorVersion).json"
    return try app(shape: shape.rawValue, screens: screens, name: name) { out in
      StructuralAppWriter.write(shape, screens: screens, to: &out)
    }
  }

  /// The social app of `screens` screens (`SocialAppWriter`), generated unless already there.
  mutating func social(screens: Int) throws -> BenchApp {
    let name = "social-\(screens)-seed\(seed)-v\(AppCache.generatorVersion).json"
    let seed = self.seed
    return try app(shape: "social", screens: screens, name: name) { out in
      var (text, stats) = SocialAppWriter.json(screens: screens, seed: seed)
      text.withUTF8 { out.bytes($0) }
      return stats
    }
  }

  private mutating func app(
    shape: String, screens: Int, name: String, write: (inout JSONFileWriter) throws -> GenerationStats
  ) throws -> BenchApp {
    let path = scratchPath(name)
    if let size = AppCache.fileSize(path) {
      return BenchApp(shape: shape, screens: screens, path: path, bytes: size, generationSeconds: nil)
    }
    let start = ContinuousClock.now
    var out = try JSONFileWriter(path: path)
    let stats = try write(&out)
    try out.finish()
    let seconds = Timing.seconds(ContinuousClock.now - start)
    return BenchApp(
      shape: shape, screens: screens, path: path, bytes: stats.bytes, generationSeconds: seconds, stats: stats
    )
  }

  /// Removes every file this run used or created (without `--keep`).
  func removeFiles() {
    for path in files { try? FileManager.default.removeItem(atPath: path) }
  }

  static func fileSize(_ path: String) -> Int? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber
    else { return nil }
    return size.intValue
  }
}
