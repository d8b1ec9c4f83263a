internal import SwiftSyntax

/// State that stands for other state: a view's `@State` kept in step with a router's by `.onChange`
/// (`TabView(selection: $selected)` with `.onChange(of: router.selectedTab) { selected = $0 }`), and a
/// `Binding(get: { router.tab }, set: { router.tab = $0 })` over state.
extension CodeReader {
  /// Records a change handler that only copies the new value of the state it watches into other
  /// state (`.onChange(of: router.selectedTab) { selected = $0 }`, `{ _, tab in selected = tab }`,
  /// `.onReceive(router.$selectedTab) { selected = $0 }`) as a derivation, as a Combine `assign` is
  /// (`readPublishers`): a write to the watched state is a write to the copy too, on the screen where
  /// it is made, so `router.select(.profile)` selects the tab. True when recorded: the handler is then
  /// no link of its own (it moves only when the watched state does). O(the handler's statements).
  func recordMirror(_ call: FunctionCallExprSyntax, modifier: String, in scope: Scope) -> Bool {
    var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    guard closures.count == 1, let closure = closures.first, let watched = call.arguments.first?.expression,
      let source = modifier == "onReceive"
        ? publishedKey(watched, in: scope) : watchedKey(watched, in: scope),
      let target = copiedInto(closure, in: scope), target != source
    else { return false }
    derivations[source, default: []].append(
      Derivation(target: target, value: nil, location: closure.location(in: scope.file)))
    return true
  }

  /// The state an `.onChange(of:)` watches (`router.selectedTab`, `selection`).
  private func watchedKey(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    switch value(of: expr, in: scope) {
    case .state(let key, _): return key
    default: return nil
    }
  }

  /// The state a closure sets to the value it is given, when that is all it does (`{ selected = $0
  /// }`, `{ tab in selected = tab }`, `{ _, tab in selected = tab }`).
  private func copiedInto(_ closure: ClosureExprSyntax, in scope: Scope) -> StateKey? {
    guard closure.statements.count == 1, let item = closure.statements.first,
      let (place, written) = assignment(item)
    else { return nil }
    let parameters = CodeReader.parameterNames(closure)
    let given = parameters.last.map { [$0] } ?? ["$0", "$1"]
    guard let name = peel(written).as(DeclReferenceExprSyntax.self)?.baseName.text, given.contains(name)
    else {
      return nil
    }
    var inner = scope
    for parameter in parameters { inner.locals[parameter] = .unknown(parameter) }
    return key(of: place, in: inner)
  }

  /// `place = value` written as a statement: the place and the value.
  private func assignment(_ item: CodeBlockItemSyntax) -> (ExprSyntax, ExprSyntax)? {
    guard let sequence = expression(of: item)?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    return (elements[0], elements[2])
  }

  /// The state a `Binding(get: { state }, set: { state = $0 })` reads and writes, as `$state` would
  /// bind it (a `TabView(selection:)` over a router's tab); nil for any other binding (a getter that
  /// computes, a setter that does more than store the value).
  func getSetBinding(_ call: FunctionCallExprSyntax, in scope: Scope) -> StateKey? {
    guard let get = SyntaxText.argument(call, "get").flatMap({ peel($0).as(ClosureExprSyntax.self) }),
      let set = SyntaxText.argument(call, "set").flatMap({ peel($0).as(ClosureExprSyntax.self) }),
      get.statements.count == 1, let item = get.statements.first,
      let read = expression(of: item), let key = key(of: read, in: scope),
      copiedInto(set, in: scope) == key
    else { return nil }
    return key
  }

  /// The expression a statement of a closure is, or returns.
  private func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expr): return expr
    case .stmt(let stmt): return CodeReader.expression(of: stmt)
    default: return nil
    }
  }
}
