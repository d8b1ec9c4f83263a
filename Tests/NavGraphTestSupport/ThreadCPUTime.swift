#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`), for tests that
/// bound how long a computation takes: unlike the wall clock it does not count the time other
/// tests, running in parallel on the same cores, take from this one.
package enum ThreadCPUTime {
  /// The calling thread's processor time so far.
  package static func now() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}
