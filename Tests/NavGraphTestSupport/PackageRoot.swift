import Foundation

/// The package's root directory in the source tree, from this file's place in
/// `Tests/NavGraphTestSupport`: where the samples, the docs and the golden files are.
package enum PackageRoot {
  package static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
