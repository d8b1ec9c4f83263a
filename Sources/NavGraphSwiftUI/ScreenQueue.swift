/// The screens the resolver has still to process, first in, first out: a screen is processed in the
/// order it was first named, so the links of a description come out in a stable order.
///
/// An array with a head index (the taken part is never shifted) and a set of the screens waiting:
/// `append` and `popFirst` are O(1) (amortised), where `Array.removeFirst` and a test of whether a
/// screen already waits (`Array.contains`) are O(waiting). A screen waits at most once.
struct ScreenQueue {
  private var elements: [NavigationResolver.ScreenKey] = []
  private var head = 0
  private var waiting = Set<NavigationResolver.ScreenKey>()

  var isEmpty: Bool { head == elements.count }

  /// Adds the screen at the end, unless it waits already.
  mutating func append(_ key: NavigationResolver.ScreenKey) {
    if waiting.insert(key).inserted { elements.append(key) }
  }

  /// The screen waiting longest, taken from the queue; nil when none waits.
  mutating func popFirst() -> NavigationResolver.ScreenKey? {
    guard head < elements.count else { return nil }
    let key = elements[head]
    head += 1
    waiting.remove(key)
    if head == elements.count {
      elements.removeAll(keepingCapacity: true)
      head = 0
    }
    return key
  }
}
