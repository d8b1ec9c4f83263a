/// The wall times of repeated runs of one phase: the median (the figure the tables report) and the
/// minimum (the least disturbed run).
struct Timing {
  private(set) var samples: [Double] = []

  mutating func add(_ seconds: Double) { samples.append(seconds) }

  var isEmpty: Bool { samples.isEmpty }

  /// The middle sample (the mean of the two middle ones for an even count). O(n log n).
  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  var minimum: Double { samples.min() ?? 0 }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// Runs `body` `runs` times (at least once), timing each run, and returns the times and the last
  /// run's result. The previous result is released before each run, so two never coexist.
  static func time<T>(runs: Int, _ body: () throws -> T) rethrows -> (Timing, T) {
    var measurement = Timing()
    var last: T?
    for _ in 0..<max(1, runs) {
      last = nil
      let start = ContinuousClock.now
      let result = try body()
      measurement.add(seconds(ContinuousClock.now - start))
      last = result
    }
    return (measurement, last!)
  }
}
