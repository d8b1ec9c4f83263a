import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `ConfigurationIndex` frozen from a bit set (numbers by rank) against the direct table filled as
/// it goes, on seeded random insertions: the same answers to every lookup.
@Suite struct ConfigurationIndexTests {
  @Test(arguments: 0..<20) func frozenAnswersAsTheDirectTable(seed: UInt64) {
    var r = SplitMix64(seed: seed)
    let screens = 1 + r.int(200)
    let containers = 1 + r.int(13)
    var direct = ConfigurationIndex(screens: screens, containers: containers, masks: false)
    let slots = ConfigurationIndex.directSlots(screens: screens, containers: containers)!
    var taken = [UInt64](repeating: 0, count: (slots + 63) / 64)
    var keys: [UInt64] = []
    var all: [Configuration] = []
    for _ in 0..<r.int(3 * screens * containers) {
      let c = Configuration(
        screen: Int32(r.int(screens)), container: Int32(r.int(containers)), isRoot: r.int(2) == 0, mask: 0)
      all.append(c)
      let i = ConfigurationIndex.slot(c, slotsPerScreen: containers * 2)
      let bit: UInt64 = 1 << UInt64(i & 63)
      let new = direct.insert(c, Int32(keys.count))
      #expect((taken[i >> 6] & bit == 0) == new)
      taken[i >> 6] |= bit
      if new { keys.append(c.key) }
    }
    let frozen = ConfigurationIndex(taken: taken, keys: keys, containers: containers)
    for c in all { #expect(frozen.value(for: c) == direct.value(for: c)) }
    for s in 0..<Int32(screens) {
      let c = Configuration(screen: s, container: Int32(containers - 1), isRoot: true, mask: 0)
      #expect(frozen.value(for: c) == direct.value(for: c))
    }
  }
}
