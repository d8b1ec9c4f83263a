internal import Foundation

/// Threads with a large stack for the reader: swift-syntax's parser and the reader recurse over the
/// syntax tree (both with a depth bound), and a thread's default stack (512 KiB for secondary
/// threads on macOS) is too small for those bounds.
///
/// The threads are POSIX threads, joined before a call returns: when it returns, every thread has
/// ended and released the work and what the work captured (the files' declarations). Detached
/// threads (Foundation's `Thread`) released them some time later, so values the call's caller had
/// finished with could outlive it (fuzz/README.md).
enum ExtractionThreads {
  /// 64 MiB: far above what the depth bounds need (measured in the tests on the deepest code the
  /// parser accepts); only the pages touched are used.
  static let stackSize = 64 << 20

  /// Runs `work(i)` for every `i` in `0..<count` on up to `width` threads of the large stack, and
  /// returns when all have ended. Which thread runs which `i` varies; results must be stored by `i`.
  /// If no thread can be created, the calling thread does the work.
  static func concurrentPerform(_ count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let next = Counter()
    let body: @Sendable () -> Void = {
      while let i = next.take(below: count) { work(i) }
    }
    let threads = (0..<max(1, min(width, count))).compactMap { _ in start(body) }
    if threads.isEmpty { body() }
    for thread in threads { pthread_join(thread, nil) }
  }

  /// Runs `work` on one thread of the large stack and returns its result.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = Box<T>()
    concurrentPerform(1, width: 1) { _ in box.value = work() }
    return box.value!
  }

  #if canImport(Darwin)
    private typealias ThreadID = pthread_t?
  #else
    private typealias ThreadID = pthread_t
  #endif

  /// Starts a joinable thread of `stackSize` that runs `body` and releases it before it ends; nil
  /// if the system cannot create one.
  private static func start(_ body: @escaping @Sendable () -> Void) -> ThreadID? {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }
    #else
      var thread = pthread_t()
      let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }
    #endif
    guard pthread_create(&thread, &attributes, entry, context) == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return nil
    }
    return thread
  }

  /// The work handed to a thread, retained until the thread has run it.
  private final class Work: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }

  private final class Box<T>: @unchecked Sendable {
    var value: T?
  }
}
