import Testing

@testable import NavGraphSwiftUI

/// The reader's threads are joined: when `ExtractionThreads.concurrentPerform` returns, every thread
/// has ended and let go of the work and of what it captured. (When they were detached, a thread could
/// still hold the declarations it read after the call returned, and the fuzz target's leak check saw
/// them live, behind pointers it cannot follow: fuzz/README.md.)
@Suite("Extraction threads")
struct ExtractionThreadsTests {
  /// Captured by the work; released only when the last thread has let go of it.
  final class Token: Sendable {}

  @Test func theWorkIsReleasedWhenTheCallReturns() {
    var held = 0
    for _ in 0..<1_000 {
      weak var observed: Token?
      do {
        let token = Token()
        observed = token
        ExtractionThreads.concurrentPerform(4, width: 2) { _ in withExtendedLifetime(token) {} }
      }
      if observed != nil { held += 1 }
    }
    #expect(held == 0, "the work was still held after the call returned \(held) times in 1,000")
  }

  @Test func runReturnsTheResultAndEveryIndexRunsOnce() {
    let slots = SwiftUIExtractor.Slots<Int>(count: 100)
    ExtractionThreads.concurrentPerform(100, width: 3) { i in slots.store(i, i * i) }
    #expect(slots.results == (0..<100).map { $0 * $0 })
    #expect(ExtractionThreads.run { 42 } == 42)
  }
}
