internal import SwiftSyntax

/// An `else if` clause that holds whenever the clauses before it fail, `if !onboarded { Intro() }
/// else if !signedIn { Login() } else if onboarded && signedIn { Tabs() }`: its every operand (of a
/// top-level `&&`) is the opposite of a test an earlier clause made, so it is the chain's `else`,
/// and what follows it never runs (held-out set 160 GPTalks: its root's last clause was read as a
/// subject the reader does not follow, with a warning that contradicted the output).
extension CodeReader {
  /// Whether each operand of the clause's one condition (split at a top-level `&&`) tests a Bool
  /// the reader follows for the value opposite to one an earlier clause tested (`seen`), or, for
  /// nil and some, the other one. O(operands × seen).
  func isImplied(by seen: [(Subject, String)], _ conditions: ConditionElementListSyntax, in scope: Scope)
    -> Bool
  {
    guard !seen.isEmpty, conditions.count == 1, case .expression(let expr)? = conditions.first?.condition
    else { return false }
    let operands = conjuncts(of: peel(expr))
    return operands.allSatisfy { operand in
      let (subject, value) =
        operand.count == 1
        ? condition(of: operand[0], in: scope) : comparison(operand, in: scope) ?? (.item([]), "")
      guard case .state(let key) = subject, key.owner != "?", let opposite = CodeReader.opposite(of: value)
      else { return false }
      return seen.contains { $0.0 == subject && $0.1 == opposite }
    }
  }

  /// The value a failed test of `value` leaves: false for true and true for false, some for nil and
  /// nil for some; nil for a case, whose failure leaves every other case.
  private static func opposite(of value: String) -> String? {
    switch value {
    case "true": return "false"
    case "false": return "true"
    case "nil": return "some"
    case "some": return "nil"
    default: return nil
    }
  }

  /// The operands of a top-level `&&` in an unfolded sequence (each a run of its elements), or the
  /// expression alone; the expression alone too when it holds an operator that binds more loosely
  /// (`||`, an assignment, a ternary), where splitting at `&&` would change its meaning. Also read
  /// by `caseCondition`.
  func conjuncts(of expr: ExprSyntax) -> [[ExprSyntax]] {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return [[expr]] }
    var operands: [[ExprSyntax]] = [[]]
    for element in sequence.elements {
      if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
        || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
      {
        return [[expr]]
      }
      if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "&&" {
        operands.append([])
      } else {
        operands[operands.count - 1].append(element)
      }
    }
    guard operands.allSatisfy({ !$0.isEmpty }) else { return [[expr]] }
    return operands
  }
}
