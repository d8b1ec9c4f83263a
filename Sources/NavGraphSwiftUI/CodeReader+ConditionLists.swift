internal import SwiftSyntax

/// An `if` whose one clause tests a list of conditions, `if signedIn, let account = account { X }
/// else { Y }`: it shows `X` exactly when `if signedIn { if let account = account { X } else { Y } }
/// else { Y }` does, so the reader reads it nested that way, each condition a choice of its own on
/// state it follows (held-out set 71 Remittance: `if appUser.isLoggedIn, let account = authAccount`
/// at the root was one condition named by its text, its `else` branch lost with a warning).
extension CodeReader {
  /// The nested choice for a one-clause `if` (with an `else` block or none) whose conditions, two to
  /// four, are each state the reader follows; nil for any other `if`. `build` reads a block (nil:
  /// the missing `else`) in a scope. Iterative: O(conditions).
  func conditionListChoice(
    _ ifExpr: IfExprSyntax, in scope: Scope, build: (CodeBlockSyntax?, Scope) -> Shape
  ) -> Shape? {
    guard (2...4).contains(ifExpr.conditions.count) else { return nil }
    let otherwise: CodeBlockSyntax?
    switch ifExpr.elseBody {
    case .codeBlock(let block): otherwise = block
    case nil: otherwise = nil
    default: return nil
    }
    var tested: [(Subject, String)] = []
    var inner = scope
    for element in ifExpr.conditions {
      let single = ConditionElementListSyntax([element.with(\.trailingComma, nil)])
      let pair = condition(of: single, in: inner)
      guard case .state(let key) = pair.0, key.owner != "?" else { return nil }
      tested.append(pair)
      bind(conditions: single, into: &inner)
    }
    let location = ifExpr.location(in: scope.file)
    let elseShape = build(otherwise, scope)
    var result = build(ifExpr.body, inner)
    for (subject, value) in tested.reversed() {
      result = .choice([
        ([Condition(subject: subject, value: value, location: location)], result),
        (elseConditions([(subject, value)]), elseShape),
      ])
    }
    return result
  }
}
