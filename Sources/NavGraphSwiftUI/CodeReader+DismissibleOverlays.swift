internal import SwiftSyntax

/// A screen shown over the main view until it closes: `ZStack { MainTabs(); if showLaunch {
/// LaunchView(showLaunch: $showLaunch) } }`, where LaunchView's "Get Started" button, or its own
/// timer or `.task` (a splash that hides itself), sets its binding to false. Unlike a menu, or an
/// overlay its host hides, it is a screen the app launches on, and closing it is a move to what
/// lies underneath: the container reads as `if showLaunch { LaunchView(...) } else { MainTabs() }`,
/// a root switch on the flag (entry from its initial value, the write a move to the main view, an
/// automatic one when no control makes it).
extension CodeReader {
  /// The one `if` without an `else` among a container's views whose condition is a flag (`if
  /// showLaunch`, `if self.showLaunch`) and whose body is one view type given the flag's binding
  /// (`LaunchView(showLaunch: $showLaunch)`), bound to a `@Binding` property that a control of the
  /// type (a `Button`'s action, an `.onTapGesture`) or its own handler (`.task`, `.onReceive` of a
  /// timer) sets to `false`; also a chain of such clauses without a final `else` (`if showsSplash {
  /// Splash(isShowing: $showsSplash) } else if showsIntro { Intro(isShowing: $showsIntro) }`: one
  /// launch view after the other). Nil when there is none, or more than one. O(tokens of the
  /// candidates' types).
  func dismissibleOverlay(among views: [ExprSyntax], in scope: Scope) -> ExprSyntax? {
    var found: [ExprSyntax] = []
    for view in views {
      guard let ifExpr = onlyIf(in: view, scope: scope) else { continue }
      var clause: IfExprSyntax? = ifExpr
      var closes = true
      while let current = clause, closes {
        closes = isDismissibleClause(current, in: scope)
        if let body = current.elseBody {
          // Another clause (`else if`), or a final `else`, which no launch view is.
          clause = body.as(IfExprSyntax.self)
          if clause == nil { closes = false }
        } else {
          clause = nil
        }
      }
      if closes { found.append(view) }
    }
    return found.count == 1 ? found.first : nil
  }

  /// Whether one clause of an `if` is a flag alone showing one view type given the flag's binding,
  /// which the type's controls or own handlers set to `false`, and no overlay its host hides.
  private func isDismissibleClause(_ ifExpr: IfExprSyntax, in scope: Scope) -> Bool {
    guard ifExpr.conditions.count == 1, case .expression(let test)? = ifExpr.conditions.first?.condition,
      let flag = SyntaxText.ownName(peel(test))
    else { return false }
    var inner = scope
    let shown = withoutDecorations(builderViews(of: ifExpr.body.statements, scope: &inner), in: inner)
    guard shown.count == 1,
      let call = modifierChain(shown[0], in: inner).base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)), let type = viewType(named: name, in: inner),
      let argument = call.arguments.first(where: {
        $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "$" + flag
      }),
      let label = argument.label?.text, type.properties[label]?.wrapper == "Binding"
    else { return false }
    return controlSets(label, to: .false, in: type, orItsOwnHandlers: true)
      && hiddenOverlay(ifExpr, in: scope) == nil
  }

  /// A view among a container's views that hides itself inside: one view type given a flag's
  /// binding (`OrbitSplash(show: $showSplash)`, also `self.$showSplash`), whose body is only `if
  /// show { ... }` without an `else` on the `@Binding` property given it, and which a control or
  /// its own handler sets to `false`. It is `if showSplash { OrbitSplash(show: $showSplash) }`
  /// written the other way, so it reads the same (`dismissibleOverlay`): the view and the state of
  /// the flag. Nil when there is none, or more than one. O(tokens of the candidates' types).
  func selfHidingOverlay(among views: [ExprSyntax], in scope: Scope) -> (view: ExprSyntax, flag: StateKey)? {
    var found: [(view: ExprSyntax, flag: StateKey)] = []
    for view in views {
      guard let call = modifierChain(view, in: scope).base.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(call.calledExpression)), let type = viewType(named: name, in: scope),
        let getter = type.properties["body"]?.getter, getter.count == 1, let item = getter.first
      else { continue }
      let statement: ExprSyntax?
      switch item.item {
      case .expr(let expression): statement = expression
      case .stmt(let written): statement = written.as(ExpressionStmtSyntax.self)?.expression
      default: statement = nil
      }
      guard let ifExpr = statement.map({ peel($0) })?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
        ifExpr.conditions.count == 1, case .expression(let test)? = ifExpr.conditions.first?.condition,
        let label = SyntaxText.ownName(peel(test)), type.properties[label]?.wrapper == "Binding",
        let argument = call.arguments.first(where: { $0.label?.text == label }),
        case .binding(let key) = value(of: argument.expression, in: scope),
        controlSets(label, to: .false, in: type, orItsOwnHandlers: true)
      else { continue }
      found.append((view, key))
    }
    return found.count == 1 ? found.first : nil
  }

  /// The `if` a view is, or the one `if` a stack or group around it alone holds (`ZStack { if
  /// showLaunch { ... } }.zIndex(2)`); nil for anything else.
  private func onlyIf(in view: ExprSyntax, scope: Scope) -> IfExprSyntax? {
    if let ifExpr = peel(view).as(IfExprSyntax.self) { return ifExpr }
    guard let call = modifierChain(view, in: scope).base.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)), CodeReader.singleViewContainers.contains(name),
      let content = call.trailingClosure
    else { return nil }
    var inner = scope
    let views = builderViews(of: content.statements, scope: &inner)
    return views.count == 1 ? peel(views[0]).as(IfExprSyntax.self) : nil
  }

  /// Whether a control of a view type sets one of its properties to a keyword (`false`, `nil`):
  /// `name = false` (or `self.name = false`; for `false` also `name.toggle()`, the flag being on
  /// while the view is shown) inside a `Button`, a view of the files read given the closure (the
  /// app's own button), or an `.onTapGesture`, in its computed properties or methods, directly or
  /// in a method of its own such a control calls (`.onReceive(timer) { _ in tick() }` with `func
  /// tick() { ...; finish() }`, however many calls deep); with `orItsOwnHandlers`, also inside the
  /// view's own `.onAppear`, `.task`, `.onReceive` or `.onChange` (a splash its timer hides).
  /// Iterative: each write's and each call's ancestors are walked up to the declaration, each method
  /// is followed once; O(tokens of the type × methods followed).
  func controlSets(
    _ name: String, to keyword: Keyword, in type: TypeDeclaration, orItsOwnHandlers: Bool = false
  ) -> Bool {
    let handlers: Set<String> =
      orItsOwnHandlers ? ["onTapGesture", "onAppear", "task", "onReceive", "onChange"] : ["onTapGesture"]
    let blocks: [(method: String?, body: CodeBlockItemListSyntax)] =
      type.properties.values.compactMap(\.getter).map { (nil, $0) }
      + type.methods.flatMap { method, overloads in overloads.compactMap(\.body).map { (method, $0) } }
    // The writes, then the calls of each method a write (or a followed call) is in.
    var pending: [(token: TokenSyntax, block: CodeBlockItemListSyntax, method: String?)] = []
    for block in blocks {
      for token in block.body.tokens(viewMode: .sourceAccurate) where Self.writes(token, name, keyword) {
        pending.append((token, block.body, block.method))
      }
    }
    var followed: Set<String> = []
    while let (token, block, method) = pending.popLast() {
      if isInControl(token, block: block, handlers: handlers, in: type) { return true }
      guard let method, followed.insert(method).inserted else { continue }
      for caller in blocks {
        for call in caller.body.tokens(viewMode: .sourceAccurate) where Self.calls(call, method) {
          pending.append((call, caller.body, caller.method))
        }
      }
    }
    return false
  }

  /// Whether a token starts `name = keyword`, or is `name` in `name.toggle()` for `false`.
  private static func writes(_ token: TokenSyntax, _ name: String, _ keyword: Keyword) -> Bool {
    guard case .identifier(name) = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate)
    else { return false }
    if next.tokenKind == .equal {
      return next.nextToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(keyword)
    }
    guard keyword == .false, next.tokenKind == .period,
      let member = next.nextToken(viewMode: .sourceAccurate), member.tokenKind == .identifier("toggle")
    else { return false }
    return member.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
  }

  /// Whether a token is the name in a call of the type's own method `name` (`name(...)`,
  /// `self.name(...)`), or the method given by name as an argument (`Page(onFinish: finish)`,
  /// `Button("Start", action: finish)`, run by the control it is given to); not another object's
  /// method, nor its declaration.
  private static func calls(_ token: TokenSyntax, _ name: String) -> Bool {
    guard case .identifier(name) = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate),
      let previous = token.previousToken(viewMode: .sourceAccurate)
    else { return false }
    let owner: TokenSyntax?
    if previous.tokenKind == .period {
      guard previous.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self) else {
        return false
      }
      owner = previous.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)
    } else {
      owner = previous
    }
    if next.tokenKind == .leftParen { return previous.tokenKind != .keyword(.func) }
    // Given by name: an argument on its own.
    guard next.tokenKind == .rightParen || next.tokenKind == .comma, let owner else { return false }
    return owner.tokenKind == .colon || owner.tokenKind == .leftParen || owner.tokenKind == .comma
  }

  /// Whether a token is inside a control's or handler's closure: a `Button`, a view of the files read
  /// given the closure, or a call of one of `handlers` (`.onTapGesture`), below the declaration's
  /// block.
  private func isInControl(
    _ token: TokenSyntax, block: CodeBlockItemListSyntax, handlers: Set<String>, in type: TypeDeclaration
  ) -> Bool {
    var node = token.parent
    while let current = node {
      if let call = current.as(FunctionCallExprSyntax.self) {
        // A `Button`, or a control of the app's own given the closure (`MenuButton(text: "Add")
        // { ...; showCard = false }`).
        if let called = call.calledExpression.as(DeclReferenceExprSyntax.self),
          called.baseName.text == "Button"
            || (index.lookup(name: called.baseName.text, from: type.qualifiedName)?.isView ?? false)
        {
          return true
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          handlers.contains(member.declName.baseName.text)
        {
          return true
        }
      }
      if current.is(CodeBlockItemListSyntax.self) && current.id == block.id { break }
      node = current.parent
    }
    return false
  }
}
