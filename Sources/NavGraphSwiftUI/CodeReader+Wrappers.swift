internal import SwiftSyntax

/// Views shown behind a wrapper view: a view type given its content as a closure
/// (`RoutingView { if loggedIn { HomeView() } else { OnboardingView() } }`, with `@ViewBuilder var
/// root: () -> Root` and a body `NavigationStack { root().navigationDestination(...) }`).
extension CodeReader {
  /// The shape a wrapper view shows when it is created with view-building closures: its body read
  /// with each closure property bound to the closure given (read where it was written), so that a
  /// stack, a switch or a view the closure holds is the destination, with the wrapper's modifiers
  /// (its `navigationDestination`s) on it. Nil when the call gives no such closure, or when the body
  /// does not show one thing built from it (chrome beside the content is part of it:
  /// `contentBesideChrome`).
  /// Linear in the wrapper's body; each wrapper is expanded once per call chain (`expand`).
  func wrapperShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    wrapperBodyShape(of: type, call: call, in: scope, kind: kind, host: host, depth: depth).flatMap {
      showsBuiltContent($0) ? $0 : nil
    }
  }

  /// The shape a wrapper's body shows with each view-building closure property bound to the
  /// closure given, whatever it is (content written in place too); nil when the call gives no
  /// such closure or view. Linear in the wrapper's body; expanded once per call chain.
  func wrapperBodyShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let body = type.properties["body"], let getter = body.getter else { return nil }
    var locals: [String: Value] = [:]
    var givenViews: [String: GivenView] = [:]
    var generics: [String: TypeReference] = [:]
    var givenState: [String: Value] = [:]
    for (name, expr) in givenProperties(of: type, call: call) {
      guard let property = type.properties[name] else { continue }
      bindGenerics(of: type, property: property, to: expr, in: scope, into: &generics)
      guard let closure = peel(expr).as(ClosureExprSyntax.self) else {
        // A view given as a value to a property of a generic view type (`let content: Content`,
        // `NavigableView(content: HomeView(...), state: state)`): the caller's view.
        if case .named(let components, [])? = property.type, components.count == 1,
          type.genericConstraints[components[0]] == "View", peel(expr).is(FunctionCallExprSyntax.self)
        {
          givenViews[name] = GivenView(expr: expr, scope: scope)
        } else if let route = givenRoute(of: type, property: property, to: expr, in: scope) {
          // A route that is itself a view given to a property of a generic parameter's type (`let
          // root: Route`, `CoordinatorStack(root: AppRoutes.home)`): the value, and its type is
          // the parameter's.
          locals[name] = route.value
          if generics[route.parameter] == nil { generics[route.parameter] = route.type }
        } else if property.wrapper == nil, case let given = value(of: expr, in: scope), case .state = given {
          // State given to a plain stored property (`Switcher(isOpen: gate.open) { ... }`): the
          // wrapper's body is built again whenever it changes, so a choice on the property is a
          // choice on that state.
          givenState[name] = given
        }
        continue
      }
      // A closure property returning a view, a `@ViewBuilder` one, or a property of a generic view
      // type the initializer builds from the closure (`let content: Content`, `init(@ViewBuilder
      // content: () -> Content) { self.content = content() }`).
      let buildsView: Bool
      switch property.type?.unwrapped {
      case .function(returnsVoid: false, _)?: buildsView = true
      case .named(let components, let arguments)?
      where components.count == 1 && arguments.isEmpty && type.genericParameters.contains(components[0]):
        buildsView = true
      default: buildsView = property.wrapper == "ViewBuilder"
      }
      guard buildsView else { continue }
      locals[name] = .closure(closureValue(closure, in: scope))
    }
    guard !locals.isEmpty || !givenViews.isEmpty else { return nil }
    locals.merge(givenState) { built, _ in built }
    let key = "wrapper:\(type.qualifiedName)," + Scope.variant(of: generics)
    let shape: Shape = expand(key, depth: scope.depth, default: .empty) {
      var inner = Scope(
        owner: type, file: body.location.file, origin: type.qualifiedName, depth: scope.depth + 1)
      inner.locals = locals
      inner.givenViews = givenViews
      inner.generics = generics
      return self.shape(
        ofItems: getter, in: inner, kind: kind, host: host, at: body.location, depth: depth + 1)
    }
    return shape
  }

  /// Whether a shape is built of screens (a view, a stack, a tab view, a switch of them) rather
  /// than content written in place or something the reader cannot follow.
  func showsBuiltContent(_ shape: Shape) -> Bool {
    switch shape {
    case .view, .tabs: return true
    case .stack(let inner): return showsBuiltContent(inner)
    case .choice(let alternatives):
      var shown = false
      for alternative in alternatives {
        if case .empty = alternative.shape { continue }
        guard showsBuiltContent(alternative.shape) else { return false }
        shown = true
      }
      return shown
    case .inline, .unresolved, .empty: return false
    }
  }

  /// A value of a view type declared in the files read (an enum case, `AppRoutes.home`) given to
  /// a property whose type is one of the wrapper's generic parameters (`let root: Route`): the
  /// parameter, the value and its type. Nil for any other property or value.
  private func givenRoute(
    of type: TypeDeclaration, property: PropertyDeclaration, to expr: ExprSyntax, in scope: Scope
  ) -> (parameter: String, value: Value, type: TypeReference)? {
    guard case .named(let components, [])? = property.type, components.count == 1,
      type.genericParameters.contains(components[0]), case let given = value(of: expr, in: scope),
      case .enumCase(let name?, _, _) = given,
      let declared = index.lookup(name: name, from: scope.owner?.qualifiedName), declared.isView
    else { return nil }
    let reference = TypeReference.named(declared.qualifiedName.split(separator: ".").map(String.init), [])
    return (components[0], given, reference)
  }

  /// The generic parameters of a wrapper view that a property given at its creation fixes: a
  /// property of type `Courier<Route>` given an object of type `Courier<Parcel>` binds `Route` to
  /// `Parcel`; a `@Binding var routes: [Routes]` given `$router.stack`, state of type
  /// `[AppRoutes]`, binds `Routes` to `AppRoutes`; a property of type `F` given an object binds `F`
  /// to the object's type. O(the property's type).
  func bindGenerics(
    of type: TypeDeclaration, property: PropertyDeclaration, to expr: ExprSyntax, in scope: Scope,
    into generics: inout [String: TypeReference]
  ) {
    guard !type.genericParameters.isEmpty, let declared = property.type else { return }
    // A property of a parameter's type given an object (`@ObservedObject var flow: F` given a
    // `ShelfFlow`): the object's type.
    if case .named(let components, []) = declared.unwrapped, components.count == 1,
      type.genericParameters.contains(components[0]), generics[components[0]] == nil,
      case .object(let name, let arguments) = objectHeld(in: value(of: expr, in: scope))
    {
      generics[components[0]] = .named(name.split(separator: ".").map(String.init), arguments)
      return
    }
    if case .named(_, let parameters) = declared.unwrapped, !parameters.isEmpty,
      case .object(_, let arguments) = objectHeld(in: value(of: expr, in: scope))
    {
      for (parameter, argument) in zip(parameters, arguments) {
        guard case .named(let components, let inner) = parameter, components.count == 1, inner.isEmpty,
          type.genericParameters.contains(components[0]), generics[components[0]] == nil
        else { continue }
        generics[components[0]] = argument
      }
      return
    }
    guard let given = stateType(given: expr, in: scope) else { return }
    // The declared type matched against the given one, part by part (an explicit stack).
    var pending = [(declared, given)]
    while let (pattern, actual) = pending.popLast() {
      switch (pattern, actual) {
      case (.named(let components, []), _)
      where components.count == 1 && type.genericParameters.contains(components[0]):
        if generics[components[0]] == nil { generics[components[0]] = actual }
      case (.array(let element), .array(let other)), (.optional(let element), .optional(let other)):
        pending.append((element, other))
      case (.named(let components, let arguments), .named(let others, let given))
      where components.last == others.last && arguments.count == given.count:
        pending += zip(arguments, given).map { ($0, $1) }
      default: continue
      }
    }
  }

  /// The declared type of the state an expression gives, through `$` for a binding
  /// (`$router.stack` gives `router.stack`'s type); nil when it is no state of a known type.
  private func stateType(given expr: ExprSyntax, in scope: Scope) -> TypeReference? {
    var expr = peel(expr)
    if let member = expr.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.hasPrefix("$")
    {
      let bare = base.withoutDollar
      expr = ExprSyntax(MemberAccessExprSyntax(base: bare, declName: member.declName))
    } else if let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      expr = ExprSyntax(
        reference.withoutDollar)
    }
    guard case .state(_, let type?) = value(of: expr, in: scope) else { return nil }
    return type
  }

  /// The shape of a call to a view-building closure bound in scope (`root()` in a wrapper's body):
  /// the closure's content, read where it was written. A parameter the call gives the pushed or
  /// presented value (`build(route)` in a `navigationDestination`) stands for that value in the
  /// closure, so that its `switch` gives one destination per case; other arguments are not bound.
  /// A method given for the closure (`.routed(build: screen)` for `{ stop in screen(stop) }`) is
  /// that closure: the call expands the method with the call's arguments.
  /// Nil when the name is not such a closure.
  func boundClosureShape(
    _ name: String, call: FunctionCallExprSyntax?, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  )
    -> Shape?
  {
    if case .method(let method, let owner)? = scope.locals[name] {
      return expandShape(
        method, owner: owner, generics: [:], call: call, caller: scope, kind: kind, host: host, depth: depth)
    }
    guard case .closure(let closure)? = scope.locals[name] else { return nil }
    var inner = closure.scope
    for (parameter, argument) in zip(closure.parameters, call?.arguments ?? []) {
      let given = value(of: argument.expression, in: scope)
      if case .item = given { inner.locals[parameter] = given }
    }
    return shape(
      ofItems: closure.statements, in: inner, kind: kind, host: host, at: closure.location, depth: depth + 1)
  }
}
