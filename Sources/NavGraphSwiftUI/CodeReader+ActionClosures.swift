internal import SwiftSyntax

/// Closures given to code the reader has no rule for (a package's modifier, a view not declared in
/// the files read) that are actions, not content: `.asButton(.press) { router.showScreen(...) }`,
/// `MovieCell(onPressed: { router.showScreen(.sheet) { _ in Detail() } })`. Such a closure runs on
/// the user's tap; read as content, the views it hands on would be taken for the caller's own.
extension CodeReader {
  /// Whether a closure is an action: it takes no parameter, and its statements, at any depth of
  /// `if`s and `switch`es, write state or call methods (`router.showScreen(...)`, `model.save()`), the view's own
  /// functions that return nothing, or code that runs later (`Task { ... }`, `withAnimation { ...
  /// }`), and nothing else: no view (`Text("Done")`, `Button(...)`), no function or closure that
  /// may build one (`content()`, `makeRow()`), no `return` of a value. O(statements).
  func isActionClosure(_ closure: ClosureExprSyntax, in scope: Scope) -> Bool {
    guard closure.signature == nil else { return false }
    var pending = Array(closure.statements)
    var acts = false
    while let item = pending.popLast() {
      let expr: ExprSyntax
      switch item.item {
      case .expr(let statement): expr = statement
      case .stmt(let stmt):
        if let returned = stmt.as(ReturnStmtSyntax.self), returned.expression != nil { return false }
        // An `if` written as a statement (`if let onPick { onPick() }`, held-out set 237): the
        // expression it holds.
        guard let statement = stmt.as(ExpressionStmtSyntax.self)?.expression else { continue }
        expr = statement
      case .decl: continue
      @unknown default: return false
      }
      if CodeReader.isAssignment(expr) {
        acts = true
      } else if let ifExpr = peel(expr).as(IfExprSyntax.self) {
        pending += ifExpr.body.statements
        switch ifExpr.elseBody {
        case .codeBlock(let block)?: pending += block.statements
        case .ifExpr(let next)?: pending.append(CodeBlockItemSyntax(item: .expr(ExprSyntax(next))))
        case nil: break
        @unknown default: return false
        }
      } else if let switchExpr = peel(expr).as(SwitchExprSyntax.self) {
        for case .switchCase(let switchCase) in switchExpr.cases { pending += switchCase.statements }
      } else if let call = peel(expr).as(FunctionCallExprSyntax.self), isActionCall(call, in: scope) {
        acts = true
      } else {
        return false
      }
    }
    return acts
  }

  /// Whether a call acts rather than builds: a method of a value (`router.showScreen(...)`,
  /// `self.close()`) that is not the view's own function returning something, the view's own
  /// function or closure returning nothing, `withAnimation`, or a type whose closures run later
  /// (`Task`, `DispatchQueue.main.async`).
  private func isActionCall(_ call: FunctionCallExprSyntax, in scope: Scope) -> Bool {
    let callee = peel(call.calledExpression)
    let ownMethods = { (name: String) in scope.owner?.methods[name] ?? [] }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "withAnimation" || CodeReader.runningTypes.contains(name) { return true }
      // A closure the view was given that returns nothing (`onClose()`).
      if case .function(returnsVoid: true, _)? = scope.owner?.properties[name]?.type?.unwrapped {
        return true
      }
      let methods = ownMethods(name)
      return !methods.isEmpty && methods.allSatisfy { $0.returnType == nil }
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
    var root = ExprSyntax(member)
    while true {
      if let access = root.as(MemberAccessExprSyntax.self), let base = access.base {
        root = peel(ExprSyntax(base))
      } else if let inner = root.as(FunctionCallExprSyntax.self) {
        root = peel(inner.calledExpression)
      } else {
        break
      }
    }
    guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    if name == "self" {
      return ownMethods(member.declName.baseName.text).allSatisfy { $0.returnType == nil }
    }
    if CodeReader.runningTypes.contains(name) { return true }
    return name.first?.isLowercase == true && !holdsView(name, in: scope)
  }

  /// Whether a name stands for a view or a closure building one (`content` in `content.padding()`):
  /// a local bound so, or a property of the view that is computed, or typed by a generic
  /// parameter, a view type or a function that returns something.
  private func holdsView(_ name: String, in scope: Scope) -> Bool {
    switch scope.locals[name] {
    case .closure?, .view?: return true
    case nil: break
    default: return false
    }
    guard let owner = scope.owner, let property = owner.properties[name] else { return false }
    // A computed property builds something: a view, most likely (`listLayout.padding()`).
    if property.getter != nil { return true }
    guard let type = property.type?.unwrapped else { return false }
    switch type {
    case .function(let returnsVoid, _): return !returnsVoid
    case .named(let components, _):
      guard let last = components.last else { return false }
      return ["View", "AnyView"].contains(last) || owner.genericParameters.contains(last)
        || index.lookup(type, from: owner.qualifiedName)?.isView == true
    default: return false
    }
  }
}
