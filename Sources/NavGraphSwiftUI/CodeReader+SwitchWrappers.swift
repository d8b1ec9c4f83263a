internal import SwiftSyntax

/// A destination wrapper whose body switches on a value its creator gives:
/// `NavigationLink(destination: ShopRedirection(name: item.title))`, `ShopRedirection`'s body
/// `switch name { case "Shoes": return AnyView(ShoesView()) ... }`. The wrapper is not a screen:
/// each case's view is the destination, the one the creator's value picks when it is a literal,
/// else every case, as for a `switch` written in the link's destination.
extension CodeReader {
  /// The choice a switch wrapper shows for this creation: its body, one `switch` whose subject
  /// starts with a stored property the creator gives, read with each given property bound to the
  /// creator's value. Nil when the body is anything else or reads as no choice. Linear in the
  /// wrapper's body; each wrapper is expanded once per call chain (`expand`).
  func switchWrapperShape(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    depth: Int
  ) -> Shape? {
    guard let body = type.properties["body"], let getter = body.getter,
      let subjects = onlyChoiceSubjects(in: getter, kind: kind), !subjects.isEmpty
    else { return nil }
    let locals = givenLocals(of: type, call: call, in: scope)
    let given = Dictionary(givenProperties(of: type, call: call), uniquingKeysWith: { first, _ in first })
    for subject in subjects {
      // The first name the subject reads, inside parentheses (`(setting.level == "easy")`).
      let first = subject.tokens(viewMode: .sourceAccurate).first { $0.tokenKind != .leftParen }
      guard case .identifier(let root)? = first?.tokenKind, let value = locals[root] else { return nil }
      // An object made for the view where it is created (`CatchView(model: CatchModel(lake:
      // lake))`, `switch model.state`) is no choice the creator makes: its state changes while the
      // view is up (loading, then loaded), as that of an object the view makes itself, so the view
      // is one screen. An object the creator holds (its settings) does choose.
      var isObject = type.properties[root]?.wrapper.map(CodeReader.objectWrappers.contains) ?? false
      if case .object = objectHeld(in: value) { isObject = true }
      if isObject, let expr = given[root], isConstruction(expr) { return nil }
    }
    let shape: Shape = expand("switch-wrapper:\(type.qualifiedName)", depth: scope.depth, default: .empty) {
      var inner = Scope(
        owner: type, file: body.location.file, origin: type.qualifiedName, depth: scope.depth + 1)
      inner.locals = locals
      return self.shape(
        ofItems: getter, in: inner, kind: kind, host: host, at: body.location, depth: depth + 1)
    }
    switch shape {
    case .choice(let alternatives):
      // A switch between content written in place only (`case .loading: ProgressView() case
      // .success: VStack { ... } case .failure: Text(...)` on a model given by the creator) lays out
      // one screen as its data loads: no choice of screens.
      return alternatives.contains(where: { CodeReader.showsViewType($0.shape) }) ? shape : nil
    case .view: return shape
    default: return nil
    }
  }

  /// Whether a shape shows a view type somewhere (not only content written in place). Iterative:
  /// O(the shape's nodes).
  static func showsViewType(_ shape: Shape) -> Bool {
    var pending = [shape]
    while let current = pending.popLast() {
      switch current {
      case .view, .tabs: return true
      case .stack(let inner): pending.append(inner)
      case .choice(let alternatives): pending += alternatives.map(\.shape)
      case .inline, .unresolved, .empty: continue
      }
    }
    return false
  }

  /// The subjects of the one choice a body's statements are, after its constants: a `switch`'s
  /// subject, or, for a link's destination (not a root, a tab or content in place), each condition
  /// of an `if`/`else if` chain whose branches each show one thing (`if setting.level == "easy" {
  /// EasyPlay() } else if ...`). Nil for anything else. O(statements and conditions).
  private func onlyChoiceSubjects(in items: CodeBlockItemListSyntax, kind: String) -> [ExprSyntax]? {
    var found: ExprSyntax?
    for item in items {
      switch item.item {
      case .decl: continue
      case .expr(let expr):
        guard found == nil else { return nil }
        found = expr
      case .stmt(let stmt):
        guard found == nil, let expr = CodeReader.expression(of: stmt) else { return nil }
        found = expr
      @unknown default: return nil
      }
    }
    if let switchExpr = found?.as(SwitchExprSyntax.self) { return [switchExpr.subject] }
    guard kind != "root", kind != "tab", kind != "content", var ifExpr = found?.as(IfExprSyntax.self) else {
      return nil
    }
    var subjects: [ExprSyntax] = []
    while true {
      guard ifExpr.body.statements.count == 1 else { return nil }
      for condition in ifExpr.conditions {
        guard case .expression(let expr) = condition.condition else { return nil }
        subjects.append(expr)
      }
      guard let elseBody = ifExpr.elseBody else { return subjects }
      if case .ifExpr(let next) = elseBody {
        ifExpr = next
      } else if case .codeBlock(let block) = elseBody {
        return block.statements.count == 1 ? subjects : nil
      } else {
        return nil
      }
    }
  }

  /// Whether an expression makes a new instance: a call of a type's name (`CatchModel(lake: lake)`,
  /// `Models.Catch(...)`, `.init(...)`).
  private func isConstruction(_ expr: ExprSyntax) -> Bool {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self) else { return false }
    let callee = peel(call.calledExpression)
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard let name else { return false }
    return name == "init" || (name.first?.isUppercase ?? false)
  }
}
