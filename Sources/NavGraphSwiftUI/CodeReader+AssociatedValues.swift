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

  /// Binds the names a case pattern gives associated values in an action's `switch` (`case let
  /// .push(leaf): path.append(leaf)` over a `Move`): to the values the subject was written with,
  /// when it is that case (`.push(.book)`), else to some value of the type the case declares for
  /// that position (`Leaf`), not nil, as a parameter of that type is. Nothing for a subject whose
  /// enum the reader cannot tell. Linear in the pattern's arguments.
  func bindCaseValues(_ pattern: PatternSyntax, of subject: Value, into scope: inout Scope) {
    guard let arguments = caseArguments(pattern), let name = caseName(of: pattern) else { return }
    var written: [Value] = []
    var typeName: String?
    switch subject {
    case .enumCase(let type, let caseName, let values):
      typeName = type
      if caseName == name { written = values }
    case .typed(let type), .state(_, let type?), .item(_, let type?):
      typeName = index.lookup(type.unwrapped, from: scope.owner?.qualifiedName)?.qualifiedName
    default: break
    }
    guard let typeName, let declared = index.types[typeName], declared.kind == .enumType,
      let declaredCase = declared.enumCase(name)
    else { return }
    for (position, argument) in arguments.enumerated() {
      var expr = peel(argument.expression)
      if let bound = expr.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern,
        let identifier = bound.as(IdentifierPatternSyntax.self)
      {
        expr = ExprSyntax(DeclReferenceExprSyntax(baseName: identifier.identifier))
      } else if let inner = expr.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self) {
        expr = ExprSyntax(DeclReferenceExprSyntax(baseName: inner.identifier))
      } else if !pattern.is(ValueBindingPatternSyntax.self) {
        continue
      }
      guard let local = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[local] != nil
      else {
        continue
      }
      let declaredType =
        position < declaredCase.parameters.count ? declaredCase.parameters[position].type : nil
      let found = declaredType.flatMap { $0.hasSuffix("?") ? nil : index.lookup(name: $0, from: typeName) }
      if position < written.count {
        switch written[position] {
        case .unknown: break
        // `.push(.book)`: the case written without its type is of the type the case declares.
        case .enumCase(nil, let caseName, let values):
          scope.locals[local] = .enumCase(type: found?.qualifiedName, name: caseName, values: values)
          continue
        case let value:
          scope.locals[local] = value
          continue
        }
      }
      guard let found else { continue }
      scope.locals[local] = .typed(.named(found.qualifiedName.split(separator: ".").map(String.init), []))
    }
  }
}
