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
  /// timer) sets to `false`. Nil when there is none, or more
  /// than one. O(tokens of the candidates' types).
  func dismissibleOverlay(among views: [ExprSyntax], in scope: Scope) -> ExprSyntax? {
    var found: [ExprSyntax] = []
    for view in views {
      guard let ifExpr = onlyIf(in: view, scope: scope), ifExpr.elseBody == nil,
        ifExpr.conditions.count == 1, case .expression(let test)? = ifExpr.conditions.first?.condition,
        let flag = SyntaxText.ownName(peel(test))
      else { continue }
      var inner = scope
      let shown = withoutDecorations(builderViews(of: ifExpr.body.statements, scope: &inner), in: inner)
      guard shown.count == 1,
        let call = modifierChain(shown[0], in: inner).base.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(call.calledExpression)), let type = viewType(named: name, in: inner),
        let argument = call.arguments.first(where: {
          $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "$" + flag
        }),
        let label = argument.label?.text, type.properties[label]?.wrapper == "Binding",
        controlSets(label, to: .false, in: type, orItsOwnHandlers: true),
        hiddenOverlay(ifExpr, in: scope) == nil
      else { continue }
      found.append(view)
    }
    return found.count == 1 ? found.first : nil
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
  /// `name = false` (or `self.name = false`) inside a `Button`, a view of the files read given the
  /// closure (the app's own button), or an `.onTapGesture`, in its
  /// computed properties or methods; with `orItsOwnHandlers`, also inside the view's own
  /// `.onAppear`, `.task`, `.onReceive` or `.onChange` (a splash its timer hides). Iterative: each
  /// assignment's ancestors are walked up to the declaration.
  func controlSets(
    _ name: String, to keyword: Keyword, in type: TypeDeclaration, orItsOwnHandlers: Bool = false
  ) -> Bool {
    let handlers: Set<String> =
      orItsOwnHandlers ? ["onTapGesture", "onAppear", "task", "onReceive", "onChange"] : ["onTapGesture"]
    let blocks =
      type.properties.values.compactMap(\.getter) + type.methods.values.flatMap { $0 }.compactMap(\.body)
    for block in blocks {
      for token in block.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(name) = token.tokenKind,
          let equal = token.nextToken(viewMode: .sourceAccurate), equal.tokenKind == .equal,
          let value = equal.nextToken(viewMode: .sourceAccurate), value.tokenKind == .keyword(keyword)
        else { continue }
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
      }
    }
    return false
  }
}
