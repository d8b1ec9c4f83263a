import Foundation

/// How many processors this process may run on: the two-thread speed-ups (`ScreenSplit`,
/// `CycleGuess`) start their second thread only when there are at least two. On one core the two
/// threads run interleaved and the speculation is pure cost (13% more wall time measured at 100,000
/// screens under `taskset -c 0`, docs/PERFORMANCE.md "the load on both cores").
///
/// On Linux the count is the process's CPU affinity mask, what `taskset` and container cpusets set
/// (the `Cpus_allowed` line of `/proc/self/status`: Glibc's module does not import
/// `sched_getaffinity`, and Foundation's `activeProcessorCount` does not read the mask); elsewhere, or
/// when that line cannot be read, it is `activeProcessorCount`. Read once per process.
enum ProcessorCores {
  static let available: Int = {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
      {
        let count = line.dropFirst("Cpus_allowed:".count).reduce(0) { count, character in
          count + (character.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        if count > 0 { return count }
      }
    #endif
    return ProcessInfo.processInfo.activeProcessorCount
  }()

  /// Whether a second thread can run beside this one.
  static var second: Bool { available > 1 }
}
