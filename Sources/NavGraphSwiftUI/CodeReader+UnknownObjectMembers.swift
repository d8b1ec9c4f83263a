/// A property of an object the reader cannot type, named by a property that holds the same object
/// wherever it is declared: `environment.container.appState.routing` (AppEnvironment and its
/// container not in the files read), `dependencies.appState.updateRoot(.tab)` (`@Environment(\.injected)
/// var dependencies: DIContainer`, DIContainer not in the files read). `appState` is everywhere an
/// AppState, so the path is that object: a root switch on `routing.root` through a local alias
/// follows `AppState.routing.root`, and writes to it through the container are moves. A name that
/// holds different things in different types (or is no object: `result.sailor`, a backend's
/// answer) stays unknown.
extension CodeReader {
  /// What member `name` of a base the reader cannot type is: the object every declaration of a
  /// property so named holds, when there is one and they all hold one declared class (`appState`,
  /// declared `@StateObject var appState = AppState()`). Nil when the name is declared by no type,
  /// or by one where it holds anything else. The map of names to declaring types is built once:
  /// O(properties of the files read); each use O(declarations of the name).
  func propertyOfUnknownObject(_ name: String) -> Value? {
    if typesDeclaringProperty == nil {
      var map: [String: [TypeDeclaration]] = [:]
      for type in index.types.values.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
        for property in type.properties.keys { map[property, default: []].append(type) }
      }
      typesDeclaringProperty = map
    }
    guard let declaring = typesDeclaringProperty?[name], !declaring.isEmpty else { return nil }
    var held: Set<String> = []
    var arguments: [TypeReference] = []
    for type in declaring {
      guard let property = type.properties[name], !property.isStatic,
        case .object(let object, let objectArguments) = role(of: property, in: type)
      else { return nil }
      held.insert(object.qualifiedName)
      arguments = objectArguments
    }
    guard held.count == 1, let object = held.first else { return nil }
    return .object(object, arguments)
  }

  /// Whether a value is a base the reader cannot type: unknown, or state whose type is not written
  /// or not declared in the files read.
  func isUntypedBase(_ value: Value, in scope: Scope) -> Bool {
    switch value {
    case .unknown: return true
    case .state(_, let type):
      guard let type else { return true }
      return index.lookup(type, from: scope.owner?.qualifiedName) == nil
    default: return false
    }
  }
}
