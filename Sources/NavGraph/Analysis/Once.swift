import Foundation

/// A value made on first use and then kept: the lazy part of `NavigationAnalysis` and
/// `ForwardReach`, whose queries are non-mutating and whose values may be shared between threads.
///
/// `value(_:)` runs `make` at most once, under a lock, so two threads asking at once wait for one
/// computation instead of racing. `make` may ask other `Once` boxes (the analyses depend on one
/// another), never its own box (the lock is not recursive): the dependencies form no cycle.
final class Once<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  /// Written once, under `lock`; read only under `lock`.
  private var stored: Value?

  init() {}

  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = make()
    stored = made
    return made
  }
}
