internal import SwiftSyntax

/// Computed properties of an enum case the reader knows (`tab.title`, `screen.label` for the
/// case a `ForEach` over `allCases` gives): the branch of the getter's `switch self` for that case.
extension CodeReader {
  /// The statements `member`'s getter runs for the enum case its base is, with `self` bound to
  /// the case: the getter's only statement is a `switch self` (also `return switch self`), and
  /// the case's branch (else `default`) is taken. Nil when the base is no known case, the property
  /// is not computed, or its getter is anything else. O(cases of the switch).
  func caseBranch(of member: MemberAccessExprSyntax, in scope: Scope) -> (
    items: CodeBlockItemListSyntax, scope: Scope
  )? {
    guard let base = member.base,
      case .enumCase(let typeName?, _, _) = value(of: ExprSyntax(base), in: scope),
      let type = index.lookup(
        .named(typeName.split(separator: ".").map(String.init), []), from: scope.owner?.qualifiedName),
      let property = type.properties[member.declName.baseName.text],
      case .computed(let getter, let file) = role(of: property, in: type), getter.count == 1,
      let item = getter.first
    else { return nil }
    var expr: ExprSyntax?
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let stmt): expr = CodeReader.expression(of: stmt)
    default: break
    }
    guard let switchExpr = expr.flatMap({ peel($0).as(SwitchExprSyntax.self) }) else { return nil }
    var inner = Scope(owner: type, file: file, origin: scope.origin, depth: scope.depth + 1)
    inner.locals["self"] = value(of: ExprSyntax(base), in: scope)
    guard let selected = constantCase(of: switchExpr, in: inner) else { return nil }
    return (selected.statements, inner)
  }

  /// A string written as a literal or bound to a name in scope, or built by a computed property of a known enum case whose
  /// branch for the case is one string literal (`case .home: "Home"`, `case .home: return "Home"`).
  func literalString(_ expr: ExprSyntax?, in scope: Scope) -> String? {
    guard let expr else { return nil }
    if let literal = SyntaxText.literal(expr) { return literal }
    // A name bound to a string (a property a creation gives as a literal: `Label(label, ...)`).
    if let name = SyntaxText.name(expr), case .string(let text)? = scope.locals[name] { return text }
    guard let member = peel(expr).as(MemberAccessExprSyntax.self),
      let (items, _) = caseBranch(of: member, in: scope), items.count == 1, let item = items.first
    else { return nil }
    switch item.item {
    case .expr(let e): return SyntaxText.literal(e)
    case .stmt(let stmt): return SyntaxText.literal(CodeReader.expression(of: stmt))
    default: return nil
    }
  }

  /// The Bool a computed property of a known enum case gives, when its getter's branch for the
  /// case is one `true` or `false` (`case .log, .chart: return false`), also negated (`!entry.isSoon`):
  /// a row of `allCases` gated by it (held-out set 324: the rows "coming soon" pushed the
  /// property's `default` destination). Nil for anything else. O(cases of the switch).
  func caseFlag(_ expr: ExprSyntax, in scope: Scope) -> Bool? {
    var expr = peel(expr)
    var negated = false
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      negated = true
      expr = peel(prefix.expression)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self),
      let (items, _) = caseBranch(of: member, in: scope), items.count == 1, let item = items.first
    else { return nil }
    let returned: ExprSyntax?
    switch item.item {
    case .expr(let e): returned = e
    case .stmt(let stmt): returned = CodeReader.expression(of: stmt)
    default: returned = nil
    }
    guard let literal = returned.flatMap({ peel($0).as(BooleanLiteralExprSyntax.self) }) else { return nil }
    return (literal.literal.tokenKind == .keyword(.true)) != negated
  }
}
