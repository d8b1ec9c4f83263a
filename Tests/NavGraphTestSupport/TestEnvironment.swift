import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the environment of a test run asks for.
package enum TestEnvironment {
  /// Whether this is a CI run (`CI=true`, as `.ci/run` is started): there, a missing browser or
  /// binary fails the tests that need it instead of skipping them, and golden files are never
  /// rewritten.
  package static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Whether the tests of `NavGraphSerialTests` run: they change or measure the whole process, so
  /// they need the suite to run one test at a time. `make test` runs them on their own with
  /// `NAVGRAPH_SERIAL_TESTS=1 swift test --no-parallel --filter NavGraphSerialTests`; a plain
  /// `swift test` (parallel) skips them.
  package static let serialTestsEnabled = ProcessInfo.processInfo.environment["NAVGRAPH_SERIAL_TESTS"] == "1"

  /// Why a serial test was skipped.
  package static let serialTestsReason: Comment =
    "changes or measures the whole process: run with NAVGRAPH_SERIAL_TESTS=1 swift test --no-parallel --filter NavGraphSerialTests (make test does)"

  /// Whether AddressSanitizer's runtime is linked into this process (`swift test --sanitize=address`).
  package static let underAddressSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
}
