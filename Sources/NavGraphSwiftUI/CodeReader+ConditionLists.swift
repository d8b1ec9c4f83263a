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
    let parts = conditionParts(ifExpr.conditions)
    guard (2...4).contains(parts.count) else { return nil }
    let otherwise: CodeBlockSyntax?
    switch ifExpr.elseBody {
    case .codeBlock(let block): otherwise = block
    case nil: otherwise = nil
    default: return nil
    }
    var tested: [(Subject, String)] = []
    var inner = scope
    for part in parts {
      let pair: (Subject, String)
      switch part {
      case .element(let element):
        let single = ConditionElementListSyntax([element.with(\.trailingComma, nil)])
        pair = condition(of: single, in: inner)
        bind(conditions: single, into: &inner)
      case .operand(let operand): pair = condition(of: operand, in: inner)
      }
      guard case .state(let key) = pair.0, key.owner != "?" else { return nil }
      tested.append(pair)
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

  /// One test of a condition list: an element (`let account = account`, `signedIn`), or an operand
  /// of a `&&` chain written as one element (`model.loaded && !model.awaitingTap`).
  enum ConditionPart {
    case element(ConditionElementSyntax)
    case operand(ExprSyntax)
  }

  /// The tests of a condition list, a `&&` chain of one element split into its operands (`a && b`
  /// holds exactly when `a, b` does); a chain with `||` in it stays one test. O(elements).
  func conditionParts(_ conditions: ConditionElementListSyntax) -> [ConditionPart] {
    var parts: [ConditionPart] = []
    for element in conditions {
      guard case .expression(let expr) = element.condition,
        let sequence = peel(expr).as(SequenceExprSyntax.self)
      else {
        parts.append(.element(element))
        continue
      }
      let elements = Array(sequence.elements)
      let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
      guard operators.contains("&&"), !operators.contains("||") else {
        parts.append(.element(element))
        continue
      }
      for operand in SyntaxText.split(elements, on: "&&") {
        guard let first = operand.first else { continue }
        parts.append(
          .operand(
            operand.count == 1 ? first : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(operand)))))
      }
    }
    return parts
  }
}
