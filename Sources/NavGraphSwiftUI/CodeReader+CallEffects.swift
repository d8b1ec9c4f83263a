internal import NavGraph
internal import SwiftSyntax

/// What calls do: changes to state by their methods, methods and functions followed with their
/// arguments bound, closures run.
extension CodeReader {
  /// What a call does: a change to state (`path.append`, `removeLast`, `toggle`), the dismiss
  /// action, a method of an object or of the view (followed), a closure (run), or an unknown function
  /// whose closures are taken to run.
  func effects(
    ofCall call: FunctionCallExprSyntax, in scope: Scope, depth: Int, continuation: CallContinuation? = nil
  ) -> [Effect] {
    let location = call.location(in: scope.file)
    if let write = userDefaultsWrite(call, in: scope, at: location) { return [write] }
    if let post = notificationPost(call, in: scope, at: location) { return [post] }
    if let swap = windowRootSwap(ofCall: call, in: scope, at: location) { return [swap] }
    if let closed = controllerDismissal(call, in: scope, at: location) {
      // `picker.dismiss(animated: true) { parent.onScan(text) }`: the completion runs once the modal
      // has closed.
      let completion =
        call.trailingClosure
        ?? call.arguments.first { $0.label?.text == "completion" }?.expression.as(ClosureExprSyntax.self)
      return [closed] + (completion.map { effects(of: $0.statements, in: scope, depth: depth + 1) } ?? [])
    }
    // A view's repeating timer runs later, as the view's own action (`readTimerActions`).
    if let owner = scope.owner, owner.isView, isRepeatingTimer(call, owner: owner) { return [] }
    if let sent = storeActionEffects(call, in: scope, depth: depth) { return sent }
    let callee = peel(call.calledExpression)
    if let closure = callee.as(ClosureExprSyntax.self) {
      return effects(of: closure.statements, in: scope, depth: depth + 1)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self), let path = pathSelf(in: scope),
      scope.locals[reference.baseName.text] == nil
    {
      // `removeLast(count - number)` in a path extension's method: a method of the path.
      let name = reference.baseName.text
      if ["append", "removeLast", "popLast", "removeAll"].contains(name) {
        return [mutation(name, key: path, call: call, scope: scope, location: location)]
      }
      if let followed = pathExtensionEffects(
        call, named: name, on: path, in: scope, depth: depth, continuation: continuation)
      {
        return followed
      }
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let owner = scope.owner,
      isSelf(ExprSyntax(base), in: scope) && owner.isView
        || isSelf(peel(ExprSyntax(base)), in: scope)
          && owner.properties[member.declName.baseName.text].map(holdsFunction) == true
    {
      // `self.x()` in a view is `x()`, except that `x` cannot be a local (also `parent.x()` in the
      // view's coordinator); so is `self?.x()` of an object's closure property.
      let name = member.declName.baseName.text
      var members = scope
      members.locals = [:]
      let callee = value(ofName: name, in: members, location: location)
      return effects(
        ofCallNamed: name, callee, call: call, in: scope, depth: depth, location: location,
        continuation: continuation)
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      isSelf(ExprSyntax(base), in: scope), let owner = scope.owner,
      let property = owner.properties[member.declName.baseName.text],
      case .dismiss = role(of: property, in: owner)
    {
      // `await self.dismiss()` of a feature's `@Dependency(\.dismiss)`: the sending view's dismiss.
      return [.dismiss(origin: scope.origin, location)]
    }
    if let continued = storedSubscription(call, in: scope, depth: depth) { return continued }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      let baseExpr = ExprSyntax(base)
      if let write = queryWrite(call, named: name, in: scope, at: location) { return [write] }
      if let sent = subjectSend(call, in: scope, at: location) { return [sent] }
      if let auth = firebaseAuthEffects(
        call, named: name, base: baseExpr, in: scope, depth: depth, at: location)
      {
        return auth
      }
      if let routed = packageRouterEffects(call, named: name, base: baseExpr, in: scope, at: location) {
        return routed
      }
      if ["append", "removeLast", "popLast", "removeAll", "toggle"].contains(name),
        let key = key(of: baseExpr, in: scope)
      {
        return [mutation(name, key: key, call: call, scope: scope, location: location)]
      }
      if name == "remove", let key = key(of: baseExpr, in: scope),
        removesLastElement(call, of: key, in: scope)
      {
        // `path.remove(at: path.count - 1)`: `removeLast()` written by index (held-out set 90 Sizzle).
        return [.removeLast(key, .count(1), location)]
      }
      if ["append", "removeLast", "popLast", "removeAll"].contains(name),
        let key = dictionaryOfPaths(baseExpr, in: scope)
      {
        // A change to one array of a dictionary of paths (`paths[selectedTab, default: []].append(d)`,
        // `paths[tab]?.removeLast()`, a router's path per tab): a change to the dictionary, which the
        // stacks bind through the object's subscript (`recordStackPath`); warned by the resolver
        // where no stack binds it.
        return [mutation(name, key: key, call: call, scope: scope, location: location)]
      }
      if index.pathExtensionFunctions[name] != nil, let key = key(of: baseExpr, in: scope),
        let followed = pathExtensionEffects(
          call, named: name, on: key, in: scope, depth: depth, continuation: continuation)
      {
        return followed
      }
      // `environment.dismiss()` on `@Environment(\.self) var environment`.
      if name == "dismiss", case .dismiss(let origin) = value(of: call.calledExpression, in: scope) {
        return [.dismiss(origin: origin, location)]
      }
      let receiver = objectHeld(in: value(of: baseExpr, in: scope))
      switch receiver {
      case .dismiss(let origin) where name == "dismiss" || name == "callAsFunction":
        return [.dismiss(origin: origin, location)]
      case .instance(let typeName, let fields):
        // A closure a value holds, called (`entry.run()` with `MenuEntry(title: "History") { ... }`).
        if let field = fields[name], case .closure = field {
          return effects(
            ofCallNamed: name, field, call: call, in: scope, depth: depth, location: location,
            continuation: continuation)
        }
        // A method of a struct the view keeps its actions in (`let helpers = Helpers()`,
        // `helpers.signIn()`), as an object's is.
        if let effects = structMethodEffects(
          index.types[typeName], named: name, call: call, in: scope, depth: depth, continuation: continuation)
        {
          return effects
        }

      case .object(let typeName, let arguments):
        if let type = index.types[typeName],
          let method = method(named: name, in: type, call: call, scope: scope)
        {
          var generics: [String: TypeReference] = [:]
          for (parameter, argument) in zip(type.genericParameters, arguments) {
            generics[parameter] = argument
          }
          return apply(
            method, owner: type, generics: generics, call: call, caller: scope, depth: depth,
            continuation: continuation)
        }
        if let type = index.types[typeName], let property = type.properties[name], holdsFunction(property) {
          // A closure the object keeps, called from outside (`router.close?()`): what code gives it
          // (`+InitializerClosures`, `+AssignedClosures`).
          return effects(
            ofCallNamed: name, .closureProperty(StateKey(owner: typeName, name: name)), call: call, in: scope,
            depth: depth, location: location, continuation: continuation)
        }
        if CodeReader.looksLikeNavigation(name) {
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)', which '\(typeName)' does not declare in the files read",
              location)
          ]
        }
      case .typed(let type):
        if let declared = index.lookup(type, from: scope.owner?.qualifiedName),
          declared.kind == .protocolType,
          CodeReader.looksLikeNavigation(name)
        {
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)' on the protocol type '\(declared.qualifiedName)', whose implementation the reader cannot know",
              location)
          ]
        }
        if let declared = index.lookup(type, from: scope.owner?.qualifiedName),
          let method = method(named: name, in: declared, call: call, scope: scope),
          method.isStatic
        {
          return apply(
            method, owner: declared, generics: [:], call: call, caller: scope, depth: depth,
            continuation: continuation)
        }
      case .state(let key, let type):
        if let bundled = bundledClosure(name, of: key, type: type) {
          return effects(
            ofCallNamed: name, .closureProperty(bundled), call: call, in: scope, depth: depth,
            location: location, continuation: continuation)
        }
        if let type,
          let effects = structMethodEffects(
            index.lookup(type.unwrapped, from: scope.owner?.qualifiedName), named: name, call: call,
            in: scope,
            depth: depth, continuation: continuation)
        {
          return effects
        }
        if CodeReader.looksLikeNavigation(name),
          let declared = type.flatMap({ index.lookup($0, from: scope.owner?.qualifiedName) }),
          declared.kind == .protocolType
        {
          // A property typed by a declared protocol (`let router: ProfileRouting`).
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)' on '\(SyntaxText.bounded(base, limit: 40))' of the protocol type '\(declared.qualifiedName)', whose implementation the reader cannot know",
              location)
          ]
        }
        if CodeReader.looksLikeNavigation(name),
          let declared = type.flatMap({ index.lookup($0, from: scope.owner?.qualifiedName) })
        {
          // A value of a type the files declare (a struct given by the view's creator), whose member
          // is neither a method nor a closure the reader follows.
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)' on '\(SyntaxText.bounded(base, limit: 40))', a value of the type '\(declared.qualifiedName)' whose '\(name)' the reader cannot follow",
              location)
          ]
        }
        if CodeReader.looksLikeNavigation(name) {
          let typeText = type.map { " (of type '\($0)')" } ?? ""
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)' on '\(SyntaxText.bounded(base, limit: 40))'\(typeText), whose type is not declared in the files read",
              location)
          ]
        }
      case .unknown, .nonNil:
        if CodeReader.looksLikeNavigation(name),
          !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false)
        {
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' looks like navigation, but the reader cannot tell what '\(SyntaxText.bounded(base, limit: 40))' is",
              location)
          ]
        }
      default: break
      }
      // A call on the result of a call the reader does not follow runs that call first, with its
      // closures (`URLSession.shared.dataTask(with: request) { ... }.resume()`); not a Combine
      // subscription kept by `.store(in:)`, read as a subscription (`storedSubscription`,
      // `readPublishers`).
      let first =
        name == "store"
        ? []
        : peel(baseExpr).as(FunctionCallExprSyntax.self).map {
          effects(ofCall: $0, in: scope, depth: depth + 1)
        } ?? []
      return first + runningClosures(of: call, in: scope, depth: depth)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let owner = scope.owner, scope.locals[name] == nil, let property = owner.properties[name],
        !holdsFunction(property), let method = method(named: name, in: owner, call: call, scope: scope)
      {
        // A method named like a property (`cover(.help)` beside `var cover: Cover?`): a call of
        // the name is the method's, since the property is not a function.
        return apply(
          method, owner: owner, generics: scope.generics, call: call, caller: scope, depth: depth,
          continuation: continuation)
      }
      let callee = value(ofName: name, in: scope, location: location)
      return effects(
        ofCallNamed: name, callee, call: call, in: scope, depth: depth, location: location,
        continuation: continuation)
    }
    return runningClosures(of: call, in: scope, depth: depth)
  }

  /// What a call of `name`, which is `callee` where it is called, does: the dismiss action, a
  /// closure run, a method or a free function followed, nothing for a type's initializer; else the
  /// call's closures are taken to run.
  private func effects(
    ofCallNamed name: String, _ callee: Value, call: FunctionCallExprSyntax, in scope: Scope, depth: Int,
    location: SourceAnchor, continuation: CallContinuation?
  ) -> [Effect] {
    switch callee {
    case .dismiss(let origin): return [.dismiss(origin: origin, location)]
    case .closure(let closure):
      // A closure given as a parameter, called with its arguments (`completion(true)`).
      let arguments = call.arguments.map { value(of: $0.expression, in: scope) }
      return run(closure, arguments: arguments, depth: depth)
    case .method(let method, let owner):
      // Among overloads (`push(_ route:)`, `push(many:)`), the one whose labels and types fit.
      let chosen = owner.flatMap { self.method(named: name, in: $0, call: call, scope: scope) } ?? method
      return apply(
        chosen, owner: owner, generics: scope.generics, call: call, caller: scope, depth: depth,
        continuation: continuation)
    case .closureProperty(let key):
      calledClosures.insert(key)
      let types = closureParameterTypes(key)
      let values = call.arguments.enumerated().map { i, argument in
        value(of: argument.expression, in: scope, expected: i < types.count ? types[i] : nil)
      }
      return [.callClosure(key, location, arguments: CodeReader.knownClosureArguments(values))]
    default:
      if let function = index.freeFunctions[name]?.first {
        return apply(
          function, owner: nil, generics: [:], call: call, caller: scope, depth: depth,
          continuation: continuation)
      }
      if let first = name.unicodeScalars.first, first.properties.isUppercase,
        !CodeReader.runningTypes.contains(name)
      {
        return []
      }
    }
    return runningClosures(of: call, in: scope, depth: depth)
  }

  /// The types of the parameters of a closure property (`(Tab) -> Void` of `onGoTo`), or of an
  /// environment action; empty when the reader cannot tell.
  func closureParameterTypes(_ key: StateKey) -> [TypeReference] {
    if key.owner == CodeReader.environmentActionKey(key.name).owner {
      switch environmentAction(key.name) {
      case .function(let types)?, .forwarding(_, _, let types)?: return types
      case nil: return []
      }
    }
    guard let owner = index.types[key.owner], let type = owner.properties[key.name]?.type,
      case .function(_, let types) = index.resolvingAliases(type, from: owner.qualifiedName).unwrapped
    else { return [] }
    return types
  }

  /// Whether a property may hold a function: a function type, or, without a type, a closure
  /// written as its initial value (or no initial value to tell by).
  func holdsFunction(_ property: PropertyDeclaration) -> Bool {
    if let type = property.type {
      if case .function = type.unwrapped { return true }
      return false
    }
    return property.initializer.map { peel($0).is(ClosureExprSyntax.self) } ?? true
  }

  /// The dictionary of arrays an object (not a view: a view's `@State var courses: [String:
  /// [Course]]` is data) holds as state, one of whose arrays an expression is (`paths[tab]`,
  /// `paths[tab, default: []]`, `paths[tab]?`): a router's path per tab.
  func dictionaryOfPaths(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    guard let element = peel(expr).as(SubscriptCallExprSyntax.self),
      let key = key(of: element.calledExpression, in: scope),
      index.types[key.owner]?.isView != true,
      case .dictionary(_, .array)? = stateType(key)?.unwrapped
    else { return nil }
    return key
  }

  /// A change to state by one of its methods.
  func mutation(
    _ name: String, key: StateKey, call: FunctionCallExprSyntax, scope: Scope, location: SourceAnchor
  ) -> Effect {
    switch name {
    case "toggle": return .toggle(key, location)
    case "append":
      var element: TypeReference?
      // The element type as the holder declares it: a type nested in the holder (`[Screen]` in
      // `class LoginFlow { enum Screen }`) is its own (`LoginFlow.Screen`).
      switch stateType(key)?.unwrapped {
      case .array(let e)?, .dictionary(_, .array(let e))?: element = declaredReference(e, from: key.owner)
      case .named(let stack, let arguments)? where stack.last == "StackState" && arguments.count == 1:
        // The Composable Architecture's `StackState<Path.State>` in a feature's state: its element,
        // named in the feature (`LedgerFeature.Path.State`), as `storePathElement` names a stack's.
        if case .named(let written, []) = arguments[0], let feature = index.types[key.owner]?.outer {
          let named =
            index.lookup(.named(written, []), from: feature)?.qualifiedName ?? feature
            + "." + written.joined(separator: ".")
          element = .named(named.split(separator: ".").map(String.init), [])
        }
      default: break
      }
      if let first = call.arguments.first {
        if first.label?.text == "contentsOf" {
          if case .array(let values) = value(
            of: first.expression, in: scope, expected: element.map { .array($0) } ?? stateType(key))
          {
            return .appendAll(key, values, location)
          }
          return .appendAll(key, [.unknown(SyntaxText.bounded(first.expression))], location)
        }
        return .append(key, value(of: first.expression, in: scope, expected: element), location)
      }
      return .append(key, .unknown("()"), location)
    case "popLast": return .removeLast(key, .count(1), location)
    case "removeLast":
      guard let argument = call.arguments.first?.expression else {
        return .removeLast(key, .count(1), location)
      }
      if let literal = argument.as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text) {
        return .removeLast(key, .count(n), location)
      }
      // `removeLast(path.count)`, or a local constant holding it (`let count = path.count;
      // path.removeLast(count)`): every entry.
      var counted = peel(argument)
      if let name = counted.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] != nil,
        let initializer = CodeReader.localConstantInitializer(named: name, before: Syntax(call))
      {
        counted = peel(initializer)
      }
      if counts(counted, of: key, in: scope) { return .removeLast(key, .all, location) }
      // `removeLast(count - number)` with a number the reader knows: every entry for 0; for more,
      // all but the first ones, a depth the reader does not know (held-out set 347).
      if let (left, op, right) = SyntaxText.binary(counted), op == "-",
        counts(peel(left), of: key, in: scope),
        case .int(0) = value(of: right, in: scope)
      {
        return .removeLast(key, .all, location)
      }
      // A number the reader knows: a parameter given one (`navigateBack(2)`, or its default).
      if case .int(let n) = value(of: counted, in: scope), n >= 0 {
        return .removeLast(key, .count(n), location)
      }
      // `min(count, path.count)`: as many as asked, the path being at least that long where the
      // call is made (else every entry).
      if let bounded = counted.as(FunctionCallExprSyntax.self), bounded.arguments.count == 2,
        SyntaxText.name(peel(bounded.calledExpression)) == "min"
      {
        let asked = bounded.arguments.filter { !counts(peel($0.expression), of: key, in: scope) }
        if asked.isEmpty { return .removeLast(key, .all, location) }
        if asked.count == 1, let only = asked.first, case .int(let n) = value(of: only.expression, in: scope),
          n >= 0
        {
          return .removeLast(key, .count(n), location)
        }
      }
      return .removeLast(key, .unknown, location)
    default: return .removeAll(key, location)
    }
  }

  /// Whether an expression is the count of the collection `key` is (`path.count`).
  private func counts(_ expr: ExprSyntax, of key: StateKey, in scope: Scope) -> Bool {
    // `count` in a path extension's method, on the path it is called on.
    if expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "count", scope.locals["count"] == nil,
      pathSelf(in: scope) == key
    {
      return true
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
      let base = member.base
    else { return false }
    return self.key(of: ExprSyntax(base), in: scope) == key
  }

  /// Whether `remove(at:)` is given the last index of the collection it is called on
  /// (`path.remove(at: path.count - 1)`).
  private func removesLastElement(_ call: FunctionCallExprSyntax, of key: StateKey, in scope: Scope) -> Bool {
    guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "at",
      let (left, op, right) = SyntaxText.binary(peel(argument.expression)), op == "-",
      right.as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
      let count = peel(left).as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
      let base = count.base
    else { return false }
    return self.key(of: ExprSyntax(base), in: scope) == key
  }

  /// The initializer of the local constant `name` that code at `node` sees: the nearest `let name =
  /// value` written before it in the statements enclosing it, up to the closure or declaration whose
  /// code it is (`let count = path.count` before `path.removeLast(count)`). Nil when that name is
  /// declared there otherwise (a `var`, no initializer, a pattern), or not at all. Linear in the
  /// statements before `node` and in its depth.
  static func localConstantInitializer(named name: String, before node: Syntax) -> ExprSyntax? {
    var current = node
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.isProtocol(DeclSyntaxProtocol.self) { return nil }
      if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self),
        let position = list.index(of: item)
      {
        for earlier in list[..<position].reversed() {
          guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
            return binding.initializer?.value
          }
        }
      }
      current = parent
    }
    return nil
  }

  /// The method of a type a call names: among those whose argument labels match, the overload
  /// whose parameter types take the arguments (`overload(among:call:owner:in:)`), else the first of
  /// them; else the first.
  func method(
    named name: String, in type: TypeDeclaration, call: FunctionCallExprSyntax, scope: Scope
  ) -> FunctionDeclaration? {
    guard let candidates = type.methods[name], !candidates.isEmpty else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    let fitting = candidates.filter {
      $0.parameters.count >= labels.count && zip($0.parameters, labels).allSatisfy { $0.label == $1 }
    }
    return overload(among: fitting, call: call, owner: type, in: scope) ?? fitting.first ?? candidates[0]
  }

  /// The values of a function's parameters for a call: arguments by label (unlabeled ones in
  /// order, trailing closures last), else default values.
  func arguments(
    for function: FunctionDeclaration, call: FunctionCallExprSyntax?, caller: Scope, callee: Scope
  ) -> [String: Value] {
    var values: [String: Value] = [:]
    let given = argumentExpressions(for: function, call: call, callee: callee)
    for parameter in function.parameters {
      // Named as the function's type names it (`Destination` in `HomeRouter` is
      // `HomeRouter.Destination`).
      let type = parameter.type.map {
        index.qualifying(substitute($0, in: callee), from: callee.owner?.qualifiedName)
      }
      if let expr = given[parameter.name] {
        let argument = value(of: expr, in: caller, expected: type)
        // A value the reader cannot tell (`kind` of `if let kind = tea.kind`) given to a parameter
        // of a named type (`func showDetails(kind: TeaKind)`), or an array of one (`packs:
        // [PackModel]` given `filtered.filter { ... }`), is some value of that type.
        var named = type
        if case .array(let element)? = type { named = element }
        if argument.isUntold, let type, case .named? = named {
          values[parameter.name] = .typed(type)
        } else {
          values[parameter.name] = argument
        }
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = value(of: defaultValue, in: callee, expected: type)
      } else if let type {
        values[parameter.name] = .typed(type)
      }
    }
    return values
  }

  /// The argument a call gives each parameter of a function, by parameter name: by label
  /// (unlabeled ones in order), the (first) trailing closure to the first parameter left that takes
  /// a function, whatever its label (`perform(animation: a) { ... }` for `perform(animation:block:)`),
  /// past defaulted parameters of other types (`cell("name", value) { ... }` for `cell(_:_:_
  /// placeholder: String? = nil, completion:)`).
  func argumentExpressions(
    for function: FunctionDeclaration, call: FunctionCallExprSyntax?, callee: Scope
  ) -> [String: ExprSyntax] {
    var result: [String: ExprSyntax] = [:]
    var given: [(label: String?, expr: ExprSyntax)] =
      call?.arguments.map { ($0.label?.text, $0.expression) } ?? []
    var trailing: Int?
    if let closure = call?.trailingClosure {
      trailing = given.count
      given.append((nil, ExprSyntax(closure)))
    }
    for extra in call?.additionalTrailingClosures ?? [] {
      given.append((extra.label.text, ExprSyntax(extra.closure)))
    }
    var used = Set<Int>()
    for parameter in function.parameters {
      let type = parameter.type.map { substitute($0, in: callee) }
      // The trailing closure is never given to an unlabeled parameter of a type that is no function
      // (a defaulted `_ placeholder: String? = nil` before `completion:`).
      var takesClosure = true
      if let type, case .function = type.unwrapped {} else if type != nil { takesClosure = false }
      var match = given.indices.first {
        !used.contains($0) && given[$0].label == parameter.label && ($0 != trailing || takesClosure)
      }
      if match == nil, let trailing, !used.contains(trailing), case .function? = type?.unwrapped {
        match = trailing
      }
      if let match {
        used.insert(match)
        result[parameter.name] = given[match].expr
      }
    }
    return result
  }

  /// What a method or function does when called: its body read with the parameters bound; with a
  /// `continuation`, what the caller does with its result follows each `return`
  /// (`CodeReader.CallContinuation`).
  func apply(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax?, caller: Scope, depth: Int, continuation: CallContinuation? = nil
  ) -> [Effect] {
    guard let body = function.body else { return [] }
    let key =
      "\(owner?.qualifiedName ?? "").\(function.name)@\(function.location.file):\(function.location.offset)"
    return expand(key, depth: caller.depth, default: []) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      callee.continuation = continuation
      return effects(of: body, in: callee, depth: depth + 1)
    }
  }

  /// What a call of a method of a struct of the files read does (`helpers.signIn()` with `let
  /// helpers = Helpers()`, `struct Helpers { func signIn() { ... } }` holding a view's actions):
  /// its body, as an object's method's; nil for a view, a type that is no struct, or no such method.
  private func structMethodEffects(
    _ type: TypeDeclaration?, named name: String, call: FunctionCallExprSyntax, in scope: Scope, depth: Int,
    continuation: CallContinuation?
  ) -> [Effect]? {
    guard let type, type.kind == .structType, !type.isView,
      let method = method(named: name, in: type, call: call, scope: scope)
    else { return nil }
    return apply(
      method, owner: type, generics: [:], call: call, caller: scope, depth: depth, continuation: continuation)
  }

  /// What running a closure does: its parameters bound to `arguments`, `$0`, `$1`, ... when it
  /// names none (`{ selected = $0 }`).
  func run(_ closure: ClosureValue, arguments: [Value], depth: Int) -> [Effect] {
    var scope = closure.scope
    // A `return` in the closure leaves the closure, not the function it is written in.
    scope.continuation = nil
    for (index, name) in closure.parameters.enumerated() {
      scope.locals[name] = index < arguments.count ? arguments[index] : .unknown(name)
    }
    if closure.parameters.isEmpty {
      for (index, argument) in arguments.enumerated() { scope.locals["$\(index)"] = argument }
    }
    return expand(
      "closure@\(closure.location.file):\(closure.location.offset)", depth: scope.depth, default: []
    ) {
      scope.depth += 1
      return effects(of: closure.statements, in: scope, depth: depth + 1)
    }
  }

  /// What a Combine subscription kept by `.store(in:)` does when a tap's action sets it up
  /// (`service.signIn().sink { _ in } receiveValue: { [weak self] _ in self?.signedIn = true
  /// }.store(in: &bag)` in the method a button calls): its `sink`'s closures run as the action's
  /// continuation, as a completion closure given to a call does; their writes are then no writes
  /// that no action runs (`continuedWrites`). Nil for any other call, for a subscription to state
  /// the reader follows (a derivation, `readPublishers`), and for one set up on appearance or on a
  /// change, which is not the tap's (kept as before: no effect, the writes reported as detached).
  /// O(length of the publisher chain + the closures' code).
  private func storedSubscription(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect]? {
    guard actionOccasion == .tap, let store = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      store.declName.baseName.text == "store", call.arguments.first?.label?.text == "in",
      let sink = store.base.flatMap({ peel(ExprSyntax($0)).as(FunctionCallExprSyntax.self) }),
      let member = peel(sink.calledExpression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "sink"
    else { return nil }
    var base = member.base.map { peel(ExprSyntax($0)) }
    while let current = base {
      if let inner = current.as(FunctionCallExprSyntax.self),
        let step = peel(inner.calledExpression).as(MemberAccessExprSyntax.self)
      {
        base = step.base.map { peel(ExprSyntax($0)) }
        continue
      }
      if publishedKey(current, in: scope) != nil { return nil }
      break
    }
    let effects = runningClosures(of: sink, in: scope, depth: depth)
    var work = effects
    while let effect = work.popLast() {
      switch effect {
      case .write(_, _, let location), .toggle(_, let location): continuedWrites.insert(location)
      case .branches(let branches, _): work += branches.flatMap(\.effects)
      default: break
      }
    }
    return effects
  }

  /// The closures of a call that is not followed, read as running now (completion handlers,
  /// `withAnimation`, `Task`, `DispatchQueue.main.async`), and the work given by name as `execute:`
  /// (`asyncAfter(deadline:execute: onDone)`, a closure property or method), run as an action is.
  func runningClosures(of call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect] {
    var result: [Effect] = []
    for argument in call.arguments {
      if let closure = peel(argument.expression).as(ClosureExprSyntax.self) {
        result += run(closureValue(closure, in: scope), arguments: [], depth: depth)
      } else if argument.label?.text == "execute",
        peel(argument.expression).is(DeclReferenceExprSyntax.self)
          || peel(argument.expression).is(MemberAccessExprSyntax.self)
      {
        result += actionEffects(argument.expression, in: scope, depth: depth)
      } else if peel(argument.expression).is(FunctionCallExprSyntax.self) {
        result += effects(of: argument.expression, in: scope, depth: depth + 1)
      }
    }
    if let trailing = call.trailingClosure {
      result += run(closureValue(trailing, in: scope), arguments: [], depth: depth)
    }
    for extra in call.additionalTrailingClosures {
      result += run(closureValue(extra.closure, in: scope), arguments: [], depth: depth)
    }
    return result
  }

  /// What an action does: a closure, a method (`action: save`), a closure property
  /// (`action: doneAction`), or the dismiss action (`action: dismiss.callAsFunction`).
  /// `parameterTypes` are those of the function type the action is given for (`(Pin) -> Void`): a
  /// closure's parameter of a named type is some value of that type, not nil, as a method's is
  /// (`arguments(for:call:caller:callee:)`); of another type (`Pin?`), a value it cannot tell.
  func actionEffects(
    _ expr: ExprSyntax, in scope: Scope, parameterTypes: [TypeReference] = [], depth: Int
  ) -> [Effect] {
    let location = expr.location(in: scope.file)
    // An optional closure with an empty closure as its fallback (`action: onAction ?? {}`) does what
    // the optional does, nothing when it is nil.
    if let (optional, op, fallback) = SyntaxText.binary(peel(expr)), op == "??" {
      if let closure = peel(fallback).as(ClosureExprSyntax.self), closure.statements.isEmpty {
        return actionEffects(optional, in: scope, parameterTypes: parameterTypes, depth: depth)
      }
    }
    switch value(of: expr, in: scope) {
    case .closure(let closure):
      let names = closure.parameters.isEmpty ? parameterTypes.indices.map { "$\($0)" } : closure.parameters
      let arguments = names.enumerated().map { index, name -> Value in
        guard index < parameterTypes.count, case .named = parameterTypes[index] else { return .unknown(name) }
        return .typed(parameterTypes[index])
      }
      return run(closure, arguments: arguments, depth: depth)
    case .method(let method, let owner):
      return apply(method, owner: owner, generics: scope.generics, call: nil, caller: scope, depth: depth)
    case .closureProperty(let key):
      calledClosures.insert(key)
      return [.callClosure(key, location)]
    case .dismiss(let origin): return [.dismiss(origin: origin, location)]
    case .state(let key, _):
      // A closure of a struct of closures the view holds, given as the action (`Button(action:
      // entry.run)`): the view's bundled closure (`bundledClosure`).
      if let member = peel(expr).as(MemberAccessExprSyntax.self), let base = member.base,
        case .state(let held, let type) = value(of: ExprSyntax(base), in: scope),
        let bundled = bundledClosure(member.declName.baseName.text, of: held, type: type), bundled == key
      {
        calledClosures.insert(bundled)
        return [.callClosure(bundled, location)]
      }
      fallthrough
    default:
      if let returned = returnedActionEffects(expr, in: scope, parameterTypes: parameterTypes, depth: depth) {
        return returned
      }
      return effects(of: expr, in: scope, depth: depth)
    }
  }
}
