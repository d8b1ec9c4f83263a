internal import SwiftSyntax

/// Actions a function returns: `onTap: tapAction(for: stage)`, with `func tapAction(for stage:
/// Stage) -> (() -> Void)? { switch stage.state { case .current: return { onOpen?(stage) } ... } }`.
/// The action is the closure returned, on each path of the function that returns one (before, the
/// function was run as the action and the closures it returns were never run, silently).
extension CodeReader {
  /// What running the action a call returns does: the function followed, each `return` of a
  /// closure, a method or a closure property followed by running it (nothing for `return nil`).
  /// Nil when the call is of no function the reader follows or no `return` was reached.
  func returnedActionEffects(
    _ expr: ExprSyntax, in scope: Scope, parameterTypes: [TypeReference], depth: Int
  ) -> [Effect]? {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self) else { return nil }
    let location = expr.location(in: scope.file)
    let continuation = CallContinuation { returned in
      switch returned {
      case .closure(let closure):
        let names = closure.parameters.isEmpty ? parameterTypes.indices.map { "$\($0)" } : closure.parameters
        return self.run(closure, arguments: names.map { .unknown($0) }, depth: depth)
      case .method(let method, let owner):
        return self.apply(
          method, owner: owner, generics: scope.generics, call: nil, caller: scope, depth: depth)
      case .closureProperty(let key):
        self.calledClosures.insert(key)
        return [.callClosure(key, location)]
      default: return []
      }
    }
    let effects = self.effects(ofCall: call, in: scope, depth: depth + 1, continuation: continuation)
    return continuation.used ? effects : nil
  }
}
