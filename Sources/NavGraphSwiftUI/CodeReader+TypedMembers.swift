extension CodeReader {
  /// A property of a value of a known type (`item.symbol` where `item` is a row of `[SymbolItem]`,
  /// a closure parameter declared `SymbolItem`, or a `let` bound to one): a value of the type the
  /// property declares, when the value's type and the property are declared in the files read (a
  /// `let`/`var` with a type annotation, or an initializer whose type the reader infers). Nil
  /// otherwise: the member stays untold.
  func memberOfTyped(_ type: TypeReference, named name: String, in scope: Scope) -> Value? {
    // An element of a tuple, by label or position (`section.notes`, `pair.1`).
    if case .tuple(let labels, let types) = type.unwrapped {
      let position =
        labels.firstIndex(of: name) ?? Int(name).flatMap { types.indices.contains($0) ? $0 : nil }
      return position.map { .typed(types[$0]) }
    }
    guard let declared = index.lookup(type.unwrapped, from: scope.owner?.qualifiedName),
      let property = declared.properties[name], !property.isStatic
    else { return nil }
    guard let written = property.type ?? inferredType(of: property, in: declared) else { return nil }
    // Named as the declaring type names it (`Kind` inside `Plant` is `Plant.Kind`).
    let resolved = index.resolvingAliases(written, from: declared.qualifiedName)
    guard let member = index.lookup(resolved.unwrapped, from: declared.qualifiedName) else {
      return .typed(resolved)
    }
    var arguments: [TypeReference] = []
    if case .named(_, let generic) = resolved.unwrapped { arguments = generic }
    let qualifiedMember = TypeReference.named(
      member.qualifiedName.split(separator: ".").map(String.init), arguments)
    if case .optional = resolved { return .typed(.optional(qualifiedMember)) }
    return .typed(qualifiedMember)
  }
}
