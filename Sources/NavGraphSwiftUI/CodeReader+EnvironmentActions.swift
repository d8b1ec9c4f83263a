internal import SwiftSyntax

/// Navigation actions handed down through the environment: an environment value the app declares
/// whose type is a function (`var navigateTo: (Route) -> Void`), or a struct that calls the one
/// closure it holds from `callAsFunction` (`struct NavigateAction { let action: (Route) -> Void;
/// func callAsFunction(_ route: Route) { action(route) } }`). A view setting it gives the closure
/// (`.environment(\.navigate, NavigateAction { route in path.append(route) })`); a view reading it
/// (`@Environment(\.navigate) var navigate`) calls it (`navigate(.detail)`). The value is read as a
/// closure property of `EnvironmentValues`, given by every view that sets it, so a call runs the
/// closures given, with the values the call gives (`NavigationResolver.expandingClosureCalls`).
extension CodeReader {
  /// What an environment value the app declares is, when it is an action.
  enum EnvironmentAction {
    /// A function type, with the types of its parameters.
    case function([TypeReference])
    /// A struct whose `callAsFunction` calls its closure property `property` with its own
    /// parameters, in order.
    case forwarding(TypeDeclaration, property: String, parameters: [TypeReference])
  }

  /// The closure property standing for the environment value `name`.
  static func environmentActionKey(_ name: String) -> StateKey {
    StateKey(owner: "EnvironmentValues", name: name)
  }

  /// The environment value an `@Environment(\.name)` property reads, when that value is an action.
  func environmentActionName(of property: PropertyDeclaration) -> String? {
    guard property.wrapper == "Environment", let argument = property.wrapperArguments?.first?.expression,
      let name = CodeReader.keyPathProperty(argument), environmentAction(name) != nil
    else { return nil }
    return name
  }

  /// The environment value `name` as an action; nil when the files read do not declare it, or it is
  /// no action. Worked out once per name.
  func environmentAction(_ name: String) -> EnvironmentAction? {
    if let known = environmentActionTable[name] { return known }
    let found = readEnvironmentAction(name)
    environmentActionTable[name] = .some(found)
    return found
  }

  private func readEnvironmentAction(_ name: String) -> EnvironmentAction? {
    guard let declared = index.environmentValues[name],
      let written = declared.type
        ?? declared.initializer.flatMap({ inferredType(of: $0, from: nil, depth: 0) })
    else { return nil }
    if case .function(true, let parameters) = index.resolvingAliases(written, from: nil).unwrapped {
      return .function(parameters)
    }
    guard let type = index.lookup(written, from: nil), type.kind == .structType,
      let method = type.methods["callAsFunction"], method.count == 1, let body = method[0].body,
      body.count == 1, case .expr(let expr)? = body.first?.item,
      let call = peel(expr).as(FunctionCallExprSyntax.self)
    else { return nil }
    let callee = peel(call.calledExpression)
    let calleeName =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
        member.base.map { isSelfReference(ExprSyntax($0)) } == true ? member.declName.baseName.text : nil
      }
    let parameters = method[0].parameters
    guard let calleeName, let property = type.properties[calleeName], !property.isStatic,
      let propertyType = property.type,
      case .function(true, let types) = index.resolvingAliases(propertyType, from: type.qualifiedName)
        .unwrapped,
      call.arguments.count == parameters.count,
      zip(call.arguments, parameters).allSatisfy({ argument, parameter in
        peel(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter.name
      })
    else { return nil }
    return .forwarding(type, property: calleeName, parameters: types)
  }

  private func isSelfReference(_ expr: ExprSyntax) -> Bool {
    peel(expr).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// Records `.environment(\.name, value)` for an action `name`: the closure the value gives (the
  /// value itself, or for a struct the closure its construction gives to the property
  /// `callAsFunction` calls) as a closure given to the value, by the view whose code sets it.
  /// Returns false when `name` is no action.
  func recordEnvironmentAction(_ name: String, value expr: ExprSyntax?, in scope: Scope) -> Bool {
    guard let action = environmentAction(name) else { return false }
    guard let expr else { return true }
    var given: ExprSyntax?
    var parameters: [TypeReference]
    switch action {
    case .function(let types):
      given = expr
      parameters = types
    case .forwarding(let type, let property, let types):
      parameters = types
      if let construction = peel(expr).as(FunctionCallExprSyntax.self),
        typeNamed(peel(construction.calledExpression), in: scope)?.qualifiedName == type.qualifiedName
      {
        given = givenProperties(of: type, call: construction).first { $0.property == property }?.expr
      }
    }
    guard let given else { return true }
    addClosureArgument(
      CodeReader.environmentActionKey(name),
      effects: actionEffects(given, in: scope, parameterTypes: parameters, depth: 1),
      creator: scope.owner?.qualifiedName ?? scope.origin, summary: nil, at: given.location(in: scope.file),
      closure: givenClosure(given, in: scope))
    return true
  }
}
