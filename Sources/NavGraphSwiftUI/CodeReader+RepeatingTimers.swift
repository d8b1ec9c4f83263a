internal import NavGraph
internal import SwiftSyntax

/// A repeating timer a view sets up (`timer = Timer.publish(every: 1, on: .main, in: .common)
/// .autoconnect().sink { _ in ... }`, `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
/// ... }`): its closure runs on each tick, later, not as part of the action that starts it (a rules
/// sheet's "Start" closing the sheet and starting the game's clock). What the closure does
/// (`if left == 0 { showGameOver = true }`) is an action of the view whose code sets the timer up,
/// as an `.onReceive` of a timer is.
extension CodeReader {
  /// Whether a call sets up a repeating timer: a `sink` on a chain starting at `Timer.publish(...)`
  /// (written in the chain, or the initial value of a property of `owner` the chain starts at), or
  /// `Timer.scheduledTimer(...)` and `Timer(...)` given `repeats: true`. O(length of the chain).
  func isRepeatingTimer(_ call: FunctionCallExprSyntax, owner: TypeDeclaration?) -> Bool {
    let callee = peel(call.calledExpression)
    if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer" { return repeats(call) }
    if let member = callee.as(MemberAccessExprSyntax.self), isTimer(member.base) {
      return ["scheduledTimer", "init"].contains(member.declName.baseName.text) && repeats(call)
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sink"
    else { return false }
    var base = member.base.map { peel(ExprSyntax($0)) }
    while let current = base {
      if let inner = current.as(FunctionCallExprSyntax.self),
        let step = peel(inner.calledExpression).as(MemberAccessExprSyntax.self)
      {
        if step.declName.baseName.text == "publish", isTimer(step.base) { return true }
        base = step.base.map { peel(ExprSyntax($0)) }
        continue
      }
      // `timer.sink { ... }` on `let timer = Timer.publish(...).autoconnect()`.
      let name =
        current.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? current.as(MemberAccessExprSyntax.self).flatMap { access in
          access.base.flatMap { peel(ExprSyntax($0)).as(DeclReferenceExprSyntax.self) }?.baseName.tokenKind
            == .keyword(.self) ? access.declName.baseName.text : nil
        }
      guard let name, let initializer = owner?.properties[name]?.initializer,
        let chain = peel(initializer).as(FunctionCallExprSyntax.self)
      else { return false }
      return startsAtTimerPublish(chain)
    }
    return false
  }

  /// Whether a call chain starts at `Timer.publish(...)` (`Timer.publish(every: 1, on: .main, in:
  /// .common).autoconnect()`).
  private func startsAtTimerPublish(_ chain: FunctionCallExprSyntax) -> Bool {
    var current: FunctionCallExprSyntax? = chain
    while let call = current, let step = peel(call.calledExpression).as(MemberAccessExprSyntax.self) {
      if step.declName.baseName.text == "publish", isTimer(step.base) { return true }
      current = step.base.flatMap { peel(ExprSyntax($0)).as(FunctionCallExprSyntax.self) }
    }
    return false
  }

  /// Whether an expression is the type `Timer`.
  private func isTimer(_ expr: ExprSyntax?) -> Bool {
    expr.flatMap { peel($0).as(DeclReferenceExprSyntax.self) }?.baseName.text == "Timer"
  }

  /// Whether a timer's call is given `repeats: true`.
  private func repeats(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains {
      $0.label?.text == "repeats"
        && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
  }

  /// Adds one link site to `summary` per repeating timer the view `type`'s code sets up (in its
  /// methods and its body's closures), at the timer's call, for what the timer's closures do when
  /// they run: on a change (`LinkSite.Occasion.change`), as an `.onReceive` is. The calls are found
  /// by one walk over the tokens of the view's code, only where it names `Timer` or `sink`: O(code).
  func readTimerActions(of type: TypeDeclaration, into summary: ViewSummary) {
    var blocks: [(CodeBlockItemListSyntax, Int)] = type.methods.values.joined().compactMap { method in
      method.body.map { ($0, method.location.file) }
    }
    if let property = type.properties["body"], let getter = property.getter {
      blocks.append((getter, property.location.file))
    }
    var calls: [(FunctionCallExprSyntax, Int)] = []
    for (block, file) in blocks where sourceContains(["Timer", "sink"], in: block, file: file) {
      for token in block.tokens(viewMode: .sourceAccurate) where token.text == "Timer" || token.text == "sink"
      {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
          if let call = parent.as(FunctionCallExprSyntax.self), isRepeatingTimer(call, owner: type),
            !calls.contains(where: { $0.0.id == call.id })
          {
            calls.append((call, file))
            break
          }
          node = parent
        }
      }
    }
    guard !calls.isEmpty else { return }
    let outerOccasion = actionOccasion
    actionOccasion = .change
    defer { actionOccasion = outerOccasion }
    for (call, file) in calls.sorted(by: { $0.0.location(in: $0.1) < $1.0.location(in: $1.1) }) {
      let scope = Scope(owner: type, file: file, origin: type.qualifiedName)
      var effects: [Effect] = []
      for closure in call.arguments.compactMap({ peel($0.expression).as(ClosureExprSyntax.self) })
        + [call.trailingClosure].compactMap({ $0 })
        + call.additionalTrailingClosures.map(\.closure)
      {
        effects += run(closureValue(closure, in: scope), arguments: [], depth: 1)
      }
      guard CodeReader.hasEffect(effects) else { continue }
      var site = LinkSite(trigger: .effects(effects), label: nil, location: call.location(in: file))
      site.occasion = .change
      summary.links.append(site)
    }
  }
}
