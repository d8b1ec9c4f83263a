internal import SwiftSyntax

/// A modal shown by one case of a destination enum, through a computed property of the model that
/// reads that case's value out of it (`var recipe: RecipeModel? { get { if case .recipe(let model) =
/// destination { model } else { nil } } set { ... } }`, `.fullScreenCover(item: $model.recipe)`): the
/// vanilla SwiftUI form of one optional destination per screen, so setting `destination = .recipe(m)`
/// shows that modal and `destination = nil` closes it.
extension CodeReader {
  /// The state and case an `item:` binding stands for when it binds a computed property of an
  /// object (`$model.recipe`) whose getter returns the value of one case of the object's state and
  /// `nil` otherwise: written `if case .x(let v) = state { v } else { nil }` (or with `return`s, the
  /// `nil` after the `if`), `guard case .x(let v) = state else { return nil }; return v`, or a
  /// `switch state` with that case and a `default` returning `nil`. Nil for anything else. O(the
  /// getter's first statements).
  func caseItem(_ trigger: ExprSyntax, in scope: Scope) -> (key: StateKey, caseName: String)? {
    guard let member = peel(trigger).as(MemberAccessExprSyntax.self), let base = member.base,
      let reference = peel(ExprSyntax(base)).as(DeclReferenceExprSyntax.self),
      reference.baseName.text.hasPrefix("$"),
      case .object(let typeName, _) = objectHeld(
        in: value(
          ofName: String(reference.baseName.text.dropFirst()), in: scope,
          location: base.location(in: scope.file))),
      let owner = index.types[typeName],
      let property = owner.properties[member.declName.baseName.text],
      case .computed(let getter, let file) = role(of: property, in: owner),
      let (subject, caseName) = casePayloadRead(getter)
    else { return nil }
    let inner = Scope(owner: owner, file: file, origin: scope.origin, depth: scope.depth + 1)
    guard let key = key(of: subject, in: inner) else { return nil }
    return (key, caseName)
  }

  /// The state a getter reads one case's value out of, and that case, for the forms `caseItem`
  /// names.
  private func casePayloadRead(_ getter: CodeBlockItemListSyntax) -> (ExprSyntax, String)? {
    let statements = Array(getter)
    guard let first = statements.first else { return nil }
    var expr: ExprSyntax?
    switch first.item {
    case .expr(let e): expr = e
    case .stmt(let stmt):
      if let guardStmt = stmt.as(GuardStmtSyntax.self) {
        guard returnsNil(guardStmt.body.statements), let (subject, name) = matchedCase(guardStmt.conditions)
        else { return nil }
        return (subject, name)
      }
      expr = CodeReader.expression(of: stmt)
    default: return nil
    }
    if let ifExpr = expr.flatMap({ peel($0).as(IfExprSyntax.self) }),
      let (subject, name) = matchedCase(ifExpr.conditions)
    {
      if case .codeBlock(let otherwise)? = ifExpr.elseBody, returnsNil(otherwise.statements) {
        return (subject, name)
      }
      if ifExpr.elseBody == nil, statements.count == 2, returnsNil(CodeBlockItemListSyntax([statements[1]])) {
        return (subject, name)
      }
      return nil
    }
    if let switchExpr = expr.flatMap({ peel($0).as(SwitchExprSyntax.self) }), switchExpr.cases.count == 2 {
      var name: String?
      var otherwiseNil = false
      for element in switchExpr.cases {
        guard case .switchCase(let switchCase) = element else { return nil }
        switch switchCase.label {
        case .case(let label) where label.caseItems.count == 1:
          name = caseName(of: label.caseItems[label.caseItems.startIndex].pattern)
        case .default: otherwiseNil = returnsNil(switchCase.statements)
        default: return nil
        }
      }
      guard let name, otherwiseNil else { return nil }
      return (switchExpr.subject, name)
    }
    return nil
  }

  /// The subject and case of a sole `case .x(let v) = subject` condition.
  private func matchedCase(_ conditions: ConditionElementListSyntax) -> (ExprSyntax, String)? {
    guard conditions.count == 1, case .matchingPattern(let match) = conditions.first?.condition,
      let name = caseName(of: match.pattern)
    else { return nil }
    return (match.initializer.value, name)
  }

  /// Whether statements are one `nil` or `return nil`.
  private func returnsNil(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first else { return false }
    switch item.item {
    case .expr(let e): return e.is(NilLiteralExprSyntax.self)
    case .stmt(let stmt): return CodeReader.expression(of: stmt)?.is(NilLiteralExprSyntax.self) ?? false
    default: return false
    }
  }
}
