internal import SwiftSyntax

/// State an initializer of its type sets on every path (`init() { if keychain.token != nil { phase
/// = .signedIn } else { phase = .signedOut } }`): the declared initial value (`= .probing`) is never
/// what the app launches with, and the cases written are the ones it can launch with.
extension NavigationResolver {
  /// The case names the type's initializers write to `key` in their own bodies (not in closures
  /// they create), in source order; nil when no initializer writes it, when one has a path that
  /// leaves it (a fresh install keeps the declared value: `if let saved { isLoggedIn = true }`), or
  /// when a value written is not a case the reader knows (`UserDefaults.standard.bool(forKey:)`):
  /// the declared value is then read as before. Linear in the initializers' syntax.
  func initializerLaunchValues(of key: StateKey) -> [String]? {
    guard let type = index.types[key.owner], let property = type.properties[key.name] else { return nil }
    var values: [String] = []
    for initializer in type.initializers {
      guard let body = initializer.body else { continue }
      let scope = Scope(owner: type, file: initializer.location.file)
      var written = false
      var work: [Syntax] = [Syntax(body)]
      while let node = work.popLast() {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
        if let expr = node.as(ExprSyntax.self), let (place, value) = SyntaxText.assignment(expr),
          place.trimmedDescription.replacingOccurrences(of: "self.", with: "") == key.name
        {
          guard let name = reader.value(of: value, in: scope, expected: property.type).caseName else {
            return nil
          }
          written = true
          if !values.contains(name) { values.append(name) }
          continue
        }
        work += node.children(viewMode: .sourceAccurate).reversed()
      }
      if !written || !setsOnEveryPath(body, name: key.name) { return nil }
    }
    return values.isEmpty ? nil : values
  }

  /// Whether a statement list sets `name` on every path: a statement writing it, or an `if` with an
  /// `else` whose branches each do. A stack of lists: O(statements).
  private func setsOnEveryPath(_ statements: CodeBlockItemListSyntax, name: String) -> Bool {
    var work: [CodeBlockItemListSyntax] = [statements]
    while let list = work.popLast() {
      var sets = false
      for item in list {
        if let expr = item.item.as(ExprSyntax.self), let (place, _) = SyntaxText.assignment(expr),
          place.trimmedDescription.replacingOccurrences(of: "self.", with: "") == name
        {
          sets = true
          break
        }
        guard let ifExpr = ifExpression(item) else { continue }
        var branches: [CodeBlockItemListSyntax] = []
        var current: IfExprSyntax? = ifExpr
        var complete = false
        while let branch = current {
          branches.append(branch.body.statements)
          switch branch.elseBody {
          case .codeBlock(let block)?:
            branches.append(block.statements)
            complete = true
            current = nil
          case .ifExpr(let next)?: current = next
          case nil: current = nil
          @unknown default: current = nil
          }
        }
        if complete {
          work += branches
          sets = true
          break
        }
      }
      if !sets { return false }
    }
    return true
  }

  private func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    if let expr = item.item.as(ExprSyntax.self) { return expr.as(IfExprSyntax.self) }
    if let statement = item.item.as(ExpressionStmtSyntax.self) {
      return statement.expression.as(IfExprSyntax.self)
    }
    return nil
  }
}
