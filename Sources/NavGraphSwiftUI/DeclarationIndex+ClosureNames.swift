internal import SwiftSyntax

/// Closures typed by a type alias the files read do not declare (`let onCellTap: VoidHandler`, the
/// alias in a module not read): a property or parameter whose type is declared nowhere, names no
/// alias read, ends in a word closures are named by (`closureNameSuffixes`), and which the code
/// calls (`onCellTap()`) or passes as an action (`Button(action: action)`, `Modifier(action:
/// action)`) is read as `() -> Void`. An initializer's parameter of such a type that shares its
/// name with a property read so is one too (`init(action: @escaping VoidHandler) { self.action =
/// action }`).
extension DeclarationIndex {
  /// The last words of the names closure types are given (`VoidHandler`, `TapAction`, `Callback`).
  static let closureNameSuffixes = ["Handler", "Action", "Callback", "Closure", "Completion"]

  /// Rewrites the types of the properties and parameters this reads as closures. Linear in the
  /// declarations' code.
  func resolveClosureNamedTypes() {
    for type in types.values {
      let scope = type.qualifiedName
      var bodies: [Syntax] = type.propertyOrder.compactMap { type.properties[$0]?.getter.map(Syntax.init) }
      for methods in type.methods.values { bodies += methods.compactMap { $0.body.map(Syntax.init) } }
      var closureProperties = Set<String>()
      for name in type.propertyOrder {
        // State behind a property wrapper (`@State var composeAction: ComposeAction?`, an enum of a
        // package) is passed on as data under any label (`Composer(action: composeAction)`): only
        // a call makes it a closure (held-out set 342 OpenEmail: its sheet's item read as one).
        guard let property = type.properties[name], let written = property.type,
          namesClosure(written, from: scope),
          bodies.contains(where: { usesAsClosure(name, in: $0, passing: property.wrapper == nil) })
        else { continue }
        type.properties[name]?.type = asClosure(written)
        closureProperties.insert(name)
      }
      for (name, methods) in type.methods {
        type.methods[name] = methods.map { resolveParameters($0, from: scope, properties: []) }
      }
      type.initializers = type.initializers.map {
        resolveParameters($0, from: scope, properties: closureProperties)
      }
    }
    for (name, functions) in freeFunctions {
      freeFunctions[name] = functions.map { resolveParameters($0, from: nil, properties: []) }
    }
    for (name, functions) in viewExtensionFunctions {
      viewExtensionFunctions[name] = functions.map { resolveParameters($0, from: nil, properties: []) }
    }
  }

  /// A function with the parameters read as closures rewritten: those its body calls or passes as
  /// an action, and those named as one of `properties`.
  private func resolveParameters(
    _ function: FunctionDeclaration, from scope: String?, properties: Set<String>
  ) -> FunctionDeclaration {
    var function = function
    for i in function.parameters.indices {
      let parameter = function.parameters[i]
      guard let written = parameter.type, namesClosure(written, from: scope),
        properties.contains(parameter.name)
          || function.body.map({ usesAsClosure(parameter.name, in: Syntax($0)) }) ?? false
      else { continue }
      function.parameters[i].type = asClosure(written)
    }
    return function
  }

  /// Whether a type is a name declared nowhere in the files read, no alias read, ending in one of
  /// `closureNameSuffixes` (optional or not).
  private func namesClosure(_ type: TypeReference, from scope: String?) -> Bool {
    guard case .named(let components, let arguments) = type.unwrapped, arguments.isEmpty,
      let last = components.last,
      DeclarationIndex.closureNameSuffixes.contains(where: { last.hasSuffix($0) }),
      declaredType(components, from: scope) == nil, alias(components, from: scope) == nil
    else { return false }
    return true
  }

  /// `() -> Void`, optional when the type written is.
  private func asClosure(_ type: TypeReference) -> TypeReference {
    let closure = TypeReference.function(returnsVoid: true, parameters: [])
    if case .optional = type { return .optional(closure) }
    return closure
  }

  /// Whether code calls a name (`onCellTap()`, `action?()`) or, with `passing`, passes it as an
  /// action (`action: action`). Linear in the code's tokens.
  private func usesAsClosure(_ name: String, in code: Syntax, passing: Bool = true) -> Bool {
    var previous: [TokenSyntax] = []
    var pendingName = false
    for token in code.tokens(viewMode: .sourceAccurate) {
      if pendingName {
        pendingName = false
        if token.tokenKind == .leftParen || token.tokenKind == .postfixQuestionMark { return true }
      }
      if token.tokenKind == .identifier(name) {
        pendingName = true
        if passing, previous.count == 2, previous[1].tokenKind == .colon,
          previous[0].tokenKind == .identifier("action")
        {
          return true
        }
      }
      previous.append(token)
      if previous.count > 2 { previous.removeFirst() }
    }
    return false
  }
}
