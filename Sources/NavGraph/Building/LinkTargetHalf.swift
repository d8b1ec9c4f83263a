import Foundation

/// The second half of the links' targets resolved on a thread of its own (`Resolver.resolveHits`)
/// while the first thread resolves the first half: the id tables are entered before and only read
/// meanwhile, and each thread writes only the links of its own range. The first thread reports its
/// half's misses, then joins this one and reports its misses, so the diagnostics and their order
/// are those of one thread (`Resolver.resolveLinks`). Started only from
/// `LoadLimits.resolveSplitLinks` links on (by default only when the process may run on two cores,
/// `ProcessorCores`). Costs a thread's start and join, O(links of the half) on the second thread.
final class LinkTargetHalf: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var joined = false
  /// The links of the half whose targets are unknown, in order; read only after `join`.
  private(set) var misses: [Int] = []
  /// The sum of the table slots the half loaded (`Resolver.resolveHits`); read only after `join`.
  private(set) var touched: Int32 = 0

  /// Starts resolving the targets of the links in `range` (of `links`, whose targets `targets` are),
  /// with `tables`. The buffers must stay valid, and the links of `range` untouched by the caller,
  /// until `join` returns.
  init(
    _ range: Range<Int>, links: UnsafeMutableBufferPointer<Link>, targets: UnsafeBufferPointer<ByteRef>,
    tables: Resolver.Tables
  ) {
    let buffers = Buffers(links: links, targets: targets)
    let thread = Thread { [self] in
      (misses, touched) = Resolver.resolveHits(range, links: buffers.links, targets: buffers.targets, tables)
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Waits for the second thread to end (at most once); the semaphore orders its writes before the
  /// caller's reads.
  func join() {
    guard !joined else { return }
    joined = true
    done.wait()
  }

  /// The buffers handed to the thread, written there only within its range.
  private struct Buffers: @unchecked Sendable {
    let links: UnsafeMutableBufferPointer<Link>
    let targets: UnsafeBufferPointer<ByteRef>
  }
}
