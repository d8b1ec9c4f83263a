internal import SwiftSyntax

/// The structure of a view's body: a stack, a tab view, a switch at the top, a single view type, or
/// the body's own content.
extension CodeReader {
  /// The structure of a view's body: a stack (around a view type, a switch, or content), a tab view,
  /// a switch at the top, a single view type, or the body's own content (`.inline` of the summary).
  /// Marks the uses it passes through (stack roots, switch branches), which are then not components.
  func structure(of items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope) -> Shape {
    structure(ofItems: items, in: summary, scope: scope, role: nil, depth: 0)
  }

  func structure(
    ofItems items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope, role: ViewUse.Role?,
    depth: Int
  ) -> Shape {
    var scope = scope
    let views = withoutDecorations(builderViews(of: items, scope: &scope), in: scope)
    guard depth < 32, let main = views.count == 1 ? views[0] : mainView(of: views, in: scope) else {
      return selfShape(summary)
    }
    return structure(of: main, in: summary, scope: scope, role: role, depth: depth + 1)
  }

  /// Of several views in a container (`ZStack { TabView { ... }; SideMenu(...) }`, `ZStack { if flag
  /// { Tabs() } else { Home() }; Drawer() }`), the one that says what the container shows: the only
  /// `TabView` (also as the one view inside a `NavigationStack` or `NavigationView`), `switch`, or
  /// `if` with an `else`; the others (a side menu, a floating button, a
  /// header) are shown over or beside it, whatever it shows, and stay the host's own code. Nil when
  /// there is no such view or more than one. O(views).
  func mainView(of views: [ExprSyntax], in scope: Scope) -> ExprSyntax? {
    var found: ExprSyntax?
    for view in views {
      let expr = peel(view)
      let structural: Bool
      if let ifExpr = expr.as(IfExprSyntax.self) {
        var last = ifExpr
        while case .ifExpr(let next)? = last.elseBody { last = next }
        structural = last.elseBody != nil
      } else if expr.is(SwitchExprSyntax.self) {
        structural = true
      } else {
        structural = isTabView(expr, in: scope) || isStackAroundTabView(expr, in: scope)
      }
      guard structural else { continue }
      if found != nil { return nil }
      found = view
    }
    return found
  }

  /// Whether a view is a `TabView` call (after its modifiers).
  private func isTabView(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    let (base, _) = modifierChain(peel(expr), in: scope)
    return base.as(FunctionCallExprSyntax.self).flatMap { SyntaxText.name(peel($0.calledExpression)) }
      == "TabView"
  }

  /// Whether a view is a `NavigationStack` or `NavigationView` whose content is one `TabView`
  /// (`ZStack { NavigationView { TabView { ... } }; Banner() }`): it says what the container shows,
  /// as the `TabView` alone would. O(views in the stack's content).
  private func isStackAroundTabView(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    let (base, _) = modifierChain(peel(expr), in: scope)
    guard let call = base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)),
      name == "NavigationStack" || name == "NavigationView",
      let content = call.trailingClosure ?? SyntaxText.closure(call, "root")
    else { return false }
    var inner = scope
    let views = withoutDecorations(builderViews(of: content.statements, scope: &inner), in: inner)
    return views.count == 1 && isTabView(views[0], in: inner)
  }

  func structure(
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
            [Condition(subject: subject, value: value, location: clause.location(in: scope.file))],
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
    if let (type, method) = staticBuilder(call, in: scope), let body = method.body {
      // A stack root or branch built by a static function (`MusicBuilder.build(router: router)`):
      // what the function returns, read in its own scope.
      let key =
        "structure:\(type.qualifiedName).\(method.name)@\(method.location.file):\(method.location.offset)"
      return expand(key, depth: scope.depth, default: selfShape(summary)) {
        var callee = Scope(
          owner: type, file: method.location.file, origin: scope.origin, depth: scope.depth + 1)
        callee.locals = arguments(for: method, call: call, caller: scope, callee: callee)
        return structure(ofItems: body, in: summary, scope: callee, role: role, depth: depth)
      }
    }
    if let owner = scope.owner, let method = ownBuilder(call, of: owner, in: scope), let body = method.body {
      // A branch or the whole body built by a function of the view (`@ViewBuilder func display()
      // -> some View { if isActive { displayScreen() } else { displaySplash() } }`): what it builds,
      // read as if written in place, with its parameters bound.
      let key =
        "structure:\(owner.qualifiedName).\(method.name)@\(method.location.file):\(method.location.offset)"
      return expand(key, depth: scope.depth, default: selfShape(summary)) {
        var callee = Scope(
          owner: owner, file: method.location.file, generics: scope.generics, origin: scope.origin,
          depth: scope.depth + 1)
        callee.locals = arguments(for: method, call: call, caller: scope, callee: callee)
        return structure(ofItems: body, in: summary, scope: callee, role: role, depth: depth)
      }
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
    case "Group", "VStack", "HStack", "ZStack", "ScrollViewReader", "GeometryReader":
      if let content = call.trailingClosure {
        // A view inside a container at a stack's root may be the host's own content
        // (`ZStack { Color.black; Photo() }`): decided once its navigation is known.
        let inner = role == .stackRoot ? .containedStackRoot : role
        return structure(ofItems: content.statements, in: summary, scope: scope, role: inner, depth: depth)
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

  /// The method of the view a call names (`display()`, `self.display()`), as content reading
  /// expands it (`readCall`): not a modifier of the same name, not `body`.
  func ownBuilder(_ call: FunctionCallExprSyntax, of owner: TypeDeclaration, in scope: Scope)
    -> FunctionDeclaration?
  {
    let called = peel(call.calledExpression)
    let name: String
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard name != "body", scope.locals[name] == nil else { return nil }
    return owner.methods[name]?.first
  }

  /// The summary's own content as a shape.
  func selfShape(_ summary: ViewSummary) -> Shape {
    .inline(summary.id, kind: "content", host: summary.host, Decoration())
  }
}
