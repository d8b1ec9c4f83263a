internal import NavGraph
internal import SwiftSyntax

extension CodeReader {
  /// What an expression is under its modifier calls, each peeled (`HomeView().padding().tint(.blue)`
  /// is `HomeView()`; `control.padding()` is `control`): the first expression that is not a call
  /// of a member on a base. Iterative: O(modifiers).
  func unmodified(_ expr: ExprSyntax) -> ExprSyntax {
    var base = peel(expr)
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
    {
      base = peel(inner)
    }
    return base
  }

  /// Looks through `try`, `await`, parentheses, `!` and `?`, and modifiers written in a `#if` after
  /// a view (`MainTabs() #if os(iOS) .tint(.blue) #endif`: the view; `modifierChain`, which reads
  /// those modifiers, keeps them with `keepingCompiledModifiers`), and
  /// a construction's `body` read directly (`LoginPanel(...).body` shows the component itself), the
  /// view a deferring wrapper is given (`LazyView(Pier())` is `Pier()`, `CodeReader+DeferredViews`),
  /// and a type's initializer named in a call (the callee `Detail.init` of `Detail.init(item: x)` is
  /// `Detail`): iteratively, whatever their number.
  func peel(_ expr: ExprSyntax, keepingCompiledModifiers: Bool = false) -> ExprSyntax {
    // One test of the node's kind, then one cast: each cast is a call into swift-syntax, whose
    // generic `as` is not specialized here, and this runs for nearly every expression read.
    var current = expr
    while true {
      switch current.kind {
      case .tryExpr: current = current.cast(TryExprSyntax.self).expression
      case .postfixIfConfigExpr:
        guard !keepingCompiledModifiers, let base = current.cast(PostfixIfConfigExprSyntax.self).base
        else { return current }
        current = base
      case .awaitExpr: current = current.cast(AwaitExprSyntax.self).expression
      case .forceUnwrapExpr: current = current.cast(ForceUnwrapExprSyntax.self).expression
      case .optionalChainingExpr: current = current.cast(OptionalChainingExprSyntax.self).expression
      case .memberAccessExpr:
        let e = current.cast(MemberAccessExprSyntax.self)
        let name = e.declName.baseName.text
        if name == "body", e.declName.argumentNames == nil, let call = e.base?.as(FunctionCallExprSyntax.self)
        {
          current = ExprSyntax(call)
        } else if name == "init", let base = e.base,
          base.firstToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true,
          let call = e.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == e.id
        {
          current = ExprSyntax(base)
        } else {
          return current
        }
      case .functionCallExpr:
        guard let shown = deferredView(current.cast(FunctionCallExprSyntax.self)) else { return current }
        current = shown
      case .tupleExpr:
        let e = current.cast(TupleExprSyntax.self)
        guard e.elements.count == 1, let only = e.elements.first, only.label == nil else { return current }
        current = only.expression
      default: return current
      }
    }
  }

  /// What the reader knows of an expression's value. `expected` is the type the context gives it (a
  /// parameter's type), used to type `.case` written without its enum.
  func value(of expr: ExprSyntax, in scope: Scope, expected: TypeReference? = nil, depth: Int = 0) -> Value {
    let expr = peel(expr)
    guard depth < 24 else { return .unknown(SyntaxText.bounded(expr)) }
    if !scope.ternaryBranches.isEmpty, let ternary = Ternary(expr),
      let first = scope.ternaryBranches[ternary.id]
    {
      let branch = first ? ternary.first : ternary.second
      return value(of: branch, in: scope, expected: expected, depth: depth + 1)
    }
    if let literal = expr.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let literal = expr.as(IntegerLiteralExprSyntax.self) {
      return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int)
        ?? .unknown(literal.literal.text)
    }
    if expr.is(StringLiteralExprSyntax.self) { return .string(SyntaxText.literal(expr) ?? "") }
    if expr.is(NilLiteralExprSyntax.self) { return .none }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      if case .bool(let b) = value(of: prefix.expression, in: scope, depth: depth + 1) { return .bool(!b) }
      return .unknown(SyntaxText.bounded(expr))
    }
    if let array = expr.as(ArrayExprSyntax.self) {
      var element: TypeReference?
      if case .array(let e) = expected?.unwrapped { element = e }
      return .array(
        array.elements.map { value(of: $0.expression, in: scope, expected: element, depth: depth + 1) })
    }
    if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closureValue(closure, in: scope)) }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return value(ofName: reference.baseName.text, in: scope, location: expr.location(in: scope.file))
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      // `panel = .none` for a `Panel?` whose type has no case `none`: `Optional.none`, nil.
      if member.base == nil, member.declName.baseName.text == "none", case .optional(let wrapped)? = expected,
        index.lookup(wrapped, from: scope.owner?.qualifiedName)?.enumCase("none") == nil
      {
        return .none
      }
      return value(ofMember: member, in: scope, expected: expected, depth: depth)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return value(ofCall: call, in: scope, expected: expected, depth: depth)
    }
    // `boats[0]` of a typed array: one of its elements.
    if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
      subscriptCall.arguments.first?.label == nil,
      let element = arrayElement(of: value(of: subscriptCall.calledExpression, in: scope, depth: depth + 1))
    {
      return .typed(element)
    }
    if let cast = castType(expr) {
      let inner = value(of: cast.value, in: scope, depth: depth + 1)
      guard case .unknown = inner else { return inner }
      return .typed(cast.type)
    }
    if let fallback = coalescingFallback(expr), isNonNil(value(of: fallback, in: scope, depth: depth + 1)) {
      // `data["name"] as? String ?? id`: whatever the optional holds, the result is not nil.
      return .nonNil(SyntaxText.bounded(expr))
    }
    return .unknown(SyntaxText.bounded(expr))
  }

  /// The value after the last `??` of a sequence whose only operators are `??` (and casts):
  /// `a ?? b` is `b` when `a` is nil. Nil for any other expression.
  private func coalescingFallback(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
    guard !operators.isEmpty, operators.allSatisfy({ $0 == "??" }), let last = elements.last,
      elements.count >= 3, elements[elements.count - 2].as(BinaryOperatorExprSyntax.self) != nil
    else { return nil }
    return last
  }

  /// Whether a value is certainly not nil: a literal, a case, an instance or object made, or a value
  /// of a type that is not optional.
  private func isNonNil(_ value: Value) -> Bool {
    switch value {
    case .string, .int, .bool, .enumCase, .instance, .object, .array, .nonNil: return true
    case .typed(let type):
      if case .optional = type { return false }
      return true
    default: return false
    }
  }

  /// A cast (`venue.id as String`, `as!`, `as?`): the value cast and the type it has then (optional
  /// for `as?`).
  private func castType(_ expr: ExprSyntax) -> (value: ExprSyntax, type: TypeReference)? {
    guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let elements = Array(sequence.elements)
    guard let cast = elements[1].as(UnresolvedAsExprSyntax.self),
      let written = elements[2].as(TypeExprSyntax.self)
    else { return nil }
    let type = TypeReference(written.type)
    return (
      elements[0], cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(type) : type
    )
  }

  func closureValue(_ closure: ClosureExprSyntax, in scope: Scope) -> ClosureValue {
    ClosureValue(
      statements: closure.statements, parameters: CodeReader.parameterNames(closure), scope: scope,
      location: closure.location(in: scope.file))
  }

  /// A method named as a closure (`.sink(receiveValue: didPick)`, `self.didPick`): its body as a
  /// closure whose parameters are the method's, read in its type. Nil for anything else.
  func methodClosure(_ expr: ExprSyntax, in scope: Scope) -> ClosureValue? {
    guard case .method(let method, let owner) = value(of: expr, in: scope), let body = method.body else {
      return nil
    }
    return ClosureValue(
      statements: body, parameters: method.parameters.map(\.name),
      scope: Scope(owner: owner, file: method.location.file, origin: scope.origin, depth: scope.depth + 1),
      location: method.location)
  }

  /// The name a closure's first parameter has in its body: the one it declares (`{ route in ... }`,
  /// `{ (route: Route) in ... }`), or `$0` when it declares none (`{ coordinator.build(page: $0) }`).
  static func firstParameterName(_ closure: ClosureExprSyntax) -> String {
    parameterNames(closure).first ?? "$0"
  }

  /// The type a closure declares for its first parameter (`{ (hospital: Hospital) in ... }`).
  static func firstParameterType(_ closure: ClosureExprSyntax) -> TypeReference? {
    parameterTypes(closure).first ?? nil
  }

  /// The types a closure declares for its parameters, nil where it declares none, one per name of
  /// `parameterNames`.
  static func parameterTypes(_ closure: ClosureExprSyntax) -> [TypeReference?] {
    switch closure.signature?.parameterClause {
    case .parameterClause(let clause)?: return clause.parameters.map { $0.type.map(TypeReference.init) }
    case .simpleInput(let list)?: return list.map { _ in nil }
    default: return []
    }
  }

  /// The names of a closure's parameters (`{ route in ... }`, `{ (route: Route) in ... }`).
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let parameters):
      return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
    @unknown default: return []
    }
  }

  func value(ofName name: String, in scope: Scope, location: SourceAnchor) -> Value {
    if let local = scope.locals[name] { return local }
    if name.hasPrefix("$") {
      let bare = String(name.dropFirst())
      if let local = scope.locals[bare] {
        if case .state(let key, _) = local { return .binding(key) }
        if case .binding(let key) = local { return .binding(key) }
        return .unknown(name)
      }
      if let owner = scope.owner, let property = owner.properties[bare],
        case .state(let key, _, _) = role(of: property, in: owner)
      {
        return .binding(key)
      }
      return .unknown(name)
    }
    if name == "self", let owner = scope.owner {
      return owner.isView ? .unknown("self") : .object(owner.qualifiedName, [])
    }
    if let owner = scope.owner {
      if let property = owner.properties[name], let field = field(property, ofSelfIn: scope) { return field }
      if let property = owner.properties[name] { return value(ofProperty: property, in: owner, scope: scope) }
      if let method = owner.methods[name]?.first { return .method(method, owner: owner) }
    }
    // A file-level constant (`let usesNewOnboarding = true`): its initial value is its value.
    if let constant = index.constants[name], let initializer = constant.initializer {
      return expand("constant:\(name)", depth: 0, default: .unknown(name)) {
        value(of: initializer, in: Scope(owner: nil, file: constant.location.file), expected: constant.type)
      }
    }
    if let type = index.lookup(name: name, from: scope.owner?.qualifiedName) {
      return .typed(.named([type.qualifiedName], []))
    }
    return .unknown(name)
  }

  /// A plain stored property named alone in a method read with `self` standing for a value (`switch
  /// step` in `func view()` of the pushed `Flow`): that value's field, as `self.step` is. Nil for a
  /// wrapped or computed property, or when `self` is no pushed item nor made instance.
  private func field(_ property: PropertyDeclaration, ofSelfIn scope: Scope) -> Value? {
    guard property.wrapper == nil, property.getter == nil, !property.isStatic else { return nil }
    switch scope.locals["self"] {
    case .item(let path, _)?: return .item(path + [property.name], property.type)
    case .instance(_, let fields)?: return fields[property.name] ?? property.type.map(Value.typed)
    default: return nil
    }
  }

  func value(ofProperty property: PropertyDeclaration, in owner: TypeDeclaration, scope: Scope) -> Value {
    if let action = environmentActionName(of: property) {
      return .closureProperty(CodeReader.environmentActionKey(action))
    }
    switch role(of: property, in: owner) {
    case .dismiss, .presentationMode:
      return .dismiss(origin: owner.isView ? owner.qualifiedName : scope.origin)
    case .object(let type, let arguments):
      return .object(type.qualifiedName, arguments.map { substitute($0, in: scope) })
    case .protocolObject(let name): return .typed(.named([name], []))
    case .closure: return .closureProperty(StateKey(owner: owner.qualifiedName, name: property.name))
    case .computed: return .unknown(property.name)
    case .state(let key, let type, _): return property.storesBinding ? .binding(key) : .state(key, type)
    }
  }

  /// A type with the scope's generic parameters replaced by their arguments, inside optionals and
  /// arrays too (`[Routes]` of a `Router<AppRoutes>` is `[AppRoutes]`).
  func substitute(_ type: TypeReference, in scope: Scope) -> TypeReference {
    switch type {
    case .named(let components, let arguments):
      if components.count == 1, arguments.isEmpty, let bound = scope.generic(components[0]) { return bound }
      return .named(components, arguments.map { substitute($0, in: scope) })
    case .optional(let wrapped): return .optional(substitute(wrapped, in: scope))
    case .array(let element): return .array(substitute(element, in: scope))
    default: return type
    }
  }

  /// Whether a property is the whole environment, `@Environment(\.self) var env`.
  private func isEnvironmentValues(_ property: PropertyDeclaration) -> Bool {
    guard property.wrapper == "Environment",
      let keyPath = property.wrapperArguments?.first?.expression.as(KeyPathExprSyntax.self)
    else { return false }
    return SyntaxText.bounded(keyPath.components, limit: 40) == ".self"
  }

  private func value(
    ofMember member: MemberAccessExprSyntax, in scope: Scope, expected: TypeReference?, depth: Int
  )
    -> Value
  {
    let name = member.declName.baseName.text
    guard let base = member.base else {
      return .enumCase(type: expected.map { qualified($0, in: scope) }, name: name)
    }
    if let stored = userDefaultsProperty(member, in: scope) { return stored }
    if name == "dismiss" || name == "presentationMode", let owner = scope.owner,
      let reference = peel(ExprSyntax(base)).as(DeclReferenceExprSyntax.self),
      scope.locals[reference.baseName.text] == nil,
      let property = owner.properties[reference.baseName.text], isEnvironmentValues(property)
    {
      // `@Environment(\.self) var env` and `env.dismiss()`: the environment's own dismiss.
      return .dismiss(origin: owner.isView ? owner.qualifiedName : scope.origin)
    }
    if name == "callAsFunction", case .dismiss(let origin) = value(of: ExprSyntax(base), in: scope) {
      // `dismiss.callAsFunction` given as a closure (`dismissAction: dismiss.callAsFunction`): the
      // dismiss action itself.
      return .dismiss(origin: origin)
    }
    if let declared = typeNamed(ExprSyntax(base), in: scope) {
      if declared.enumCase(name) != nil { return .enumCase(type: declared.qualifiedName, name: name) }
      if let property = declared.properties[name], property.isStatic {
        if case .object(let type, let arguments) = role(of: property, in: declared) {
          return .object(type.qualifiedName, arguments)
        }
        if let found = value(ofStatic: property, in: declared, depth: depth) { return found }
      }
      return .unknown(SyntaxText.bounded(member))
    }
    // `self.$nav.selection`: as `$nav.selection`.
    if let qualified = base.as(MemberAccessExprSyntax.self), qualified.declName.baseName.text.hasPrefix("$"),
      let inner = qualified.base, isSelf(inner, in: scope)
    {
      let unqualified = MemberAccessExprSyntax(
        base: DeclReferenceExprSyntax(baseName: qualified.declName.baseName), declName: member.declName)
      return value(ofMember: unqualified, in: scope, expected: expected, depth: depth + 1)
    }
    if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
      scope.locals[reference.baseName.text] == nil
    {
      let bare = MemberAccessExprSyntax(
        base: reference.withoutDollar,
        declName: member.declName)
      switch value(ofMember: bare, in: scope, expected: nil, depth: depth + 1) {
      case .state(let key, _): return .binding(key)
      case let other: return other
      }
    }
    // `$model.flow.path`: the binding of `model.flow.path`, the state of the object `model.flow`
    // holds (the same state its methods write), not a field of `model.flow`.
    if let bare = CodeReader.withoutBindingPrefix(member, in: scope) {
      switch value(ofMember: bare, in: scope, expected: nil, depth: depth + 1) {
      case .state(let key, _): return .binding(key)
      case let other: return other
      }
    }
    // `Bindable(coordinator).isAuthPresented`: the binding of the object's property, as
    // `$coordinator.isAuthPresented` is with `@Bindable var coordinator`.
    if let object = bindableObject(ExprSyntax(base)) {
      let property = MemberAccessExprSyntax(base: object, declName: member.declName)
      switch value(ofMember: property, in: scope, expected: nil, depth: depth + 1) {
      case .state(let key, _): return .binding(key)
      case let other: return other
      }
    }
    // `self.$showSignup` in a view or the App: the binding of its own state, as `$showSignup` is.
    if name.hasPrefix("$"), isSelf(ExprSyntax(base), in: scope), let owner = scope.owner,
      owner.isView || owner.isApp,
      let property = owner.properties[String(name.dropFirst())],
      case .state(let key, _, _) = role(of: property, in: owner)
    {
      return .binding(key)
    }
    // `self.presentationMode`, `Button(action: self.onCancelTapped)` in a view: its own property
    // or method, as without `self.` (a view's `self` alone is no object the reader follows).
    if isSelf(ExprSyntax(base), in: scope), let owner = scope.owner, owner.isView {
      if let property = owner.properties[name] { return value(ofProperty: property, in: owner, scope: scope) }
      if let method = owner.methods[name]?.first { return .method(method, owner: owner) }
    }
    let baseValue = objectHeld(in: value(of: ExprSyntax(base), in: scope, depth: depth + 1))
    // `Pane.shed.rawValue`, `Tab.home.id`: the case stands for its raw value or id, as a tab's tag
    // written so names its case (`tagValue`), so that writing it selects that tab.
    if name == "rawValue" || name == "id", case .enumCase = baseValue { return baseValue }
    if isUntypedBase(baseValue, in: scope), let found = propertyOfUnknownObject(name) {
      // `environment.container.appState`, the container's type not in the files read.
      return found
    }
    // `boats.first`, `boats.last` of a typed array: an element, when there is one (of a state, told
    // by the state's name).
    if CodeReader.elementReturningMembers.contains(name), let element = arrayElement(of: baseValue) {
      if case .state(let key, _) = baseValue {
        return .state(StateKey(owner: key.owner, name: key.name + "." + name), .optional(element))
      }
      return .typed(.optional(element))
    }
    switch baseValue {
    case .object(let typeName, let arguments):
      guard let type = index.types[typeName] else { return .unknown(name) }
      var inner = Scope(owner: type, file: scope.file, origin: scope.origin)
      inner.generics = Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments))
      if let property = type.properties[name] {
        // State of a generic object has the type its arguments give (`stack` of a
        // `Router<AppRoutes>`, declared `[Routes]`, is `[AppRoutes]`).
        if case .state(let key, let declared?) = value(ofProperty: property, in: type, scope: inner),
          !inner.generics.isEmpty
        {
          return .state(key, substitute(declared, in: inner))
        }
        return value(ofProperty: property, in: type, scope: inner)
      }
      if let method = type.methods[name]?.first { return .method(method, owner: type) }
      return .unknown(name)
    case .item(let path, let type):
      // A field of the value presented or pushed has the type its property declares (`plant.species`).
      var fieldType: TypeReference?
      if let type, case .typed(let declared)? = memberOfTyped(type, named: name, in: scope) {
        fieldType = declared
      }
      return .item(path + [name], fieldType)
    case .state(let key, let type):
      // `sheet.wrappedValue` of a binding held as a value (`Binding<Sheet?>` from the environment):
      // the state it stands for.
      if name == "wrappedValue" { return baseValue }
      // A field of a typed state has the type its property declares (`first.id` of a `Boat?`).
      var fieldType: TypeReference?
      if let type, case .typed(let declared)? = memberOfTyped(type, named: name, in: scope) {
        fieldType = declared
      }
      return .state(StateKey(owner: key.owner, name: key.name + "." + name), fieldType)
    case .binding(let key):
      // `path.wrappedValue` of a binding stored as a plain property: the state it stands for.
      if name == "wrappedValue" { return .state(key, nil) }
      return .binding(StateKey(owner: key.owner, name: key.name + "." + name))
    case .instance(_, let fields): return fields[name] ?? .unknown(name)
    case .typed(let type):
      return memberOfTyped(type, named: name, in: scope) ?? .unknown(SyntaxText.bounded(member))
    case .dismiss: return name == "wrappedValue" ? baseValue : .unknown(name)
    default: return .unknown(SyntaxText.bounded(member))
    }
  }

  /// A member chain of two members or more rooted at a binding (`$model.flow.path`), written
  /// without its `$` (`model.flow.path`); nil for any other expression, and for a root that is a
  /// local of that name.
  static func withoutBindingPrefix(_ member: MemberAccessExprSyntax, in scope: Scope)
    -> MemberAccessExprSyntax?
  {
    var chain: [MemberAccessExprSyntax] = [member]
    while let inner = chain.last?.base?.as(MemberAccessExprSyntax.self) { chain.append(inner) }
    guard chain.count >= 2, let root = chain.last?.base?.as(DeclReferenceExprSyntax.self),
      root.baseName.text.hasPrefix("$"), root.baseName.text.count > 1, scope.locals[root.baseName.text] == nil
    else { return nil }
    var rebuilt = ExprSyntax(
      root.withoutDollar)
    for link in chain.reversed() {
      rebuilt = ExprSyntax(MemberAccessExprSyntax(base: rebuilt, declName: link.declName))
    }
    return rebuilt.as(MemberAccessExprSyntax.self)
  }

  /// The object a `Bindable(x)` call wraps to make bindings of its properties (`coordinator` in
  /// `Bindable(coordinator).path`); nil for any other expression.
  func bindableObject(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self),
      peel(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text == "Bindable",
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    else { return nil }
    return only.expression
  }

  /// A static property's value (`MockData.hospitals`): its initial value, typed by its declared
  /// type; for a property declared as an array, the declared type alone (`static let hospitals:
  /// [Hospital] = []`, elements the reader cannot make out, or a getter) when the initial value does
  /// not tell the elements' type, so that a `ForEach` over it knows its element; nil when nothing
  /// is known.
  private func value(ofStatic property: PropertyDeclaration, in declared: TypeDeclaration, depth: Int)
    -> Value?
  {
    let scope = Scope(owner: declared, file: property.location.file)
    let initial = property.initializer.map {
      value(of: $0, in: scope, expected: property.type, depth: depth + 1)
    }
    if let type = property.type, case .array = type {
      switch initial {
      case .array(let values) where values.first.flatMap({ typeName(of: $0, in: scope) }) == nil:
        return .typed(type)
      case nil, .unknown: return .typed(type)
      default: break
      }
    }
    return initial
  }

  /// The object that state holds (a `@Published` optional of a class: `model.flow` in
  /// `model.flow?.next()`), so that its members are the object's; any other value as it is.
  func objectHeld(in value: Value) -> Value {
    guard case .state(let key, let type?) = value, case .named(_, let arguments) = type.unwrapped,
      let declared = index.lookup(type, from: key.owner), declared.isObject
    else { return value }
    return .object(declared.qualifiedName, arguments)
  }

  /// The declared type an expression names (`Route` in `Route.home`, `Router.Destination`).
  func typeNamed(_ expr: ExprSyntax, in scope: Scope) -> TypeDeclaration? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard let first = name.unicodeScalars.first, scope.locals[name] == nil,
        scope.owner?.properties[name] == nil
      else { return nil }
      // A type named in lower case (`enum page { case card }`, `.tag(page.card)`): only one
      // declared in the files read, and no method of the type being read.
      if !first.properties.isUppercase {
        guard scope.owner?.methods[name] == nil, index.freeFunctions[name] == nil else { return nil }
        return index.lookup(name: name, from: scope.owner?.qualifiedName)
      }
      if let bound = scope.generic(name) { return index.lookup(bound, from: scope.owner?.qualifiedName) }
      return index.lookup(name: name, from: scope.owner?.qualifiedName)
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      if let outer = typeNamed(ExprSyntax(base), in: scope) {
        return index.types[outer.qualifiedName + "." + member.declName.baseName.text]
      }
      // A type nested in an extension of a type not in the files read (`extension UserDefaults {
      // struct Keys { ... } }`, named `UserDefaults.Keys`): by its dotted name.
      if let outer = undeclaredTypeName(ExprSyntax(base), in: scope) {
        return index.types[outer + "." + member.declName.baseName.text]
      }
    }
    if let specialized = expr.as(GenericSpecializationExprSyntax.self) {
      return typeNamed(specialized.expression, in: scope)
    }
    return nil
  }

  /// The dotted name a capitalised name (or chain of them) writes when it names no local, property
  /// nor declared type (`UserDefaults`): a type outside the files read. Nil otherwise.
  private func undeclaredTypeName(_ expr: ExprSyntax, in scope: Scope) -> String? {
    var components: [String] = []
    var current: ExprSyntax? = expr
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        components.append(member.declName.baseName.text)
        current = member.base.map(ExprSyntax.init)
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        components.append(reference.baseName.text)
        current = nil
      } else {
        return nil
      }
    }
    guard let first = components.last, scope.locals[first] == nil, scope.owner?.properties[first] == nil,
      components.allSatisfy({ $0.unicodeScalars.first?.properties.isUppercase == true }),
      index.lookup(name: first, from: scope.owner?.qualifiedName) == nil
    else { return nil }
    return components.reversed().joined(separator: ".")
  }

  private func value(
    ofCall call: FunctionCallExprSyntax, in scope: Scope, expected: TypeReference?, depth: Int
  )
    -> Value
  {
    if let stored = userDefaultsRead(call, in: scope) { return stored }
    let callee = peel(call.calledExpression)
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if member.base == nil {
        if name == "init", let expected {
          // `path = .init()` where the place holds a `NavigationPath`: as `NavigationPath()`.
          if expected.unwrapped.lastName == "NavigationPath" {
            return navigationPath(call, in: scope, depth: depth)
          }
          return construct(expected, call: call, in: scope, depth: depth)
        }
        return .enumCase(
          type: expected.map { qualified($0, in: scope) }, name: name,
          values: associatedValues(call, in: scope, depth: depth))
      }
      if let base = member.base, let declared = typeNamed(ExprSyntax(base), in: scope) {
        if declared.enumCase(name) != nil {
          return .enumCase(
            type: declared.qualifiedName, name: name, values: associatedValues(call, in: scope, depth: depth))
        }
        // `Feature.State()`: a type nested in the one the base names, created.
        if name.first?.isUppercase == true, let nested = typeNamed(callee, in: scope),
          nested.outer == declared.qualifiedName
        {
          return construct(.named([nested.qualifiedName], []), call: call, in: scope, depth: depth)
        }
      }
      // `presentationMode.animation().wrappedValue.dismiss()`, `$shown.animation(.spring)`: a
      // binding that animates its changes stands for the same state or dismiss action.
      if name == "animation" || name == "transaction", let base = member.base {
        let held = value(of: ExprSyntax(base), in: scope, depth: depth + 1)
        switch held {
        case .dismiss, .binding: return held
        default: break
        }
      }
      // `$router.tab.onUpdate { ... }`, an app's method of `extension Binding` returning one: the
      // binding it is called on (held-out set 90 NavigationApp's tab selection).
      if index.bindingWrappers.contains(name), let base = member.base,
        case .binding(let key) = value(of: ExprSyntax(base), in: scope, depth: depth + 1)
      {
        return .binding(key)
      }
      // `users.filter { ... }`, `users.sorted(by: ...)`, `users.prefix(3)`: the collection's elements.
      if CodeReader.elementPreservingMethods.contains(name), let base = member.base,
        let element = arrayElement(of: value(of: ExprSyntax(base), in: scope, depth: depth + 1))
      {
        return .typed(.array(element))
      }
      // `boats.randomElement()`, `boats.first(where: ...)`: an element, when there is one.
      if CodeReader.elementReturningMembers.contains(name), let base = member.base,
        let element = arrayElement(of: value(of: ExprSyntax(base), in: scope, depth: depth + 1))
      {
        return .typed(.optional(element))
      }
      // A dependency container's `resolver.resolve(SheetModel.self)` (Swinject, Resolver, Factory):
      // an instance of the type it is given, an object of a class the files read declare.
      if ["resolve", "resolved"].contains(name), member.base != nil, let first = call.arguments.first,
        first.label == nil, let metatype = peel(first.expression).as(MemberAccessExprSyntax.self),
        metatype.declName.baseName.text == "self", let base = metatype.base
      {
        let type = TypeReference(ExprSyntax(base).typeSyntax)
        if let declared = index.lookup(type, from: scope.owner?.qualifiedName), declared.isObject {
          return .object(declared.qualifiedName, [])
        }
        return .typed(.optional(type))
      }
      // `Route.feed(Feed(uri: ..., name: ...))` on a type the files read do not declare, too long to
      // be told whole: told by what it calls, so that it still reads as a case of that type when a
      // registration names it (`caseOfUndeclaredRegisteredType`), whatever its arguments are.
      let text = SyntaxText.bounded(call)
      if text.hasSuffix("..."), call.trailingClosure == nil, let base = member.base,
        undeclaredType(ExprSyntax(base), in: scope) != nil
      {
        return .unknown(SyntaxText.bounded(member) + "(...)")
      }
      // A method of a declared type whose declared result is no optional (`func openChat(with:)
      // async throws -> String`, called on `ChatAPI()`): not nil, whatever its body does; a value
      // of that type when the files read declare it (`func makeTicket(for:) -> Ticket`).
      if let base = member.base,
        let owner = declaredType(of: value(of: ExprSyntax(base), in: scope, depth: depth + 1)),
        let returned = owner.methods[name]?.first?.returnType, CodeReader.isNonNilResult(returned)
      {
        if let type = index.lookup(returned, from: owner.qualifiedName), !type.isObject {
          return .typed(.named(type.qualifiedName.split(separator: ".").map(String.init), []))
        }
        return .nonNil(text)
      }
      return .unknown(text)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "NavigationPath" { return navigationPath(call, in: scope, depth: depth) }
      if name == "Binding", let key = getSetBinding(call, in: scope) { return .binding(key) }
      if typeNamed(callee, in: scope) != nil {
        return construct(.named([name], []), call: call, in: scope, depth: depth)
      }
      // The initializer of the type the place holds (`currentUser = User(...)` for a `User?`), a
      // type not in the files read: a value of that type, not nil.
      if let expected, expected.unwrapped.lastName == name { return .typed(expected.unwrapped) }
      // A conversion to a standard value type (`String(venue.id)`, `Int(depth)`): a value of that
      // type.
      if CodeReader.convertedTypes.contains(name) { return .typed(.named([name], [])) }
      // `Array(users.prefix(3))`: the elements of the collection it is made from.
      if name == "Array", call.arguments.count == 1, call.arguments.first?.label == nil,
        let argument = call.arguments.first?.expression,
        let element = arrayElement(of: value(of: argument, in: scope, depth: depth + 1))
      {
        return .typed(.array(element))
      }
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self), typeNamed(callee, in: scope) != nil
    {
      return construct(TypeReference(ExprSyntax(specialized).typeSyntax), call: call, in: scope, depth: depth)
    }
    // The initializer of a type the files read do not declare (`Habit()`, `User(id: uid)`,
    // `Box<Int>()`): a value of that type, so that pushing it or writing it to a root switch's state
    // has a type.
    if let type = undeclaredType(callee, in: scope) { return .typed(type) }
    if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 { return .array([]) }
    return .unknown(SyntaxText.bounded(call))
  }

  /// The declared type of an object, an instance or a value of a known type; nil for anything else.
  private func declaredType(of value: Value) -> TypeDeclaration? {
    switch objectHeld(in: value) {
    case .object(let name, _): return index.types[name]
    case .instance(let name, _): return index.types[name]
    case .typed(let type): return index.lookup(type, from: nil)
    default: return nil
    }
  }

  /// Whether a declared result is a value that is never nil and says nothing the reader reads as a
  /// flag: no optional, no `Bool`, no `Void`, no function.
  static func isNonNilResult(_ type: TypeReference) -> Bool {
    switch type {
    case .optional, .function: return false
    case .named(let components, _): return !["Bool", "Void"].contains(components.joined(separator: "."))
    case .tuple(_, let types): return !types.isEmpty
    default: return true
    }
  }

  /// The type a callee names when it is a capitalised name that is no local, property, declared type
  /// nor function the reader knows (`Habit`, `Box<Int>`): a type of a file not read.
  func undeclaredType(_ callee: ExprSyntax, in scope: Scope) -> TypeReference? {
    var name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard let name, let first = name.unicodeScalars.first, first.properties.isUppercase,
      scope.locals[name] == nil, scope.owner?.properties[name] == nil, scope.owner?.methods[name] == nil,
      index.freeFunctions[name] == nil, typeNamed(callee, in: scope) == nil
    else { return nil }
    return TypeReference(callee.typeSyntax)
  }

  /// Methods whose result holds elements of the collection they are called on, of its element type.
  static let elementPreservingMethods: Set<String> = [
    "filter", "sorted", "prefix", "suffix", "reversed", "shuffled", "dropFirst", "dropLast",
  ]

  /// The element type of a collection whose type the reader knows (a property declared `[User]`).
  private func arrayElement(of value: Value) -> TypeReference? {
    switch value {
    case .state(_, let type?), .typed(let type), .item(_, let type?):
      if case .array(let element) = type.unwrapped { return element }
      return nil
    default: return nil
    }
  }

  /// Members and methods of a collection that give one of its elements, or nil (`first`,
  /// `randomElement()`, `first(where:)`).
  static let elementReturningMembers: Set<String> = ["first", "last", "randomElement", "min", "max"]

  /// Standard value types whose initializer converts its argument (`String(id)`, `Int(depth)`).
  static let convertedTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double",
    "Float", "CGFloat", "Character", "Decimal", "UUID", "URL", "Date",
  ]

  /// An instance made by a type's initializer: an object for a class, else the arguments by label
  /// (memberwise: a label names the stored property it sets).
  /// A `NavigationPath` made by a call of its initializer (`NavigationPath()`, `.init()` where a
  /// path is expected): from a literal of routes (`NavigationPath([Leg.add])`), those routes, as a
  /// `[Route]` path written `[.add]` is; an empty path otherwise.
  private func navigationPath(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> Value {
    if call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      peel(argument.expression).as(ArrayExprSyntax.self)?.elements.isEmpty == false,
      case .array(let routes) = value(of: argument.expression, in: scope, depth: depth + 1)
    {
      return .array(routes)
    }
    return .instance(type: "NavigationPath", fields: [:])
  }

  private func construct(_ written: TypeReference, call: FunctionCallExprSyntax, in scope: Scope, depth: Int)
    -> Value
  {
    let type = index.resolvingAliases(written, from: scope.owner?.qualifiedName)
    guard let declared = index.lookup(substitute(type, in: scope), from: scope.owner?.qualifiedName) else {
      return .unknown(SyntaxText.bounded(call))
    }
    if declared.isObject && !declared.isRouteClass {
      noteInitializerClosures(of: declared, call: call, in: scope, depth: depth)
      var arguments: [TypeReference] = []
      if case .named(_, let generic) = type { arguments = generic.map { substitute($0, in: scope) } }
      return .object(declared.qualifiedName, arguments)
    }
    var fields: [String: Value] = [:]
    for (position, argument) in call.arguments.enumerated() {
      guard let label = argument.label?.text ?? heldViewParameter(of: declared, at: position, call: call)
      else {
        continue
      }
      let fieldType = declared.properties[label]?.type
      // A view stored in a field typed `AnyView` (`screen: AnyView(ProfileView())`), or kept in a
      // closure field (`make = { AnyView(view) }`, `HeldViewRoutes`): kept with its scope, for a
      // link that shows the field (`GivenDestinations`).
      let holdsView =
        fieldType?.unwrapped == .named(["AnyView"], [])
        ? !peel(argument.expression).is(NilLiteralExprSyntax.self)
        : argument.label == nil && closureHoldsView(label, of: declared)
      if holdsView {
        fields[label] = .view(GivenView(expr: argument.expression, scope: scope))
        continue
      }
      let field = value(of: argument.expression, in: scope, expected: fieldType, depth: depth + 1)
      fields[label] = field
      // A route class's binding to the path (`Flow(step: .search, path: $store.path)`): its moves on
      // the binding are moves on the state given.
      let key = StateKey(owner: declared.qualifiedName, name: label)
      if declared.isRouteClass, declared.properties[label]?.wrapper == "Binding",
        case .binding(let bound) = field,
        bound != key
      {
        addAlias(key, to: bound)
      }
    }
    // Closures given after the parentheses (`MenuEntry(title: "History") { nav.push(.history) }`):
    // the trailing one to the closure parameter or property it fills, the others by their labels.
    if let trailing = call.trailingClosure {
      let labels = Set(fields.keys).union(call.additionalTrailingClosures.map(\.label.text))
      let property =
        trailingClosureParameter(declared, labels: labels)
        ?? declared.propertyOrder.last { name in
          guard !labels.contains(name), case .function? = declared.properties[name]?.type?.unwrapped else {
            return false
          }
          return declared.properties[name]?.getter == nil
        }
      if let property { fields[property] = value(of: ExprSyntax(trailing), in: scope, depth: depth + 1) }
    }
    for extra in call.additionalTrailingClosures {
      fields[extra.label.text] = value(of: ExprSyntax(extra.closure), in: scope, depth: depth + 1)
    }
    return .instance(type: declared.qualifiedName, fields: fields)
  }

  /// The state an expression names, as a place to write or a path to change: a property of the
  /// scope's owner, of an object, a field of state (`appState.phase`), or a binding passed as a
  /// parameter.
  func key(of expr: ExprSyntax, in scope: Scope) -> StateKey? {
    let expr = peel(expr)
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let local = scope.locals[name] {
        switch local {
        case .binding(let key), .state(let key, _): return key
        default: return nil
        }
      }
      if let owner = scope.owner, let property = owner.properties[name],
        case .state(let key, _, _) = role(of: property, in: owner)
      {
        return key
      }
      return nil
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if case .state(let key, _)? = userDefaultsProperty(member, in: scope) { return key }
      // `self.tab`, also `self?.tab` in a closure capturing `[weak self]`.
      if isSelf(peel(ExprSyntax(base)), in: scope) {
        var members = scope
        members.locals = [:]
        return key(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: members)
      }
      switch objectHeld(in: value(of: ExprSyntax(base), in: scope)) {
      case .object(let typeName, _):
        guard let type = index.types[typeName], let property = type.properties[name] else {
          return StateKey(owner: typeName, name: name)
        }
        if case .state(let key, _, _) = role(of: property, in: type) { return key }
        return nil
      case .state(let key, _), .binding(let key):
        // `sheet.wrappedValue = .settings` on a binding held as a value: the state it stands for.
        return name == "wrappedValue" ? key : StateKey(owner: key.owner, name: key.name + "." + name)
      case .instance(let typeName, _):
        // A subject a value holds (`Signals.shared.signIn` of a struct shared through a static
        // instance): the subject is an object, the same in every copy of the value.
        let key = StateKey(owner: typeName, name: name)
        return isSubject(key) ? key : nil
      default: return nil
      }
    }
    return nil
  }

  /// The type a value has, qualified, when the reader knows it.
  func typeName(of value: Value, in scope: Scope) -> String? {
    switch value {
    case .enumCase(let type, _, _): return type
    case .instance(let type, _): return type
    case .object(let type, _): return type
    case .typed(let type): return qualified(type, in: scope)
    case .state(_, let type?), .item(_, let type?): return qualified(type, in: scope)
    case .bool: return "Bool"
    case .int: return "Int"
    case .string: return "String"
    default: return nil
    }
  }
}
