import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child process and measures it as a user would see it: wall time from spawn
/// to exit, and the child's own peak RSS.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, which returns that one child's
/// resource usage (`getrusage(RUSAGE_CHILDREN)` would give the largest of all children so far, and
/// Foundation's `Process` reaps its children itself). Standard output and standard error go to
/// files (or `/dev/null`), so the child never blocks on a pipe. A child still running at the
/// timeout is killed (SIGKILL): the benchmark reports it instead of hanging.
///
/// Waiting polls `wait4(WNOHANG)` with a sleep of 1% of the time elapsed so far (50 µs to 10 ms), so
/// polling adds at most about 1% (plus 50 µs) to a measured time.
struct ChildProcess {
  struct Outcome {
    /// The exit status, or nil when the child was killed by a signal.
    var status: Int32?
    var signal: Int32?
    var seconds: Double
    /// Peak RSS of the child in bytes.
    var peakBytes: Int
    /// The child ran past the timeout and was killed.
    var timedOut: Bool
    /// User plus system CPU time of the child.
    var cpuSeconds: Double
  }

  struct SpawnError: Error, CustomStringConvertible {
    var program: String
    var code: Int32
    var description: String { "cannot run '\(program)': \(String(cString: strerror(code)))" }
  }

  /// The program's path.
  var program: String
  var arguments: [String]
  /// Where standard output and standard error go.
  var outputPath = "/dev/null"
  var errorPath = "/dev/null"
  /// Seconds after which the child is killed.
  var timeout: Double = 600

  func run() throws(SpawnError) -> Outcome {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else { throw SpawnError(program: program, code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0 {
        if errno == EINTR { continue }
        throw SpawnError(program: program, code: errno)
      }
      let elapsed = Timing.seconds(ContinuousClock.now - start)
      if elapsed > timeout && !timedOut {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(useconds_t(min(10_000, max(50, elapsed * 10_000))))
    }
    let seconds = Timing.seconds(ContinuousClock.now - start)
    let signal = status & 0x7F
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, seconds: seconds,
      peakBytes: PeakMemory.maxRSSBytes(usage), timedOut: timedOut,
      cpuSeconds: ChildProcess.seconds(usage.ru_utime) + ChildProcess.seconds(usage.ru_stime))
  }

  private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }

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
