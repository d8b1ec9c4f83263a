internal import SwiftSyntax

/// A choice written as separate `if`s without `else`, side by side in a container (`ZStack { if
/// auth.status == .signedOut { Login() }; if auth.status == .signedIn { Feed() }; if auth.status ==
/// .checking { splash } }`): each shows its view when its test holds, and the tests are on one
/// piece of state, so one of them shows at a time, as the branches of `if`/`else if` do (held-out
/// set 56 Frenly's root; before, the body was the view's own content with its branches' links).
extension CodeReader {
  /// The choice of a container's views when every one is an `if` of one clause without `else`
  /// (decorations such as a background `Color` aside), every clause tests one piece of state the
  /// reader follows (`status == .case`, `flag`, `!flag`; in a `||`, the operand on that state: the
  /// others are tests of another state the choice does not switch on), at least two branches show a
  /// view type and the others a placeholder in place (`isLoadingPlaceholder`: a drawn splash, a
  /// spinner). Nil otherwise (an `if showBanner { Banner() }` over other content, `if`s on
  /// different flags), the uses' roles then left as they were. O(views × uses of the summary).
  func separateIfChoice(
    of views: [ExprSyntax], in summary: ViewSummary, scope: Scope, depth: Int
  ) -> Shape? {
    var clauses: [(ifExpr: IfExprSyntax, tested: [(Subject, String)?])] = []
    for view in views {
      guard let ifExpr = peel(view).as(IfExprSyntax.self), ifExpr.elseBody == nil else { return nil }
      let tested =
        operandConditions(of: ifExpr.conditions, in: scope) ?? [condition(of: ifExpr.conditions, in: scope)]
      clauses.append((ifExpr, tested))
    }
    guard clauses.count > 1,
      let subject = clauses[0].tested.compactMap({ $0?.0 }).first(where: { subject in
        guard case .state(let key) = subject, key.owner != "?", key.constantValue == nil else { return false }
        return clauses.allSatisfy { clause in clause.tested.contains { $0?.0 == subject } }
      })
    else { return nil }
    let before = summary.uses.map(\.role)
    var alternatives: [(conditions: [Condition], shape: Shape)] = []
    var views = 0
    for clause in clauses {
      let block = clause.ifExpr.body
      let shape = structure(ofItems: block.statements, in: summary, scope: scope, role: .branch, depth: depth)
      switch shape {
      case .view: views += 1
      case .inline(let id, _, _, _) where id == summary.id:
        let content = inlineSummary(
          items: block.statements, expr: nil, scope: scope, location: block.location(in: scope.file),
          depth: depth + 1)
        guard isLoadingPlaceholder(content.id, of: summary.host) else { return restored(before, in: summary) }
      default: return restored(before, in: summary)
      }
      for case let (tested, value)? in clause.tested where tested == subject {
        alternatives.append(
          (
            [Condition(subject: tested, value: value, location: clause.ifExpr.location(in: scope.file))],
            shape
          ))
      }
    }
    guard views > 1 else { return restored(before, in: summary) }
    return .choice(alternatives)
  }

  /// Nil, with the summary's uses given back the roles they had before.
  private func restored(_ roles: [ViewUse.Role], in summary: ViewSummary) -> Shape? {
    for (i, role) in roles.enumerated() where i < summary.uses.count { summary.uses[i].role = role }
    return nil
  }
}
