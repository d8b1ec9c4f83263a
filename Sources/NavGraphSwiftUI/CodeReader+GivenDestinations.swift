internal import SwiftSyntax

/// A component that takes the view it opens from its creator: `struct SettingsRow<Destination:
/// View>: View { let destination: () -> Destination; var body: some View { NavigationLink {
/// destination() } label: { Text(title) } } }` created as `SettingsRow(title: "History") {
/// HistoryView() }`, or a built view stored (`let target: Target`, `NavigationLink(destination:
/// target)`, also an `AnyView`, a `@State` one without a value, modifiers on it, in a view or a
/// `ViewModifier`). Each creation is a push, from the creating view, of the view its
/// argument builds, labelled with the creation's literal title; the built view is a destination,
/// not content of the creator, and the row's own `NavigationLink` adds nothing by itself.
extension CodeReader {
  /// How a component's `NavigationLink` uses a property given by its creators as its destination:
  /// the literal text of its label, or the property its label shows (`Text(title)`).
  struct GivenDestination {
    var label: String?
    var labelProperty: String?
  }

  /// The properties of a view type that its body's `NavigationLink`s take as their destination
  /// (`destination()` of a closure property, or a stored view: a property typed by a generic
  /// parameter of the type, or `AnyView`), by name. Read once per type, linear in its body's tokens.
  func givenDestinations(of type: TypeDeclaration) -> [String: GivenDestination] {
    if let known = givenDestinationsByType[type.qualifiedName] { return known }
    var found: [String: GivenDestination] = [:]
    // A view's `body`, or a `ViewModifier`'s `body(content:)` (`.modifier(BackBar(destination:
    // AnyView(LoginView())))`, its toolbar's `NavigationLink(destination: destination)`).
    let body =
      type.properties["body"]?.getter ?? (type.isViewModifier ? type.methods["body"]?.first?.body : nil)
    if let body {
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier("NavigationLink") = token.tokenKind,
          let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
          let (destination, labelClosure) = linkParts(call),
          let name = givenViewProperty(destination, of: type, at: call)
        else { continue }
        found[name] = GivenDestination(
          label: labelText(title: call, labelClosure: labelClosure),
          labelProperty: labelProperty(call, labelClosure: labelClosure, of: type))
      }
    }
    givenDestinationsByType[type.qualifiedName] = found
    return found
  }

  /// What a creation gives a property its component pushes (`givenDestinations`): a push from the
  /// creating view of the view the argument builds, read in the creator's scope, at the creation.
  func recordGivenDestination(
    _ given: GivenDestination, expr: ExprSyntax, arguments: [(property: String, expr: ExprSyntax)],
    call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    let shape = self.shape(of: expr, in: scope, kind: "push", host: summary, depth: depth + 1)
    let title = given.labelProperty.flatMap { property in
      SyntaxText.literal(arguments.first { $0.property == property }?.expr)
    }
    summary.links.append(
      LinkSite(trigger: .push(shape), label: title ?? given.label, location: call.location(in: scope.file)))
  }

  /// Whether `name`, in code of `owner`, is a property its creators give as the destination of its
  /// `NavigationLink`: what the link shows comes from each creation (`recordGivenDestination`).
  func isGivenDestination(_ name: String, of owner: TypeDeclaration?) -> Bool {
    guard let owner, owner.isView || owner.isViewModifier else { return false }
    return givenDestinations(of: owner)[name] != nil
  }

  /// Whether `name`, in code read in `scope`, is such a property or a name an `if let` binds to one
  /// (`if let dist = destination { NavigationLink(destination: dist) }`).
  func isGivenDestination(_ name: String, in scope: Scope) -> Bool {
    if case .state(let key, _)? = scope.locals[name], key.owner == scope.owner?.qualifiedName {
      return isGivenDestination(key.name, of: scope.owner)
    }
    return isGivenDestination(name, of: scope.owner)
  }

  /// The destination and label closure of a `NavigationLink` with a destination (as
  /// `readNavigationLink` tells them apart); nil for a value link.
  private func linkParts(_ call: FunctionCallExprSyntax) -> (ExprSyntax, ClosureExprSyntax?)? {
    guard SyntaxText.argument(call, "value") == nil else { return nil }
    let hasTitle = call.arguments.first.map { $0.label == nil } ?? false
    let labelClosure = SyntaxText.closure(call, "label")
    if let destination = SyntaxText.argument(call, "destination") {
      return (destination, labelClosure ?? call.trailingClosure)
    }
    if let trailing = call.trailingClosure, hasTitle || labelClosure != nil {
      return (ExprSyntax(trailing), labelClosure)
    }
    return nil
  }

  /// The property a destination shows when it is only that property, called or not (`{
  /// destination() }`, `target`, `self.target`), and the property is given by creators: a closure
  /// returning a view, or a view typed by a generic parameter or `AnyView`.
  private func givenViewProperty(
    _ expr: ExprSyntax, of type: TypeDeclaration, at link: FunctionCallExprSyntax
  ) -> String? {
    var expr = peel(expr)
    if let closure = expr.as(ClosureExprSyntax.self) {
      guard closure.statements.count == 1, case .expr(let only)? = closure.statements.first?.item else {
        return nil
      }
      expr = peel(only)
    }
    // Modifiers on the given view (`viewName.navigationBarBackButtonHidden(true)`) keep it the
    // destination.
    while let call = expr.as(FunctionCallExprSyntax.self),
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    {
      expr = peel(ExprSyntax(base))
    }
    if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
      expr = peel(call.calledExpression)
    }
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return givenProperty(member.declName.baseName.text, of: type)
    }
    guard let name = SyntaxText.name(expr) else { return nil }
    return givenProperty(boundProperty(name, around: Syntax(link)) ?? name, of: type)
  }

  /// The property an `if let` around a node binds to `name` (`if let dist = destination`, `if let
  /// destination`), nil when none does. Walks up the node's ancestors.
  private func boundProperty(_ name: String, around node: Syntax) -> String? {
    var current = node.parent
    while let ancestor = current {
      if let ifExpr = ancestor.as(IfExprSyntax.self) {
        for element in ifExpr.conditions {
          guard case .optionalBinding(let binding) = element.condition,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          else { continue }
          guard let initializer = binding.initializer?.value else { return name }
          return SyntaxText.name(peel(initializer))
        }
      }
      current = ancestor.parent
    }
    return nil
  }

  /// `name` when it is a stored property of `type` that creators give (no initial value, or `nil`)
  /// a view or a view-building closure.
  private func givenProperty(_ name: String, of type: TypeDeclaration) -> String? {
    guard let property = type.properties[name], property.getter == nil,
      property.initializer.map({ peel($0).is(NilLiteralExprSyntax.self) }) ?? true,
      !property.isStatic,
      // `@State var viewName: Content` without a value: its creators give its first value.
      property.wrapper == nil || property.wrapper == "ViewBuilder" || property.wrapper == "State"
    else { return nil }
    switch property.type?.unwrapped {
    case .function(returnsVoid: false, _)?: return name
    case .named(let components, let arguments)? where components.count == 1 && arguments.isEmpty:
      return type.genericParameters.contains(components[0]) || components[0] == "AnyView" ? name : nil
    default: return nil
    }
  }

  /// The property a link's label shows as its text (`Text(title)`, `Label(title, systemImage:
  /// icon)`, `NavigationLink(title, destination: ...)`), when it is a property of `type`.
  private func labelProperty(
    _ call: FunctionCallExprSyntax, labelClosure: ClosureExprSyntax?, of type: TypeDeclaration
  ) -> String? {
    if let first = call.arguments.first, first.label == nil, let name = SyntaxText.name(first.expression),
      type.properties[name] != nil
    {
      return name
    }
    guard let labelClosure else { return nil }
    for token in labelClosure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name == "Text" || name == "Label",
        let text = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let first = text.arguments.first, first.label == nil
      else { continue }
      let property = SyntaxText.name(peel(first.expression))
      return property.flatMap { type.properties[$0] != nil ? $0 : nil }
    }
    return nil
  }
}
