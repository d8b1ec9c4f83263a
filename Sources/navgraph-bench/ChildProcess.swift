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
/// files (or `/dev/null`), so the child never blocks on a pipe.
struct ChildProcess {
  struct Outcome {
    /// The exit status, or nil when the child was killed by a signal.
    var status: Int32?
    var signal: Int32?
    var seconds: Double
    /// Peak RSS of the child in bytes.
    var peakBytes: Int
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
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw SpawnError(program: program, code: errno) }
    }
    let seconds = Timing.seconds(ContinuousClock.now - start)
    let signal = status & 0x7F
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, seconds: seconds,
      peakBytes: PeakMemory.maxRSSBytes(usage))
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
