internal import SwiftSyntax

/// Results of functions the reader follows, used by the caller: `let saved = await store.save(note)`
/// then `if saved { dismiss() }`, or `if await store.save(note) { dismiss() }`. What the caller does
/// with the result runs after each `return` of the function, with the value returned there, so a
/// write the function makes before `return true` goes with the caller's branch for `true` only
/// (before, the function's paths and the caller's `if` were independent alternatives, and a call in
/// an `if` condition was not run at all).
extension CodeReader {
  /// How many results one statement list follows into the statements after them (each value a
  /// function returns reads those statements once: sequential results multiply); past it, a
  /// result is read as before.
  static let maximumContinued = 3

  /// What the caller does after a call, for the value the call returns: read once per case.
  final class CallContinuation {
    private let rest: (Value) -> [Effect]
    private var read: [String: [Effect]] = [:]
    /// Whether a `return` of the function ran it.
    private(set) var used = false

    init(_ rest: @escaping (Value) -> [Effect]) { self.rest = rest }

    /// The caller's effects after a `return` of `value`.
    func effects(returning value: Value) -> [Effect] {
      used = true
      let known: String?
      if value.isUntold { known = "?" } else { known = value.caseName }
      guard let name = known else { return rest(value) }
      if let known = read[name] { return known }
      let effects = rest(value)
      read[name] = effects
      return effects
    }
  }

  /// The effects of `let name = call` and, when the function called returns a value somewhere
  /// (`return true`), of the statements after it, `rest`: the function's effects, each `return`
  /// followed by `rest` with `name` bound to the value returned (`continued`). Without a `return`
  /// of a function the reader follows, the call's effects alone: the caller reads `rest` as before.
  func effectsBinding(
    _ call: FunctionCallExprSyntax, to name: String, rest: ArraySlice<CodeBlockItemSyntax>, in scope: Scope,
    depth: Int
  ) -> (effects: [Effect], continued: Bool) {
    guard scope.continued < CodeReader.maximumContinued else {
      return (effects(ofCall: call, in: scope, depth: depth + 1), false)
    }
    let continuation = CallContinuation { value in
      var inner = scope
      inner.continued += 1
      inner.locals[name] = value
      return self.effects(ofItems: rest, in: inner, depth: depth + 1)
    }
    let effects = self.effects(ofCall: call, in: scope, depth: depth + 1, continuation: continuation)
    return (effects, continuation.used)
  }

  /// The effects of an `if` whose one condition is a call of a function the reader follows (`if
  /// await store.save(note) { dismiss() }`): the function's effects, each `return` followed by the
  /// branch its value selects (every branch when the reader cannot tell the value). Nil when no
  /// `return` was reached.
  func effectsTesting(_ ifExpr: IfExprSyntax, in scope: Scope, depth: Int) -> [Effect]? {
    guard scope.continued < CodeReader.maximumContinued, ifExpr.conditions.count == 1,
      case .expression(let condition)? = ifExpr.conditions.first?.condition,
      let call = peel(condition).as(FunctionCallExprSyntax.self)
    else { return nil }
    let location = ifExpr.location(in: scope.file)
    var scope = scope
    scope.continued += 1
    let continuation = CallContinuation { value in
      switch value {
      case .bool(true): return self.effects(of: ifExpr.body.statements, in: scope, depth: depth + 1)
      case .bool(false):
        switch ifExpr.elseBody {
        case .ifExpr(let next): return self.effects(of: ExprSyntax(next), in: scope, depth: depth + 1)
        case .codeBlock(let block): return self.effects(of: block.statements, in: scope, depth: depth + 1)
        default: return []
        }
      default: return [.branches(self.branches(of: ifExpr, in: scope, depth: depth), location)]
      }
    }
    let effects = self.effects(ofCall: call, in: scope, depth: depth + 1, continuation: continuation)
    return continuation.used ? effects : nil
  }

  /// The effects of a `guard` whose one condition is a call of a function the reader follows and of
  /// the statements after it, `rest` (`guard session.ensureSignedIn() else { return }`, where the
  /// method sets `showSignIn = true` and returns false): the function's effects, each `return`
  /// followed by `rest` for `true`, by the `else` for `false`, and by either as alternatives when
  /// the reader cannot tell the value. Nil when no `return` was reached.
  func effectsGuarding(
    _ guardStmt: GuardStmtSyntax, rest: ArraySlice<CodeBlockItemSyntax>, in scope: Scope, depth: Int
  ) -> [Effect]? {
    guard scope.continued < CodeReader.maximumContinued, guardStmt.conditions.count == 1,
      case .expression(let condition)? = guardStmt.conditions.first?.condition,
      let call = peel(condition).as(FunctionCallExprSyntax.self)
    else { return nil }
    let location = guardStmt.location(in: scope.file)
    var scope = scope
    scope.continued += 1
    let continuation = CallContinuation { value in
      let passes = { self.effects(ofItems: rest, in: scope, depth: depth + 1) }
      let otherwise = { self.effects(of: guardStmt.body.statements, in: scope, depth: depth + 1) }
      switch value {
      case .bool(true): return passes()
      case .bool(false): return otherwise()
      default:
        return [
          .branches(
            [
              EffectBranch(
                condition: self.quoted(guardStmt.conditions, in: scope), literal: nil, effects: passes()),
              EffectBranch(condition: nil, literal: nil, effects: otherwise()),
            ], location)
        ]
      }
    }
    let effects = self.effects(ofCall: call, in: scope, depth: depth + 1, continuation: continuation)
    return continuation.used ? effects : nil
  }

  /// The effects of `target = call` where the function called returns a value somewhere and the
  /// reader cannot tell which (`showsSignIn = try await model.signIn()`, which returns `false` once
  /// signed in): the function's effects, each `return` followed by the write of the value it
  /// returns there, so a `return false` hides what the flag shows (before, one write of a value the
  /// reader could not tell, warned). Nil when the target is no state the reader knows, the call's
  /// value is told, or no `return` was reached.
  func writesAfterReturns(to target: ExprSyntax, of value: ExprSyntax, in scope: Scope, depth: Int)
    -> [Effect]?
  {
    guard scope.continued < CodeReader.maximumContinued,
      let call = peel(value).as(FunctionCallExprSyntax.self),
      let key = key(of: target, in: scope),
      self.value(of: value, in: scope, expected: stateType(key)).isUntold
    else { return nil }
    let place = target.location(in: scope.file)
    var scope = scope
    scope.continued += 1
    let continuation = CallContinuation { [.write(key, $0, place)] }
    let effects = self.effects(ofCall: call, in: scope, depth: depth + 1, continuation: continuation)
    return continuation.used ? effects : nil
  }
}
