internal import SwiftSyntax

/// The Composable Architecture's navigation, read from the code a team writes with it: a feature
/// (`@Reducer struct LedgerFeature`) has a `State`, an `Action` enum and a `body` of reducers; its
/// view holds a `store: StoreOf<LedgerFeature>`.
/// - A stack over a store's path, `NavigationStack(path: $store.scope(state: \.path, action:
///   \.path)) { ListView(...) } destination: { store in switch store.case { case .detail(let store):
///   DetailView(store: store) } }`: the `destination:` closure registers the views each case of the
///   path's element shows, as `navigationDestination(for:)` over that element's type would, and
///   `NavigationLink(state: Feature.Path.State.detail(...))` pushes a case of it.
/// - A modal over a store's scope, `.sheet(item: $store.scope(state: \.destination?.add, action:
///   \.destination.add))`, is shown by the feature's state (`destination` set to `.add`).
/// - `store.send(.addTapped)` does what the reducers handling that action do (`Reduce { state, action
///   in switch action { case .addTapped: state.destination = .add(...) } }`, in the feature or, as
///   `.child(.addTapped)`, in a feature above it): `state.path.append(.detail(...))` pushes,
///   `state.destination = ...` presents or closes, `await dismiss()` of `@Dependency(\.dismiss)`
///   dismisses the view that sent the action.
extension CodeReader {
  /// A stack built from a store's path, `NavigationStack(path: $store.scope(...)) { root }
  /// destination: { ... }` or `NavigationStackStore(store.scope(...)) { root } destination: { ... }`:
  /// the root is the trailing closure, as SwiftUI's stack shows it, read as the view's content; the
  /// `destination:` closure registers the path's cases (`registerStoreDestinations`). Linear in the
  /// closures' code.
  func readStoreStack(
    _ call: FunctionCallExprSyntax, destination: ClosureExprSyntax, into summary: ViewSummary, scope: Scope,
    label: String?, depth: Int
  ) {
    var inner = scope
    if let root = SyntaxText.closure(call, "root") ?? call.trailingClosure {
      readContent(ExprSyntax(root), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
    registerStoreDestinations(call, destination: destination, into: summary, scope: scope, depth: depth)
  }

  /// The `destination:` closure of a stack built from a store's path, read as the registration of
  /// the path's element (`storePathElement`), as `navigationDestination(for:)` over that element's
  /// type would be: the closure's parameter is the pushed element, and `switch store.case` (or
  /// `switch state` with `CaseLet(/Path.State.detail, action: ..., then: DetailView.init(store:))`)
  /// chooses by its case. A path whose feature is not found is reported.
  func registerStoreDestinations(
    _ call: FunctionCallExprSyntax, destination: ClosureExprSyntax, into summary: ViewSummary, scope: Scope,
    depth: Int
  ) {
    let location = call.location(in: scope.file)
    let path = SyntaxText.argument(call, "path") ?? call.arguments.first { $0.label == nil }?.expression
    let element = path.flatMap { storePathElement($0, in: scope) }
    let type = element ?? "StackState"
    var itemScope = scope
    itemScope.locals[CodeReader.firstParameterName(destination)] = .item(
      [], .named(type.split(separator: ".").map(String.init), []))
    let shape = self.shape(
      ofItems: destination.statements, in: itemScope, kind: "push", host: summary,
      at: destination.location(in: scope.file), depth: depth + 1)
    let registration = Registration(
      type: type, destination: shape, location: location, stack: location, isBound: !scope.generics.isEmpty)
    summary.registrations.append(registration)
    addRegistration(registration)
    if element == nil {
      let written = path.map { SyntaxText.bounded($0, limit: 60) } ?? ""
      report(
        "the elements of this stack's path ('\(written)') are not a feature's state the reader can find; add its pushes through the overlay",
        at: location)
    }
  }

  /// The type of a store path's elements, `Feature.Path.State`, from the stack's path
  /// (`$store.scope(state: \.path, action: \.path)`): the property the key path names in the
  /// feature's state (`var path = StackState<Path.State>()`) and that property's element,
  /// qualified in the feature. Nil when a step is not written so.
  func storePathElement(_ path: ExprSyntax, in scope: Scope) -> String? {
    guard let scoped = storeScope(path, in: scope), let property = scoped.state.properties[scoped.names[0]]
    else { return nil }
    var written = property.type
    if written == nil, let initializer = property.initializer,
      let made = peel(initializer).as(FunctionCallExprSyntax.self)
    {
      written = TypeReference(made.calledExpression.typeSyntax)
    }
    guard case .named(_, let elements)? = written, case .named(let element, let none)? = elements.first,
      none.isEmpty
    else { return nil }
    if let declared = index.lookup(.named(element, []), from: scoped.feature.qualifiedName) {
      return declared.qualifiedName
    }
    return scoped.feature.qualifiedName + "." + element.joined(separator: ".")
  }

  /// The element a `NavigationLink(state:)` pushes: what the value reader makes of it, or, when it
  /// cannot tell (the path's element type is made by a macro, not declared), the case written
  /// (`Feature.Path.State.detail(...)`, `.detail(...)`), its type qualified as `storePathElement`
  /// names it. Linear in the type's components.
  func storeElement(_ expr: ExprSyntax, in scope: Scope) -> Value {
    let read = value(of: expr, in: scope)
    var callee = peel(expr)
    if let call = callee.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
    guard read.isUntold, let member = callee.as(MemberAccessExprSyntax.self) else { return read }
    let name = member.declName.baseName.text
    guard let base = member.base else { return .enumCase(type: nil, name: name) }
    var components = base.trimmedDescription.split(separator: ".").map(String.init)
    var declared: TypeDeclaration?
    var count = 0
    while count < components.count,
      let found = index.lookup(.named(Array(components[...count]), []), from: scope.owner?.qualifiedName)
    {
      declared = found
      count += 1
    }
    if let declared { components.replaceSubrange(0..<count, with: [declared.qualifiedName]) }
    return .enumCase(type: components.joined(separator: "."), name: name)
  }

  /// The feature a store held by a view serves (`store` of type `StoreOf<LedgerFeature>`, or
  /// `Store<LedgerFeature.State, LedgerFeature.Action>`; `$store` for its binding), and that
  /// feature's `State`. Nil for anything else.
  func storeFeature(of expr: ExprSyntax, in scope: Scope) -> (
    feature: TypeDeclaration, state: TypeDeclaration
  )? {
    var expr = peel(expr)
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      isSelf(ExprSyntax(base), in: scope)
    {
      expr = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
    }
    guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = String(reference.baseName.text.drop { $0 == "$" })
    if scope.locals[name].map({ if case .typed = $0 { false } else { true } }) ?? true,
      let viewed = viewStoreSource(reference)
    {
      // `WithViewStore(self.store, observe: { $0 }) { viewStore in ... }`: the store it observes.
      return storeFeature(of: viewed, in: scope)
    }
    let written: TypeReference?
    if case .typed(let type)? = scope.locals[name] {
      written = type
    } else {
      written = scope.owner?.properties[name]?.type
    }
    guard case .named(let storeType, let arguments)? = written?.unwrapped,
      ["StoreOf", "Store", "ViewStoreOf", "ViewStore"].contains(storeType.last),
      case .named(var feature, _)? = arguments.first
    else { return nil }
    if storeType.last == "Store" || storeType.last == "ViewStore", feature.last == "State" {
      feature.removeLast()
    }
    guard let declared = index.lookup(.named(feature, []), from: scope.owner?.qualifiedName),
      let state = index.lookup(.named(["State"], []), from: declared.qualifiedName),
      state.outer == declared.qualifiedName
    else { return nil }
    return (declared, state)
  }

  /// A store's scope, `$store.scope(state: \.destination?.add, action: \.destination.add)`: the
  /// feature, its state and the names the state's key path goes through (`destination`, `add`).
  /// Nil for any other expression, or a store whose feature is not declared.
  func storeScope(
    _ expr: ExprSyntax, in scope: Scope
  ) -> (feature: TypeDeclaration, state: TypeDeclaration, names: [String])? {
    guard let (store, keyPath) = storeScopeCall(expr),
      let (feature, state) = storeFeature(of: store, in: scope)
    else { return nil }
    // `\.$destination`, the projected `@Presents` state, names the same property.
    let names = keyPath.components.compactMap {
      $0.component.as(KeyPathPropertyComponentSyntax.self).map {
        String($0.declName.baseName.text.drop { $0 == "$" })
      }
    }
    return names.isEmpty ? nil : (feature, state, names)
  }

  /// The state a store's scope shows a modal by, and the case of it the modal is for
  /// (`\.destination?.add`: the feature state's `destination`, case `add`), as a reducer writing
  /// `state.destination = .add(...)` names them (`storeStateKey`). Nil for anything else.
  /// Before 1.7, the case is the modifier's `state:` argument (`.sheet(store: store.scope(state:
  /// \.$destination, action: { .destination($0) }), state: /Destination.State.add, action: ...)`).
  func storeModalKey(
    _ trigger: ExprSyntax, casePath: ExprSyntax? = nil, in scope: Scope
  ) -> (key: StateKey, caseName: String?)? {
    guard let scoped = storeScope(trigger, in: scope), scoped.names.count <= 2 else { return nil }
    var caseName = scoped.names.count == 2 ? scoped.names[1] : nil
    if caseName == nil, let casePath,
      let member = peel(casePath).as(PrefixOperatorExprSyntax.self)?.expression.as(
        MemberAccessExprSyntax.self)
    {
      caseName = member.declName.baseName.text
    }
    return (storeStateKey(scoped.names[0], of: scoped.state), caseName)
  }

  /// The key of a feature state's property, as a reducer's `state.name` reads it.
  func storeStateKey(_ name: String, of state: TypeDeclaration) -> StateKey {
    var inner = Scope(owner: nil, file: state.location.file)
    inner.locals["state"] = .object(state.qualifiedName, [])
    let expr = MemberAccessExprSyntax(
      base: DeclReferenceExprSyntax(baseName: .identifier("state")),
      declName: DeclReferenceExprSyntax(baseName: .identifier(name)))
    return key(of: ExprSyntax(expr), in: inner) ?? StateKey(owner: state.qualifiedName, name: name)
  }

  /// What `store.send(.addTapped)` does: the effects of every reducer case handling that action
  /// (`reducerCases`), read with `state` the feature's state and the view that sent it as the
  /// origin of `dismiss`. Nil when the call is no `send` on a store of a declared feature. Linear in
  /// the cases' code.
  func storeActionEffects(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect]? {
    let callee = peel(call.calledExpression)
    let store: ExprSyntax
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
      let base = member.base
    {
      store = ExprSyntax(base)
    } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "send", scope.locals["send"] == nil,
      scope.owner?.properties["store"] != nil
    {
      // `send(.saveTapped)` in a view marked `@ViewAction(for: Feature.self)`: its store's
      // `send(.view(.saveTapped))`.
      store = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("store")))
    } else {
      return nil
    }
    guard let (feature, _) = storeFeature(of: store, in: scope),
      let sent = call.arguments.first?.expression, let action = CodeReader.actionName(sent)
    else { return nil }
    // The actions a handler sends back (`return .send(.pop)`, `await send(.delegate(.finished))` in
    // a `.run`) run in turn, from its feature, each once: breadth first, at most 32.
    var effects: [Effect] = []
    var pending: [(action: String, sender: TypeDeclaration)] = [(action, feature)]
    var seen: Set<String> = []
    var next = 0
    while next < pending.count, seen.count < 32 {
      let (action, sender) = pending[next]
      next += 1
      guard seen.insert(sender.qualifiedName + "." + action).inserted else { continue }
      for handler in reducerCases(handling: action, sentBy: sender) {
        var inner = Scope(
          owner: handler.feature, file: handler.file, origin: scope.origin, depth: scope.depth + 1)
        inner.locals["state"] = .object(handler.state.qualifiedName, [])
        effects += self.effects(of: handler.body, in: inner, depth: depth + 1)
        pending += CodeReader.actionsSent(in: handler.body).map { ($0, handler.feature) }
      }
    }
    return effects
  }

  /// The action a sent value names: its first case that is no wrapper (`.settingsTapped`,
  /// `.view(.popTap)`: `popTap`; `.select(.home)`: `select`). Nil for anything else.
  static func actionName(_ sent: ExprSyntax) -> String? {
    actionPath(sent).first { !["view", "delegate", "internal"].contains($0) }
  }

  /// The actions a reducer's code sends back: `.send(.pop)` returned, `send(.finished)` in a `.run`
  /// closure. Linear in the code's tokens.
  static func actionsSent(in body: CodeBlockItemListSyntax) -> [String] {
    var sent: [String] = []
    for token in body.tokens(viewMode: .sourceAccurate) where token.text == "send" {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      let callee: Syntax
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base == nil {
        callee = Syntax(member)
      } else {
        callee = Syntax(reference)
      }
      guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
        let argument = call.arguments.first?.expression, let name = actionName(argument)
      else { continue }
      sent.append(name)
    }
    return sent
  }

  /// The enum cases an action pattern or value goes through, outermost first: `.list(.settingsTapped)`
  /// is `list`, `settingsTapped`; `.path(.element(id: _, action: .entry(.closeTapped)))` is `path`,
  /// `element`, `entry`, `closeTapped`. Iterative; empty for anything else.
  static func actionPath(_ expr: ExprSyntax) -> [String] {
    var names: [String] = []
    var current: ExprSyntax? = expr
    while let expr = current {
      current = nil
      if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
        names.append(member.declName.baseName.text)
      } else if let call = expr.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
      {
        names.append(member.declName.baseName.text)
        current =
          (call.arguments.first { $0.label?.text == "action" } ?? call.arguments.first { $0.label == nil })?
          .expression
      }
    }
    return names
  }

  /// The state key path of a store's scope, `$store.scope(state: \.destination?.add, action:
  /// \.destination.add)`, whether or not its feature is declared: what the warning for one the
  /// reader cannot follow quotes. Nil for any other expression.
  func storeScopeState(_ expr: ExprSyntax) -> String? {
    storeScopeCall(expr)?.keyPath.trimmedDescription
  }

  /// The store and the state key path of `store.scope(state: \.path, action: ...)`; nil for any
  /// other expression.
  func storeScopeCall(_ expr: ExprSyntax) -> (store: ExprSyntax, keyPath: KeyPathExprSyntax)? {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "scope", SyntaxText.argument(call, "action") != nil,
      let base = member.base, let keyPath = SyntaxText.argument(call, "state")?.as(KeyPathExprSyntax.self)
    else { return nil }
    return (ExprSyntax(base), keyPath)
  }

  /// What a case of a store's state shows, in the forms of The Composable Architecture before 1.7:
  /// `CaseLet(/Path.State.detail, action: Path.Action.detail, then: DetailView.init(store:))` (or
  /// with the view built in a trailing closure), and `SwitchStore(store) { state in switch state {
  /// ... } }`, whose closure's parameter is the store's element. Nil for another shape.
  func storeCaseShape(
    _ call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape? {
    if let then = SyntaxText.argument(call, "then"), let (type, reference) = initializedView(then, in: scope)
    {
      return .view(type.qualifiedName, Decoration(), reference)
    }
    guard let content = call.trailingClosure ?? SyntaxText.closure(call, "then") else { return nil }
    var inner = scope
    if SyntaxText.name(call.calledExpression) == "SwitchStore", let store = call.arguments.first?.expression {
      inner.locals[CodeReader.firstParameterName(content)] = value(of: store, in: scope)
    }
    return shape(
      ofItems: content.statements, in: inner, kind: kind, host: host, at: content.location(in: scope.file),
      depth: depth + 1)
  }

  /// The store a `WithViewStore(store, observe: ...) { viewStore in ... }` observes, for a name that
  /// is its closure's parameter where `reference` is written. Nil otherwise. Linear in the depth of
  /// `reference` in its tree.
  private func viewStoreSource(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    let name = reference.baseName.text
    var node = reference.parent
    while let current = node {
      if let closure = current.as(ClosureExprSyntax.self), CodeReader.parameterNames(closure).contains(name) {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
          SyntaxText.name(call.calledExpression) == "WithViewStore"
        else { return nil }
        return call.arguments.first?.expression
      }
      node = current.parent
    }
    return nil
  }
}
