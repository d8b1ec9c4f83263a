internal import SwiftSyntax

extension CodeReader {
  /// The shape of a destination closure's statements: one view (after its constants), or content
  /// written in place when there are several.
  func shape(
    ofItems items: CodeBlockItemListSyntax, in scope: Scope, kind: String, host: ViewSummary,
    at location: CodeLocation,
    depth: Int
  ) -> Shape {
    var scope = scope
    var views: [ExprSyntax] = []
    for item in items {
      switch item.item {
      case .decl(let decl):
        guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let initializer = binding.initializer?.value
          else { continue }
          scope.locals[name] = value(of: initializer, in: scope)
        }
      case .expr(let expr): views.append(expr)
      case .stmt(let stmt):
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
          views.append(expression.expression)
        } else if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
          views.append(expr)
        }
      @unknown default: break
      }
    }
    if views.isEmpty { return .empty }
    if views.count == 1 { return shape(of: views[0], in: scope, kind: kind, host: host, depth: depth + 1) }
    let summary = inlineSummary(items: items, expr: nil, scope: scope, location: location, depth: depth)
    return .inline(summary.id, kind: kind, host: scope.origin, Decoration())
  }

  /// The shape of a destination: a view type, a stack around one, a tab view, a choice by a `switch`
  /// or `if`, a view built by a function the reader follows, or content written in place.
  func shape(of expr: ExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int) -> Shape {
    let expr = peel(expr)
    let location = expr.location(in: scope.file)
    guard deeper(depth, at: location) else { return .unresolved("code nested too deep", location) }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      return choice(ifExpr, in: scope, kind: kind, host: host, depth: depth)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return choice(switchExpr, in: scope, kind: kind, host: host, depth: depth)
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      let (subject, value) = condition(of: ternary.condition, in: scope)
      return .choice([
        (
          [Condition(subject: subject, value: value)],
          shape(of: ternary.thenExpression, in: scope, kind: kind, host: host, depth: depth + 1)
        ),
        (
          [Condition(subject: subject, value: nil, excluded: [value])],
          shape(of: ternary.elseExpression, in: scope, kind: kind, host: host, depth: depth + 1)
        ),
      ])
    }
    if let closure = expr.as(ClosureExprSyntax.self) {
      return shape(
        ofItems: closure.statements, in: scope, kind: kind, host: host, at: location, depth: depth + 1)
    }
    let (base, modifiers) = modifierChain(expr, in: scope)
    let decoration = self.decoration(modifiers, in: scope, depth: depth)
    let baseLocation = base.location(in: scope.file)
    if let call = base.as(FunctionCallExprSyntax.self) {
      let callee = peel(call.calledExpression)
      let reference =
        callee.as(DeclReferenceExprSyntax.self)
        ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
      if let name = reference?.baseName.text {
        switch name {
        case "NavigationStack", "NavigationView":
          if case .binding(let key) = SyntaxText.argument(call, "path").map({ value(of: $0, in: scope) })
            ?? .none
          {
            addStackPath(key)
          }
          guard let content = call.trailingClosure ?? SyntaxText.closure(call, "root") else { return .empty }
          let inner = shape(
            ofItems: content.statements, in: scope, kind: kind, host: host,
            at: content.location(in: scope.file), depth: depth + 1)
          return .stack(decorate(inner, decoration))
        case "NavigationSplitView":
          guard let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure else {
            return .empty
          }
          let inner = shape(
            ofItems: sidebar.statements, in: scope, kind: kind, host: host,
            at: sidebar.location(in: scope.file), depth: depth + 1)
          return .stack(decorate(inner, decoration))
        case "TabView":
          let summary = ViewSummary(id: .inline(baseLocation), host: scope.origin, location: baseLocation)
          readTabView(call, modifiers: modifiers, into: summary, scope: scope, depth: depth + 1)
          if let info = tabViews[call.location(in: scope.file)] { return .tabs(info) }
          return inline(
            expr: expr, in: scope, kind: kind, decoration: Decoration(), at: location, depth: depth)
        case "AnyView":
          guard let wrapped = call.arguments.first?.expression else { return .empty }
          return decorate(shape(of: wrapped, in: scope, kind: kind, host: host, depth: depth + 1), decoration)
        case "EmptyView": return .empty
        default: break
        }
        if let type = viewType(named: name, in: scope) {
          recordCreation(of: type, call: call, into: nil, scope: scope, label: nil, depth: depth)
          return .view(type.qualifiedName, decoration, baseLocation)
        }
        if let first = name.unicodeScalars.first, first.properties.isUppercase {
          if CodeReader.builtinViews.contains(name)
            || index.lookup(name: name, from: scope.owner?.qualifiedName) != nil
          {
            return inline(
              expr: expr, in: scope, kind: kind, decoration: Decoration(), at: location, depth: depth)
          }
          return .view(name, decoration, baseLocation)
        }
        if let owner = scope.owner, let method = owner.methods[name]?.first {
          return decorate(
            expandShape(
              method, owner: owner, generics: scope.generics, call: call, caller: scope, kind: kind,
              host: host, depth: depth), decoration)
        }
        if let function = index.freeFunctions[name]?.first {
          return decorate(
            expandShape(
              function, owner: nil, generics: [:], call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        return .unresolved(
          "the destination is built by '\(SyntaxText.bounded(call, limit: 50))', which the reader cannot follow",
          location)
      }
      if let member = callee.as(MemberAccessExprSyntax.self), let receiver = member.base {
        if case .object(let typeName, let arguments) = value(of: ExprSyntax(receiver), in: scope),
          let type = index.types[typeName],
          let method = method(named: member.declName.baseName.text, in: type, call: call)
        {
          let generics = Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments))
          return decorate(
            expandShape(
              method, owner: type, generics: generics, call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        return .unresolved(
          "the destination is built by '\(SyntaxText.bounded(call, limit: 50))', which the reader cannot follow",
          location)
      }
      return inline(expr: expr, in: scope, kind: kind, decoration: Decoration(), at: location, depth: depth)
    }
    if let getter = computedGetter(base, in: scope) {
      let inner: Shape = expand(getter.key, depth: scope.depth, default: .empty) {
        var getterScope = scope
        getterScope.file = getter.file
        getterScope.depth += 1
        return shape(
          ofItems: getter.items, in: getterScope, kind: kind, host: host, at: location, depth: depth + 1)
      }
      return decorate(inner, decoration)
    }
    if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
      return .unresolved(
        "the destination is '\(SyntaxText.bounded(base, limit: 50))', a view built elsewhere that the reader cannot follow",
        location)
    }
    return inline(expr: expr, in: scope, kind: kind, decoration: Decoration(), at: location, depth: depth)
  }

  /// Content written in place, read into its own summary.
  private func inline(
    expr: ExprSyntax, in scope: Scope, kind: String, decoration: Decoration, at location: CodeLocation,
    depth: Int
  )
    -> Shape
  {
    let summary = inlineSummary(items: nil, expr: expr, scope: scope, location: location, depth: depth)
    return .inline(summary.id, kind: kind, host: scope.origin, decoration)
  }

  /// The flags, title and content (a toolbar's buttons) that modifiers on a destination give it.
  private func decoration(_ modifiers: [ModifierCall], in scope: Scope, depth: Int) -> Decoration {
    guard let last = modifiers.last else { return Decoration() }
    let location =
      last.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.location(in: scope.file)
      ?? last.call.location(in: scope.file)
    let id = SummaryID.inline(location)
    let summary = summaries[id] ?? ViewSummary(id: id, host: scope.origin, location: location)
    var inner = scope
    if summaries[id] == nil {
      for modifier in modifiers {
        applyModifier(modifier, into: summary, scope: &inner, label: nil, depth: depth + 1)
      }
    }
    var result = summary.decoration
    if !summary.links.isEmpty || !summary.uses.isEmpty || !summary.registrations.isEmpty
      || !summary.deepLinkHandlers.isEmpty || presentationsByHost[id] != nil
    {
      registerSummary(summary)
      result.content = [id]
    }
    return result
  }

  /// Adds the modifiers' decoration to a shape (to each screen a choice may give).
  func decorate(_ shape: Shape, _ decoration: Decoration) -> Shape {
    guard
      decoration.backButtonHidden || decoration.dismissDisabled || decoration.hidesTabBar
        || decoration.title != nil
        || !decoration.content.isEmpty
    else { return shape }
    switch shape {
    case .view(let name, let inner, let location): return .view(name, merge(inner, decoration), location)
    case .inline(let id, let kind, let host, let inner):
      return .inline(id, kind: kind, host: host, merge(inner, decoration))
    case .stack(let inner): return .stack(decorate(inner, decoration))
    case .choice(let alternatives):
      return .choice(alternatives.map { ($0.conditions, decorate($0.shape, decoration)) })
    default: return shape
    }
  }

  private func merge(_ a: Decoration, _ b: Decoration) -> Decoration {
    var result = a
    result.backButtonHidden = a.backButtonHidden || b.backButtonHidden
    result.dismissDisabled = a.dismissDisabled || b.dismissDisabled
    result.hidesTabBar = a.hidesTabBar || b.hidesTabBar
    result.title = a.title ?? b.title
    result.content = a.content + b.content
    return result
  }

  /// The shape of the view a function returns, its parameters bound to the call's arguments.
  private func expandShape(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax, caller: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape {
    guard let body = function.body else { return .empty }
    let key =
      "shape:\(owner?.qualifiedName ?? "").\(function.name)@\(function.location.file):\(function.location.offset)"
    return expand(
      key, depth: caller.depth,
      default: .unresolved(
        "'\(function.name)' builds its view from itself", caller.owner?.location ?? function.location)
    ) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      return shape(ofItems: body, in: callee, kind: kind, host: host, at: function.location, depth: depth + 1)
    }
  }

  // MARK: Choices

  private func choice(_ ifExpr: IfExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int)
    -> Shape
  {
    var alternatives: [(conditions: [Condition], shape: Shape)] = []
    var seen: [(Subject, String)] = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      var inner = scope
      bind(conditions: clause.conditions, into: &inner)
      let (subject, value) = condition(of: clause.conditions, in: scope)
      seen.append((subject, value))
      let shape = self.shape(
        ofItems: clause.body.statements, in: inner, kind: kind, host: host,
        at: clause.body.location(in: scope.file), depth: depth + 1)
      alternatives.append(([Condition(subject: subject, value: value)], shape))
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
    return .choice(alternatives)
  }

  /// The conditions of an `else`: none of the values the clauses before it tested.
  private func elseConditions(_ seen: [(Subject, String)]) -> [Condition] {
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

  private func choice(
    _ switchExpr: SwitchExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape {
    let subject = self.subject(of: switchExpr.subject, in: scope)
    var alternatives: [(conditions: [Condition], shape: Shape)] = []
    var named: [String] = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      var inner = scope
      let location = switchCase.location(in: scope.file)
      switch switchCase.label {
      case .case(let label):
        let names = label.caseItems.compactMap { caseName(of: $0.pattern) }
        for item in label.caseItems { bindPattern(item.pattern, into: &inner) }
        named += names
        let shape = self.shape(
          ofItems: switchCase.statements, in: inner, kind: kind, host: host, at: location, depth: depth + 1)
        for name in names { alternatives.append(([Condition(subject: subject, value: name)], shape)) }
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
    return .choice(alternatives)
  }

  /// The case a pattern matches: `.pageA`, `.pageA(let models)`, `let .pageA(models)`, `Route.home`, a
  /// literal.
  func caseName(of pattern: PatternSyntax) -> String? {
    var current = pattern
    if let binding = current.as(ValueBindingPatternSyntax.self) { current = binding.pattern }
    guard let expression = current.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    var expr = peel(expression)
    if let call = expr.as(FunctionCallExprSyntax.self) { expr = peel(call.calledExpression) }
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
    if let literal = expr.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
    return SyntaxText.literal(expr)
  }

  /// What a `switch` looks at: the presented item (or a field of it), or state. Anything else is a
  /// subject the reader cannot follow, named by its text.
  func subject(of expr: ExprSyntax, in scope: Scope) -> Subject {
    switch value(of: expr, in: scope) {
    case .item(let path, _): return .item(path)
    case .state(let key, _), .binding(let key): return .state(key)
    default: return .state(StateKey(owner: "?", name: SyntaxText.bounded(expr, limit: 60)))
    }
  }

  /// The subject and value an `if` condition tests: `flag` (true), `!flag` (false),
  /// `x == .case`, `let x = state` (some).
  func condition(of conditions: ConditionElementListSyntax, in scope: Scope) -> (Subject, String) {
    if conditions.count == 1, let first = conditions.first {
      switch first.condition {
      case .expression(let expr): return condition(of: expr, in: scope)
      case .optionalBinding(let binding):
        if let initializer = binding.initializer?.value {
          return (subject(of: initializer, in: scope), "some")
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
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      let (subject, value) = condition(of: prefix.expression, in: scope)
      if value == "true" { return (subject, "false") }
      if value == "false" { return (subject, "true") }
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "=="
      {
        if let name = value(of: elements[2], in: scope).caseName {
          return (subject(of: elements[0], in: scope), name)
        }
        if let name = value(of: elements[0], in: scope).caseName {
          return (subject(of: elements[2], in: scope), name)
        }
      }
    }
    return (subject(of: expr, in: scope), "true")
  }

  // MARK: Structure of a body

  /// The structure of a view's body: a stack (around a view type, a switch, or content), a tab view,
  /// a switch at the top, a single view type, or the body's own content (`.inline` of the summary).
  /// Marks the uses it passes through (stack roots, switch branches), which are then not components.
  func structure(of items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope) -> Shape {
    structure(ofItems: items, in: summary, scope: scope, role: nil, depth: 0)
  }

  private func structure(
    ofItems items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?,
    depth: Int
  ) -> Shape {
    var scope = scope
    var views: [ExprSyntax] = []
    for item in items {
      switch item.item {
      case .decl(let decl):
        guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let initializer = binding.initializer?.value
          {
            scope.locals[name] = value(of: initializer, in: scope)
          }
        }
      case .expr(let expr): views.append(expr)
      case .stmt(let stmt):
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
          views.append(expression.expression)
        } else if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
          views.append(expr)
        }
      @unknown default: break
      }
    }
    guard views.count == 1, depth < 32 else { return selfShape(summary) }
    return structure(of: views[0], in: summary, scope: scope, role: role, depth: depth + 1)
  }

  private func structure(
    of expr: ExprSyntax, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?, depth: Int
  ) -> Shape {
    let expr = peel(expr)
    if let ifExpr = expr.as(IfExprSyntax.self) {
      var alternatives: [(conditions: [Condition], shape: Shape)] = []
      var seen: [(Subject, String)] = []
      var current: IfExprSyntax? = ifExpr
      while let clause = current {
        let (subject, value) = condition(of: clause.conditions, in: scope)
        seen.append((subject, value))
        alternatives.append(
          (
            [Condition(subject: subject, value: value)],
            structure(ofItems: clause.body.statements, in: summary, scope: scope, role: .branch, depth: depth)
          ))
        current = nil
        switch clause.elseBody {
        case .ifExpr(let next): current = next
        case .codeBlock(let block):
          alternatives.append(
            (
              elseConditions(seen),
              structure(ofItems: block.statements, in: summary, scope: scope, role: .branch, depth: depth)
            ))
        case nil: alternatives.append((elseConditions(seen), selfShape(summary)))
        @unknown default: break
        }
      }
      return .choice(alternatives)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      let subject = self.subject(of: switchExpr.subject, in: scope)
      var alternatives: [(conditions: [Condition], shape: Shape)] = []
      var named: [String] = []
      for element in switchExpr.cases {
        guard case .switchCase(let switchCase) = element else { continue }
        let shape = structure(
          ofItems: switchCase.statements, in: summary, scope: scope, role: .branch, depth: depth)
        switch switchCase.label {
        case .case(let label):
          let names = label.caseItems.compactMap { caseName(of: $0.pattern) }
          named += names
          for name in names { alternatives.append(([Condition(subject: subject, value: name)], shape)) }
        case .default:
          alternatives.append(([Condition(subject: subject, value: nil, excluded: named)], shape))
        @unknown default: break
        }
      }
      return .choice(alternatives)
    }
    let (base, _) = modifierChain(expr, in: scope)
    guard let call = base.as(FunctionCallExprSyntax.self) else {
      if let getter = computedGetter(base, in: scope) {
        return expand("structure:" + getter.key, depth: 0, default: selfShape(summary)) {
          structure(ofItems: getter.items, in: summary, scope: scope, role: role, depth: depth)
        }
      }
      return selfShape(summary)
    }
    guard let name = SyntaxText.name(peel(call.calledExpression)) else { return selfShape(summary) }
    switch name {
    case "NavigationStack", "NavigationView":
      guard let content = call.trailingClosure ?? SyntaxText.closure(call, "root") else {
        return selfShape(summary)
      }
      return .stack(
        structure(ofItems: content.statements, in: summary, scope: scope, role: .stackRoot, depth: depth))
    case "NavigationSplitView":
      guard let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure else {
        return selfShape(summary)
      }
      return .stack(
        structure(ofItems: sidebar.statements, in: summary, scope: scope, role: .stackRoot, depth: depth))
    case "TabView":
      if let info = tabViews[call.location(in: scope.file)] { return .tabs(info) }
      return selfShape(summary)
    case "Group", "VStack", "HStack", "ZStack":
      if let content = call.trailingClosure {
        return structure(ofItems: content.statements, in: summary, scope: scope, role: role, depth: depth)
      }
      return selfShape(summary)
    default:
      let location = call.location(in: scope.file)
      let isView =
        viewType(named: name, in: scope) != nil
        || (name.unicodeScalars.first?.properties.isUppercase == true
          && !CodeReader.builtinViews.contains(name)
          && index.lookup(name: name, from: scope.owner?.qualifiedName) == nil)
      guard isView, let role else { return selfShape(summary) }
      if let i = summary.uses.firstIndex(where: { $0.location == location }) { summary.uses[i].role = role }
      let qualified = viewType(named: name, in: scope)?.qualifiedName ?? name
      return .view(qualified, Decoration(), location)
    }
  }

  /// The summary's own content as a shape.
  func selfShape(_ summary: ViewSummary) -> Shape {
    .inline(summary.id, kind: "content", host: summary.host, Decoration())
  }
}
