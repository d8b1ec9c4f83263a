internal import NavGraph
internal import SwiftSyntax

/// Statements after which the code may leave early: the statements after them run only on the
/// paths that do not leave. `guard signedIn else { state = .signedOut; return }; state = .ready` is
/// two alternatives (`.signedOut`, `.ready`), not `.signedOut` then `.ready`.
extension CodeReader {
  /// The effects of `item` followed by `rest`, when `item` is a statement after which the code may
  /// leave: a `guard` that every run fails (its `else` alone), a `guard` testing a call of a
  /// function the reader follows (`effectsGuarding`), or one whose `else` does something; an `if`
  /// (with its `else if` and `else`) with a branch whose last statement is `return` or `throw`; a
  /// `do`, whose body runs on into `rest` and each of whose `catch` clauses doing something is an
  /// alternative to it (one that does not end so runs on into `rest` too). The leaving branches do
  /// not run `rest`, the others do (`.branches`). Nil for any other statement
  /// (the caller reads it as before), and for an `if` whose branch is known
  /// (`effectsOfKnownBranch`). `rest` is read once: O(statements) besides the branches' own.
  func earlyExitEffects(
    _ item: CodeBlockItemSyntax, rest: ArraySlice<CodeBlockItemSyntax>, in scope: Scope, depth: Int
  ) -> [Effect]? {
    let location = item.location(in: scope.file)
    let statement: StmtSyntax?
    let expression: ExprSyntax?
    switch item.item {
    case .expr(let expr): (statement, expression) = (nil, expr)
    case .stmt(let stmt): (statement, expression) = (stmt, CodeReader.expression(of: stmt))
    default: return nil
    }
    if let guardStmt = statement?.as(GuardStmtSyntax.self) {
      // A test every run answers the same way (`guard ProcessInfo.processInfo.arguments.contains(
      // "-demo") else { return }`, `guard false`): failing, only its `else` runs; holding, the
      // statement is read as usual.
      if let holds = knownValue(of: guardStmt.conditions, in: scope) {
        return holds ? nil : effects(of: guardStmt.body.statements, in: scope, depth: depth + 1)
      }
      if let tested = effectsGuarding(guardStmt, rest: rest, in: scope, depth: depth) { return tested }
      let otherwise = effects(of: guardStmt.body.statements, in: scope, depth: depth + 1)
      guard !otherwise.isEmpty else { return nil }
      var inner = scope
      bind(conditions: guardStmt.conditions, into: &inner)
      let passes = EffectBranch(
        condition: quoted(guardStmt.conditions, in: scope),
        literal: firstStringLiteral(in: Syntax(guardStmt.conditions)),
        effects: effects(ofItems: rest, in: inner, depth: depth + 1))
      return [.branches([passes, EffectBranch(condition: nil, literal: nil, effects: otherwise)], location)]
    }
    if let block = statement?.as(DoStmtSyntax.self) {
      let body = effects(ofItems: Array(block.body.statements)[...] + rest, in: scope, depth: depth + 1)
      var alternatives: [EffectBranch] = []
      for clause in block.catchClauses {
        // A clause that does not leave runs on into `rest` (`catch { mustSignIn = true }`).
        let leaves = CodeReader.leaves(clause.body.statements)
        let caught = effects(of: clause.body.statements, in: scope, depth: depth + 1)
        if !caught.isEmpty {
          let after = leaves ? [] : effects(ofItems: rest, in: scope, depth: depth + 1)
          alternatives.append(EffectBranch(condition: nil, literal: nil, effects: caught + after))
        }
      }
      if alternatives.isEmpty { return body }
      return [.branches([EffectBranch(condition: nil, literal: nil, effects: body)] + alternatives, location)]
    }
    if let body = statement.flatMap(CodeReader.loopBody) {
      return effects(ofLoop: body, rest: rest, in: scope, location: location, depth: depth)
    }
    guard let ifExpr = expression.map({ peel($0) })?.as(IfExprSyntax.self),
      let leaving = CodeReader.leavingBranches(ifExpr)
    else { return nil }
    guard leaving.contains(true), effectsOfKnownBranch(ifExpr, in: scope, depth: depth) == nil else {
      return nil
    }
    var alternatives = branches(of: ifExpr, in: scope, depth: depth)
    guard alternatives.count == leaving.count else { return nil }
    let after = effects(ofItems: rest, in: scope, depth: depth + 1)
    for index in alternatives.indices where !leaving[index] { alternatives[index].effects += after }
    return [.branches(alternatives, location)]
  }

  /// The effects of a loop followed by `rest` when the loop may leave the function: a body that
  /// ends by leaving (`for order in orders where order.id == id { ...; dismiss(); return }`) runs
  /// and leaves, or does not run and `rest` does; a body holding an `if` with a leaving branch
  /// (`for ... { if order.id == id { ...; dismiss(); return } }`) is read once followed by `rest`,
  /// so the leaving branch does not run `rest` and the others do. Nil for a loop that cannot leave
  /// (read as before: its body once, then `rest`). The body and `rest` are read once each.
  private func effects(
    ofLoop body: CodeBlockItemListSyntax, rest: ArraySlice<CodeBlockItemSyntax>, in scope: Scope,
    location: SourceAnchor, depth: Int
  ) -> [Effect]? {
    if CodeReader.leaves(body) {
      let ran = effects(of: body, in: scope, depth: depth + 1)
      guard !ran.isEmpty else { return nil }
      return [
        .branches(
          [
            EffectBranch(condition: nil, literal: nil, effects: ran),
            EffectBranch(
              condition: nil, literal: nil, effects: effects(ofItems: rest, in: scope, depth: depth + 1)),
          ], location)
      ]
    }
    let mayLeave = body.contains { item in
      guard let ifExpr = CodeReader.expression(of: item).map({ peel($0) })?.as(IfExprSyntax.self) else {
        return false
      }
      return CodeReader.leavingBranches(ifExpr)?.contains(true) == true
    }
    guard mayLeave else { return nil }
    return effects(ofItems: Array(body)[...] + rest, in: scope, depth: depth + 1)
  }

  /// The body of a `for`, `while` or `repeat` loop.
  static func loopBody(_ statement: StmtSyntax) -> CodeBlockItemListSyntax? {
    statement.as(ForStmtSyntax.self)?.body.statements ?? statement.as(WhileStmtSyntax.self)?.body.statements
      ?? statement.as(RepeatStmtSyntax.self)?.body.statements
  }

  /// For each branch of an `if` chain (each clause, then its `else`, or the empty one), whether it
  /// ends by leaving the function. O(clauses).
  static func leavingBranches(_ ifExpr: IfExprSyntax) -> [Bool]? {
    var leaving: [Bool] = []
    var clause: IfExprSyntax? = ifExpr
    while let current = clause {
      leaving.append(leaves(current.body.statements))
      clause = nil
      switch current.elseBody {
      case .ifExpr(let next): clause = next
      case .codeBlock(let block): leaving.append(leaves(block.statements))
      case nil: leaving.append(false)
      @unknown default: return nil
      }
    }
    return leaving
  }

  /// Whether statements end by leaving the function: their last is `return` or `throw`.
  static func leaves(_ items: CodeBlockItemListSyntax) -> Bool {
    guard let last = items.last, case .stmt(let stmt) = last.item else { return false }
    return stmt.is(ReturnStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self)
  }
}
