import Testing

@testable import NavGraphSwiftUI

/// The resolver's queue of screens to process: first in, first out, a screen waiting once.
@Suite("Screen queue")
struct ScreenQueueTests {
  typealias Key = NavigationResolver.ScreenKey

  @Test("screens come out in the order they were added, each waiting once")
  func firstInFirstOut() {
    var queue = ScreenQueue()
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
    let a = Key.view("A", variant: nil)
    let b = Key.view("B", variant: "hashtag")
    let c = Key.view("C", variant: nil)
    queue.append(a)
    queue.append(b)
    queue.append(a)
    #expect(queue.popFirst() == a)
    queue.append(c)
    // Taken, it can wait again: a screen met again with more code is read again.
    queue.append(a)
    #expect(queue.popFirst() == b)
    #expect(queue.popFirst() == c)
    #expect(queue.popFirst() == a)
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
    queue.append(b)
    #expect(!queue.isEmpty)
    #expect(queue.popFirst() == b)
  }
}
