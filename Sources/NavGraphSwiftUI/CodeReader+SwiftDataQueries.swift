internal import NavGraph
internal import SwiftSyntax

/// SwiftData queries as state: `@Query var paddlers: [Paddler]` in any view is the store's
/// `Paddler` objects, one state for the app (`StateKey(owner: "@Query", name: "Paddler")`), empty at
/// launch (a fresh install's store). A root that switches on whether it is empty (`if
/// paddlers.first != nil`, `if let home = homes.first`, `if paddlers.isEmpty`) switches on that
/// state: `modelContext.insert(Paddler(...))` makes it non-empty, `modelContext.delete(model:
/// Paddler.self)` empties it, so a screen that saves the first object moves the root.
extension CodeReader {
  /// The owner of the state of SwiftData queries.
  static let queryOwner = "@Query"

  /// The state an `@Query` property stands for: the store's objects of its element type; nil for
  /// any other property, or one whose element type is not written.
  func queryKey(of property: PropertyDeclaration) -> StateKey? {
    guard property.wrapper == "Query", case .array(let element)? = property.type?.unwrapped,
      let name = element.lastName
    else { return nil }
    return StateKey(owner: CodeReader.queryOwner, name: name)
  }

  /// The element types some `@Query` property of the files read queries. Made once, linear in the
  /// properties of the files' types.
  var queriedTypes: Set<String> {
    if let known = queriedTypeTable { return known }
    var found = Set<String>()
    for type in index.types.values {
      for property in type.properties.values {
        if let key = queryKey(of: property) { found.insert(key.name) }
      }
    }
    queriedTypeTable = found
    return found
  }

  /// A condition on a query's state in the form the root switch reads, whether the store holds
  /// some objects of the type (`some`) or none (`nil`): `paddlers.first != nil` and `if let p =
  /// paddlers.first` (`.last` too) test `some`; `paddlers.isEmpty` tests `nil`, `!paddlers.isEmpty`
  /// `some`. Any other condition is returned as it is.
  func queryCondition(_ tested: (Subject, String)) -> (Subject, String) {
    guard case .state(let key) = tested.0, key.owner == CodeReader.queryOwner,
      let dot = key.name.firstIndex(of: ".")
    else { return tested }
    let base = StateKey(owner: key.owner, name: String(key.name[..<dot]))
    switch (key.name[key.name.index(after: dot)...], tested.1) {
    case ("first", let value), ("last", let value):
      return ["some", "nil"].contains(value) ? (.state(base), value) : tested
    case ("isEmpty", "true"): return (.state(base), "nil")
    case ("isEmpty", "false"): return (.state(base), "some")
    default: return tested
    }
  }

  /// What a call changes in the store's objects of a queried type: `context.insert(Paddler(...))`
  /// (also of a value of that type) makes them some; `context.delete(model: Paddler.self)` none.
  /// Nil for any other call.
  func queryWrite(
    _ call: FunctionCallExprSyntax, named name: String, in scope: Scope, at location: SourceAnchor
  )
    -> Effect?
  {
    guard !queriedTypes.isEmpty, call.arguments.count == 1, let argument = call.arguments.first else {
      return nil
    }
    if name == "insert", argument.label == nil {
      let type: String?
      switch value(of: argument.expression, in: scope) {
      case .object(let typeName, _): type = index.types[typeName]?.name
      case .typed(let reference), .state(_, let reference?): type = reference.unwrapped.lastName
      default: type = nil
      }
      guard let type, queriedTypes.contains(type) else { return nil }
      return .write(StateKey(owner: CodeReader.queryOwner, name: type), .nonNil(type), location)
    }
    if name == "delete", argument.label?.text == "model",
      let member = peel(argument.expression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self), let base = member.base,
      let type = typeNamed(ExprSyntax(base), in: scope)?.name
        ?? TypeReference(ExprSyntax(base).typeSyntax).lastName,
      queriedTypes.contains(type)
    {
      return .write(StateKey(owner: CodeReader.queryOwner, name: type), .none, location)
    }
    return nil
  }
}
