import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peak resident set size (RSS) of this process: the most physical memory it has held at once.
///
/// On Linux it is `VmHWM` of `/proc/self/status`, which `reset()` brings back down to the current
/// RSS (by writing 5 to `/proc/self/clear_refs`, Linux 4.0 and later), so each size of the benchmark
/// reports its own peak. Elsewhere it is `getrusage`'s `ru_maxrss`, which cannot be reset.
enum PeakMemory {
  /// The peak RSS in bytes, or nil when the system does not say.
  static func current() -> Int? {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
          let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
          if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
      }
    #endif
    var usage = rusage()
    #if os(Linux)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    return maxRSSBytes(usage)
  }

  /// Starts a new peak at the current RSS. Returns false when the peak cannot be reset (then
  /// `current()` is the peak of the whole process so far).
  @discardableResult
  static func reset() -> Bool {
    #if os(Linux)
      let descriptor = open("/proc/self/clear_refs", O_WRONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      return write(descriptor, "5", 1) == 1
    #else
      return false
    #endif
  }

  /// `ru_maxrss` in bytes: kilobytes on Linux, bytes on macOS.
  static func maxRSSBytes(_ usage: rusage) -> Int {
    #if os(Linux)
      return Int(usage.ru_maxrss) * 1024
    #else
      return Int(usage.ru_maxrss)
    #endif
  }
}
