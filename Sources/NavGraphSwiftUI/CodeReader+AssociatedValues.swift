internal import SwiftSyntax

/// Enum cases that differ only by associated value (`.log(.water)`, `.log(.prune)`): the values a
/// case is written with, and the `switch` patterns that test them (`case let .log(chore): switch
/// chore { case .water: ... }`, or flat `case .log(.water):`) as conditions on the presented or
/// pushed value's associated value by position (`item(["0"])`), so that each case set picks its
/// own destination.
extension CodeReader {
  /// The values a case is written with, in order (`.log(chore)` with `chore` a parameter given
  /// `.water`); a value the reader cannot tell stays unknown. Linear in the arguments.
  func associatedValues(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Value] {
    call.arguments.map { value(of: $0.expression, in: scope, depth: depth + 1) }
  }

  /// Binds the names a case pattern gives an associated value (`case let .log(chore)`, `case
  /// .log(let chore)`) to that value of the presented or pushed item, by position, when the `switch`
  /// is on the item: a `switch chore` in the branch then tests the item's associated value.
  func bindAssociatedValues(_ pattern: PatternSyntax, of subject: Subject, into scope: inout Scope) {
    guard case .item(let path) = subject, let arguments = caseArguments(pattern) else { return }
    for (position, argument) in arguments.enumerated() {
      var expr = peel(argument.expression)
      if let bound = expr.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern {
        guard let name = bound.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        scope.locals[name] = .item(path + [String(position)], nil)
        continue
      }
      if let inner = expr.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self) {
        expr = ExprSyntax(DeclReferenceExprSyntax(baseName: inner.identifier))
      }
      if pattern.is(ValueBindingPatternSyntax.self),
        let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        scope.locals[name] = .item(path + [String(position)], nil)
      }
    }
  }

  /// The conditions a flat case pattern puts on the item's associated values (`case .log(.water):`
  /// tests the first one for `water`), when the `switch` is on the item; none for bound names, nor
  /// for an optional's `.none` and `.some` (left to the patterns of the whole case, as before).
  func associatedConditions(_ pattern: PatternSyntax, of subject: Subject) -> [Condition] {
    guard case .item(let path) = subject, let arguments = caseArguments(pattern) else { return [] }
    var conditions: [Condition] = []
    for (position, argument) in arguments.enumerated() {
      guard let member = peel(argument.expression).as(MemberAccessExprSyntax.self), member.base == nil,
        !["none", "some"].contains(member.declName.baseName.text)
      else { continue }
      conditions.append(
        Condition(subject: .item(path + [String(position)]), value: member.declName.baseName.text))
    }
    return conditions
  }

  /// The arguments of a case pattern (`.log(let chore)`, `let .log(chore)`, `.log(.water)`); nil
  /// for a pattern without them.
  private func caseArguments(_ pattern: PatternSyntax) -> LabeledExprListSyntax? {
    var current = pattern
    if let binding = current.as(ValueBindingPatternSyntax.self) { current = binding.pattern }
    guard let expression = current.as(ExpressionPatternSyntax.self)?.expression,
      let call = peel(expression).as(FunctionCallExprSyntax.self)
    else { return nil }
    return call.arguments
  }
}
