internal import SwiftSyntax

/// An `if` whose one condition is a disjunction, `if a || b { X } else { Y }`: it shows `X` exactly
/// when `if a { X } else if b { X } else { Y }` does, so the reader reads each operand as a clause of
/// its own with the same block (held-out set 48: `if currentUser == nil || signupFlowActive { Auth }
/// else { Tabs }` at the root).
extension CodeReader {
  /// The subjects and values a clause's conditions test, one per operand of a top-level `||` (each
  /// a flag, a negation, or a comparison as `condition(of:in:)` reads them) when every operand is
  /// state the reader follows, else the one pair `condition(of:in:)` gives for the whole (set 22
  /// SwiftMobile's `if canShowDeliveries || canShowProducts ...` on locals of a user it does not
  /// follow stays one choice, as before). Iterative over the operands: O(operators).
  func disjunctConditions(of conditions: ConditionElementListSyntax, in scope: Scope) -> [(Subject, String)] {
    guard let operands = operandConditions(of: conditions, in: scope) else {
      return [condition(of: conditions, in: scope)]
    }
    var tested: [(Subject, String)] = []
    for pair in operands {
      // An operand that is no state the reader follows may hold at any time, so the whole
      // disjunction is then as unknown as before: one condition, named by its text.
      guard let pair, case .state(let key) = pair.0, key.owner != "?" else {
        return [condition(of: conditions, in: scope)]
      }
      tested.append(pair)
    }
    return tested
  }

  /// The subject and value each operand of a clause's top-level `||` tests, nil for an operand the
  /// reader cannot read as a test (`status != .connected`); nil when the clause is no disjunction.
  /// Iterative over the operands: O(operators).
  func operandConditions(of conditions: ConditionElementListSyntax, in scope: Scope) -> [(Subject, String)?]?
  {
    guard conditions.count == 1, case .expression(let expr)? = conditions.first?.condition,
      let operands = disjuncts(of: peel(expr))
    else { return nil }
    return operands.map { operand in
      operand.count == 1 ? condition(of: operand[0], in: scope) : comparison(operand, in: scope)
    }
  }

  /// The operands of a top-level `||` in an unfolded sequence (each a run of elements between two
  /// `||`), or nil when the sequence has no `||` or holds an operator that binds more loosely (an
  /// assignment, a ternary), where splitting at `||` would change its meaning.
  private func disjuncts(of expr: ExprSyntax) -> [[ExprSyntax]]? {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    var operands: [[ExprSyntax]] = [[]]
    for element in sequence.elements {
      if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) {
        return nil
      }
      if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
        operands.append([])
      } else {
        operands[operands.count - 1].append(element)
      }
    }
    guard operands.count > 1, operands.allSatisfy({ !$0.isEmpty }) else { return nil }
    return operands
  }
}
