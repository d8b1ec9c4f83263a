internal import SwiftSyntax

/// A choice whose every branch shows the content the view's creator gives it: a generic loading
/// shell, `struct Loadable<Content: View>: View { @ViewBuilder var content: Content; var body: some
/// View { switch state { case .idle: content; case .loading: Spinner { content }; case .failed:
/// content.overlay(Toast()) } } }`. The branches only dress one content (a spinner over it, a toast
/// on it), so the choice is no root switch and no screen per branch: it shows that content.
extension CodeReader {
  /// Of a choice's branches, the one to read for all of them when each names a view the creator
  /// gave (a view-building closure bound while a wrapper's body is read, `CodeReader.wrapperShape`,
  /// or a view given to a parameter): the first that is that content alone (`content`,
  /// `content()`), else the first. Nil when a branch names none of them, or when there is one
  /// branch. O(tokens of the branches).
  func givenContentBranch(_ branches: [CodeBlockItemListSyntax], in scope: Scope) -> Int? {
    var given = Set(scope.givenViews.keys)
    for (name, value) in scope.locals {
      if case .closure = value { given.insert(name) }
    }
    guard branches.count > 1, !given.isEmpty else { return nil }
    var shared = given
    for branch in branches {
      var named = Set<String>()
      for token in branch.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind, shared.contains(name) { named.insert(name) }
      }
      shared = named
      if shared.isEmpty { return nil }
    }
    return branches.firstIndex { branch in
      guard branch.count == 1, case .expr(let item) = branch[branch.startIndex].item else { return false }
      var expr = peel(item)
      if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
      {
        expr = peel(call.calledExpression)
      }
      return expr.as(DeclReferenceExprSyntax.self).map { shared.contains($0.baseName.text) } == true
    } ?? 0
  }

  /// The blocks of an `if` chain's clauses, then of its final `else` when it has one
  /// (`exhaustive`: then a run always shows one of them). Iterative over `else if`: O(clauses).
  func ifChainBlocks(_ ifExpr: IfExprSyntax) -> (blocks: [CodeBlockSyntax], exhaustive: Bool) {
    var blocks: [CodeBlockSyntax] = []
    var clause = ifExpr
    while true {
      blocks.append(clause.body)
      switch clause.elseBody {
      case .ifExpr(let next): clause = next
      case .codeBlock(let block): return (blocks + [block], true)
      case nil: return (blocks, false)
      @unknown default: return (blocks, false)
      }
    }
  }
}
