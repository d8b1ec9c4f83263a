internal import NavGraph
internal import SwiftSyntax

/// A change handler that navigates when a Bool it watches is set: a sheet's content `OnboardingFlow`
/// with `.onChange(of: coordinator.isCompleted) { _, completed in if completed { dismiss() } }`,
/// the flag set by the last step's `coordinator.advance()`. SwiftUI runs the handler once the
/// action that sets the flag has run, on the screen shown then: the screen whose action writes it.
/// So the handler's moves, for the value written, follow that action
/// (`NavigationResolver.withDerivedWrites`), and the handler is no link of the screen carrying it
/// when some action the reader follows sets the flag to a value it moves for
/// (`NavigationResolver.isFollowedChangeHandler`).
struct ChangeHandler: Sendable {
  /// What the handler does for each value the flag is set to (`true`, `false`).
  var effects: [String: [Effect]]
  /// Where the handler's closure is written: the link site it would be on its own.
  var location: SourceAnchor
}

extension CodeReader {
  /// Records an `.onChange(of:)` handler of a Bool state (one closure; its last parameter, when it
  /// has any, the new value) that navigates for `true` or `false`: what it does for each, read with
  /// that value. O(the handler's code, read twice).
  func recordChangeHandler(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) {
    var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    guard closures.count == 1, let closure = closures.first, let watched = call.arguments.first?.expression,
      case .state(let key, let type) = value(of: watched, in: scope), type?.lastName == "Bool"
    else { return }
    let parameters = CodeReader.parameterNames(closure).count
    // The handler may test the state by its name rather than its parameter (`{ _ in if didStore {
    // dismiss() } }`): it runs after the write, so the name holds the new value too.
    let name = SyntaxText.ownName(peel(watched)).flatMap { $0.hasPrefix("$") ? nil : $0 }
    var effects: [String: [Effect]] = [:]
    for flag in [true, false] {
      let arguments =
        Array(repeating: Value.unknown("oldValue"), count: max(0, parameters - 1)) + [.bool(flag)]
      var inner = scope
      if let name, inner.locals[name] == nil { inner.locals[name] = .bool(flag) }
      let found = run(
        closureValue(closure, in: inner), arguments: parameters == 0 ? [] : arguments, depth: depth + 1)
      if !found.isEmpty { effects[String(flag)] = found }
    }
    let location = closure.location(in: scope.file)
    // A view read more than once (for each screen that shows it) records its handler once.
    guard !effects.isEmpty, changeHandlerKeys[location] == nil else { return }
    changeHandlers[key, default: []].append(ChangeHandler(effects: effects, location: location))
    changeHandlerKeys[location] = key
  }
}
