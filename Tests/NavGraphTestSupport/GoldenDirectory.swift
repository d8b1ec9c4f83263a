import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of golden files: committed expected outputs in the source tree, each compared with
/// what the code produces now, byte for byte.
///
/// - To regenerate golden files from the real output, run the tests with
///   `NAVGRAPH_UPDATE_GOLDENS=1` (`NAVGRAPH_UPDATE_GOLDENS=1 swift test`, or with `--filter` for
///   some): every compared file that differs, or is missing, is rewritten in the source tree. Then
///   read the diff (`git diff Tests`): a golden file changes only where behaviour deliberately does.
/// - With `CI=true` golden files are never written, whatever else is set: a difference fails the
///   test with a line diff, and a missing file fails it.
/// - With `NAVGRAPH_GOLDEN_LOG` naming a file, each golden file compared and each input read from
///   a golden directory appends its path (relative to the package root) to it, one a line; `make
///   test` checks from that list that no file in a golden directory is unused.
package struct GoldenDirectory: Sendable {
  /// The directory, relative to the package root (`Tests/NavGraphCLITests/Golden`).
  package let path: String

  package init(_ path: String) { self.path = path }

  /// Compares `actual` with the golden file `name`, or, with `NAVGRAPH_UPDATE_GOLDENS=1` outside
  /// CI, writes it there when it differs.
  package func expect(
    _ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let relative = path + "/" + name
    Self.log(relative)
    let url = PackageRoot.url.appendingPathComponent(relative)
    let expected = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    if expected == actual { return }
    if Self.updating {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        Issue.record("cannot write golden file '\(relative)': \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected else {
      Issue.record(
        "missing golden file '\(relative)'; to write it: NAVGRAPH_UPDATE_GOLDENS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      """
      output differs from golden file '\(relative)'; if the change is deliberate: \
      NAVGRAPH_UPDATE_GOLDENS=1 swift test, then read the diff
      \(LineDiff.describe(expected: expected, actual: actual))
      """, sourceLocation: sourceLocation)
  }

  /// The path, relative to the package root, of the input file `name` kept in this directory (a
  /// description whose outputs are golden files), recorded as used.
  package func input(_ name: String) -> String {
    let relative = path + "/" + name
    Self.log(relative)
    return relative
  }

  /// Whether golden files are written instead of compared: `NAVGRAPH_UPDATE_GOLDENS=1`, never in CI.
  private static let updating =
    ProcessInfo.processInfo.environment["NAVGRAPH_UPDATE_GOLDENS"] == "1" && !TestEnvironment.isCI

  /// The log of golden files used, opened for appending once (each line is one `write` to an
  /// `O_APPEND` descriptor, so tests running at the same time do not mix their lines); -1 when
  /// `NAVGRAPH_GOLDEN_LOG` is not set.
  private static let logDescriptor: Int32 = {
    guard let file = ProcessInfo.processInfo.environment["NAVGRAPH_GOLDEN_LOG"], !file.isEmpty else {
      return -1
    }
    return open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
  }()

  private static func log(_ relative: String) {
    guard logDescriptor >= 0 else { return }
    let line = Array((relative + "\n").utf8)
    _ = line.withUnsafeBytes { write(logDescriptor, $0.baseAddress, $0.count) }
  }
}
