internal import SwiftSyntax

/// A view given its actions as one value of a struct of closures (`struct Actions { var openMenu: ()
/// -> Void }`, `var actions: Actions`, created as `WelcomeView(actions: .init(openMenu: { ... }))`),
/// the MVVM-C form of closure properties: each closure of the struct is a closure property of the
/// view, named by its path (`actions.openMenu`), given by the creations and called by the view's
/// controls (`actions.openMenu()`).
extension CodeReader {
  /// The struct of closures a property of a view holds, when its type is a struct declared in the
  /// files read with at least one action (`() -> Void`, `(String) -> Void`) among its properties.
  func closureBundle(_ property: PropertyDeclaration, of owner: TypeDeclaration) -> TypeDeclaration? {
    guard let type = property.type, let declared = index.lookup(type, from: owner.qualifiedName),
      declared.kind == .structType, !declared.isView,
      declared.propertyOrder.contains(where: { isAction(declared.properties[$0]) })
    else { return nil }
    return declared
  }

  /// The key of a closure of a struct of closures a view holds (`actions.openMenu` of
  /// `WelcomeView`), called on the state that holds the struct; nil when `name` is no action of it.
  func bundledClosure(_ name: String, of state: StateKey, type: TypeReference?) -> StateKey? {
    guard let type, let declared = index.lookup(type, from: state.owner), declared.kind == .structType,
      isAction(declared.properties[name])
    else { return nil }
    return StateKey(owner: state.owner, name: state.name + "." + name)
  }

  /// Records the closures a creation gives in a struct of closures (`actions: .init(openMenu: { ...
  /// })`, or the struct's name called, qualified or not): each as a closure argument of the view's bundled closure
  /// (`bundledClosure`). False when the value is no such creation.
  func recordClosureBundle(
    _ bundle: TypeDeclaration, given expr: ExprSyntax, to property: StateKey,
    creation: FunctionCallExprSyntax,
    summary: SummaryID?, scope: Scope, depth: Int
  ) -> Bool {
    guard let call = peel(expr).as(FunctionCallExprSyntax.self) else {
      return recordBundledValue(
        bundle, value(of: expr, in: scope), to: property, creation: creation, summary: summary,
        scope: scope, depth: depth)
    }
    let callee = peel(call.calledExpression)
    if let member = callee.as(MemberAccessExprSyntax.self) {
      // `.init(...)`, `MenuView.Actions(...)` (`Actions.init(...)` is peeled to `Actions(...)`).
      let name = member.declName.baseName.text
      guard name == bundle.name || (name == "init" && member.base == nil) else { return false }
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      guard reference.baseName.text == bundle.name else { return false }
    } else {
      return false
    }
    for (field, fieldExpr) in givenProperties(of: bundle, call: call) {
      guard case .function(returnsVoid: true, let parameters)? = bundle.properties[field]?.type?.unwrapped
      else { continue }
      addClosureArgument(
        StateKey(owner: property.owner, name: property.name + "." + field),
        effects: actionEffects(fieldExpr, in: scope, parameterTypes: parameters, depth: depth + 1),
        creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary,
        at: fieldExpr.location(in: scope.file), closure: givenClosure(fieldExpr, in: scope),
        site: creation.location(in: scope.file))
    }
    return true
  }

  /// Records the closures of a struct of closures given as a value made elsewhere, each element of
  /// a list read apart (`ForEach(entries) { entry in EntryRow(entry: entry) }` over `var entries:
  /// [MenuEntry] { [MenuEntry(title: "History") { nav.push(.history) }, ...] }`): each closure the
  /// instance holds, where it is written. False when the value is no instance of the struct.
  private func recordBundledValue(
    _ bundle: TypeDeclaration, _ given: Value, to property: StateKey, creation: FunctionCallExprSyntax,
    summary: SummaryID?, scope: Scope, depth: Int
  ) -> Bool {
    guard case .instance(let type, let fields) = given, type == bundle.qualifiedName else { return false }
    // The instance's texts by their path (`entry.title`), for a label showing one.
    var texts: [String: String] = [:]
    for case (let field, .string(let text)) in fields where !text.isEmpty {
      texts[property.name + "." + field] = text
    }
    for field in bundle.propertyOrder {
      guard case .function(returnsVoid: true, let parameters)? = bundle.properties[field]?.type?.unwrapped,
        case .closure(let closure)? = fields[field]
      else { continue }
      let arguments = closure.parameters.enumerated().map { index, name -> Value in
        guard index < parameters.count, case .named = parameters[index] else { return .unknown(name) }
        return .typed(parameters[index])
      }
      addClosureArgument(
        StateKey(owner: property.owner, name: property.name + "." + field),
        effects: run(closure, arguments: arguments, depth: depth + 1),
        creator: scope.origin ?? scope.owner?.qualifiedName, summary: summary, at: closure.location,
        closure: closure, site: creation.location(in: scope.file), texts: texts)
    }
    return true
  }

  private func isAction(_ property: PropertyDeclaration?) -> Bool {
    guard let property, property.getter == nil, !property.isStatic,
      case .function(returnsVoid: true, _)? = property.type?.unwrapped
    else { return false }
    return true
  }
}
