internal import SwiftSyntax

extension CodeReader {
  /// Method names that look like navigation: a call of one the reader cannot follow is reported.
  static let navigationVerbs = ["navigate", "push", "pop", "present", "dismiss", "goto", "route"]

  static func looksLikeNavigation(_ name: String) -> Bool {
    let lower = name.lowercased()
    return navigationVerbs.contains { lower.hasPrefix($0) }
  }

  /// Calls whose closures run (asynchronously, or animated): their closures are read as part of the
  /// action. Closures given to lowercase functions and methods the reader does not know are read
  /// the same way (completion handlers); closures given to other capitalized types are not (they are
  /// views).
  static let runningTypes: Set<String> = ["Task", "DispatchQueue", "MainActor", "Timer", "RunLoop"]

  /// What running statements does, in order.
  func effects(of items: CodeBlockItemListSyntax, in scope: Scope, depth: Int) -> [Effect] {
    var scope = scope
    var result: [Effect] = []
    for item in items {
      guard deeper(depth, at: item.location(in: scope.file)) else { return result }
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let initializer = binding.initializer?.value
            else { continue }
            result += effects(of: initializer, in: scope, depth: depth + 1)
            scope.locals[name] = value(
              of: initializer, in: scope, expected: binding.typeAnnotation.map { TypeReference($0.type) })
          }
        }
      case .expr(let expr): result += effects(of: expr, in: scope, depth: depth + 1)
      case .stmt(let stmt): result += effects(ofStatement: stmt, in: &scope, depth: depth + 1)
      @unknown default: break
      }
    }
    return result
  }

  private func effects(ofStatement stmt: StmtSyntax, in scope: inout Scope, depth: Int) -> [Effect] {
    if let expression = stmt.as(ExpressionStmtSyntax.self) {
      return effects(of: expression.expression, in: scope, depth: depth)
    }
    if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
      return effects(of: expr, in: scope, depth: depth)
    }
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
    if let block = stmt.as(DoStmtSyntax.self) {
      return effects(of: block.body.statements, in: scope, depth: depth)
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
      if let initializer = binding.initializer?.value {
        scope.locals[name] = value(of: initializer, in: scope)
      } else {
        scope.locals[name] =
          scope.locals[name] ?? value(ofName: name, in: scope, location: binding.location(in: scope.file))
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
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
        let rhs =
          elements.count == 3
          ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
        var result = effects(of: rhs, in: scope, depth: depth + 1)
        if let key = key(of: elements[0], in: scope) {
          let expected = (stateType(key))
          result.append(
            .write(key, value(of: rhs, in: scope, expected: expected), elements[0].location(in: scope.file)))
        } else if case .closureProperty = value(of: elements[0], in: scope) {
        } else if elements.count == 3, let name = assignedPathName(elements[0]),
          CodeReader.looksLikeNavigation(name)
        {
          result.append(
            .unresolved(
              "assignment to '\(SyntaxText.bounded(elements[0]))', which the reader cannot follow", location))
        }
        return result
      }
      return elements.flatMap { effects(of: $0, in: scope, depth: depth + 1) }
    }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      return [.branches(branches(of: ifExpr, in: scope, depth: depth), location)]
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return [.branches(branches(of: switchExpr, in: scope, depth: depth), location)]
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      let condition = SyntaxText.bounded(ternary.condition)
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
      return effects(ofCall: call, in: scope, depth: depth)
    }
    return []
  }

  /// The type of a state key's property, when declared (for typing `.case` written to it).
  func stateType(_ key: StateKey) -> TypeReference? {
    guard let owner = index.types[key.owner], let property = owner.properties[key.name] else { return nil }
    return property.type ?? inferredType(of: property, in: owner)
  }

  private func assignedPathName(_ expr: ExprSyntax) -> String? {
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return SyntaxText.name(expr)
  }

  /// The branches of an `if` chain (`else if` read in a loop) and its `else`.
  func branches(of ifExpr: IfExprSyntax, in scope: Scope, depth: Int) -> [EffectBranch] {
    var result: [EffectBranch] = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      var inner = scope
      bind(conditions: clause.conditions, into: &inner)
      result.append(
        EffectBranch(
          condition: SyntaxText.bounded(clause.conditions),
          literal: firstStringLiteral(in: Syntax(clause.conditions)),
          effects: effects(of: clause.body.statements, in: inner, depth: depth + 1)))
      current = nil
      switch clause.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock(let block):
        result.append(
          EffectBranch(
            condition: nil, literal: nil, effects: effects(of: block.statements, in: scope, depth: depth + 1))
        )
      case nil: result.append(EffectBranch(condition: nil, literal: nil, effects: []))
      @unknown default: break
      }
    }
    return result
  }

  private func branches(of switchExpr: SwitchExprSyntax, in scope: Scope, depth: Int) -> [EffectBranch] {
    var result: [EffectBranch] = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      var inner = scope
      var condition: String?
      var literal: String?
      if case .case(let label) = switchCase.label {
        condition = SyntaxText.bounded(label.caseItems)
        literal = firstStringLiteral(in: Syntax(label.caseItems))
        for item in label.caseItems { bindPattern(item.pattern, into: &inner) }
      }
      result.append(
        EffectBranch(
          condition: condition, literal: literal,
          effects: effects(of: switchCase.statements, in: inner, depth: depth + 1)))
    }
    return result
  }

  /// Binds the names a case pattern introduces (`case .post(let id)`) to unknown values.
  func bindPattern(_ pattern: PatternSyntax, into scope: inout Scope) {
    for token in pattern.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.let)
          || token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.var)
          || pattern.is(ValueBindingPatternSyntax.self)
      else { continue }
      scope.locals[name] = .unknown(name)
    }
  }

  /// The first string literal in a condition (`url.host == "post"`): a deep link's id.
  private func firstStringLiteral(in node: Syntax) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) {
      if case .stringSegment(let text) = token.tokenKind { return text }
    }
    return nil
  }

  /// What a call does: a change to state (`path.append`, `removeLast`, `toggle`), the dismiss
  /// action, a method of an object or of the view (followed), a closure (run), or an unknown function
  /// whose closures are taken to run.
  func effects(ofCall call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect] {
    let location = call.location(in: scope.file)
    let callee = peel(call.calledExpression)
    if let closure = callee.as(ClosureExprSyntax.self) {
      return effects(of: closure.statements, in: scope, depth: depth + 1)
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      let baseExpr = ExprSyntax(base)
      if ["append", "removeLast", "removeAll", "toggle"].contains(name),
        let key = key(of: baseExpr, in: scope)
      {
        return [mutation(name, key: key, call: call, scope: scope, location: location)]
      }
      let receiver = value(of: baseExpr, in: scope)
      switch receiver {
      case .dismiss(let origin) where name == "dismiss" || name == "callAsFunction":
        return [.dismiss(origin: origin, location)]
      case .object(let typeName, let arguments):
        if let type = index.types[typeName], let method = method(named: name, in: type, call: call) {
          var generics: [String: TypeReference] = [:]
          for (parameter, argument) in zip(type.genericParameters, arguments) {
            generics[parameter] = argument
          }
          return apply(method, owner: type, generics: generics, call: call, caller: scope, depth: depth)
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
          let method = method(named: name, in: declared, call: call),
          method.isStatic
        {
          return apply(method, owner: declared, generics: [:], call: call, caller: scope, depth: depth)
        }
      case .state(_, let type):
        if CodeReader.looksLikeNavigation(name) {
          let typeText = type.map { " (of type '\($0)')" } ?? ""
          return [
            .unresolved(
              "'\(SyntaxText.bounded(call, limit: 60))' calls '\(name)' on '\(SyntaxText.bounded(base, limit: 40))'\(typeText), whose type is not declared in the files read",
              location)
          ]
        }
      case .unknown:
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
      return runningClosures(of: call, in: scope, depth: depth)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      switch value(ofName: name, in: scope, location: location) {
      case .dismiss(let origin): return [.dismiss(origin: origin, location)]
      case .closure(let closure): return run(closure, arguments: [], depth: depth)
      case .method(let method, let owner):
        return apply(method, owner: owner, generics: scope.generics, call: call, caller: scope, depth: depth)
      case .closureProperty(let key): return [.callClosure(key, location)]
      default:
        if let function = index.freeFunctions[name]?.first {
          return apply(function, owner: nil, generics: [:], call: call, caller: scope, depth: depth)
        }
        if let first = name.unicodeScalars.first, first.properties.isUppercase,
          !CodeReader.runningTypes.contains(name)
        {
          return []
        }
      }
    }
    return runningClosures(of: call, in: scope, depth: depth)
  }

  /// A change to state by one of its methods.
  private func mutation(
    _ name: String, key: StateKey, call: FunctionCallExprSyntax, scope: Scope, location: CodeLocation
  ) -> Effect {
    switch name {
    case "toggle": return .toggle(key, location)
    case "append":
      var element: TypeReference?
      if case .array(let e)? = stateType(key)?.unwrapped { element = e }
      if let first = call.arguments.first {
        if first.label?.text == "contentsOf" {
          if case .array(let values) = value(of: first.expression, in: scope, expected: stateType(key)) {
            return .appendAll(key, values, location)
          }
          return .appendAll(key, [.unknown(SyntaxText.bounded(first.expression))], location)
        }
        return .append(key, value(of: first.expression, in: scope, expected: element), location)
      }
      return .append(key, .unknown("()"), location)
    case "removeLast":
      guard let argument = call.arguments.first?.expression else {
        return .removeLast(key, .count(1), location)
      }
      if let literal = argument.as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text) {
        return .removeLast(key, .count(n), location)
      }
      if let member = peel(argument).as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "count",
        let base = member.base, self.key(of: ExprSyntax(base), in: scope) == key
      {
        return .removeLast(key, .all, location)
      }
      return .removeLast(key, .unknown, location)
    default: return .removeAll(key, location)
    }
  }

  /// The method of a type a call names: the one whose argument labels match, else the first.
  func method(named name: String, in type: TypeDeclaration, call: FunctionCallExprSyntax)
    -> FunctionDeclaration?
  {
    guard let candidates = type.methods[name], !candidates.isEmpty else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    return candidates.first {
      $0.parameters.count >= labels.count && zip($0.parameters, labels).allSatisfy { $0.label == $1 }
    }
      ?? candidates[0]
  }

  /// The values of a function's parameters for a call: arguments by label (unlabeled ones in
  /// order, trailing closures last), else default values.
  func arguments(
    for function: FunctionDeclaration, call: FunctionCallExprSyntax?, caller: Scope, callee: Scope
  ) -> [String: Value] {
    var values: [String: Value] = [:]
    var given: [(label: String?, expr: ExprSyntax)] =
      call?.arguments.map { ($0.label?.text, $0.expression) } ?? []
    if let trailing = call?.trailingClosure { given.append((nil, ExprSyntax(trailing))) }
    for extra in call?.additionalTrailingClosures ?? [] {
      given.append((extra.label.text, ExprSyntax(extra.closure)))
    }
    var used = Set<Int>()
    for parameter in function.parameters {
      let type = parameter.type.map { substitute($0, in: callee) }
      let match = given.indices.first { !used.contains($0) && given[$0].label == parameter.label }
      if let match {
        used.insert(match)
        values[parameter.name] = value(of: given[match].expr, in: caller, expected: type)
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = value(of: defaultValue, in: callee, expected: type)
      } else if let type {
        values[parameter.name] = .typed(type)
      }
    }
    return values
  }

  /// What a method or function does when called: its body read with the parameters bound.
  func apply(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax?, caller: Scope, depth: Int
  ) -> [Effect] {
    guard let body = function.body else { return [] }
    let key =
      "\(owner?.qualifiedName ?? "").\(function.name)@\(function.location.file):\(function.location.offset)"
    return expand(key, depth: caller.depth, default: []) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      return effects(of: body, in: callee, depth: depth + 1)
    }
  }

  /// What running a closure does.
  func run(_ closure: ClosureValue, arguments: [Value], depth: Int) -> [Effect] {
    var scope = closure.scope
    for (index, name) in closure.parameters.enumerated() {
      scope.locals[name] = index < arguments.count ? arguments[index] : .unknown(name)
    }
    return expand(
      "closure@\(closure.location.file):\(closure.location.offset)", depth: scope.depth, default: []
    ) {
      scope.depth += 1
      return effects(of: closure.statements, in: scope, depth: depth + 1)
    }
  }

  /// The closures of a call that is not followed, read as running now (completion handlers,
  /// `withAnimation`, `Task`, `DispatchQueue.main.async`).
  private func runningClosures(of call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> [Effect] {
    var result: [Effect] = []
    for argument in call.arguments {
      if let closure = peel(argument.expression).as(ClosureExprSyntax.self) {
        result += run(closureValue(closure, in: scope), arguments: [], depth: depth)
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
  func actionEffects(_ expr: ExprSyntax, in scope: Scope, depth: Int) -> [Effect] {
    let location = expr.location(in: scope.file)
    switch value(of: expr, in: scope) {
    case .closure(let closure): return run(closure, arguments: [], depth: depth)
    case .method(let method, let owner):
      return apply(method, owner: owner, generics: scope.generics, call: nil, caller: scope, depth: depth)
    case .closureProperty(let key): return [.callClosure(key, location)]
    case .dismiss(let origin): return [.dismiss(origin: origin, location)]
    default: return effects(of: expr, in: scope, depth: depth)
    }
  }
}
