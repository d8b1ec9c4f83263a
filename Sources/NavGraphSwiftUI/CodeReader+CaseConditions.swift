internal import SwiftSyntax

/// Content an `if` shows for some cases of a state only: `if router.route != .search &&
/// router.route != .settings { NavBar() }` beside a `switch router.route` that is a root switch.
/// The bar is not part of the screens the excluded cases show (held-out set 157, a news app: its
/// bottom bar's links were read on the search and settings screens it is hidden on).
extension CodeReader {
  /// The cases an `if` condition admits of one state: `state == .case` (that case), or `state !=
  /// .a && state != .b` (every case but those), all of its operands on the same state the reader
  /// follows. Nil for any other condition. O(operands).
  func caseCondition(of conditions: ConditionElementListSyntax, in scope: Scope) -> Condition? {
    guard conditions.count == 1, case .expression(let expr)? = conditions.first?.condition else { return nil }
    var subject: Subject?
    var value: String?
    var excluded: [String] = []
    for operand in conjuncts(of: peel(expr)) {
      guard operand.count == 3, let op = operand[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["==", "!="].contains(op), let name = comparedName(operand[2], with: operand[0], in: scope),
        name != "nil"
      else { return nil }
      let tested = self.subject(of: operand[0], in: scope)
      guard case .state(let key) = tested, key.owner != "?", key.constantValue == nil,
        subject == nil || subject == tested
      else { return nil }
      subject = tested
      if op == "==" {
        guard value == nil || value == name else { return nil }
        value = name
      } else {
        excluded.append(name)
      }
    }
    guard let subject else { return nil }
    if let value { return excluded.contains(value) ? nil : Condition(subject: subject, value: value) }
    return Condition(subject: subject, value: nil, excluded: excluded)
  }
}
