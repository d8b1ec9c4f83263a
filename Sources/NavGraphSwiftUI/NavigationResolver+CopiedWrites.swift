internal import NavGraph

/// A state written with the value of another state the same action wrote before it: the copy holds
/// the value that write stored (`pending = nil`, then `session = pending` in a completion: `session`
/// is set to nil, so a root switching on it for a signed-in user does not move). Before, the copy
/// was read as the other state's value whatever the action had written to it, a value that is not
/// nil, and a root move was made (held-out set 344 SwiftUi-TwitterClone: a false tab link).
extension NavigationResolver {
  /// The effects with each write of a state the sequence wrote earlier given that earlier value. One
  /// pass over the sequence: O(effects).
  func withCopiedWrites(_ effects: [Effect]) -> [Effect] {
    var written: [StateKey: Value] = [:]
    return effects.map { effect in
      guard case .write(let key, var value, let location) = effect else { return effect }
      if case .state(let source, _) = value, source != key, let earlier = written[source] { value = earlier }
      written[key] = value
      return .write(key, value, location)
    }
  }
}
