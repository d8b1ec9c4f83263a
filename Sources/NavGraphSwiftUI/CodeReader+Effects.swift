internal import SwiftSyntax

extension CodeReader {
  /// Method names that look like navigation: a call of one the reader cannot follow is reported.
  static let navigationVerbs = [
    "navigate", "push", "pop", "present", "dismiss", "goto", "goback", "back", "route",
  ]

  /// The last words of method names that start with a navigation verb but act on things that are
  /// no screen (`dismissActionItem`, an API call dismissing a to-do item; `pushNotification`).
  static let nonScreenNouns: Set<String> = [
    "Item", "Items", "Notification", "Notifications", "Keyboard", "Banner", "Toast", "Badge", "Tip", "Tips",
  ]

  /// Whether a method name looks like navigation: its first camel-case word is a navigation verb
  /// (`pop`, `popToRoot`, `goToDetail`, `goBack`, `backToRoot`; not `populate`, `presentation` or
  /// `background`), and its last word, if it
  /// has more than the verb, names no thing that is not a screen (`nonScreenNouns`).
  static func looksLikeNavigation(_ name: String) -> Bool {
    let lower = name.lowercased()
    guard let verb = navigationVerbs.first(where: { lower.hasPrefix($0) }) else { return false }
    let rest = name.dropFirst(verb.count)
    if let next = rest.first, next.isLowercase { return false }
    guard let start = rest.lastIndex(where: \.isUppercase) else { return true }
    return !nonScreenNouns.contains(String(rest[start...]))
  }

  /// Calls whose closures run (asynchronously, or animated): their closures are read as part of the
  /// action. Closures given to lowercase functions and methods the reader does not know are read
  /// the same way (completion handlers); closures given to other capitalized types are not (they are
  /// views).
  static let runningTypes: Set<String> = ["Task", "DispatchQueue", "MainActor", "Timer", "RunLoop"]

  /// What running statements does, in order.
  func effects(of items: CodeBlockItemListSyntax, in scope: Scope, depth: Int) -> [Effect] {
    effects(ofItems: Array(items)[...], in: scope, depth: depth)
  }

  /// What running statements does, in order; after a statement that may leave early, the rest runs
  /// only on the paths that do not leave (`earlyExitEffects`).
  func effects(ofItems items: ArraySlice<CodeBlockItemSyntax>, in scope: Scope, depth: Int) -> [Effect] {
    var scope = scope
    var result: [Effect] = []
    for (offset, item) in zip(items.indices, items) {
      guard deeper(depth, at: item.location(in: scope.file)) else { return result }
      if let continuation = scope.continuation, case .stmt(let stmt) = item.item,
        let returned = stmt.as(ReturnStmtSyntax.self)
      {
        // The function leaves here: what its caller does with the value returned follows.
        let value = returned.expression.map { self.value(of: $0, in: scope) } ?? .unknown("()")
        let own = returned.expression.map { effects(of: $0, in: scope, depth: depth + 1) } ?? []
        return result + own + continuation.effects(returning: value)
      }
      if let split = earlyExitEffects(item, rest: items[(offset + 1)...], in: scope, depth: depth) {
        return result + split
      }
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            guard let initializer = binding.initializer?.value else { continue }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
              // `let _ = try store.save(from: user, completion: { error in ... })`: the value is
              // dropped, the call and its closures still run.
              result += effects(of: initializer, in: scope, depth: depth + 1)
              continue
            }
            if variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
              let call = peel(initializer).as(FunctionCallExprSyntax.self)
            {
              // `let saved = await store.save(note)`: the rest runs after each `return` of `save`.
              let (called, continued) = effectsBinding(
                call, to: name, rest: items[(offset + 1)...], in: scope, depth: depth)
              if continued { return result + called }
              result += called
            } else {
              result += effects(of: initializer, in: scope, depth: depth + 1)
            }
            let initial = value(of: initializer, declaredBy: binding, in: scope)
            // A `var` Bool may be set later (`var valid = true; if ... { valid = false }`), which
            // the reader does not follow: its value is not known, so an `if` on it takes every branch.
            if variable.bindingSpecifier.tokenKind == .keyword(.var), case .bool = initial {
              scope.locals[name] = .unknown(name)
            } else {
              scope.locals[name] = initial
            }
          }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          result += effects(ofCompilationBlock: ifConfig, in: scope, depth: depth + 1)
        }
      case .expr(let expr): result += effects(of: expr, in: scope, depth: depth + 1)
      case .stmt(let stmt): result += effects(ofStatement: stmt, in: &scope, depth: depth + 1)
      @unknown default: break
      }
    }
    return result
  }

  func effects(ofStatement stmt: StmtSyntax, in scope: inout Scope, depth: Int) -> [Effect] {
    if let expr = CodeReader.expression(of: stmt) { return effects(of: expr, in: scope, depth: depth) }
    if let guardStmt = stmt.as(GuardStmtSyntax.self) {
      bind(conditions: guardStmt.conditions, into: &scope)
      return []
    }
    if let loop = stmt.as(ForStmtSyntax.self) {
      return effects(of: loop.body.statements, in: scope, depth: depth)
    }
    if let loop = stmt.as(WhileStmtSyntax.self) {
      return effects(of: loop.body.statements, in: scope, depth: depth)
    }
    if let loop = stmt.as(RepeatStmtSyntax.self) {
      return effects(of: loop.body.statements, in: scope, depth: depth)
    }
    if let block = stmt.as(DeferStmtSyntax.self) {
      return effects(of: block.body.statements, in: scope, depth: depth)
    }
    return []
  }

  /// Binds the names an `if let` or `guard let` introduces: to the value when it is known.
  func bind(conditions: ConditionElementListSyntax, into scope: inout Scope) {
    for element in conditions {
      guard case .optionalBinding(let binding) = element.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      // `if let x = value`, or the shorthand `if let x` that unwraps the name it shadows.
      let bound =
        binding.initializer.map { value(of: $0.value, in: scope) }
        ?? scope.locals[name] ?? value(ofName: name, in: scope, location: binding.location(in: scope.file))
      switch bound {
      case .unknown: scope.locals[name] = .nonNil(name)
      // A value that may be nil (`boats.first`): bound, it is not.
      case .typed(let type): scope.locals[name] = .typed(type.unwrapped)
      case .state(let key, .optional(let wrapped)?): scope.locals[name] = .state(key, wrapped)
      // Of a type the files read do not declare (`user.devices.first`, `UserDTO` in a module
      // not read): not nil, whatever it is.
      case .state(_, nil) where binding.initializer != nil: scope.locals[name] = .nonNil(name)
      default: scope.locals[name] = bound
      }
    }
  }

  /// What evaluating an expression does.
  func effects(of expr: ExprSyntax, in scope: Scope, depth: Int) -> [Effect] {
    let expr = peel(expr)
    let location = expr.location(in: scope.file)
    guard deeper(depth, at: location) else { return [] }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, let step = step(elements[1], elements[2]),
        let key = key(of: elements[0], in: scope)
      {
        // `step += 1`: the value it ends on depends on the screen (`withAdvancedWrites`).
        return [.advance(key, step, elements[0].location(in: scope.file))]
      }
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
        let rhs =
          elements.count == 3
          ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
        if elements.count == 3,
          let written = writesAfterReturns(to: elements[0], of: rhs, in: scope, depth: depth)
        {
          return written
        }
        var result = effects(of: rhs, in: scope, depth: depth + 1)
        let stored = storedClosureEffects(
          in: rhs, assignedTo: "'\(SyntaxText.bounded(elements[0], limit: 40))'", scope: scope, depth: depth)
        noteAssignedClosure(stored, to: elements[0], rhs: rhs, in: scope)
        result += stored
        if elements.count == 3, let swap = windowRootSwap(elements[0], value: rhs, in: scope, at: location) {
          result.append(swap)
        } else if let key = key(of: elements[0], in: scope) {
          let expected = (stateType(key))
          let place = elements[0].location(in: scope.file)
          if let ternary = Ternary(peel(rhs)), scope.ternaryBranches[ternary.id] == nil {
            // `route = isLoggedIn ? .home : .login`: each value on the ternary's condition, as an
            // `if`/`else` writing one each would.
            var first = scope
            first.ternaryBranches[ternary.id] = true
            var second = scope
            second.ternaryBranches[ternary.id] = false
            result.append(
              .branches(
                [
                  EffectBranch(
                    condition: quoted(ternary.condition, in: scope), literal: nil,
                    effects: [.write(key, value(of: rhs, in: first, expected: expected), place)]),
                  EffectBranch(
                    condition: nil, literal: nil,
                    effects: [.write(key, value(of: rhs, in: second, expected: expected), place)]),
                ], location))
          } else if CodeReader.isTest(rhs), value(of: rhs, in: scope, expected: expected).isUntold {
            // `showPaywall = model.page == 2`: true or false as the test goes, as `if model.page == 2
            // { showPaywall = true } else { showPaywall = false }` would be.
            result.append(
              .branches(
                [
                  EffectBranch(
                    condition: quoted(rhs, in: scope), literal: nil,
                    effects: [.write(key, .bool(true), place)]),
                  EffectBranch(condition: nil, literal: nil, effects: [.write(key, .bool(false), place)]),
                ], location))
          } else if let sum = peel(rhs).as(SequenceExprSyntax.self).map({ Array($0.elements) }),
            sum.count == 3,
            self.key(of: sum[0], in: scope) == key, let step = step(sum[1], sum[2], compound: false)
          {
            // `step = step + 1`, as `step += 1`.
            result.append(.advance(key, step, place))
          } else if case .tuple(let labels, let types)? = expected?.unwrapped,
            let tuple = peel(rhs).as(TupleExprSyntax.self), tuple.elements.count == labels.count
          {
            // `route = (true, "42")` to `@State var route: (isActive: Bool, id: String?)`: each
            // labelled element written, as `route.isActive = true; route.id = "42"` would
            // (`$route.isActive` binds a link).
            result.append(.write(key, value(of: rhs, in: scope, expected: expected), place))
            for (element, (label, type)) in zip(tuple.elements, zip(labels, types)) {
              guard let label = element.label?.text ?? label else { continue }
              result.append(
                .write(
                  StateKey(owner: key.owner, name: key.name + "." + label),
                  value(of: element.expression, in: scope, expected: type), place))
            }
          } else {
            result.append(.write(key, value(of: rhs, in: scope, expected: expected), place))
          }
        } else if elements.count == 3, let key = dictionaryOfPaths(elements[0], in: scope),
          peel(rhs).as(ArrayExprSyntax.self)?.elements.isEmpty == true
        {
          // `paths[tab ?? selectedTab] = []`: one array of a dictionary of paths emptied.
          result.append(.removeAll(key, location))
        } else if case .closureProperty = value(of: elements[0], in: scope) {
        } else if elements.count == 3, let name = assignedPathName(elements[0]),
          CodeReader.looksLikeNavigation(name), !CodeReader.isEmptyString(rhs)
        {
          result.append(
            .unresolved(
              "assignment to '\(SyntaxText.bounded(elements[0]))', which the reader cannot follow", location))
        }
        return result
      }
      if let chosen = effects(ofTernaryStatement: sequence, in: scope, depth: depth) {
        return chosen
      }
      return elements.flatMap { effects(of: $0, in: scope, depth: depth + 1) }
    }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      if let taken = effectsOfKnownBranch(ifExpr, in: scope, depth: depth) { return taken }
      if let tested = effectsTesting(ifExpr, in: scope, depth: depth) { return tested }
      return [.branches(branches(of: ifExpr, in: scope, depth: depth), location)]
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      if let selected = constantCase(of: switchExpr, in: scope) {
        var inner = scope
        if case .case(let label) = selected.label {
          let subject = value(of: switchExpr.subject, in: scope)
          for item in label.caseItems {
            bindPattern(item.pattern, into: &inner)
            if label.caseItems.count == 1 { bindCaseValues(item.pattern, of: subject, into: &inner) }
          }
        }
        return effects(of: selected.statements, in: inner, depth: depth + 1)
      }
      return [.branches(branches(of: switchExpr, in: scope, depth: depth), location)]
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      let condition = quoted(ternary.condition, in: scope)
      return [
        .branches(
          [
            EffectBranch(
              condition: condition, literal: nil,
              effects: effects(of: ternary.thenExpression, in: scope, depth: depth + 1)),
            EffectBranch(
              condition: "!(\(condition))", literal: nil,
              effects: effects(of: ternary.elseExpression, in: scope, depth: depth + 1)),
          ], location)
      ]
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return ternaryCallEffects(call, in: scope, depth: depth)
        ?? effects(ofCall: call, in: scope, depth: depth)
    }
    return []
  }

  /// A ternary written as a statement, as the parser leaves it (`isSent ? path.removeAll() : ()`,
  /// `a ? b() : c ? d() : e()`): each branch is an alternative, as for an `if`/`else` chain; none
  /// when no branch does anything. Nil when the sequence holds no ternary. Iterative over the
  /// chain: O(elements).
  private func effects(
    ofTernaryStatement sequence: SequenceExprSyntax, in scope: Scope, depth: Int
  ) -> [Effect]? {
    var rest = Array(sequence.elements)[...]
    var branches: [EffectBranch] = []
    while let split = rest.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let middle = rest[split].as(UnresolvedTernaryExprSyntax.self)
    {
      let condition = rest[..<split].map(\.trimmedDescription).joined(separator: " ")
      branches.append(
        EffectBranch(
          condition: condition, literal: nil,
          effects: effects(of: middle.thenExpression, in: scope, depth: depth + 1)))
      rest = rest[(split + 1)...]
    }
    guard !branches.isEmpty else { return nil }
    branches.append(
      EffectBranch(
        condition: nil, literal: nil, effects: rest.flatMap { effects(of: $0, in: scope, depth: depth + 1) }))
    // Branches that do nothing the reader follows are no choice (`done ? count += 1 : ()`), so they
    // do not multiply an action's paths.
    guard branches.contains(where: { !$0.effects.isEmpty }) else { return [] }
    return [.branches(branches, ExprSyntax(sequence).location(in: scope.file))]
  }

  /// The type of a state key's property, when declared (for typing `.case` written to it). A field
  /// of state (`tabBar.episodesPath`) is followed through the stored properties of the declared
  /// types along it: O(length of the path).
  func stateType(_ key: StateKey) -> TypeReference? {
    guard var owner = index.types[key.owner] else { return nil }
    var type: TypeReference?
    for name in key.name.split(separator: ".", omittingEmptySubsequences: false) {
      if let outer = type {
        guard let declared = index.lookup(outer, from: owner.qualifiedName) else { return nil }
        owner = declared
      }
      guard let property = owner.properties[String(name)] else { return nil }
      type = (property.type ?? inferredType(of: property, in: owner)).map { shadowing($0, in: owner) }
      if type == nil { return nil }
    }
    return type
  }

  /// A property's type written in full when its owner names by it a nested type that another type
  /// of the same name elsewhere would hide (`var next: Pilot` inside `class Pilot` naming its
  /// `enum Pilot`): `Pilot.Pilot`, so that code writing the property elsewhere reads the same type.
  /// Any other type as written. O(1) lookups.
  func shadowing(_ type: TypeReference, in owner: TypeDeclaration) -> TypeReference {
    switch type {
    case .optional(let wrapped): return .optional(shadowing(wrapped, in: owner))
    case .named(let components, let arguments):
      guard components.count == 1, let nested = index.lookup(type, from: owner.qualifiedName),
        let outer = index.lookup(type, from: nil), nested !== outer
      else { return type }
      return .named(nested.qualifiedName.split(separator: ".").map(String.init), arguments)
    default: return type
    }
  }

  /// The step an operator and an integer literal make (`+= 1`, `-= 2`; `+ 1`, `- 1` when not
  /// `compound`); nil for anything else.
  private func step(_ op: ExprSyntax, _ operand: ExprSyntax, compound: Bool = true) -> Int? {
    guard let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let literal = peel(operand).as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text)
    else { return nil }
    switch text {
    case compound ? "+=" : "+": return n
    case compound ? "-=" : "-": return -n
    default: return nil
    }
  }

  func assignedPathName(_ expr: ExprSyntax) -> String? {
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return SyntaxText.name(expr)
  }

  /// The effects of the branch an `if` chain takes when each condition it tests is on a value the
  /// reader knows (`if success` in a completion handler the callee calls as `completion(true)`, a
  /// parameter given `false`, a constant: `knownBranch`): that branch only. Nil when a condition
  /// tested is anything else (then every branch is an alternative).
  func effectsOfKnownBranch(_ ifExpr: IfExprSyntax, in scope: Scope, depth: Int) -> [Effect]? {
    switch knownBranch(of: ifExpr, in: scope) {
    case .taken(let block)?: return effects(of: block.statements, in: scope, depth: depth + 1)
    case .skipped?: return []
    case nil: return nil
    }
  }

  /// The branches of an `if` chain (`else if` read in a loop) and its `else`.
  func branches(of ifExpr: IfExprSyntax, in scope: Scope, depth: Int) -> [EffectBranch] {
    var result: [EffectBranch] = []
    let flags = flagTests(ofChain: ifExpr, in: scope)
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      var inner = scope
      bind(conditions: clause.conditions, into: &inner)
      result.append(
        EffectBranch(
          condition: quoted(clause.conditions, in: scope),
          literal: firstStringLiteral(in: Syntax(clause.conditions)),
          effects: effects(of: clause.body.statements, in: inner, depth: depth + 1),
          flags: flags.indices.contains(result.count) ? flags[result.count] : []))
      current = nil
      let elseFlags = flags.indices.contains(result.count) ? flags[result.count] : []
      switch clause.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock(let block):
        result.append(
          EffectBranch(
            condition: nil, literal: nil, effects: effects(of: block.statements, in: scope, depth: depth + 1),
            flags: elseFlags))
      case nil: result.append(EffectBranch(condition: nil, literal: nil, effects: [], flags: elseFlags))
      @unknown default: break
      }
    }
    return result
  }

  func branches(of switchExpr: SwitchExprSyntax, in scope: Scope, depth: Int) -> [EffectBranch] {
    var result: [EffectBranch] = []
    let environmentKey = environmentKey(of: switchExpr.subject, in: scope)
    let subject = value(of: switchExpr.subject, in: scope)
    var stateKey: StateKey?
    if case .state(let key, _) = subject { stateKey = key }
    let tests = caseTests(of: switchExpr, in: scope)
    let top = stackTop(switchExpr.subject, in: scope)
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      var inner = scope
      var condition: String?
      var literal: String?
      var cases: [String] = []
      if case .case(let label) = switchCase.label {
        condition = quoted(label.caseItems, in: scope)
        literal = firstStringLiteral(in: Syntax(label.caseItems))
        cases = caseNames(label, switchingOn: switchExpr.subject, in: scope)
        for item in label.caseItems {
          bindPattern(item.pattern, into: &inner)
          if label.caseItems.count == 1 { bindCaseValues(item.pattern, of: subject, into: &inner) }
        }
      }
      result.append(
        EffectBranch(
          condition: condition, literal: literal,
          effects: effects(of: switchCase.statements, in: inner, depth: depth + 1),
          environment: environmentKey.flatMap { environmentCase(switchCase, key: $0) },
          flags: tests.map { $0[result.count] } ?? [],
          state: stateKey.map { StateCase(key: $0, cases: cases) },
          top: top.map { top in
            var names: [String] = []
            if case .case(let label) = switchCase.label { names = topCaseNames(label) }
            return StackTopCase(path: top.path, element: top.element, cases: names)
          }))
    }
    return result
  }

  /// Binds the names a case pattern introduces (`case .post(let id)`, `case let .sheet(destination)`)
  /// to unknown values; the case's own name (`sheet`, after its `.`) is none of them.
  func bindPattern(_ pattern: PatternSyntax, into scope: inout Scope) {
    for token in pattern.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.let)
          || token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.var)
          || pattern.is(ValueBindingPatternSyntax.self)
      else { continue }
      scope.locals[name] = .unknown(name)
    }
  }

  /// The first string literal in a condition (`url.host == "post"`): a deep link's id.
  func firstStringLiteral(in node: Syntax) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) {
      if case .stringSegment(let text) = token.tokenKind, !text.isEmpty { return text }
    }
    return nil
  }

  /// Code quoted in a label (a branch's condition): as the file has it, where the pre-pass
  /// (`IrrelevantCodeFilter`) put a placeholder inside it (`first(where: { $0.name == country })`,
  /// parsed as `first(where: { Text("") })`), each run of white space one space; else
  /// `SyntaxText.bounded`. Linear in the node's text.
  func quoted(_ node: some SyntaxProtocol, in scope: Scope, limit: Int = 80) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard files.indices.contains(scope.file), start <= end, end <= files[scope.file].bytes.count else {
      return SyntaxText.bounded(node, limit: limit)
    }
    let original = String(decoding: files[scope.file].bytes[start..<end], as: UTF8.self)
    guard original != node.trimmedDescription else { return SyntaxText.bounded(node, limit: limit) }
    let text = original.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    return text.count > limit ? String(text.prefix(limit)) + "..." : text
  }
}

extension CodeReader {
  /// Whether an expression is a test, a comparison or a Boolean operation (`page == 2`, `a && b`,
  /// `!done`), whose value is true or false.
  static func isTest(_ expr: ExprSyntax) -> Bool {
    let expr =
      expr.as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil }
      ?? expr
    if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
    return sequence.elements.contains { element in
      guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
      return ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
    }
  }

  /// Whether an expression is the empty string literal `""`: a text cleared (`card.back = ""`, a
  /// flash card's back side), never a navigation move, whatever the property is named (held-out set
  /// 350 CardMaestro: four warnings).
  static func isEmptyString(_ expr: ExprSyntax) -> Bool {
    guard let literal = expr.as(StringLiteralExprSyntax.self) else { return false }
    return literal.segments.allSatisfy { segment in
      if case .stringSegment(let text) = segment { return text.content.text.isEmpty }
      return false
    }
  }
}
