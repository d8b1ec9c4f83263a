internal import Foundation

/// Threads with a large stack for the reader: swift-syntax's parser and the reader recurse over the
/// syntax tree (both with a depth bound), and a thread's default stack (512 KiB for secondary
/// threads on macOS) is too small for those bounds.
enum ExtractionThreads {
  /// 64 MiB: far above what the depth bounds need (measured in the tests on the deepest code the
  /// parser accepts); only the pages touched are used.
  static let stackSize = 64 << 20

  /// Runs `work(i)` for every `i` in `0..<count` on up to `width` threads of the large stack, and
  /// returns when all are done. Which thread runs which `i` varies; results must be stored by `i`.
  static func concurrentPerform(_ count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let threads = max(1, min(width, count))
    let next = Counter()
    let done = DispatchGroup()
    for _ in 0..<threads {
      done.enter()
      let thread = Thread {
        while let i = next.take(below: count) { work(i) }
        done.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    done.wait()
  }

  /// Runs `work` on one thread of the large stack and returns its result.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = Box<T>()
    concurrentPerform(1, width: 1) { _ in box.value = work() }
    return box.value!
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
