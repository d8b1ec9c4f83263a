internal import SwiftSyntax

/// A ternary written in the code, folded (`TernaryExprSyntax`) or as the parser leaves it, a
/// sequence `condition ? first : second` whose condition is one expression or a run of operations
/// (`member == nil ? A() : B()`, the run made a sequence of its own). Not a sequence with another
/// ternary or an assignment in it (`a ? b : c ? d : e`, `x = c ? a : b`), whose parts bind otherwise.
struct Ternary {
  let id: SyntaxIdentifier
  let condition: ExprSyntax
  let first: ExprSyntax
  let second: ExprSyntax

  init?(_ expr: ExprSyntax) {
    if let ternary = expr.as(TernaryExprSyntax.self) {
      (id, condition, first, second) =
        (ternary.id, ternary.condition, ternary.thenExpression, ternary.elseExpression)
      return
    }
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements.count % 2 == 1,
      let middle = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
      !elements.dropLast(2).contains(where: {
        $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self)
      })
    else {
      return nil
    }
    let condition =
      elements.count == 3
      ? elements[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropLast(2))))
    (id, self.condition, first, second) = (
      sequence.id, condition, middle.thenExpression, elements[elements.count - 1]
    )
  }
}

extension CodeReader {
  /// A method building the view called with a ternary choosing between enum cases
  /// (`coordinator.build(UserDefaults().isLoggedIn ? .home : .logIn)`): a choice between the views
  /// the call builds for each case, on the ternary's condition as for an `if`. Nil for any other
  /// call.
  func ternaryChoice(
    _ expr: ExprSyntax, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), member.base != nil,
      let ternary = call.arguments.lazy.compactMap({ Ternary(self.peel($0.expression)) })
        .first(where: { CodeReader.choosesCases($0) && scope.ternaryBranches[$0.id] == nil })
    else { return nil }
    let (subject, value) = condition(of: ternary.condition, in: scope)
    var first = scope
    first.ternaryBranches[ternary.id] = true
    var second = scope
    second.ternaryBranches[ternary.id] = false
    return .choice(
      withoutPlaceholders(
        [
          (
            [Condition(subject: subject, value: value)],
            shape(of: expr, in: first, kind: kind, host: host, depth: depth + 1)
          ),
          (
            [Condition(subject: subject, value: nil, excluded: [value])],
            shape(of: expr, in: second, kind: kind, host: host, depth: depth + 1)
          ),
        ], kind: kind))
  }

  /// Whether both branches of a ternary are enum cases written without their type (`.home`).
  private static func choosesCases(_ ternary: Ternary) -> Bool {
    [ternary.first, ternary.second].allSatisfy {
      $0.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }
  }

  /// A call in an action given a ternary choosing between enum cases (`router.navigate(to:
  /// session.isLoggedIn ? .home : .login)`): the call's effects with each case, on the ternary's
  /// condition, as an `if`/`else` making one call each would. Before, the argument was a value
  /// the reader could not tell, and the method's `switch` on it ran every case. Nil for any other
  /// call.
  func ternaryCallEffects(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect]? {
    guard
      let ternary = call.arguments.lazy.compactMap({ Ternary(self.peel($0.expression)) })
        .first(where: { CodeReader.choosesCases($0) && scope.ternaryBranches[$0.id] == nil })
    else { return nil }
    var first = scope
    first.ternaryBranches[ternary.id] = true
    var second = scope
    second.ternaryBranches[ternary.id] = false
    return [
      .branches(
        [
          EffectBranch(
            condition: quoted(ternary.condition, in: scope), literal: nil,
            effects: effects(of: ExprSyntax(call), in: first, depth: depth + 1)),
          EffectBranch(
            condition: nil, literal: nil, effects: effects(of: ExprSyntax(call), in: second, depth: depth + 1)
          ),
        ], call.location(in: scope.file))
    ]
  }
}
