internal import SwiftSyntax

/// State that stands for other state: a view's `@State` kept in step with a router's by `.onChange`
/// (`TabView(selection: $selected)` with `.onChange(of: router.selectedTab) { selected = $0 }`), and a
/// `Binding(get: { router.tab }, set: { router.tab = $0 })` over state.
extension CodeReader {
  /// Records a change handler that only copies the new value of the state it watches into other
  /// state (`.onChange(of: router.selectedTab) { selected = $0 }`, `{ _, tab in selected = tab }`,
  /// `.onReceive(router.$selectedTab) { selected = $0 }`) as a derivation, as a Combine `assign` is
  /// (`readPublishers`): a write to the watched state is a write to the copy too, on the screen where
  /// it is made, so `router.select(.profile)` selects the tab. An `.onChange` that only sets a flag to
  /// whether the new value is nil (`{ _, user in showChat = user != nil }`) is one too, its write
  /// coming after the action that sets the watched state. True when recorded: the handler is then
  /// no link of its own (it moves only when the watched state does). O(the handler's statements).
  func recordMirror(_ call: FunctionCallExprSyntax, modifier: String, in scope: Scope) -> Bool {
    var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    guard closures.count == 1, let closure = closures.first, let watched = call.arguments.first?.expression,
      let source = modifier == "onReceive"
        ? publishedKey(watched, in: scope) : watchedKey(watched, in: scope)
    else { return false }
    let location = closure.location(in: scope.file)
    if let copy = copiedInto(closure, in: scope) {
      guard copy != source else { return false }
      derivations[source, default: []].append(Derivation(target: copy, value: nil, location: location))
    } else if modifier == "onChange", let (target, whenNotNil) = nilTestedInto(closure, in: scope) {
      guard target != source else { return false }
      derivations[source, default: []].append(
        Derivation(target: target, value: nil, location: location, whenNotNil: whenNotNil, afterAction: true))
    } else {
      return false
    }
    return true
  }

  /// The state a closure sets to whether the value it is given is nil, when that is all it does
  /// (`{ showChat = $0 != nil }`, `{ _, user in showChat = user != nil }`, `== nil`, also in
  /// parentheses or `nil` first), with the Boolean written for a value that is not nil.
  private func nilTestedInto(_ closure: ClosureExprSyntax, in scope: Scope) -> (
    target: StateKey, whenNotNil: Bool
  )? {
    guard closure.statements.count == 1, let item = closure.statements.first,
      let sequence = CodeReader.expression(of: item)?.as(SequenceExprSyntax.self)
    else { return nil }
    var elements = Array(sequence.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    let place = elements[0]
    elements.removeFirst(2)
    if elements.count == 1, let inner = peel(elements[0]).as(SequenceExprSyntax.self) {
      elements = Array(inner.elements)
    }
    guard elements.count == 3, let test = elements[1].as(BinaryOperatorExprSyntax.self),
      ["!=", "=="].contains(test.operator.text)
    else { return nil }
    let parameters = CodeReader.parameterNames(closure)
    let given = parameters.last.map { [$0] } ?? ["$0", "$1"]
    let operands = [peel(elements[0]), peel(elements[2])]
    guard operands.contains(where: { $0.is(NilLiteralExprSyntax.self) }),
      let name = operands.lazy.compactMap({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text }).first,
      given.contains(name)
    else { return nil }
    var inner = scope
    for parameter in parameters { inner.locals[parameter] = .unknown(parameter) }
    guard let target = key(of: place, in: inner) else { return nil }
    return (target, test.operator.text == "!=")
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
    CodeReader.expression(of: item).flatMap(SyntaxText.assignment)
  }

  /// The state a `Binding(get: { state }, set: { state = $0 })` reads and writes, as `$state` would
  /// bind it (a `TabView(selection:)` over a router's tab), also when the setter does more beside
  /// storing the value (`set: { tab in if tab == state { reset() }; state = tab }`, a re-tap of the
  /// selected tab, which is the host's own), and when the getter reads it through an optional with
  /// a literal fallback (`get: { model?.showExport ?? false }, set: { model?.showExport = $0 }`, a
  /// sheet over an optional view model); nil for any other binding (a getter that computes, a
  /// setter that does not store the value it is given in the state read). A getter joining tests
  /// with `&&` whose setter stores into one plain flag of them (`get: { showsDetail && selected !=
  /// nil }, set: { showsDetail = $0 }`) stands for that flag: the other tests only guard it.
  func getSetBinding(_ call: FunctionCallExprSyntax, in scope: Scope) -> StateKey? {
    let set = setter(of: call)
    guard
      let get = SyntaxText.argument(call, "get").flatMap({ peel($0).as(ClosureExprSyntax.self) })
        ?? (call.arguments.isEmpty ? call.trailingClosure : nil),
      let set,
      get.statements.count == 1, let item = get.statements.first,
      let read = CodeReader.expression(of: item).map(withoutLiteralFallback)
    else { return nil }
    guard let key = key(of: read, in: scope) else {
      return conjuncts(of: read).lazy.compactMap { self.key(of: $0, in: scope) }
        .first { self.stores(set, into: $0, in: scope) }
    }
    guard
      stores(set, into: key, in: scope)
        || setterAction(set, in: scope).map({ CodeReader.forwardsValue($0, of: set) }) == true
    else { return nil }
    return key
  }

  /// The single-operand terms of an expression joining tests with `&&` (`showsDetail` in
  /// `showsDetail && selected != nil`; the comparison is no single operand); empty for any other
  /// expression, one with `||` at its top too. O(its elements).
  private func conjuncts(of expr: ExprSyntax) -> [ExprSyntax] {
    guard let sequence = peel(expr).as(SequenceExprSyntax.self) else { return [] }
    let elements = Array(sequence.elements)
    let operators = stride(from: 1, to: elements.count, by: 2).compactMap {
      elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
    }
    guard elements.count % 2 == 1, operators.contains("&&"), !operators.contains("||") else { return [] }
    return SyntaxText.split(elements, on: "&&").compactMap { $0.count == 1 ? $0[0] : nil }
  }

  /// The call a setter makes, when it is one call of a method an object's type declares in the
  /// files read, and nothing else (`set: { store.dispatch(.select($0)) }`, a Redux store's action,
  /// which its reducer, read with the method, stores where the getter reads); nil otherwise. O(1).
  private func setterAction(_ closure: ClosureExprSyntax, in scope: Scope) -> FunctionCallExprSyntax? {
    guard closure.statements.count == 1, let item = closure.statements.first,
      let call = CodeReader.expression(of: item).flatMap({ peel($0).as(FunctionCallExprSyntax.self) }),
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let receiver = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(receiver), in: scope)),
      index.types[typeName]?.methods[member.declName.baseName.text] != nil
    else { return nil }
    return call
  }

  /// Whether a setter's call hands it the new value (`.select($0)`): the binding then stands for
  /// the state the getter reads. O(the call's tokens).
  private static func forwardsValue(_ call: FunctionCallExprSyntax, of closure: ClosureExprSyntax) -> Bool {
    let given = CodeReader.parameterNames(closure).last ?? "$0"
    return call.arguments.contains { argument in
      argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == given }
    }
  }

  /// The flags a presentation's `Binding` getter reads, when it negates one, joins several with
  /// `||`, or compares an optional with `nil`: `isPresented: Binding(get: { !hasSeenIntro }, set: {
  /// _ in })`, `get: { !seenIntro || showIntroAgain }`, `get: { model.selected != nil }` (the
  /// optional, shown while it holds a value; `== nil` negated), written in place or as a computed property of the view returning it (`var
  /// showsIntro: Binding<Bool> { Binding(get: ..., set: ...) }`). Each flag with whether it is
  /// negated: the modal is shown while a negated flag is false or a plain one true, whatever the
  /// setter does (SwiftUI calls it only when the modal is dismissed). Nil for any other
  /// expression (a single plain flag the setter stores into is `getSetBinding`'s).
  func getterFlags(_ trigger: ExprSyntax, in scope: Scope) -> [(key: StateKey, negated: Bool)]? {
    let (expr, inner) = computedBinding(trigger, in: scope) ?? (trigger, scope)
    // `Binding(get:set:)`, or `.init(get:set:)` where a `Binding` is expected (the trigger's
    // argument, a computed property typed `Binding<Bool>`).
    guard let call = peel(expr).as(FunctionCallExprSyntax.self),
      peel(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding"
        || call.calledExpression.as(MemberAccessExprSyntax.self).map({
          $0.base == nil && $0.declName.baseName.text == "init"
        }) == true,
      let get = SyntaxText.argument(call, "get").flatMap({ peel($0).as(ClosureExprSyntax.self) })
        ?? (call.arguments.isEmpty ? call.trailingClosure : nil),
      get.statements.count == 1, let item = get.statements.first, let read = CodeReader.expression(of: item)
    else { return nil }
    // `get: { model.selected != nil }`: shown while the optional holds a value (`== nil`: while it
    // holds none), as `item:` over it would be.
    if let (operand, op, other) = SyntaxText.binary(read), op == "!=" || op == "==",
      other.is(NilLiteralExprSyntax.self), let key = key(of: operand, in: inner)
    {
      return [(key, op == "==")]
    }
    var terms: [ExprSyntax] = [read]
    if let sequence = read.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count % 2 == 1,
        stride(from: 1, to: elements.count, by: 2).allSatisfy({
          elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
        })
      else { return nil }
      terms = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
    }
    var flags: [(key: StateKey, negated: Bool)] = []
    for term in terms {
      if let negation = peel(term).as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
        guard let key = key(of: negation.expression, in: inner) else { return nil }
        flags.append((key, true))
      } else {
        guard let key = key(of: term, in: inner) else { return nil }
        flags.append((key, false))
      }
    }
    // A single plain flag is `getSetBinding`'s, unless the setter runs an action of a declared
    // object instead of storing it (`set: { _ in store.dispatch(.hideSheet) }`, a Redux store's):
    // shown while it is true, as the others are.
    if flags.count == 1, !flags[0].negated {
      guard getSetBinding(call, in: inner) == nil, let set = setter(of: call),
        setterAction(set, in: inner) != nil
      else { return nil }
    }
    return flags
  }

  /// An expression without a literal fallback after `??` (`model?.showExport ?? false`, also a
  /// case `self?.selectedTab ?? .home`: the read before it); any other expression as it is.
  private func withoutLiteralFallback(_ expr: ExprSyntax) -> ExprSyntax {
    guard let (read, op, fallback) = SyntaxText.binary(expr), op == "??",
      fallback.is(BooleanLiteralExprSyntax.self) || fallback.is(IntegerLiteralExprSyntax.self)
        || fallback.is(StringLiteralExprSyntax.self) || fallback.is(NilLiteralExprSyntax.self)
        || fallback.as(MemberAccessExprSyntax.self).map({ $0.base == nil }) ?? false
    else { return expr }
    return read
  }

  /// Whether a closure, as one of its own statements, sets `key` to the value it is given. O(its
  /// statements).
  private func stores(_ closure: ClosureExprSyntax, into key: StateKey, in scope: Scope) -> Bool {
    let parameters = CodeReader.parameterNames(closure)
    let given = parameters.last.map { [$0] } ?? ["$0", "$1"]
    var inner = scope
    for parameter in parameters { inner.locals[parameter] = .unknown(parameter) }
    return closure.statements.contains { item in
      guard let (place, written) = assignment(item),
        let name = peel(written).as(DeclReferenceExprSyntax.self)?.baseName.text, given.contains(name)
      else { return false }
      return self.key(of: place, in: inner) == key
    }
  }

  /// A `Binding`'s setter, labelled (`Binding(get: { ... }, set: { ... })`) or trailing (`Binding {
  /// ... } set: { ... }`).
  private func setter(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    SyntaxText.argument(call, "set").flatMap { peel($0).as(ClosureExprSyntax.self) }
      ?? call.additionalTrailingClosures.first { $0.label.text == "set" }?.closure
  }
}
