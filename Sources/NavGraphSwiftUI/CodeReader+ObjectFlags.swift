internal import SwiftSyntax

/// Bool properties of an object a view is given, set by the object's initializer from what its
/// creation gives: `ScreenContainer(configuration: configuration)` with `var configuration:
/// BarConfig { BarConfig(title: "Docks", showBack: false) }` and `init(title: String, showBack:
/// Bool = true) { self.showBack = showBack }`. The object the creating view makes has `showBack`
/// false, so a bar testing `if configuration.showBack` shows no back button on that view's screen
/// (`NavigationResolver.mayBeTrue`; held-out set 320 swiftui-news-app: a back button on every
/// screen).
extension CodeReader {
  /// Records what the object `expr` makes gives each Bool property of its type, by the view whose
  /// code makes it: the argument's literal, else the initializer parameter's literal default, else
  /// the property's own (nil when none is a literal). Nothing when `expr` makes no object of a
  /// type declared in the files read. O(the type's properties and the call's arguments).
  func recordObjectFlags(_ expr: ExprSyntax, creator: String?, scope: Scope) {
    guard let creator, let (call, type) = objectCreation(expr, in: scope) else { return }
    let given = givenProperties(of: type, call: call)
    let labels = Set(call.arguments.compactMap { $0.label?.text })
    let initializer = type.initializers.first { labels.isSubset(of: Set($0.parameters.compactMap(\.label))) }
    let renames = initializer.map(initializerRenames) ?? [:]
    let literal = CodeReader.boolLiteral
    for name in type.propertyOrder {
      guard let property = type.properties[name], property.getter == nil, !property.isStatic,
        property.type?.lastName == "Bool" || literal(property.initializer) != nil
      else { continue }
      let value: Bool?
      if let argument = given.first(where: { $0.property == name })?.expr {
        value = literal(peel(argument))
      } else if let initializer, let label = renames.first(where: { $0.value == name })?.key {
        let parameter = initializer.parameters.first { ($0.label ?? $0.name) == label }
        value = literal(parameter?.defaultValue)
      } else {
        value = literal(property.initializer)
      }
      addFlagArgument(StateKey(owner: type.qualifiedName, name: name), creator: creator, value: value)
    }
  }

  /// The creation of an object of a type declared in the files read, not a view, that `expr`
  /// makes: written in place (`BarConfig(title: "Docks")`) or returned by a computed property of
  /// the view (`configuration`, `self.configuration`, its getter one call). Nil otherwise.
  private func objectCreation(_ expr: ExprSyntax, in scope: Scope) -> (
    FunctionCallExprSyntax, TypeDeclaration
  )? {
    var made = peel(expr)
    let name: String? =
      made.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? made.as(MemberAccessExprSyntax.self).flatMap { member in
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
          ? member.declName.baseName.text : nil
      }
    if let name, scope.locals[name] == nil, let getter = scope.owner?.properties[name]?.getter,
      getter.count == 1, let item = getter.first
    {
      switch item.item {
      case .expr(let e): made = peel(e)
      case .stmt(let stmt):
        guard let e = CodeReader.expression(of: stmt) else { return nil }
        made = peel(e)
      default: return nil
      }
    }
    guard let call = made.as(FunctionCallExprSyntax.self),
      let type = typeNamed(peel(call.calledExpression), in: scope), !type.isView,
      type.kind == .classType || type.kind == .structType
    else { return nil }
    return (call, type)
  }
}
