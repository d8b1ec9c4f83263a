internal import SwiftSyntax

/// Choices between destinations: `if` and `switch` into alternatives with their conditions, and the
/// subjects and cases conditions test.
extension CodeReader {
  func choice(_ ifExpr: IfExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int)
    -> Shape
  {
    // A tab bar drawn by hand, read with the content (`readHandMadeTabBar`): also where the choice
    // is given to a container of the app's own (`Bar(selection: $pane) { if pane == 0 { ... } }`).
    if let info = tabViews[ifExpr.location(in: scope.file)] { return .tabs(info) }
    switch knownBranch(of: ifExpr, in: scope) {
    case .taken(let block)?:
      return shape(
        ofItems: block.statements, in: scope, kind: kind, host: host, at: block.location(in: scope.file),
        depth: depth + 1)
    case .skipped?: return .empty
    case nil: break
    }
    let nested = conditionListChoice(ifExpr, in: scope) { block, inner in
      guard let block else { return .empty }
      return shape(
        ofItems: block.statements, in: inner, kind: kind, host: host, at: block.location(in: inner.file),
        depth: depth + 1)
    }
    if let nested { return nested }
    if case let (blocks, exhaustive) = ifChainBlocks(ifExpr), exhaustive,
      let shown = givenContentBranch(blocks.map(\.statements), in: scope)
    {
      // Every branch dresses the content the view is given (`CodeReader+GivenContentChoices`).
      return shape(
        ofItems: blocks[shown].statements, in: scope, kind: kind, host: host,
        at: blocks[shown].location(in: scope.file), depth: depth + 1)
    }
    var alternatives: [(conditions: [Condition], shape: Shape)] = []
    var seen: [(Subject, String)] = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      var inner = scope
      bind(conditions: clause.conditions, into: &inner)
      if isImplied(by: seen, clause.conditions, in: scope) {
        // The clause holds whenever those before it fail: the chain's `else`.
        let shape = self.shape(
          ofItems: clause.body.statements, in: inner, kind: kind, host: host,
          at: clause.body.location(in: scope.file), depth: depth + 1)
        alternatives.append((elseConditions(seen), shape))
        break
      }
      let tested = disjunctConditions(of: clause.conditions, in: scope)
      seen += tested
      let shape = self.shape(
        ofItems: clause.body.statements, in: inner, kind: kind, host: host,
        at: clause.body.location(in: scope.file), depth: depth + 1)
      for (subject, value) in tested {
        alternatives.append(
          ([Condition(subject: subject, value: value, location: clause.location(in: scope.file))], shape))
      }
      current = nil
      switch clause.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock(let block):
        let shape = self.shape(
          ofItems: block.statements, in: scope, kind: kind, host: host, at: block.location(in: scope.file),
          depth: depth + 1)
        alternatives.append((elseConditions(seen), shape))
      case nil: alternatives.append((elseConditions(seen), .empty))
      @unknown default: break
      }
    }
    if let stack = stackBesideLoadingPlaceholders(alternatives, kind: kind) { return stack }
    let kept = withoutPlaceholders(alternatives, kind: kind)
    return sameViewInEveryBranch(kept) ?? oneTabScreen(kept, kind: kind) ?? .choice(kept)
  }

  /// What an `if` chain whose conditions the reader knows runs: the block of the first clause that
  /// holds, the `else`, or nothing.
  enum KnownBranch {
    case taken(CodeBlockSyntax)
    case skipped
  }

  /// The branch an `if` chain takes when each condition it tests is on a value the reader knows (a
  /// file-level or static constant, a literal, a parameter given `false` by its call: `if
  /// usesNewOnboarding`, `if !accepted`, `if Rollout.layout == .grid`; an availability check, read
  /// as the newest system runs the app: `if #available(iOS 15.0, *) { ... } else { }` around a whole
  /// body; a test of the device, as an upright iPhone answers it: `if sizeClass == .regular`,
  /// `CodeReader+DeviceConditions`): a run takes that branch only. Nil when a condition tested is anything else (then every
  /// branch is an alternative). Iterative over `else if`: O(clauses).
  func knownBranch(of ifExpr: IfExprSyntax, in scope: Scope) -> KnownBranch? {
    var clause = ifExpr
    while true {
      guard clause.conditions.count == 1, let tested = clause.conditions.first?.condition else { return nil }
      if case .expression(let expr) = tested, let phone = phoneValue(of: expr, in: scope) {
        // A test of the device (`CodeReader+DeviceConditions`): an upright iPhone's answer.
        if phone { return .taken(clause.body) }
      } else if case .expression(let expr) = tested, let flag = caseFlag(expr, in: scope) {
        // A Bool a known case's computed property gives (`if entry.isSoon` in a row of
        // `DeckEntry.allCases`, `var isSoon: Bool { switch self { ... } }`).
        if flag { return .taken(clause.body) }
      } else {
        guard let holds = knownValue(of: clause.conditions, in: scope) else { return nil }
        if holds { return .taken(clause.body) }
      }
      switch clause.elseBody {
      case .ifExpr(let next): clause = next
      case .codeBlock(let block): return .taken(block)
      case nil: return .skipped
      @unknown default: return nil
      }
    }
  }

  /// Whether a condition that every run answers the same way holds: one value test of a constant
  /// (`false`, `#available(...)`, a run check: `CodeReader+RunChecks`). Nil for any other
  /// condition.
  func knownValue(of conditions: ConditionElementListSyntax, in scope: Scope) -> Bool? {
    guard conditions.count == 1, let tested = conditions.first?.condition, isValueOrAvailability(tested),
      case (.state(let key), let value) = condition(of: conditions, in: scope),
      let constant = key.constantValue
    else { return nil }
    return value == constant || value == "some"
  }

  /// The block an `if` on the system runs: an availability check on the newest system (`if
  /// #available(iOS 15.0, *) { ... } else { }`), a test of the device on an upright iPhone (`if
  /// sizeClass == .regular { ... } else { ... }`, `CodeReader+DeviceConditions`). No choice of the
  /// user's, so what that block shows is what the view shows. Nil for any other `if`.
  func systemBranch(of ifExpr: IfExprSyntax, in scope: Scope) -> CodeBlockSyntax? {
    switch ifExpr.conditions.first?.condition {
    case .availability?: break
    case .expression(let expr)? where phoneValue(of: expr, in: scope) != nil: break
    default: return nil
    }
    guard case .taken(let block)? = knownBranch(of: ifExpr, in: scope) else { return nil }
    return block
  }

  /// Whether a condition tests a value (`flag`, `x == .case`) or the system's version
  /// (`#available`, `#unavailable`), not a binding or a pattern.
  private func isValueOrAvailability(_ condition: ConditionElementSyntax.Condition) -> Bool {
    switch condition {
    case .expression, .availability: return true
    default: return false
    }
  }

  /// The case a `switch` takes when its subject is a value the reader knows (a constant enum case,
  /// `build(page: .main)`, `Rollout.layout`; a literal): the case naming it, else `default`; nil
  /// when the subject is not known or no case is certain. An enum case (also standing for its raw
  /// value, `row.rawValue`) tested against a literal (`case 0:`) is not certain: the reader does not
  /// tell raw values.
  func constantCase(of switchExpr: SwitchExprSyntax, in scope: Scope) -> SwitchCaseSyntax? {
    let subject = value(of: switchExpr.subject, in: scope)
    guard let name = constantName(subject) else { return nil }
    var isCase = false
    if case .enumCase = subject { isCase = true }
    var fallback: SwitchCaseSyntax?
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { return nil }
      switch switchCase.label {
      case .case(let label):
        for item in label.caseItems {
          if item.whereClause != nil { return nil }
          if isCase, let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
            expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
          {
            return nil
          }
          guard let caseName = caseName(of: item.pattern) else { return nil }
          if caseName == name { return switchCase }
        }
      case .default: fallback = switchCase
      @unknown default: return nil
      }
    }
    return fallback
  }

  /// The conditions of an `else`: none of the values the clauses before it tested.
  func elseConditions(_ seen: [(Subject, String)]) -> [Condition] {
    var bySubject: [(Subject, [String])] = []
    for (subject, value) in seen {
      if let i = bySubject.firstIndex(where: { $0.0 == subject }) {
        bySubject[i].1.append(value)
      } else {
        bySubject.append((subject, [value]))
      }
    }
    return bySubject.map { subject, values in
      if values == ["true"] { return Condition(subject: subject, value: "false") }
      if values == ["false"] { return Condition(subject: subject, value: "true") }
      return Condition(subject: subject, value: nil, excluded: values)
    }
  }

  func choice(
    _ switchExpr: SwitchExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape {
    if let info = tabViews[switchExpr.location(in: scope.file)] { return .tabs(info) }
    let subject = self.subject(of: switchExpr.subject, in: scope)
    if let selected = constantCase(of: switchExpr, in: scope) {
      var inner = scope
      if case .case(let label) = selected.label {
        for item in label.caseItems { bindPattern(item.pattern, into: &inner) }
      }
      return self.shape(
        ofItems: selected.statements, in: inner, kind: kind, host: host,
        at: selected.location(in: scope.file), depth: depth + 1)
    }
    let cases = switchExpr.cases.compactMap { element -> SwitchCaseSyntax? in
      if case .switchCase(let switchCase) = element { return switchCase }
      return nil
    }
    if cases.count == switchExpr.cases.count,
      let shown = givenContentBranch(cases.map(\.statements), in: scope)
    {
      // Every case dresses the content the view is given (`CodeReader+GivenContentChoices`).
      var inner = scope
      if case .case(let label) = cases[shown].label {
        for item in label.caseItems { bindPattern(item.pattern, into: &inner) }
      }
      return self.shape(
        ofItems: cases[shown].statements, in: inner, kind: kind, host: host,
        at: cases[shown].location(in: scope.file), depth: depth + 1)
    }
    var alternatives: [(conditions: [Condition], shape: Shape)] = []
    var named: [String] = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      var inner = scope
      let location = switchCase.location(in: scope.file)
      switch switchCase.label {
      case .case(let label):
        let names = caseNames(label, switchingOn: switchExpr.subject, in: scope)
        for item in label.caseItems {
          bindPattern(item.pattern, into: &inner)
          bindAssociatedValues(item.pattern, of: subject, into: &inner)
        }
        let associated =
          label.caseItems.count == 1
          ? associatedConditions(label.caseItems[label.caseItems.startIndex].pattern, of: subject) : []
        named += names
        let shape = self.shape(
          ofItems: switchCase.statements, in: inner, kind: kind, host: host, at: location, depth: depth + 1)
        for name in names {
          alternatives.append(([Condition(subject: subject, value: name)] + associated, shape))
        }
        if names.isEmpty {
          alternatives.append(
            ([Condition(subject: subject, value: SyntaxText.bounded(label.caseItems, limit: 40))], shape))
        }
      case .default:
        let shape = self.shape(
          ofItems: switchCase.statements, in: inner, kind: kind, host: host, at: location, depth: depth + 1)
        alternatives.append(([Condition(subject: subject, value: nil, excluded: named)], shape))
      @unknown default: break
      }
    }
    return oneTabScreen(alternatives, kind: kind) ?? .choice(alternatives)
  }

  /// The case a pattern matches: `.pageA`, `.pageA(let models)`, `let .pageA(models)`, `Route.home`, a
  /// literal; on an optional, `.some(true)` and `.some(.home)` match what they wrap (`true`, `home`),
  /// as a write of it does, and `.some(let x)` any value (`some`).
  func caseName(of pattern: PatternSyntax) -> String? {
    var current = pattern
    if let binding = current.as(ValueBindingPatternSyntax.self) { current = binding.pattern }
    guard let expression = current.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    var expr = peel(expression)
    while let call = expr.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self).map({
        $0.base == nil && $0.declName.baseName.text == "some"
      })
        == true,
      call.arguments.count == 1, let wrapped = call.arguments.first, wrapped.label == nil,
      !wrapped.expression.is(PatternExprSyntax.self)
    {
      expr = peel(wrapped.expression)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) { expr = peel(call.calledExpression) }
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
    if let literal = expr.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
    return SyntaxText.literal(expr)
  }

  /// The case or literal a value the reader knows is, as conditions name it: an enum case, a Bool,
  /// a number, a string. Nil for anything else (`nil` too: an optional is state or unknown).
  func constantName(_ value: Value) -> String? {
    switch value {
    case .enumCase, .bool, .int, .string: return value.caseName
    default: return nil
    }
  }

  /// What a `switch` looks at: the presented item (or a field of it), state, or a value the reader
  /// knows (`StateKey.constant`); `store.case` of a store given as the item is the item. A call of a method that only returns a property of its object
  /// (`auth.currentAccount()`) is that property (`accessedProperty`). Anything else is a subject the
  /// reader cannot follow, named by its text.
  func subject(of expr: ExprSyntax, in scope: Scope) -> Subject {
    // The Composable Architecture's `switch store.case`: the case of the element a store holds.
    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "case",
      let base = member.base, case .item(let path, _) = value(of: base, in: scope)
    {
      return .item(path)
    }
    if isFirebaseCurrentUser(expr, in: scope) { return .state(CodeReader.firebaseCurrentUserKey) }
    let expr = accessedProperty(expr, in: scope) ?? expr
    let value = value(of: expr, in: scope)
    switch value {
    case .item(let path, _): return .item(path)
    case .state(let key, _), .binding(let key): return .state(key)
    default:
      if let name = constantName(value) { return .state(.constant(name)) }
      // A property forwarded from an outside object the holder subscribes to (`forwardedState`).
      if let key = forwardedState(expr, in: scope) { return .state(key) }
      return .state(StateKey(owner: "?", name: SyntaxText.bounded(expr, limit: 60)))
    }
  }

  /// The subject and value an `if` condition tests: `flag` (true), `!flag` (false),
  /// `x == .case`, `x == nil` (nil), `let x = state` and `x != nil` (some). `#available(...)` holds
  /// as a literal `true` does, `#unavailable(...)` not: the reader reads the app as the newest
  /// system runs it.
  func condition(of conditions: ConditionElementListSyntax, in scope: Scope) -> (Subject, String) {
    if conditions.count == 1, let first = conditions.first {
      switch first.condition {
      case .availability(let check):
        let holds = check.availabilityKeyword.tokenKind != .poundUnavailable
        return (.state(.constant(holds ? "true" : "false")), "true")
      case .expression(let expr): return condition(of: expr, in: scope)
      case .optionalBinding(let binding):
        if let initializer = binding.initializer?.value {
          return queryCondition((subject(of: initializer, in: scope), "some"))
        }
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          return (
            subject(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: scope), "some"
          )
        }
      default: break
      }
    }
    return (.state(StateKey(owner: "?", name: SyntaxText.bounded(conditions, limit: 60))), "true")
  }

  func condition(of expr: ExprSyntax, in scope: Scope) -> (Subject, String) {
    let expr = peel(expr)
    if let holds = runCheck(expr) { return (.state(.constant(holds ? "true" : "false")), "true") }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      // `!(user?.onboarded ?? true)`: the optional flag is false. `!(flag ?? false)` holds for
      // nil too, which one value cannot say.
      if let (tested, fallback) = defaulted(peel(prefix.expression)) {
        let (subject, value) = condition(of: tested, in: scope)
        if fallback, value == "true" { return (subject, "false") }
        return (self.subject(of: expr, in: scope), "true")
      }
      let (subject, value) = condition(of: prefix.expression, in: scope)
      if value == "true" { return (subject, "false") }
      if value == "false" { return (subject, "true") }
      // `!paddlers.isEmpty` (`queryCondition`), `!auth.isIn` with `var isIn: Bool { member != nil
      // }` (`computedTest`): the other of nil and some.
      if case .state(let key) = subject, key.owner != "?" {
        if value == "nil" { return (subject, "some") }
        if value == "some" { return (subject, "nil") }
      }
    }
    if let sequence = expr.as(SequenceExprSyntax.self),
      let tested = comparison(Array(sequence.elements), in: scope)
    {
      return queryCondition(tested)
    }
    // `user?.onboarded ?? false`: the optional flag is true.
    if let (tested, fallback) = defaulted(expr), !fallback {
      let (subject, value) = condition(of: tested, in: scope)
      if value == "true" { return (subject, value) }
    }
    if let tested = computedTest(expr, in: scope) { return tested }
    return queryCondition((subject(of: expr, in: scope), "true"))
  }

  /// An optional flag given a default, `flag ?? true`: the flag and the default. Nil for any other
  /// expression.
  private func defaulted(_ expr: ExprSyntax) -> (ExprSyntax, Bool)? {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let literal = elements[2].as(BooleanLiteralExprSyntax.self)
    else { return nil }
    return (elements[0], literal.literal.tokenKind == .keyword(.true))
  }

  /// The test a computed property of an object makes, when its getter is one expression testing the
  /// object's state (`auth.isAuthenticated` with `var isAuthenticated: Bool { user != nil }`, also
  /// given by an extension of a protocol the object adopts): that test, on the object's state, as
  /// if written where the property is read (`auth.user != nil`). Nil for anything else, or a test
  /// on something that is no state. Each getter once on the way (a recursion guard).
  private func computedTest(_ expr: ExprSyntax, in scope: Scope) -> (Subject, String)? {
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(base), in: scope)),
      let type = index.types[typeName], let property = type.properties[member.declName.baseName.text],
      !property.isStatic, let getter = property.getter, let tested = CodeReader.soleExpression(of: getter)
    else { return nil }
    let found: (Subject, String)? = expand("test:\(typeName).\(property.name)", depth: 0, default: nil) {
      condition(of: tested, in: Scope(owner: type, file: property.location.file, origin: scope.origin))
    }
    guard let found, case .state(let key) = found.0, key.owner != "?" else { return nil }
    return found
  }

  /// The subject and value a comparison of two operands tests (`x == .case`, `x == nil`, and
  /// `x != nil` for some, as `if let _ = x` is): nil for any other run of operands and operators.
  func comparison(_ elements: [ExprSyntax], in scope: Scope) -> (Subject, String)? {
    guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
    if op.operator.text == "==" {
      if let name = comparedName(elements[2], with: elements[0], in: scope) {
        return (subject(of: elements[0], in: scope), name)
      }
      if let name = comparedName(elements[0], with: elements[2], in: scope) {
        return (subject(of: elements[2], in: scope), name)
      }
    }
    if op.operator.text == "!=" {
      if comparedName(elements[2], with: elements[0], in: scope) == "nil" {
        return (subject(of: elements[0], in: scope), "some")
      }
      if comparedName(elements[0], with: elements[2], in: scope) == "nil" {
        return (subject(of: elements[2], in: scope), "some")
      }
    }
    return nil
  }

  /// The case or literal `expr` names where it is compared with `other`: `.none` compared with
  /// optional state is `nil`, as the written `nil` is.
  /// The case names a `switch` case's label tests; `case .none` on optional state is its nil, as
  /// `== .none` is (`comparedName`).
  func caseNames(_ label: SwitchCaseLabelSyntax, switchingOn subject: ExprSyntax, in scope: Scope) -> [String]
  {
    let names = label.caseItems.compactMap { caseName(of: $0.pattern) }
    guard names.contains("none"), case .state(_, .optional?) = value(of: subject, in: scope) else {
      return names
    }
    return names.map { $0 == "none" ? "nil" : $0 }
  }

  func comparedName(_ expr: ExprSyntax, with other: ExprSyntax, in scope: Scope) -> String? {
    guard let name = value(of: expr, in: scope).caseName else { return nil }
    if name == "none", let member = peel(expr).as(MemberAccessExprSyntax.self), member.base == nil,
      case .state(_, .optional?) = value(of: other, in: scope)
    {
      return "nil"
    }
    return name
  }
}
