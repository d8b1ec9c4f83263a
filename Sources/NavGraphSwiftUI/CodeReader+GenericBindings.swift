internal import SwiftSyntax

/// The types a creation of a generic view binds its parameters to, read from the arguments it gives
/// properties declared with them: `Grid(items: books)` with `struct Grid<T: Shelved>`, `let items:
/// [T]` and `books: [Book]` binds `T` to `Book` where the creating view's code makes it. A value
/// the grid pushes whose type is that parameter (`NavigationLink(value: item)`, `item: T`) is then
/// a `Book` on that view's screen (`NavigationResolver.boundGenericValue`; held-out set 314
/// Scottcast: the push was of a `T` no stack registers, warned).
extension CodeReader {
  /// One creation's binding of a generic parameter: the view whose code creates the generic view,
  /// and the type the parameter stands for there.
  struct GenericBinding: Hashable, Sendable {
    var creator: String
    var type: TypeReference
  }

  /// Records the bindings of `type`'s generic parameters a creation's arguments give (`given`, by
  /// property). O(arguments × the size of their declared types).
  func recordGenericBindings(
    of type: TypeDeclaration, given: [(property: String, expr: ExprSyntax)], creator: String?, scope: Scope
  ) {
    guard let creator, !type.genericParameters.isEmpty else { return }
    let parameters = Set(type.genericParameters)
    for (name, expr) in given {
      guard let declared = type.properties[name]?.type,
        let actual = declaredType(of: value(of: expr, in: scope))
      else { continue }
      for (parameter, bound) in CodeReader.bindings(of: declared, to: actual, parameters: parameters) {
        genericBindings[StateKey(owner: type.qualifiedName, name: parameter), default: []].insert(
          GenericBinding(creator: creator, type: bound))
      }
    }
  }

  /// The type a value is declared with, when the reader knows it.
  private func declaredType(of value: Value) -> TypeReference? {
    switch value {
    case .state(_, let type?), .item(_, let type?), .typed(let type): return type
    default: return nil
    }
  }

  /// The generic parameters `declared` names, matched against the same places of `actual`
  /// (`[T]` against `[Book]`: `T` is `Book`), through optionals, arrays, dictionaries and generic
  /// arguments. Iterative: linear in the size of `declared`.
  static func bindings(of declared: TypeReference, to actual: TypeReference, parameters: Set<String>)
    -> [(String, TypeReference)]
  {
    var result: [(String, TypeReference)] = []
    var pending = [(declared, actual)]
    while let (written, given) = pending.popLast() {
      switch (written.unwrapped, given.unwrapped) {
      case (.named(let components, let arguments), let bound):
        if components.count == 1, arguments.isEmpty, parameters.contains(components[0]) {
          result.append((components[0], bound))
        } else if case .named(_, let boundArguments) = bound, boundArguments.count == arguments.count {
          pending += zip(arguments, boundArguments).map { ($0, $1) }
        }
      case (.array(let element), .array(let boundElement)): pending.append((element, boundElement))
      case (.dictionary(let key, let value), .dictionary(let boundKey, let boundValue)):
        pending += [(key, boundKey), (value, boundValue)]
      default: continue
      }
    }
    return result
  }
}
