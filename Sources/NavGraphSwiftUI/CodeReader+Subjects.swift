internal import NavGraph
internal import SwiftSyntax

/// Combine subjects as events: a view sends a subject of its view model (`model.events.openSheet
/// .send(())`) and an object subscribes to it (`home.events.openSheet.sink { [weak self] _ in
/// self?.presentSheet() }`, `.map { _ in nil }.assign(to: &$sheet)`), so the send runs what the
/// subscriptions do, as a call of a closure property runs the closures given to it
/// (`NavigationResolver.expandingClosureCalls`). A subject is a property typed or made as a
/// `PassthroughSubject` or `CurrentValueSubject`; a send no subscription the reader reads answers
/// does nothing it can see (an analytics event).
extension CodeReader {
  /// The Combine subject types whose `send` is an event.
  static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

  /// Whether a state key is a Combine subject (`stateType`): O(length of its dotted path).
  func isSubject(_ key: StateKey) -> Bool {
    guard case .named(let components, _)? = stateType(key), let last = components.last else { return false }
    return CodeReader.subjectTypes.contains(last)
  }

  /// The subject a publisher chain starts from (`home.events.openSheet` of
  /// `home.events.openSheet.receive(on: ...).sink { ... }`), when it is one. In a subscription
  /// read outside any action, a chain that starts from a local constant (`let model =
  /// resolver.resolve(SheetModel.self)!`) or from a parameter of a class type the files declare
  /// (`func bind(_ model: HomeModel)`) starts from that object.
  func subjectKey(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    var scope = scope
    var root = expr
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = peel(base) }
    if let reference = root.as(DeclReferenceExprSyntax.self),
      case .identifier(let name) = reference.baseName.tokenKind,
      let local = scope.locals[name]
    {
      // A value given to the view (`QuayManifest(model: $0)` of a sheet's item): the object it is.
      if let typeName = typeName(of: local, in: scope), let declared = index.types[typeName],
        declared.isObject
      {
        scope.locals[name] = .object(declared.qualifiedName, [])
      }
    } else if let reference = root.as(DeclReferenceExprSyntax.self),
      case .identifier(let name) = reference.baseName.tokenKind, scope.owner?.properties[name] == nil
    {
      if let initializer = CodeReader.localConstantInitializer(named: name, before: Syntax(expr)) {
        let made = value(of: initializer, in: scope)
        if let typeName = typeName(of: made, in: scope), let declared = index.types[typeName],
          declared.isObject
        {
          scope.locals[name] = .object(declared.qualifiedName, [])
        } else {
          scope.locals[name] = made
        }
      } else if let type = parameterType(named: name, around: Syntax(expr)),
        let declared = index.lookup(type, from: scope.owner?.qualifiedName), declared.kind == .classType
      {
        scope.locals[name] = .object(declared.qualifiedName, [])
      }
    }
    guard let key = key(of: expr, in: scope), isSubject(key) else { return nil }
    return key
  }

  /// The declared type of the parameter `name` of the function or initializer around `node`.
  private func parameterType(named name: String, around node: Syntax) -> TypeReference? {
    var current = node.parent
    while let node = current {
      let clause =
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause
        ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause
      if let clause {
        let parameter = clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
        return parameter.map { TypeReference($0.type) }
      }
      current = node.parent
    }
    return nil
  }

  /// `subject.send(value)` on a subject: a call of what its subscriptions do, with the value sent
  /// when the reader knows it. Nil for any other call.
  func subjectSend(_ call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor) -> Effect? {
    guard let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "send", let base = member.base,
      let key = subjectKey(ExprSyntax(base), in: scope)
    else { return nil }
    // The values have the subject's output type (`PassthroughSubject<Step, Never>`).
    var output: TypeReference?
    if case .named(_, let arguments)? = stateType(key) { output = arguments.first }
    let values = call.arguments.map { value(of: $0.expression, in: scope, expected: output) }
    return .callClosure(key, location, arguments: CodeReader.knownClosureArguments(values))
  }

  /// Records a subscription to a subject: a `sink`'s value closure, run with the value sent when
  /// the values pass unchanged (`changed` is nil), else with values the reader cannot tell; an
  /// `assign` of the value a `map` to one expression makes (`.map { _ in nil }`), a write.
  func recordSubjectSubscription(
    _ call: FunctionCallExprSyntax, to subject: StateKey, label: String, mapped: ExprSyntax?,
    changed: Bool, in scope: Scope
  ) {
    let location = call.location(in: scope.file)
    if label == "assign" {
      guard let target = assignTarget(call, in: scope), let mapped else { return }
      let effect = Effect.write(target, value(of: mapped, in: scope), location)
      subjectSubscribers[subject, default: []].append(ClosureArgument(creator: nil, effects: [effect]))
      return
    }
    let labeled = call.arguments.first { $0.label?.text == "receiveValue" }?.expression
    let value: ClosureValue
    let effects: [Effect]
    if let closure = labeled.flatMap({ peel($0).as(ClosureExprSyntax.self) })
      ?? call.additionalTrailingClosures.last?.closure ?? call.trailingClosure
    {
      value = closureValue(closure, in: scope)
      effects = run(value, arguments: [], depth: 0)
    } else if let labeled, let method = methodClosure(labeled, in: scope) {
      // A method given as the value closure (`.sink(receiveValue: didPick)`): what a call of it
      // does, and its body run with the value sent.
      value = method
      effects = actionEffects(labeled, in: scope, depth: 0)
    } else {
      return
    }
    subjectSubscribers[subject, default: []].append(
      ClosureArgument(creator: nil, effects: effects, closure: changed ? nil : value))
  }

  /// What a subject's subscriptions do, as one closure argument: the one subscription, or all of
  /// them in the order read (each runs on a send). Nil when nothing subscribes (nothing, for the
  /// Firebase Authentication event, `CodeReader+FirebaseAuth`).
  func subjectSubscription(_ key: StateKey) -> ClosureArgument? {
    guard let subscribers = subjectSubscribers[key], let first = subscribers.first else {
      // A Firebase sign-in with no listener read changes nothing the reader can see.
      return key.owner == CodeReader.firebaseSignInKey.owner
        ? ClosureArgument(creator: nil, effects: []) : nil
    }
    if subscribers.count == 1 { return first }
    return ClosureArgument(creator: nil, effects: subscribers.flatMap(\.effects))
  }
}
