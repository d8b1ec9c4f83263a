/// The tests' seeded pseudo-random generator: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014). The same seed gives the same sequence on every platform
/// and Swift version, which the standard library's generator does not promise; every call is O(1).
///
/// `navgraph-bench` keeps its own generator (xoshiro256**, `SeededRandom`): a product executable
/// does not link this test-only module, and its sequence defines the benchmark's generated apps.
package struct SplitMix64: RandomNumberGenerator {
  package var state: UInt64

  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer in `0..<n` (`n > 0`), by remainder: a bias below n / 2^64, which tests do not see.
  package mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// True with `percent` in 100 odds.
  package mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
}
