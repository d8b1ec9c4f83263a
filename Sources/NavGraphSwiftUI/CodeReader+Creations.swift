internal import NavGraph
internal import SwiftSyntax

/// What a parent gives a view it creates: bindings, closures and view-builder properties, by the
/// property (or initializer parameter) they are given to.
extension CodeReader {
  /// The value of a constant binding (`.constant(4)`, `Binding.constant(.home)`), else nil.
  func constantBindingArgument(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "constant",
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding"
    else { return nil }
    return call.arguments.first?.expression
  }

  /// Records what a parent gives a view it creates: bindings for `@Binding` properties (aliases, or
  /// the value of `.constant(x)`), closures for closure properties (what they do, read in the
  /// parent's scope), and content for view-builder properties (read as the parent's content).
  func recordCreation(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, into summary: ViewSummary?, scope: Scope,
    label: String?,
    depth: Int
  ) {
    var scope = scope
    addCreationStack(of: type.qualifiedName, stack: enclosingStack(of: Syntax(call), file: scope.file))
    let given = givenProperties(of: type, call: call)
    recordLeftOutClosures(
      of: type, given: Set(given.map(\.property)), call: call, summary: summary?.id, scope: scope,
      depth: depth)
    recordFlags(of: type, given: given, creator: scope.origin ?? scope.owner?.qualifiedName, scope: scope)
    recordGenericBindings(
      of: type, given: given, creator: scope.origin ?? scope.owner?.qualifiedName, scope: scope)
    let destinations = givenDestinations(of: type)
    recordGivenRouteValues(
      of: type, given: given, call: call, summary: summary?.id, scope: scope, depth: depth)
    for (key, expr) in forwardedClosureArguments(of: type, call: call) {
      // Handed on by the view's initializer to an object it makes (`+ForwardedClosures`).
      addClosureArgument(
        key, effects: actionEffects(expr, in: scope, depth: depth + 1),
        creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary?.id,
        at: expr.location(in: scope.file), closure: givenClosure(expr, in: scope),
        site: call.location(in: scope.file), rows: scope.rows)
    }
    for (propertyName, expr) in given {
      guard let property = type.properties[propertyName] else { continue }
      if let destination = destinations[propertyName] {
        if let summary {
          recordGivenDestination(
            destination, expr: expr, arguments: given, property: property, call: call, into: summary,
            scope: scope, depth: depth)
        }
        continue
      }
      let key = StateKey(owner: type.qualifiedName, name: propertyName)
      recordGivenObject(property, of: type, expr: expr, in: scope)
      recordObjectFlags(expr, creator: scope.origin ?? scope.owner?.qualifiedName, scope: scope)
      if property.wrapper == "Binding" {
        if case .binding(let bound) = value(of: expr, in: scope) {
          addAlias(key, to: bound)
        } else if let constant = constantBindingArgument(expr) {
          addConstantBinding(
            key, value: value(of: constant, in: scope, expected: property.type),
            creator: scope.origin ?? scope.owner?.qualifiedName)
        }
        continue
      }
      switch property.type?.unwrapped {
      case .function(returnsVoid: true, let parameters)?:
        let texts = given.reduce(into: [String: String]()) { texts, argument in
          if let text = SyntaxText.literal(argument.expr), !text.isEmpty { texts[argument.property] = text }
        }
        let expr = closureOrNil(expr) ?? expr
        addClosureArgument(
          key, effects: actionEffects(expr, in: scope, parameterTypes: parameters, depth: depth + 1),
          creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary?.id,
          at: argumentLocation(expr, in: scope), closure: givenClosure(expr, in: scope),
          site: call.location(in: scope.file), texts: texts, rows: scope.rows)
      case .function(returnsVoid: false, _)?:
        if let summary { readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1) }
      default:
        // A builder closure the creator was itself given, handed on by name (`SlideIn(isPresented:
        // isPresented, content: content)` in `func slideInMenu(isPresented:content:)`): what the
        // closure builds, read where it was written.
        if let reference = peel(expr).as(DeclReferenceExprSyntax.self),
          case .closure(let closure)? = scope.locals[reference.baseName.text], let summary
        {
          readBuilderClosure(closure, arguments: [], into: summary, label: label, depth: depth + 1)
          continue
        }
        // A `@ViewBuilder` closure, or a view the system makes given to the view (`leading: Button
        // { ... }`, `CodeReader.readViewArguments`), is shown by it: the creator's content.
        if property.wrapper == "ViewBuilder" || peel(expr).is(ClosureExprSyntax.self)
          || (propertyName != "destination" && isSystemView(expr, in: scope)),
          let summary
        {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        } else if let bundle = closureBundle(property, of: type),
          recordClosureBundle(
            bundle, given: expr, to: key, creation: call, summary: summary?.id, scope: scope, depth: depth)
        {
          continue
        } else if let summary {
          // Closures inside a value given to the view (`data: DialogData(action: { ... })`) run where
          // the view calls them, which is not followed: each is reported if it navigates.
          for effect in storedClosureEffects(in: expr, assignedTo: nil, scope: scope, depth: depth) {
            guard case .storedClosure(_, _, let location) = effect else { continue }
            summary.links.append(LinkSite(trigger: .effects([effect]), label: nil, location: location))
          }
        }
      }
    }
  }

  /// The closure an optional closure property is given on one side of a ternary whose other side
  /// is `nil` (`onListen: track.playable ? { playing = track } : nil`): where it is given, it is
  /// that closure (held-out set 314 Tyflocentrum: the rows' "listen" was lost, silently). Nil for
  /// any other expression.
  private func closureOrNil(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let ternary = Ternary(peel(expr)) else { return nil }
    let (first, second) = (peel(ternary.first), peel(ternary.second))
    if second.is(NilLiteralExprSyntax.self), first.is(ClosureExprSyntax.self) { return first }
    if first.is(NilLiteralExprSyntax.self), second.is(ClosureExprSyntax.self) { return second }
    return nil
  }

  /// Records what a creation gives each plain Bool property of the view (`isBackEnable: false`, or
  /// its literal default when left out), for the content shown only when it is true, each optional
  /// property left out or given `nil`, for the content shown only when it holds a value (`if let
  /// order`), and each other plain property given an enum case, a string or a number (`kind:
  /// .settings`, also through the creator's parameters), for the `switch` cases it takes. Linear
  /// in the type's properties.
  private func recordFlags(
    of type: TypeDeclaration, given: [(property: String, expr: ExprSyntax)], creator: String?, scope: Scope
  ) {
    var values: [String: Bool] = [:]
    var cases: [String: String] = [:]
    var present: [String: Bool] = [:]
    let tested = testedProperties(of: type)
    defer {
      addFlagCreation(
        of: type.qualifiedName, FlagCreation(creator: creator, values: values, cases: cases, present: present)
      )
    }
    for name in type.propertyOrder {
      guard let property = type.properties[name], keepsGivenValue(property, of: type) else { continue }
      if case .optional? = property.type, property.wrapper == nil {
        // Left out of a memberwise initializer (a `var` without a value or `= nil`), or given `nil`:
        // no value; given a value of a type that is not optional (a row's element, an instance):
        // one. Anything else may hold one or not.
        let given = given.first { $0.property == name }?.expr
        let leftOut =
          given == nil && type.initializers.isEmpty && !property.isConstant
          && (property.initializer == nil || property.initializer?.is(NilLiteralExprSyntax.self) == true)
        if leftOut || given.map({ peel($0).is(NilLiteralExprSyntax.self) }) == true {
          present[name] = false
        } else if let given {
          switch value(of: given, in: scope) {
          case .instance, .enumCase, .nonNil, .array, .string, .int, .bool: present[name] = true
          case .typed(let type), .item(_, let type?):
            if case .optional = type {} else { present[name] = true }
          default: break
          }
        }
        continue
      }
      let literal = CodeReader.boolLiteral
      let isBool = property.type?.lastName == "Bool" || literal(property.initializer) != nil
      guard isBool else {
        // Only for a property the view switches on or compares, and only what is written as a case or literal
        // (or names a parameter given one): a value of any other form is not one a case names.
        guard tested.contains(name) else { continue }
        if let expr = given.first(where: { $0.property == name })?.expr {
          if CodeReader.mayBeCaseOrLiteral(expr, parameter: true),
            case let given = value(of: expr, in: scope, expected: property.type), constantName(given) != nil
          {
            cases[name] = given.caseName
          }
        } else if let initializer = property.initializer,
          CodeReader.mayBeCaseOrLiteral(initializer, parameter: false),
          case let initial = value(of: initializer, in: Scope(owner: type, file: property.location.file)),
          constantName(initial) != nil
        {
          cases[name] = initial.caseName
        }
        continue
      }
      let argument = given.first { $0.property == name }?.expr
      let expr = argument ?? property.initializer
      // The creator's own flag handed on (`TopBar(showBack: showBack)` in a container's body): what
      // the container's creations give it (`NavigationResolver.mayBeTrue`).
      let forwarded = literal(expr) == nil ? argument.flatMap { handedOnFlag($0, in: scope) } : nil
      addFlagArgument(
        StateKey(owner: type.qualifiedName, name: name), creator: creator, value: literal(expr),
        forwarded: forwarded)
      values[name] = literal(expr)
    }
  }

  /// Whether an expression is written as an enum case (`.settings`, `Kind.settings`), a string or
  /// an integer literal, or, with `parameter`, a bare name (a parameter or local given one).
  static func mayBeCaseOrLiteral(_ expr: ExprSyntax, parameter: Bool) -> Bool {
    if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) { return true }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      return member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true
    }
    return parameter && expr.is(DeclReferenceExprSyntax.self)
  }

  /// Records, for each closure property a creation leaves out that has a value without it (an
  /// optional `var onTap: (() -> Void)?`, a default `= nil` or `= { ... }`), that default as this
  /// creator's closure: nothing for `nil`, else what the default closure does, read in the
  /// component's own code. So a screen that creates the row without `onTap:` gets no other
  /// creator's closure (`expandingClosureCalls` prefers the screen's own creations). Linear in the
  /// type's properties.
  private func recordLeftOutClosures(
    of type: TypeDeclaration, given: Set<String>, call: FunctionCallExprSyntax, summary: SummaryID?,
    scope: Scope,
    depth: Int
  ) {
    for name in type.propertyOrder where !given.contains(name) {
      guard let property = type.properties[name], !property.isStatic, property.getter == nil,
        property.wrapper == nil, case .function(returnsVoid: true, _)? = property.type?.unwrapped
      else { continue }
      var effects: [Effect] = []
      if let initializer = property.initializer {
        if let closure = peel(initializer).as(ClosureExprSyntax.self) {
          let own = Scope(owner: type, file: property.location.file, origin: type.qualifiedName)
          effects = run(closureValue(closure, in: own), arguments: [], depth: depth + 1)
        } else if !peel(initializer).is(NilLiteralExprSyntax.self) {
          continue
        }
      } else {
        guard case .optional? = property.type, !property.isConstant else { continue }
      }
      addClosureArgument(
        StateKey(owner: type.qualifiedName, name: name), effects: effects,
        creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary,
        at: call.location(in: scope.file))
    }
  }

  /// The stored properties a call creating a view gives, bound to the values of their arguments in
  /// `scope`, keeping only the values `keep` accepts (an enum case, a presented value; all, by
  /// default): the locals a wrapper's body is read with.
  func givenLocals(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope,
    keeping keep: (Value) -> Bool = { _ in true }
  ) -> [String: Value] {
    var locals: [String: Value] = [:]
    for (name, expr) in givenProperties(of: type, call: call) {
      guard let property = type.properties[name], property.getter == nil else { continue }
      let value = value(of: expr, in: scope)
      if keep(value) { locals[name] = value }
    }
    return locals
  }

  /// The arguments of a call creating a view, by the property each sets: labels through the
  /// initializer's renames, the trailing closure to the last closure parameter of the initializer
  /// the call uses (`init(@ViewBuilder content: () -> Content)`) or, without one, to the closure
  /// property Swift's forward scan picks among those not labelled (by an argument or an additional
  /// trailing closure: `Host { ... } footer: { ... }`), a `@ViewBuilder` property being one
  /// (`@ViewBuilder var content: Content`, which the memberwise initializer takes as a closure).
  func givenProperties(of type: TypeDeclaration, call: FunctionCallExprSyntax) -> [(
    property: String, expr: ExprSyntax
  )] {
    var given: [(label: String?, expr: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
    let labels = Set(given.compactMap(\.label) + call.additionalTrailingClosures.map(\.label.text))
    let positional =
      call.arguments.contains { $0.label == nil } ? positionalInitializer(type, call: call) : nil
    if let positional {
      for index in given.indices where given[index].label == nil {
        given[index].label = positional.names[index]
      }
    }
    if let trailing = call.trailingClosure {
      let closureProperties = type.propertyOrder.filter {
        if case .function = type.properties[$0]?.type?.unwrapped { return true }
        return type.properties[$0]?.wrapper == "ViewBuilder" && type.properties[$0]?.getter == nil
      }
      if let next = call.additionalTrailingClosures.first?.label.text {
        let parameter = leadingClosureParameter(
          type, labels: labels, before: next, properties: closureProperties)
        given.append((parameter, ExprSyntax(trailing)))
      } else {
        let parameter =
          trailingClosureParameter(type, labels: labels)
          ?? memberwiseTrailingClosureProperty(type, labels: labels, closureProperties: closureProperties)
        given.append((parameter, ExprSyntax(trailing)))
      }
    }
    for extra in call.additionalTrailingClosures {
      given.append((extra.label.text, ExprSyntax(extra.closure)))
    }
    guard !given.isEmpty else { return [] }
    let renames =
      positional.map { initializerRenames($0.initializer) }
      ?? initializerRenames(type, labels: given.map(\.label))
    return given.compactMap { label, expr in label.map { (renames[$0] ?? $0, expr) } }
  }

  /// The explicit initializer a call with unlabeled arguments uses, and the name of the parameter
  /// each argument is given to (`FiringSchedule({ firing = true })` with `init(_ start: @escaping ()
  /// -> Void)` gives the closure as `start`; a labelled argument keeps its label): the first
  /// initializer whose parameters the arguments fill in order, each argument the next parameter with
  /// its label (none for `_`), skipping only parameters with a default value, those left over having
  /// defaults or being closures the call's trailing closures give. Nil when none fits (a memberwise
  /// initializer labels every argument). O(initializers × parameters).
  func positionalInitializer(_ type: TypeDeclaration, call: FunctionCallExprSyntax) -> (
    initializer: FunctionDeclaration, names: [String?]
  )? {
    let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    initializers: for initializer in type.initializers {
      var names: [String?] = []
      var next = initializer.parameters.startIndex
      for argument in call.arguments {
        let label = argument.label?.text
        while next < initializer.parameters.endIndex, initializer.parameters[next].label != label {
          guard initializer.parameters[next].defaultValue != nil else { continue initializers }
          next += 1
        }
        guard next < initializer.parameters.endIndex else { continue initializers }
        names.append(label ?? initializer.parameters[next].name)
        next += 1
      }
      let left = initializer.parameters[next...].filter { $0.defaultValue == nil }
      guard left.count <= trailing else { continue }
      return (initializer, names)
    }
    return nil
  }

  /// The label of the parameter a trailing closure is given to: the last parameter of the first
  /// explicit initializer that takes every label given, when that parameter is a closure, is
  /// labelled and is not given by label. Nil when no initializer fits (a memberwise initializer).
  func trailingClosureParameter(_ type: TypeDeclaration, labels: Set<String>) -> String? {
    for initializer in type.initializers {
      guard let last = initializer.parameters.last, let label = last.label, !labels.contains(label),
        case .function? = last.type?.unwrapped,
        labels.isSubset(of: Set(initializer.parameters.compactMap(\.label)))
      else { continue }
      return label
    }
    return nil
  }

  /// The property of a memberwise initializer a trailing closure is given to, by Swift's forward
  /// scan (SE-0286): the first closure property after those given by label, skipping one with a
  /// default value when a later one has none (`@ViewBuilder var content: Content` before `var
  /// onForgot: () -> Void = {}` takes the closure); nil when none is left.
  private func memberwiseTrailingClosureProperty(
    _ type: TypeDeclaration, labels: Set<String>, closureProperties: [String]
  ) -> String? {
    let lastGiven = type.propertyOrder.lastIndex { labels.contains($0) }
    let candidates = closureProperties.filter { name in
      guard !labels.contains(name), let position = type.propertyOrder.firstIndex(of: name) else {
        return false
      }
      return lastGiven.map { position > $0 } ?? true
    }
    let required = candidates.map { type.properties[$0]?.initializer == nil }
    for (index, name) in candidates.enumerated() {
      if !required[index] && required[(index + 1)...].contains(true) { continue }
      return name
    }
    return nil
  }

  /// The label of the parameter an unlabeled first trailing closure is given to when labeled ones
  /// follow (`Bar(title: t) { ... } trailing: { ... }`): the first closure parameter not given by
  /// label that comes before the first labeled trailing closure's, in the declared order of the
  /// first explicit initializer that takes every label given, else of the closure properties (a
  /// memberwise initializer).
  func leadingClosureParameter(
    _ type: TypeDeclaration, labels: Set<String>, before next: String, properties: [String]
  ) -> String? {
    for initializer in type.initializers
    where labels.isSubset(of: Set(initializer.parameters.compactMap(\.label))) {
      for parameter in initializer.parameters {
        if parameter.label == next { return nil }
        if let label = parameter.label, !labels.contains(label), case .function? = parameter.type?.unwrapped {
          return label
        }
      }
      return nil
    }
    return properties.prefix { $0 != next }.first { !labels.contains($0) }
  }

  /// For a view with an explicit initializer: the property each argument label sets
  /// (`init(show: Binding<Bool>) { _isPresented = show }` sets `isPresented` from `show`; `init(
  /// @ViewBuilder rows: () -> Rows) { inner = rows() }` sets `inner` from the view `rows` builds;
  /// `init(action: @escaping () -> Void) { run = { action() } }` sets `run` from `action`).
  func initializerRenames(_ type: TypeDeclaration, labels: [String?]) -> [String: String] {
    let given = Set(labels.compactMap { $0 })
    guard
      let initializer = type.initializers.first(where: { initializer in
        given.isSubset(of: Set(initializer.parameters.compactMap(\.label)))
      })
    else { return [:] }
    return initializerRenames(initializer)
  }

  /// The property each parameter of `initializer` sets, keyed by the parameter's label (its name
  /// when it has none), as `initializerRenames(_:labels:)` reads them.
  func initializerRenames(_ initializer: FunctionDeclaration) -> [String: String] {
    guard let body = initializer.body else { return [:] }
    var parameterByName: [String: String] = [:]
    for parameter in initializer.parameters {
      parameterByName[parameter.name] = parameter.label ?? parameter.name
    }
    var renames: [String: String] = [:]
    for item in body {
      guard case .expr(let expr) = item.item, let sequence = expr.as(SequenceExprSyntax.self) else {
        continue
      }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let parameter = SyntaxText.name(elements[2]) ?? builtViewParameter(elements[2])
          ?? forwardedClosureParameter(elements[2]),
        let label = parameterByName[parameter]
      else { continue }
      var target = SyntaxText.bounded(elements[0], limit: 80)
      if target.hasPrefix("self.") { target.removeFirst(5) }
      if target.hasPrefix("_") { target.removeFirst() }
      renames[label] = target
    }
    return renames
  }

  /// The parameter a closure stands for when its body only calls it (`self.run = { action() }`,
  /// `{ await action() }`, `{ try await action() }`): a closure that runs the caller's closure and
  /// does nothing else is that closure. Nil for a closure with parameters or any other body.
  private func forwardedClosureParameter(_ expr: ExprSyntax) -> String? {
    guard let closure = expr.as(ClosureExprSyntax.self), closure.signature == nil,
      closure.statements.count == 1, let item = closure.statements.first,
      case .expr(var body) = item.item
    else { return nil }
    while true {
      if let awaited = body.as(AwaitExprSyntax.self) {
        body = awaited.expression
      } else if let tried = body.as(TryExprSyntax.self) {
        body = tried.expression
      } else {
        break
      }
    }
    return builtViewParameter(body)
  }

  /// The parameter a closure call without arguments names (`rows()`): the view the closure builds,
  /// stored by the initializer.
  private func builtViewParameter(_ expr: ExprSyntax) -> String? {
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
    else { return nil }
    return SyntaxText.name(call.calledExpression)
  }

  /// The closure written as an argument with named parameters (`{ tab in activeTab = tab }`), to
  /// run again with the values a call gives; nil for anything else.
  /// Where a closure given to a view is written: for a parameter of a function holding its
  /// caller's closure (`RowItem(title: title, action: action)` in `static func chevron(_:action:)`),
  /// at the caller, so that each call's closure is one argument of its own; else the expression.
  func argumentLocation(_ expr: ExprSyntax, in scope: Scope) -> SourceAnchor {
    if let reference = peel(expr).as(DeclReferenceExprSyntax.self),
      case .closure(let closure)? = scope.locals[reference.baseName.text]
    {
      return closure.location
    }
    return expr.location(in: scope.file)
  }

  func givenClosure(_ expr: ExprSyntax, in scope: Scope) -> ClosureValue? {
    guard let closure = peel(expr).as(ClosureExprSyntax.self), !CodeReader.parameterNames(closure).isEmpty
    else { return nil }
    return closureValue(closure, in: scope)
  }
}
