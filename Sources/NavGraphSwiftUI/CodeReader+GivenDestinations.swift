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
    /// For a view held in a value the creator gives (`let item: SettingsEntry`,
    /// `NavigationLink(destination: item.screen)`): the field holding it (`screen`), nil for a view
    /// or closure given itself.
    var field: String?
    /// The field of that value the link's label shows (`Text(item.title)`).
    var labelField: String?
    /// Whether the creator gives a collection of such values, one link each (`ForEach(entries) {
    /// entry in SettingsRow(item: entry) }` in a section given `entries`).
    var eachElement = false
    /// The destination as written in the component (`item.screen`, or the name an `if let`
    /// binds), or the element passed on (`entry`): the component's own code adds nothing there.
    var written: String?
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
          let (destination, labelClosure) = linkParts(call)
        else { continue }
        if let name = givenViewProperty(destination, of: type, at: call) {
          found[name] = GivenDestination(
            label: labelText(title: call, labelClosure: labelClosure),
            labelProperty: labelProperty(call, labelClosure: labelClosure, of: type))
        } else if let (name, field) = heldViewField(destination, of: type, at: call) {
          found[name] = GivenDestination(
            label: labelText(title: call, labelClosure: labelClosure), labelProperty: nil, field: field,
            labelField: labelField(labelClosure, of: name), written: peel(destination).trimmedDescription)
        }
      }
    }
    givenDestinationsByType[type.qualifiedName] = found
    if let body { found.merge(passedOnValues(in: body, of: type)) { first, _ in first } }
    givenDestinationsByType[type.qualifiedName] = found
    return found
  }

  /// The values holding views a view passes on to the components it creates, by property: `entries`
  /// in `ForEach(entries) { entry in SettingsRow(item: entry) }` when the row's `item` holds its
  /// destination (`heldViewField`), or a property given as it is (`SettingsRow(item: item)`).
  /// The components' own given destinations are read first (a cycle reads as none).
  private func passedOnValues(in body: CodeBlockItemListSyntax, of type: TypeDeclaration) -> [String:
    GivenDestination]
  {
    // Only a data property can be found: a type without one is not walked (each token is a call
    // into swift-syntax).
    guard type.properties.keys.contains(where: { isDataProperty($0, of: type) }) else { return [:] }
    var found: [String: GivenDestination] = [:]
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
        let component = index.lookup(name: name, from: type.qualifiedName), component.isView,
        component.qualifiedName != type.qualifiedName
      else { continue }
      let held = givenDestinations(of: component)
      for (property, expr) in givenProperties(of: component, call: call) {
        guard let given = held[property], given.field != nil, !given.eachElement,
          let reference = peel(expr).as(DeclReferenceExprSyntax.self)
        else { continue }
        let passed = reference.baseName.text
        if isDataProperty(passed, of: type) {
          found[passed] = GivenDestination(
            label: given.label, labelProperty: nil, field: given.field, labelField: given.labelField,
            written: passed)
        } else if let collection = elementCollection(passed, around: Syntax(call)),
          isDataProperty(collection, of: type), case .array? = type.properties[collection]?.type?.unwrapped
        {
          found[collection] = GivenDestination(
            label: given.label, labelProperty: nil, field: given.field, labelField: given.labelField,
            eachElement: true, written: passed)
        }
      }
    }
    return found
  }

  /// The collection a `ForEach` around a node runs over, by name, when `name` is its element
  /// (`ForEach(entries) { entry in ... }`, also `self.entries`); nil otherwise.
  private func elementCollection(_ name: String, around node: Syntax) -> String? {
    guard let call = CodeReader.forEach(declaring: name, around: node), let first = call.arguments.first,
      first.label == nil
    else { return nil }
    let collection = peel(first.expression)
    if let member = collection.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return SyntaxText.name(collection)
  }

  /// Whether `name` is a stored property of `type` its creators give, with no wrapper and no
  /// value of its own (`let item: SettingsEntry`, `let entries: [SettingsEntry]`).
  func isDataProperty(_ name: String, of type: TypeDeclaration) -> Bool {
    guard let property = type.properties[name] else { return false }
    return property.getter == nil && property.initializer == nil && !property.isStatic
      && property.wrapper == nil
  }

  /// The property and field a link's destination reads when the view is held in a value the
  /// creator gives (`item.screen`, or `screen` bound by `if let screen = item.screen`): a data
  /// property (`isDataProperty`) of a type declared in the files read whose stored field is typed
  /// `AnyView`. Nil otherwise.
  private func heldViewField(
    _ expr: ExprSyntax, of type: TypeDeclaration, at link: FunctionCallExprSyntax
  ) -> (String, String)? {
    var expr = peel(expr)
    if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let initializer = boundInitializer(name, around: Syntax(link))
    {
      expr = peel(initializer)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self),
      let property = member.base.flatMap({ SyntaxText.name(peel($0)) }), isDataProperty(property, of: type),
      case .named(let components, let arguments)? = type.properties[property]?.type?.unwrapped,
      components.count == 1, arguments.isEmpty,
      let held = index.lookup(name: components[0], from: type.qualifiedName)
    else { return nil }
    let field = member.declName.baseName.text
    guard let stored = held.properties[field] else { return nil }
    // A stored `AnyView`, or a view an enum's computed property builds for each case
    // (`@ViewBuilder var screen: some View { switch self { ... } }`).
    if stored.getter == nil, case .named(["AnyView"], [])? = stored.type?.unwrapped {
      return (property, field)
    }
    if stored.getter != nil, held.kind == .enumType, !stored.isStatic { return (property, field) }
    return nil
  }

  /// The field of `property` a link's label shows as its text (`Text(item.title)`).
  private func labelField(_ labelClosure: ClosureExprSyntax?, of property: String) -> String? {
    guard let shown = labelClosure.flatMap(shownText),
      let member = peel(shown).as(MemberAccessExprSyntax.self),
      member.base.flatMap({ SyntaxText.name(peel($0)) }) == property
    else { return nil }
    return member.declName.baseName.text
  }

  /// The unlabelled first argument of the first `Text` or `Label` in a link's label closure: the
  /// text the label shows.
  private func shownText(_ labelClosure: ClosureExprSyntax) -> ExprSyntax? {
    for token in labelClosure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name == "Text" || name == "Label",
        let text = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let first = text.arguments.first, first.label == nil
      else { continue }
      return first.expression
    }
    return nil
  }

  /// What a creation gives a property holding values with views (`GivenDestination.field`): a
  /// push, from the creating view, of each value's view, labelled with its title field; nothing
  /// for a value passed on from the creator's own given property (its creators give it), and a
  /// warning where the reader cannot tell the values (`entries: store.entries`).
  private func recordHeldDestinations(
    _ given: GivenDestination, field: String, expr: ExprSyntax, property: PropertyDeclaration?,
    call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    if let owner = scope.owner,
      givenDestinations(of: owner).values.contains(where: {
        $0.field != nil && $0.written == peel(expr).trimmedDescription
      })
    {
      return
    }
    let location = call.location(in: scope.file)
    let held = value(of: expr, in: scope, expected: property?.type)
    var values: [Value]? = given.eachElement ? nil : [held]
    if given.eachElement, case .array(let elements) = held { values = elements }
    guard let values,
      values.allSatisfy({
        switch $0 {
        case .instance: return true
        case .enumCase(let type?, _, _): return index.types[type]?.properties[field]?.getter != nil
        default: return false
        }
      })
    else {
      let message =
        "the destination is the '\(field)' of \(given.eachElement ? "each value in" : "the value") '\(SyntaxText.bounded(expr, limit: 50))', which the reader cannot follow"
      summary.links.append(
        LinkSite(trigger: .push(.unresolved(message, location)), label: given.label, location: location))
      return
    }
    for element in values {
      let shape: Shape
      if case .enumCase(let typeName?, _, _) = element, let type = index.types[typeName],
        let property = type.properties[field], let getter = property.getter
      {
        // The view the case's computed property builds: its getter read as a method of the case.
        let builder = FunctionDeclaration(
          name: field, parameters: [], body: getter, isStatic: false, location: property.location)
        shape = expandShape(
          builder, owner: type, generics: [:], call: nil, receiver: element, caller: scope, kind: "push",
          host: summary, depth: depth + 1)
        summary.links.append(LinkSite(trigger: .push(shape), label: given.label, location: location))
        continue
      }
      switch element.field([field]) {
      case .none?, nil: continue
      case .view(let view)?:
        shape = self.shape(of: view.expr, in: view.scope, kind: "push", host: summary, depth: depth + 1)
      case .some:
        shape = .unresolved(
          "the destination is the '\(field)' of a value in '\(SyntaxText.bounded(expr, limit: 50))', which is no view the reader can follow",
          location)
      }
      var label = given.label
      if let labelField = given.labelField, case .string(let title)? = element.field([labelField]) {
        label = title
      }
      summary.links.append(LinkSite(trigger: .push(shape), label: label, location: location))
    }
  }

  /// Whether a destination is a view held in a value the view's creators give, as written there
  /// (`GivenDestination.written`): what the link shows comes from each creation.
  func isHeldDestination(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    guard let owner = scope.owner, owner.isView else { return false }
    let written = peel(expr).trimmedDescription
    return givenDestinations(of: owner).values.contains { $0.field != nil && $0.written == written }
  }

  /// What a creation gives a property its component pushes (`givenDestinations`): a push from the
  /// creating view of the view the argument builds, read in the creator's scope, at the creation.
  func recordGivenDestination(
    _ given: GivenDestination, expr: ExprSyntax, arguments: [(property: String, expr: ExprSyntax)],
    property: PropertyDeclaration?, call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope,
    depth: Int
  ) {
    if let field = given.field {
      recordHeldDestinations(
        given, field: field, expr: expr, property: property, call: call, into: summary, scope: scope,
        depth: depth)
      return
    }
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
    guard let given = givenDestinations(of: owner)[name] else { return false }
    return given.field == nil
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
    while true {
      // Modifiers on the given view (`viewName.navigationBarBackButtonHidden(true)`) keep it the
      // destination.
      while let call = expr.as(FunctionCallExprSyntax.self),
        let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
        base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
      {
        expr = peel(ExprSyntax(base))
      }
      // So does a container around it alone (`VStack { content }`), which shows that view.
      guard let call = expr.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(call.calledExpression)),
        CodeReader.singleViewContainers.contains(name),
        let content = call.trailingClosure, content.statements.count == 1,
        case .expr(let only)? = content.statements.first?.item
      else { break }
      expr = peel(only)
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
    guard let binding = optionalBinding(name, around: node) else { return nil }
    guard let initializer = binding.initializer?.value else { return name }
    return SyntaxText.name(peel(initializer))
  }

  /// What an `if let` around a node binds to `name` (`if let screen = item.screen`); nil when none
  /// does or it binds the name's own value (`if let screen`).
  private func boundInitializer(_ name: String, around node: Syntax) -> ExprSyntax? {
    optionalBinding(name, around: node)?.initializer?.value
  }

  /// The `if let` binding of `name` around a node, nil when none. Walks up the node's ancestors.
  private func optionalBinding(_ name: String, around node: Syntax) -> OptionalBindingConditionSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let ifExpr = ancestor.as(IfExprSyntax.self) {
        for element in ifExpr.conditions {
          guard case .optionalBinding(let binding) = element.condition,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          else { continue }
          return binding
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
  func labelProperty(
    _ call: FunctionCallExprSyntax, labelClosure: ClosureExprSyntax?, of type: TypeDeclaration
  ) -> String? {
    if let first = call.arguments.first, first.label == nil,
      let name = propertyChain(first.expression, of: type)
    {
      return name
    }
    return labelClosure.flatMap(shownText).flatMap { propertyChain(peel($0), of: type) }
  }

  /// A property of `type` (`title`), or a member chain rooted at one, written with its dots
  /// (`entry.title`); nil for any other expression.
  private func propertyChain(_ expr: ExprSyntax, of type: TypeDeclaration) -> String? {
    var names: [String] = []
    var expr = expr
    while let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      names.insert(member.declName.baseName.text, at: 0)
      expr = base
    }
    guard let root = SyntaxText.name(expr), type.properties[root] != nil else { return nil }
    return ([root] + names).joined(separator: ".")
  }
}
