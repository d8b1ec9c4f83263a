import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child process and measures it as a user would see it: wall time from spawn
/// to exit, CPU time, and the child's own peak RSS.
///
/// The child is not started by the benchmark itself but by a fresh process, the benchmark's own
/// executable in its measuring mode (`ChildMeasurer`), which starts it with `posix_spawn`, reaps it
/// with `wait4` and reports what `wait4` said; the wall time is taken there, from that spawn to the
/// reap. The reason is Linux: a process's `ru_maxrss` is the largest of its own memory's high-water
/// mark and of every memory it replaced by `exec`. At `fork` the child's memory is a copy whose mark
/// starts at the parent's RSS (`dup_mm`), and with `vfork` or `posix_spawn` the memory `exec`
/// replaces is the parent's, whose mark is the parent's peak. Spawned straight from the benchmark,
/// which holds the generated apps, a child's peak was never below the benchmark's (`/bin/true`
/// spawned after touching 200 MiB: 205,900 kB; `navgraph check` at 1M screens: 1,293 MB, 999 MB by
/// `/usr/bin/time`). The measuring process holds almost nothing, so the child's `ru_maxrss` is its
/// own peak whenever that is above the measuring process's RSS at the spawn (about 18 MB here, where
/// `navgraph --version` alone peaks at 27 MB; `navgraph check` at 100k screens: 125.8 MB, as by
/// `/usr/bin/time`); at or below it, the figure is only an upper bound, and
/// `Outcome.peakIsUpperBound` says so. macOS takes the same path (not measured here): whatever a
/// spawned process inherits there, the measuring process's own peak, reported as the floor, bounds it.
///
/// Weighed and not taken: `/usr/bin/time` as the fresh process (the same bound with a smaller floor,
/// but an external program whose `%M` was four times too large in GNU time 1.7), reading the child's
/// `VmHWM` just before it exits (needs `ptrace` to stop it there; polling misses the end), and
/// cgroup v2's `memory.peak` (needs a writable cgroup, Linux only; this machine has cgroup v1).
///
/// Standard output and standard error go to files (or `/dev/null`), so the child never blocks on a
/// pipe; the measuring process's report comes back on a pipe once it has exited. A child still
/// running at the timeout is killed (SIGKILL): the benchmark reports it instead of hanging.
struct ChildProcess {
  struct Outcome {
    /// The exit status, or nil when the child was killed by a signal.
    var status: Int32?
    var signal: Int32?
    var seconds: Double
    /// Peak RSS of the child in bytes.
    var peakBytes: Int
    /// The child's peak did not rise above the measuring process's RSS: its own peak is at most
    /// `peakBytes`.
    var peakIsUpperBound: Bool
    /// The child ran past the timeout and was killed.
    var timedOut: Bool
    /// User plus system CPU time of the child.
    var cpuSeconds: Double
  }

  struct SpawnError: Error, CustomStringConvertible {
    var program: String
    var reason: String
    var description: String { "cannot run '\(program)': \(reason)" }

    init(program: String, reason: String) {
      self.program = program
      self.reason = reason
    }

    init(program: String, code: Int32) {
      self.init(program: program, reason: String(cString: strerror(code)))
    }
  }

  /// The program's path.
  var program: String
  var arguments: [String]
  /// Where standard output and standard error go.
  var outputPath = "/dev/null"
  var errorPath = "/dev/null"
  /// Seconds after which the child is killed.
  var timeout: Double = 600
  /// The executable run in its measuring mode (`ChildMeasurer.flag`): by default this benchmark's.
  var measurer = ChildProcess.benchExecutable

  /// This process's executable, symbolic links resolved.
  static let benchExecutable =
    Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]

  /// How long the measuring process may outlive its child's timeout before it is killed itself.
  private static let measurerGrace: Double = 60

  func run() throws(SpawnError) -> Outcome {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { throw SpawnError(program: measurer, code: errno) }
    defer { close(descriptors[0]) }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let measuring: SpawnedChild
    do {
      defer { close(descriptors[1]) }
      measuring = try SpawnedChild(
        program: measurer,
        arguments: [ChildMeasurer.flag, String(timeout), outputPath, errorPath, program] + arguments,
        output: .descriptor(descriptors[1]), errorPath: errorPath)
    }
    let exit = try measuring.wait(timeout: timeout + ChildProcess.measurerGrace)
    let line = ChildProcess.readAll(descriptors[0]).split(separator: "\n").first ?? ""
    if line.hasPrefix("error ") { throw SpawnError(program: program, reason: String(line.dropFirst(6))) }
    guard !exit.timedOut, let report = ChildMeasurer.Report(line: line) else {
      let how = exit.timedOut ? "was killed after its timeout" : "ended with wait status \(exit.status)"
      throw SpawnError(program: program, reason: "the measuring process '\(measurer)' \(how)")
    }
    let signal = report.status & 0x7F
    return Outcome(
      status: signal == 0 ? (report.status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
      seconds: report.seconds, peakBytes: report.maxRSSBytes,
      peakIsUpperBound: report.floorBytes.map { report.maxRSSBytes <= $0 } ?? true, timedOut: report.timedOut,
      cpuSeconds: report.cpuSeconds)
  }

  /// Everything left to read on `descriptor`, as text.
  private static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The full path of `name` on `PATH`, or nil.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = directory + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
