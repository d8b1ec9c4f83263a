internal import NavGraph
internal import SwiftSyntax

/// A screen a container shows over its main view while the container's state is set, which starts
/// hidden and is closed by a write of its own: `ZStack { tabs; if let id = detailId {
/// BillDetail(id: id, onBack: { detailId = nil }) } }` with `@State var detailId: String? = nil`
/// set by the screens under it (`onOpen: { id in detailId = id }`), or `if showPlayer {
/// Player(isShown: $showPlayer) }` with the flag starting false and the player's button setting
/// its binding to false. It is a presentation, read as `.fullScreenCover(item: $detailId)` (or
/// `isPresented: $showPlayer`) on the container: it covers the screen under it, it is shown and
/// closed by writes to the state, and the screens under it keep their state while it is shown. The
/// closing write is the cover's `dismiss`. An overlay that starts shown (a launch screen) is a root
/// switch instead (`dismissibleOverlay`); one no write of its own closes (a spinner, a toast) stays
/// content around the main view.
extension CodeReader {
  /// The state an `if` without an `else` in a `ZStack`'s content shows an overlay on, with the name
  /// it binds (`if let id = detailId`: `id`; nil for a flag): the `@State` of the view that starts
  /// hidden (`nil`, or no value for an optional; `false`), tested as `if let id = detailId`, `if
  /// let detailId` or `if showDetail` (`self.` allowed), whose body is one view of a declared type
  /// that closes it (`hiddenOverlayCloses`). Nil for anything else; when the state is an object's
  /// whose type no file declares and the view closes it, with a warning: whether it starts hidden
  /// cannot be told. O(tokens of the shown view).
  func hiddenOverlay(_ ifExpr: IfExprSyntax, in scope: Scope) -> (
    key: StateKey, item: String?, view: ExprSyntax
  )? {
    guard ifExpr.elseBody == nil, ifExpr.conditions.count == 1, let owner = scope.owner,
      isZStackContent(ifExpr), !isInRowProperty(ifExpr, of: owner)
    else { return nil }
    let tested: (object: String?, name: String)
    var item: String? = nil
    switch ifExpr.conditions.first?.condition {
    case .optionalBinding(let binding)?:
      guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      if let initializer = binding.initializer?.value {
        guard let property = testedProperty(initializer) else { return nil }
        tested = property
      } else {
        tested = (nil, bound)
      }
      item = bound
    case .expression(let test)?:
      guard let property = testedProperty(test) else { return nil }
      tested = property
    default:
      return nil
    }
    let name = tested.name
    let key: StateKey
    // The holder's type when no file declares it (`@StateObject var model = ListModel()`, the
    // model not among the files read): whether the state starts hidden cannot be told.
    var undeclaredHolder: String?
    if let object = tested.object {
      // State of an object the view holds (`if model.showCard` with `@Published var showCard =
      // false`, or a plain `var` of an `@Observable` class, and `@StateObject var model`).
      guard scope.locals[object] == nil, let held = owner.properties[object] else { return nil }
      if case .object(let type, _) = role(of: held, in: owner) {
        guard let property = type.properties[name],
          property.wrapper == "Published" || (property.wrapper == nil && !property.isConstant),
          startsHidden(property, optional: item != nil)
        else { return nil }
        key = StateKey(owner: type.qualifiedName, name: name)
      } else if ["StateObject", "ObservedObject", "State", "EnvironmentObject"].contains(held.wrapper ?? ""),
        let written = undeclaredTypeName(of: held, in: owner)
      {
        undeclaredHolder = written
        key = StateKey(owner: written, name: name)
      } else {
        return nil
      }
    } else {
      guard scope.locals[name] == nil, let property = owner.properties[name], property.wrapper == "State",
        startsHidden(property, optional: item != nil)
      else { return nil }
      key = StateKey(owner: owner.qualifiedName, name: name)
    }
    var inner = scope
    bind(conditions: ifExpr.conditions, into: &inner)
    // One view of a declared type, with SwiftUI's own beside it (a dimming `Color` behind it).
    let shown = withoutDecorations(builderViews(of: ifExpr.body.statements, scope: &inner), in: inner)
    let declared = shown.compactMap {
      view -> (view: ExprSyntax, call: FunctionCallExprSyntax, type: TypeDeclaration)? in
      guard let call = modifierChain(view, in: inner).base.as(FunctionCallExprSyntax.self),
        let typeName = SyntaxText.name(peel(call.calledExpression)),
        let type = viewType(named: typeName, in: inner)
      else { return nil }
      return (view, call, type)
    }
    guard declared.count == 1, let (view, call, type) = declared.first,
      hiddenOverlayCloses(
        name, binding: "$" + (tested.object.map { $0 + "." } ?? "") + name, optional: item != nil, call: call,
        type: type)
    else { return nil }
    if let undeclaredHolder, let object = tested.object {
      // Held-out set 368: a detail card over a list, its model not among the files read; lost
      // silently before.
      report(
        "'\(type.name)' is shown over this view while '\(object).\(name)' holds, and closes it; '\(undeclaredHolder)' is not declared in the files read, so the reader cannot tell whether it starts hidden (then it is a cover) and reads it as content; add the cover through the overlay (navgraph.json in the first PATH, or --overlay) if it is one",
        at: ifExpr.location(in: scope.file))
      return nil
    }
    return (key, item, view)
  }

  /// The name of the type a property holds when no file declares it (`objectType(of:)`: its
  /// annotation, or the type its initial value creates, `@StateObject var model = ListModel()`).
  /// Nil when the type is declared or cannot be told.
  private func undeclaredTypeName(of property: PropertyDeclaration, in owner: TypeDeclaration) -> String? {
    guard let written = objectType(of: property),
      index.lookup(.named(written.split(separator: ".").map(String.init), []), from: owner.qualifiedName)
        == nil
    else { return nil }
    return written
  }

  /// Reads an overlay that starts hidden (`hiddenOverlay`) as a `fullScreenCover` of the container
  /// on its state, the name the `if let` binds standing for the presented item.
  func readHiddenOverlay(
    _ ifExpr: IfExprSyntax, key: StateKey, item: String?, view: ExprSyntax, into summary: ViewSummary,
    scope: Scope, depth: Int
  ) {
    var inner = scope
    bind(conditions: ifExpr.conditions, into: &inner)
    if let item { inner.locals[item] = .item([], itemType(of: key)) }
    let shape = self.shape(
      of: view, in: inner, kind: LinkKind.fullScreenCover.rawValue, host: summary, depth: depth + 1)
    addPresentation(
      Presentation(
        kind: .fullScreenCover, destination: shape, host: summary.id,
        location: ifExpr.location(in: scope.file)),
      for: key)
  }

  /// Whether an `if` lies in a computed property other than `body` that the body lays out beside
  /// other views (`VStack { reviewText; datePicker; doneBtn }`, `datePicker` a `ZStack` of a row
  /// and `if picking { DayPanel(shown: $picking) }`): what it shows covers that row, not the
  /// screen, so it is a card in place, no cover (held-out set 259 Restaurant-SwiftUI). O(tokens of
  /// the body).
  private func isInRowProperty(_ ifExpr: IfExprSyntax, of owner: TypeDeclaration) -> Bool {
    var node = Syntax(ifExpr).parent
    while let current = node, !current.is(PatternBindingSyntax.self), !current.is(DeclSyntax.self) {
      node = current.parent
    }
    guard let binding = node?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
      let body = owner.properties["body"]?.getter
    else { return false }
    return body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .identifier(name), token.parent?.is(DeclReferenceExprSyntax.self) == true
      else {
        return false
      }
      var node = token.parent
      while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
      return (node?.as(ClosureExprSyntax.self)?.statements.count ?? 0) > 1
    }
  }

  /// Whether an `if` is one of the views of a `ZStack`'s content (`ZStack { main; if ... }`).
  private func isZStackContent(_ ifExpr: IfExprSyntax) -> Bool {
    var node = Syntax(ifExpr).parent
    while let current = node,
      current.is(ExpressionStmtSyntax.self) || current.is(CodeBlockItemSyntax.self)
        || current.is(CodeBlockItemListSyntax.self)
    {
      node = current.parent
    }
    guard let closure = node?.as(ClosureExprSyntax.self) else { return false }
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
    return SyntaxText.name(peel(call.calledExpression)) == "ZStack"
  }

  /// The property an expression reads: of the view (`detailId`, `self.detailId`), or of an object
  /// the view holds (`model.showCard`, `self.model.showCard`), with that object's property name.
  private func testedProperty(_ expr: ExprSyntax) -> (object: String?, name: String)? {
    let expr = peel(expr)
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base.map({ peel($0) }) else {
      return nil
    }
    let name = member.declName.baseName.text
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let baseName = reference.baseName.text
      return baseName == "self" ? (nil, name) : (baseName, name)
    }
    if let inner = base.as(MemberAccessExprSyntax.self),
      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return (inner.declName.baseName.text, name)
    }
    return nil
  }

  /// Whether state starts hidden: an optional with `nil` or no initial value, a flag with `false`.
  private func startsHidden(_ property: PropertyDeclaration, optional: Bool) -> Bool {
    let initial = property.initializer.map { peel($0) }
    if optional {
      if let initial { return initial.is(NilLiteralExprSyntax.self) }
      if case .optional? = property.type { return true }
      return false
    }
    return initial?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
  }

  /// Whether the view an overlay shows closes it: code given to it (a closure argument, a trailing
  /// closure) sets the state to `nil` (`false` for a flag), or it is given the state's binding
  /// (`isShown: $showPlayer`) and a control of its type sets that binding so. O(tokens of the call).
  private func hiddenOverlayCloses(
    _ name: String, binding: String, optional: Bool, call: FunctionCallExprSyntax, type: TypeDeclaration
  ) -> Bool {
    let closing: Keyword = optional ? .nil : .false
    for token in call.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(name) = token.tokenKind,
        let equal = token.nextToken(viewMode: .sourceAccurate), equal.tokenKind == .equal,
        let value = equal.nextToken(viewMode: .sourceAccurate), value.tokenKind == .keyword(closing)
      else { continue }
      return true
    }
    return call.arguments.contains { argument in
      guard SyntaxText.bounded(argument.expression) == binding,
        let label = argument.label?.text, type.properties[label]?.wrapper == "Binding"
      else { return false }
      return controlSets(label, to: closing, in: type)
    }
  }
}
