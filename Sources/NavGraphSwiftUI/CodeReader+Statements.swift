internal import SwiftSyntax

/// The statements of a view builder or an action (a body, a destination closure, a button's
/// action): the constants they declare and the expressions they write, read the same way by content,
/// shapes, structure and effects.
extension CodeReader {
  /// Binds each constant `variable` declares (`let title = "Inbox"`, `let route: Route = .home`) in
  /// `scope` to its value, read with its declared type when it has one (`value(of:declaredBy:in:)`).
  /// O(bindings).
  func bind(_ variable: VariableDeclSyntax, in scope: inout Scope) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initializer = binding.initializer?.value
      else { continue }
      scope.locals[name] = value(of: initializer, declaredBy: binding, in: scope)
    }
  }

  /// The value a constant or variable declaration gives its name: its initializer's, read with the
  /// declared type; some value of that type when the reader cannot tell it and the type is named
  /// (`let pin: Pin = map.selection()`: not nil), but for a `Bool`, which may be false.
  func value(of initializer: ExprSyntax, declaredBy binding: PatternBindingSyntax, in scope: Scope) -> Value {
    let declared = binding.typeAnnotation.map { TypeReference($0.type) }
    let bound = value(of: initializer, in: scope, expected: declared)
    if let declared, case .named = declared, declared.lastName != "Bool" {
      if bound.isUntold { return .typed(declared) }
      // State whose type the files read do not say (`let mode: FocusMode = model.recommended`,
      // the model's file not read): of the declared type.
      if case .state(let key, nil) = bound { return .state(key, declared) }
    }
    return bound
  }

  /// The expression a body of one item gives (a getter, a one-line method): the expression
  /// written alone, or what its one `return` returns. Nil for a longer body or another statement.
  static func soleExpression(of body: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard body.count == 1, let item = body.first else { return nil }
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// The expression a statement writes: an expression statement's, or what a `return` returns.
  static func expression(of stmt: StmtSyntax) -> ExprSyntax? {
    if let expression = stmt.as(ExpressionStmtSyntax.self) { return expression.expression }
    return stmt.as(ReturnStmtSyntax.self)?.expression
  }

  /// The expression an item of a statement list is, or returns.
  static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expr): return expr
    case .stmt(let stmt): return expression(of: stmt)
    default: return nil
    }
  }

  /// Backgrounds and separators the system draws, which show nothing a user navigates by.
  static let decorations: Set<String> = [
    "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Rectangle",
    "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
    "Spacer", "Divider",
  ]

  /// The views of a container that can show something: without the decorations (`decorations`:
  /// `Color.blue`, `LinearGradient(...)`, `Spacer()`) that carry no closure (no action, no modal)
  /// and are not declared in the files read. So `ZStack { LinearGradient(...).ignoresSafeArea();
  /// if signedIn { Home() } else { Login() } }` shows what its `if` shows. A decoration framing one
  /// view in its overlay, nothing else on it acting (`RoundedRectangle(cornerRadius: 25).fill(.white)
  /// .overlay(VStack { Berth(isShown: $shown) })`, a card), stands for that view. O(tokens of the
  /// views).
  func withoutDecorations(_ views: [ExprSyntax], in scope: Scope) -> [ExprSyntax] {
    views.compactMap { view in
      let chain = modifierChain(view, in: scope)
      guard isSystemDecoration(chain.base, in: scope) else { return view }
      if let framed = overlaidView(chain.modifiers) { return framed }
      return view.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftBrace } ? view : nil
    }
  }

  /// The one view an `.overlay` among a decoration's modifiers shows (`.overlay(Card())`, `.overlay
  /// { Card() }`), when no other modifier is given a closure; nil otherwise. O(modifiers).
  private func overlaidView(_ modifiers: [ModifierCall]) -> ExprSyntax? {
    var overlay: FunctionCallExprSyntax?
    for modifier in modifiers {
      if modifier.name == "overlay" {
        guard overlay == nil else { return nil }
        overlay = modifier.call
      } else if modifier.call.trailingClosure != nil
        || modifier.call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
      {
        return nil
      }
    }
    guard let overlay else { return nil }
    if let closure = overlay.trailingClosure ?? SyntaxText.closure(overlay, "content") {
      guard closure.statements.count == 1,
        case .expr(let shown) = closure.statements[closure.statements.startIndex].item
      else { return nil }
      return shown
    }
    guard overlay.arguments.count == 1, let argument = overlay.arguments.first, argument.label == nil else {
      return nil
    }
    return argument.expression
  }

  /// Whether a view (without its modifiers) is one of the system's `decorations` (`Color.blue`,
  /// `LinearGradient(...)`), no type of the files read having that name.
  func isSystemDecoration(_ base: ExprSyntax, in scope: Scope) -> Bool {
    let name: String?
    if let call = base.as(FunctionCallExprSyntax.self) {
      name = SyntaxText.name(peel(call.calledExpression))
    } else if let member = base.as(MemberAccessExprSyntax.self), let type = member.base {
      name = SyntaxText.name(type)
    } else {
      name = nil
    }
    guard let name, CodeReader.decorations.contains(name) else { return false }
    return index.lookup(name: name, from: scope.owner?.qualifiedName) == nil
  }

  /// The views a view builder's statements write, in order, with their constants bound in `scope`;
  /// in a `#if`, the clause an iOS build compiles (`CompilationConditions`); in a `do { ... }`
  /// block (which result builders accept), its statements. Iterative, whatever the nesting of
  /// `#if`s and `do`s: O(statements).
  func builderViews(of items: CodeBlockItemListSyntax, scope: inout Scope) -> [ExprSyntax] {
    var views: [ExprSyntax] = []
    // A body with a `return` of its own is no view builder (`let model = CartModel(); if let url
    // { ... }; return CartView(model: model)`): it shows what it returns, not its other statements.
    var returned: [ExprSyntax] = []
    var pending = Array(items.reversed())
    while let item = pending.popLast() {
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          bind(variable, in: &scope)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self),
          let active = CompilationConditions.activeItems(ifConfig)
        {
          pending += active.reversed()
        }
      case .expr(let expr):
        // An assignment (`settings.loggedIn = false` before `return AnyView(...)`) is no view.
        if !CodeReader.isAssignment(expr) { views.append(expr) }
      case .stmt(let stmt):
        if let block = stmt.as(DoStmtSyntax.self) {
          pending += block.body.statements.reversed()
        } else if let expr = CodeReader.expression(of: stmt) {
          views.append(expr)
          if stmt.is(ReturnStmtSyntax.self) { returned.append(expr) }
        }
      @unknown default: break
      }
    }
    return returned.isEmpty ? views : returned
  }

  /// Whether an expression is an assignment (`a = b`, `self.a.b = c`), which writes no view.
  static func isAssignment(_ expr: ExprSyntax) -> Bool {
    if let sequence = expr.as(SequenceExprSyntax.self) {
      return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self) {
      return infix.operator.is(AssignmentExprSyntax.self)
    }
    return false
  }
}
