import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `ConfigurationIndex` deferred (numbers by rank once frozen) against the immediate direct table,
/// on seeded random insertions: the same answers to `insert` and then to every lookup.
@Suite struct ConfigurationIndexTests {
  @Test(arguments: 0..<20) func deferredAnswersAsTheDirectTable(seed: UInt64) {
    var r = SplitMix64(seed: seed)
    let screens = 1 + r.int(200)
    let containers = 1 + r.int(13)
    var direct = ConfigurationIndex(screens: screens, containers: containers, masks: false)
    var deferred = ConfigurationIndex(screens: screens, containers: containers, masks: false, deferred: true)
    var keys: [UInt64] = []
    var all: [Configuration] = []
    for _ in 0..<r.int(3 * screens * containers) {
      let c = Configuration(
        screen: Int32(r.int(screens)), container: Int32(r.int(containers)), isRoot: r.int(2) == 0, mask: 0)
      all.append(c)
      let n = Int32(keys.count)
      let new = direct.insert(c, n)
      #expect(deferred.insert(c, n) == new)
      if new { keys.append(c.key) }
    }
    deferred.freeze(keys: keys)
    for c in all { #expect(deferred.value(for: c) == direct.value(for: c)) }
    for s in 0..<Int32(screens) {
      let c = Configuration(screen: s, container: Int32(containers - 1), isRoot: true, mask: 0)
      #expect(deferred.value(for: c) == direct.value(for: c))
    }
  }
}
