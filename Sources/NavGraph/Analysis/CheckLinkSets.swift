/// The link sets of a `CheckResult` (`cycleLinks`, `exampleCycleLinks`, `inertLinks`), made on
/// first use and then kept.
///
/// Only the map reads them; `navgraph check` itself never does, and on the benchmark's
/// 100,000-screen app hashing every link of the listed cycle groups into a set took about a tenth
/// of the whole check (docs/PERFORMANCE.md). So `NavigationAnalysis.check` hands over what the sets
/// are made of, and `value` builds them once, under the lock of a `Once`, when first asked: the
/// values of a `CheckResult` and its copies share one instance and may be read from any thread.
/// O(1) to make; O(links of the listed groups + inert links) on first use.
final class CheckLinkSets: Sendable {
  struct Sets: Sendable {
    var cycle: Set<LinkID>
    var exampleCycle: Set<LinkID>
    var inert: Set<LinkID>
  }

  private let once = Once<Sets>()
  private let make: @Sendable () -> Sets

  /// Sets that `make` builds when first asked.
  init(_ make: @escaping @Sendable () -> Sets) {
    self.make = make
  }

  /// Sets given as they are.
  convenience init(_ sets: Sets) {
    self.init { sets }
  }

  var value: Sets { once.value(make) }
}
