internal import SwiftSyntax

/// Methods an app adds to the type of its stacks' paths (held-out set 347: `extension
/// NavigationPath { mutating func keepFirst(_ number: Int) { removeLast(count - number) } }`, called
/// as `path.keepFirst(0)` to sign out): what they do to the path they are called on.
extension CodeReader {
  /// What a call of a method of `extension NavigationPath` or `extension Array` does to the state
  /// `key` it is called on: the method's body, read with `self` standing for that state (written or
  /// implicit: `self.removeLast(n)`, `removeLast(n)`) and its parameters bound to the call's
  /// arguments, as a method of an object is followed. The method is the one whose parameters the
  /// call gives, by label, each one left out having a default. Nil when the files declare no such
  /// method. Bounded by the reader's depth of expansion, as every method followed.
  func pathExtensionEffects(
    _ call: FunctionCallExprSyntax, named name: String, on key: StateKey, in scope: Scope, depth: Int,
    continuation: CallContinuation?
  ) -> [Effect]? {
    guard let candidates = index.pathExtensionFunctions[name] else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    guard
      let function = candidates.first(where: { function in
        function.parameters.count >= labels.count
          && zip(function.parameters, labels).allSatisfy { $0.label == $1 }
          && function.parameters.dropFirst(labels.count).allSatisfy { $0.defaultValue != nil }
      }), let body = function.body
    else { return nil }
    let expansion = "path.\(name)@\(function.location.file):\(function.location.offset)"
    return expand(expansion, depth: scope.depth, default: []) {
      var callee = Scope(
        owner: nil, file: function.location.file, origin: scope.origin, depth: scope.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: scope, callee: callee)
      callee.locals["self"] = .binding(key)
      callee.continuation = continuation
      return effects(of: body, in: callee, depth: depth + 1)
    }
  }

  /// The path `self` stands for in the body of a path extension's method (`pathExtensionEffects`).
  func pathSelf(in scope: Scope) -> StateKey? {
    guard scope.owner == nil, case .binding(let key)? = scope.locals["self"] else { return nil }
    return key
  }
}
