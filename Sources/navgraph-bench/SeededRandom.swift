/// A small, fast, deterministic pseudo-random generator: xoshiro256** (Blackman and Vigna, "Scrambled
/// linear pseudorandom number generators", 2018), its state seeded by SplitMix64 (Steele, Lea and
/// Flood, 2014) so that any 64-bit seed, zero included, gives a good state.
///
/// The same seed gives the same sequence on every platform and Swift version, which the standard
/// library's `random(in:using:)` does not promise. Every call is O(1).
struct SeededRandom {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  init(seed: UInt64) {
    var x = seed
    func splitMix() -> UInt64 {
      x &+= 0x9E37_79B9_7F4A_7C15
      var z = x
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    s0 = splitMix()
    s1 = splitMix()
    s2 = splitMix()
    s3 = splitMix()
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3 << 45 | s3 >> 19
    return result
  }

  /// A uniform integer in `0..<n` (`n > 0`), without modulo bias: Lemire's multiply-and-shift with
  /// rejection ("Fast random integer generation in an interval", 2019).
  mutating func below(_ n: Int) -> Int {
    let bound = UInt64(n)
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return Int(product.high)
  }

  /// A uniform integer in `low...high`.
  mutating func between(_ low: Int, _ high: Int) -> Int {
    low + below(high - low + 1)
  }

  /// A uniform double in `[0, 1)` with 53 random bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform double in `[low, high)`.
  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }
}
