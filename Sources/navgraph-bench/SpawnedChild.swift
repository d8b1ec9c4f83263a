import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One child process started with `posix_spawn` and reaped with `wait4`, which returns that one
/// child's resource usage (`getrusage(RUSAGE_CHILDREN)` would give the largest of all children so
/// far, and Foundation's `Process` reaps its children itself).
///
/// Waiting polls `wait4(WNOHANG)` with a sleep of 1% of the time elapsed so far (50 µs to 10 ms), so
/// polling adds at most about 1% (plus 50 µs) to a measured time. A child still running at the
/// timeout is killed (SIGKILL) and reaped: the caller reports it instead of hanging.
struct SpawnedChild {
  /// How the child ended.
  struct Exit {
    /// The raw wait status.
    var status: Int32
    var usage: rusage
    /// Wall time from the spawn to the reap.
    var seconds: Double
    /// The child ran past the timeout and was killed.
    var timedOut: Bool
  }

  let pid: pid_t
  let start: ContinuousClock.Instant

  /// Where the child's standard output goes.
  enum Output {
    /// A file, created or truncated.
    case file(String)
    /// An open descriptor of this process.
    case descriptor(Int32)
  }

  /// Starts `program` with `arguments` (the program's path is its first argument) and this
  /// process's environment, standard input from `/dev/null`, standard output to `output` and
  /// standard error to the file `errorPath`; `errno`'s code when it cannot be started.
  init(program: String, arguments: [String], output: Output, errorPath: String) throws(ChildProcess
    .SpawnError)
  {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    switch output {
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    case .descriptor(let descriptor):
      posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    }
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    start = ContinuousClock.now
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else { throw ChildProcess.SpawnError(program: program, code: spawned) }
    self.pid = pid
  }

  /// Waits for the child's end, killing it once `timeout` seconds have passed.
  func wait(timeout: Double) throws(ChildProcess.SpawnError) -> Exit {
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0 {
        if errno == EINTR { continue }
        throw ChildProcess.SpawnError(program: "wait4", code: errno)
      }
      let elapsed = Timing.seconds(ContinuousClock.now - start)
      if elapsed > timeout && !timedOut {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(useconds_t(min(10_000, max(50, elapsed * 10_000))))
    }
    return Exit(
      status: status, usage: usage, seconds: Timing.seconds(ContinuousClock.now - start), timedOut: timedOut)
  }
}
