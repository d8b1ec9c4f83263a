internal import SwiftSyntax

/// The statements of a view builder or an action (a body, a destination closure, a button's
/// action): the constants they declare and the expressions they write, read the same way by content,
/// shapes, structure and effects.
extension CodeReader {
  /// Binds each constant `variable` declares (`let title = "Inbox"`, `let route: Route = .home`) in
  /// `scope` to its value, read with its declared type when it has one. O(bindings).
  func bind(_ variable: VariableDeclSyntax, in scope: inout Scope) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initializer = binding.initializer?.value
      else { continue }
      scope.locals[name] = value(
        of: initializer, in: scope, expected: binding.typeAnnotation.map { TypeReference($0.type) })
    }
  }

  /// The expression a statement writes: an expression statement's, or what a `return` returns.
  static func expression(of stmt: StmtSyntax) -> ExprSyntax? {
    if let expression = stmt.as(ExpressionStmtSyntax.self) { return expression.expression }
    return stmt.as(ReturnStmtSyntax.self)?.expression
  }

  /// The views a view builder's statements write, in order, with their constants bound in `scope`.
  func builderViews(of items: CodeBlockItemListSyntax, scope: inout Scope) -> [ExprSyntax] {
    var views: [ExprSyntax] = []
    for item in items {
      switch item.item {
      case .decl(let decl): if let variable = decl.as(VariableDeclSyntax.self) { bind(variable, in: &scope) }
      case .expr(let expr): views.append(expr)
      case .stmt(let stmt): if let expr = CodeReader.expression(of: stmt) { views.append(expr) }
      @unknown default: break
      }
    }
    return views
  }
}
