internal import SwiftSyntax

/// A closure written at the creation of an object that keeps it in a closure property
/// (`EditorRouter(close: { editing = false })`, `LoginModel { signedIn = true }`), which the object's
/// view or methods call later (`router.close?()`): the call runs that closure, as it runs one
/// assigned to the property (`+AssignedClosures`). Followed only when the files create the object
/// with exactly one closure for the property the reader can see; otherwise the closure keeps its
/// `unresolved-navigation` warning where it is stored (`+StoredClosures`).
extension CodeReader {
  /// Records each closure written as an argument of a creation of `type`, an object type, whose label
  /// names a closure property of the type (or, given as a trailing closure, the initializer's last
  /// parameter does), with what it does and the view whose code creates the object. Each creation is
  /// recorded once, where it is first read. Linear in the arguments.
  func noteInitializerClosures(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, in scope: Scope, depth: Int
  ) {
    var given: [(name: String, closure: ClosureExprSyntax)] = call.arguments.compactMap { argument in
      guard let label = argument.label?.text,
        let closure = peel(argument.expression).as(ClosureExprSyntax.self)
      else { return nil }
      return (label, closure)
    }
    if let trailing = call.trailingClosure,
      let last = type.initializers.first(where: { !$0.parameters.isEmpty })?.parameters.last
    {
      given.append((last.name, trailing))
    }
    for (name, closure) in given {
      guard let property = type.properties[name], holdsFunction(property) else { continue }
      let location = closure.location(in: scope.file)
      guard assignedClosureSites[location] == nil else { continue }
      let key = StateKey(owner: type.qualifiedName, name: name)
      assignedClosureSites[location] = key
      let value = closureValue(closure, in: scope)
      let effects = run(value, arguments: [], depth: depth + 1)
      assignedClosures[key, default: []].append(
        ClosureArgument(creator: scope.origin, effects: effects, closure: value))
    }
  }
}
