internal import NavGraph
internal import SwiftSyntax

/// A component pushing a value its creators give: `RouteCell(title: "Settings", route: .settings)`
/// with RouteCell's `NavigationLink(value: route) { Text(title) }`. The component's code cannot
/// tell which value it pushes; each creation can, so each creation's value is pushed from the
/// screen that creates it (`NavigationResolver.givenValuePushes`), labelled with the creation's
/// title when the link's label shows a property it gives.
extension CodeReader {
  /// What one creation gives a property the component pushes as a value.
  struct GivenRouteValue: Sendable {
    var value: Value
    /// The view whose code creates the component, and the summary the creation was read into.
    var creator: String?
    var summary: SummaryID?
    /// Where the component is created.
    var site: SourceAnchor
    /// The string literals the creation gives the component's properties (`title: "Settings"`).
    var texts: [String: String]
  }

  /// The plain stored properties of a view that its body pushes as a `NavigationLink`'s value
  /// (`NavigationLink(value: route)`) or may push through a path or router, as the argument of a
  /// method called on an object (`coordinator.push(page: page)`, `path.append(page)`), whole or
  /// by a field (`coordinator.push(page: entry.page)`): found once per type by one walk over its
  /// body's tokens. A property given to a method that does not push costs only the reading of its
  /// creations' values.
  func pushedProperties(of type: TypeDeclaration) -> Set<String> {
    if let known = pushedPropertyCache[type.qualifiedName] { return known }
    var found = Set<String>()
    func isPlain(_ name: String) -> Bool {
      guard let property = type.properties[name] else { return false }
      return property.wrapper == nil && property.getter == nil && !property.isStatic
    }
    // Both forms name a plain property: a type without one is not walked.
    if let body = type.properties["body"]?.getter, type.properties.keys.contains(where: isPlain) {
      for token in body.tokens(viewMode: .sourceAccurate) {
        if token.text == "NavigationLink" {
          guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
            let value = SyntaxText.argument(call, "value"), let name = chainRoot(peel(value)),
            isPlain(name)
          else { continue }
          found.insert(name)
        } else if case .identifier(let name) = token.tokenKind, isPlain(name),
          let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let argument = argumentHolding(reference),
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil
        {
          found.insert(name)
        }
      }
    }
    pushedPropertyCache[type.qualifiedName] = found
    return found
  }

  /// The name at the root of `route` or of a member chain on it (`entry` of `entry.page`).
  private func chainRoot(_ expr: ExprSyntax) -> String? {
    var expr = expr
    while let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base }
    return SyntaxText.name(expr)
  }

  /// The argument whose expression is `reference` or a member chain on it (`entry.page`).
  private func argumentHolding(_ reference: DeclReferenceExprSyntax) -> LabeledExprSyntax? {
    var node = Syntax(reference)
    while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
      node = Syntax(member)
    }
    return node.parent?.as(LabeledExprSyntax.self)
  }

  /// What the creations of a component give the value `key` its code pushes: a property they
  /// give (`route`), or a field of one (`entry.page`, with `EntryRow(entry: .init(page:
  /// .apples))`), each creation's value taken at that field; nil when no creation gives it.
  func givenRouteValues(for key: StateKey) -> [GivenRouteValue]? {
    if let given = givenRouteValues[key], !given.isEmpty { return given }
    let names = key.name.split(separator: ".").map(String.init)
    guard names.count > 1,
      let given = givenRouteValues[StateKey(owner: key.owner, name: names[0])], !given.isEmpty
    else { return nil }
    let fields = Array(names.dropFirst())
    // The field's type as the component declares it (`port.berth` of `var port: Port`, a `Berth`).
    let declared = stateType(key)
    return given.map { creation in
      var atField = creation
      switch creation.value {
      case .state(let state, _):
        atField.value = .state(
          StateKey(owner: state.owner, name: ([state.name] + fields).joined(separator: ".")), declared)
      case .item(let path, _): atField.value = .item(path + fields, declared)
      // Else the field's declared type (`alert.member` of an element of `[Alert]`).
      default:
        atField.value =
          creation.value.field(fields) ?? declared.map { .typed($0.unwrapped) } ?? .unknown(key.description)
      }
      return atField
    }
  }

  /// Records what a creation of the view `type` gives each property its body pushes as a value,
  /// read in the creator's scope.
  func recordGivenRouteValues(
    of type: TypeDeclaration, given: [(property: String, expr: ExprSyntax)], call: FunctionCallExprSyntax,
    summary: SummaryID?, scope: Scope, depth: Int
  ) {
    let pushed = pushedProperties(of: type)
    guard !pushed.isEmpty else { return }
    var texts = given.reduce(into: [String: String]()) { texts, argument in
      if let text = SyntaxText.literal(argument.expr), !text.isEmpty { texts[argument.property] = text }
    }
    let values = given.filter { pushed.contains($0.property) }.map { name, expr in
      (name, self.value(of: expr, in: scope, expected: type.properties[name]?.type, depth: depth + 1))
    }
    // The texts of a struct given in place (`entry: .init(page: .apples, title: "Apples")`), by
    // their path (`entry.title`), for a label showing one.
    for case (let name, .instance(_, let fields)) in values {
      for case (let field, .string(let text)) in fields where !text.isEmpty {
        texts[name + "." + field] = text
      }
    }
    for (name, value) in values {
      givenRouteValues[StateKey(owner: type.qualifiedName, name: name), default: []].append(
        GivenRouteValue(
          value: value, creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary,
          site: call.location(in: scope.file), texts: texts))
    }
  }
}
