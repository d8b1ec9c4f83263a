internal import SwiftSyntax

/// A custom modifier that swaps the view it modifies for other content: an `extension View`
/// function whose body is one `if` on a `Bool` parameter, one branch `self` and the other calling a
/// closure parameter,
///
///     func swapped<Other: View>(_ on: Bool, to other: @escaping () -> Other) -> some View {
///       if on { other() } else { self }
///     }
///
/// called `GateView's content.swapped(open) { DockTabs() }`. It is the `if` written in place: `if
/// open { DockTabs() } else { content }`, a choice the state decides, so the closure's view is a
/// branch (a root choice when the view is the App's root) and never a component of the modified
/// view.
struct SwappingModifier {
  /// The modified view: the chain before the modifier.
  var modified: ExprSyntax
  /// The caller's closure the modifier shows in place of the modified view.
  var content: ClosureExprSyntax
  /// The caller's argument the `if` tests, and whether the closure shows when it holds (false for
  /// `if !on`, or for `self` written in the first branch).
  var test: ExprSyntax
  var showsWhenTrue: Bool
}

extension CodeReader {
  /// The outermost modifier of a chain that swaps the view for a closure's content, with the
  /// caller's expressions bound to its parameters. O(modifiers + the tokens of each candidate's
  /// body).
  func swappingModifier(in modifiers: [ModifierCall], scope: Scope) -> SwappingModifier? {
    for modifier in modifiers.reversed() {
      guard let functions = index.viewExtensionFunctions[modifier.name], functions.count == 1,
        let function = functions.first, let body = function.body,
        let member = peel(modifier.call.calledExpression).as(MemberAccessExprSyntax.self),
        let modified = member.base,
        let (tested, negated, showsInFirst, closureName) = swapShape(of: body, in: function)
      else { continue }
      let callee = Scope(
        owner: nil, file: function.location.file, origin: scope.origin, depth: scope.depth + 1)
      let given = argumentExpressions(for: function, call: modifier.call, callee: callee)
      guard let test = given[tested],
        let content = given[closureName].flatMap({ peel($0).as(ClosureExprSyntax.self) })
      else { continue }
      return SwappingModifier(
        modified: ExprSyntax(modified), content: content, test: test, showsWhenTrue: showsInFirst != negated)
    }
    return nil
  }

  /// The parts of a swapping body: the `Bool` parameter tested, whether it is negated, whether the
  /// closure is called in the first branch, and the closure parameter's name; nil for any other
  /// body.
  private func swapShape(
    of body: CodeBlockItemListSyntax, in function: FunctionDeclaration
  ) -> (tested: String, negated: Bool, showsInFirst: Bool, closure: String)? {
    guard body.count == 1, let item = body.first,
      let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        ?? item.item.as(IfExprSyntax.self),
      ifExpr.conditions.count == 1, case .expression(let condition)? = ifExpr.conditions.first?.condition,
      case .codeBlock(let elseBlock)? = ifExpr.elseBody
    else { return nil }
    var testedExpr = peel(condition)
    var negated = false
    if let prefix = testedExpr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      testedExpr = peel(prefix.expression)
      negated = true
    }
    guard let tested = testedExpr.as(DeclReferenceExprSyntax.self)?.baseName.text,
      function.parameters.contains(where: { $0.name == tested && $0.type?.description == "Bool" })
    else { return nil }
    let closures = function.parameters.filter {
      if case .function(returnsVoid: false, let parameters)? = $0.type?.unwrapped {
        return parameters.isEmpty
      }
      return false
    }
    let first = ifExpr.body.statements
    let second = elseBlock.statements
    for parameter in closures {
      if isSelf(second), calls(parameter.name, in: first) { return (tested, negated, true, parameter.name) }
      if isSelf(first), calls(parameter.name, in: second) { return (tested, negated, false, parameter.name) }
    }
    return nil
  }

  /// Whether a branch shows only `self`, modifiers aside.
  private func isSelf(_ items: CodeBlockItemListSyntax) -> Bool {
    guard items.count == 1,
      let expr = items.first?.item.as(ExpressionStmtSyntax.self)?.expression
        ?? items.first?.item.as(ExprSyntax.self)
    else { return false }
    var current = peel(expr)
    while let call = current.as(FunctionCallExprSyntax.self),
      let base = peel(call.calledExpression).as(MemberAccessExprSyntax.self)?.base
    {
      current = peel(base)
    }
    return current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// Whether a branch calls the closure parameter `name` (`other()`, `VStack { other() }`).
  private func calls(_ name: String, in items: CodeBlockItemListSyntax) -> Bool {
    items.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let call = reference.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      return call.calledExpression.id == reference.id
    }
  }

  /// Marks the links and component uses written in the modified view as its own branch's: when the
  /// view's own content is what the modifier swaps out, the other branch shares the view's code
  /// but not those controls (as `markOwnContentBranches` does for an `if` written in place). O(links
  /// + uses of the summary).
  func markOwnContent(_ modified: ExprSyntax, of summary: ViewSummary, in scope: Scope) {
    let range = modified.position.utf8Offset..<modified.endPosition.utf8Offset
    for link in summary.links where link.location.file == scope.file && range.contains(link.location.offset) {
      summary.ownBranchLinks.insert(link.location)
    }
    for use in summary.uses where use.location.file == scope.file && range.contains(use.location.offset) {
      summary.ownBranchUses.insert(use.location)
    }
  }
}
