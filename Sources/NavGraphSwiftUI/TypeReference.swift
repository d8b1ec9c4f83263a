internal import SwiftSyntax

/// A Swift type as written in the code, reduced to what the reader needs: named types with their
/// generic arguments (`Router<BusinessDestination>`, `Router.Destination`), arrays, dictionaries,
/// optionals, function and tuple types.
indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
  /// A named type: its dotted components (`["Router", "Destination"]`) and generic arguments.
  case named([String], [TypeReference])
  case array(TypeReference)
  /// A dictionary type (`[Tab: [Destination]]`, a router's path per tab).
  case dictionary(key: TypeReference, value: TypeReference)
  case optional(TypeReference)
  /// A function type; `returnsVoid` for an action (`() -> Void`), false for a builder (`() -> Content`);
  /// the types of its parameters (`Pin` of `(Pin) -> Void`), which name what a closure given for it
  /// is called with.
  case function(returnsVoid: Bool, parameters: [TypeReference])
  /// A tuple type (`(date: Date, notes: [Note])`): its elements' labels (nil where none is written)
  /// and types.
  case tuple(labels: [String?], types: [TypeReference])
  /// Anything else, as written.
  case other(String)

  var description: String {
    switch self {
    case .named(let components, let arguments):
      let base = components.joined(separator: ".")
      return arguments.isEmpty
        ? base : base + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    case .optional(let wrapped): return "\(wrapped)?"
    case .function(let returnsVoid, let parameters):
      let list = "(" + parameters.map(\.description).joined(separator: ", ") + ")"
      return list + (returnsVoid ? " -> Void" : " -> some View")
    case .tuple(let labels, let types):
      let elements = zip(labels, types).map { label, type in label.map { "\($0): \(type)" } ?? "\(type)" }
      return "(" + elements.joined(separator: ", ") + ")"
    case .other(let text): return text
    }
  }

  /// The type with optionals removed (`Route?` is read as `Route`).
  var unwrapped: TypeReference {
    var type = self
    while case .optional(let wrapped) = type { type = wrapped }
    return type
  }

  /// The type with each generic parameter named in `generics` replaced by its argument (`[Spot]`
  /// is `[Dock.Spot]` for `Spot: Dock.Spot`), inside optionals, arrays, dictionaries, function
  /// types and generic arguments. Linear in the type's size (its nesting is bounded when read).
  func substituting(_ generics: [String: TypeReference]) -> TypeReference {
    guard !generics.isEmpty else { return self }
    switch self {
    case .named(let components, let arguments):
      if components.count == 1, arguments.isEmpty, let bound = generics[components[0]] { return bound }
      return .named(components, arguments.map { $0.substituting(generics) })
    case .array(let element): return .array(element.substituting(generics))
    case .dictionary(let key, let value):
      return .dictionary(key: key.substituting(generics), value: value.substituting(generics))
    case .optional(let wrapped): return .optional(wrapped.substituting(generics))
    case .function(let returnsVoid, let parameters):
      return .function(returnsVoid: returnsVoid, parameters: parameters.map { $0.substituting(generics) })
    case .tuple(let labels, let types):
      return .tuple(labels: labels, types: types.map { $0.substituting(generics) })
    case .other: return self
    }
  }

  /// The last component of a named type (`Destination` for `Router.Destination`).
  var lastName: String? {
    if case .named(let components, _) = unwrapped { return components.last }
    return nil
  }

  /// The reference for a type written in the code. Attributes (`@escaping`), `some`/`any` and
  /// parentheses are looked through. Nested generic arguments are read recursively, at most 16 levels
  /// deep (deeper types are kept as written).
  init(_ syntax: TypeSyntax) {
    self = TypeReference.read(syntax, depth: 0)
  }

  /// The type arguments of a generic clause (`<Route, Int>`), those that are types.
  private static func read(_ clause: GenericArgumentClauseSyntax?, depth: Int) -> [TypeReference] {
    clause?.arguments.compactMap { argument in
      argument.argument.as(TypeSyntax.self).map { read($0, depth: depth) }
    }
      ?? []
  }

  private static func read(_ syntax: TypeSyntax, depth: Int) -> TypeReference {
    if depth > 16 { return .other(syntax.trimmedDescription) }
    if let identifier = syntax.as(IdentifierTypeSyntax.self) {
      let arguments = read(identifier.genericArgumentClause, depth: depth + 1)
      return .named([identifier.name.text], arguments)
    }
    if let member = syntax.as(MemberTypeSyntax.self) {
      let arguments = read(member.genericArgumentClause, depth: depth + 1)
      if case .named(let components, _) = read(member.baseType, depth: depth + 1) {
        return .named(components + [member.name.text], arguments)
      }
      return .other(syntax.trimmedDescription)
    }
    if let array = syntax.as(ArrayTypeSyntax.self) { return .array(read(array.element, depth: depth + 1)) }
    if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      return .dictionary(
        key: read(dictionary.key, depth: depth + 1), value: read(dictionary.value, depth: depth + 1))
    }
    if let optional = syntax.as(OptionalTypeSyntax.self) {
      return .optional(read(optional.wrappedType, depth: depth + 1))
    }
    if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .optional(read(optional.wrappedType, depth: depth + 1))
    }
    if let attributed = syntax.as(AttributedTypeSyntax.self) {
      return read(attributed.baseType, depth: depth + 1)
    }
    if let some = syntax.as(SomeOrAnyTypeSyntax.self) { return read(some.constraint, depth: depth + 1) }
    if let function = syntax.as(FunctionTypeSyntax.self) {
      let result = function.returnClause.type.trimmedDescription
      return .function(
        returnsVoid: ["Void", "()", "Void?", "()?"].contains(result),
        parameters: function.parameters.map { read($0.type, depth: depth + 1) })
    }
    if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first
    {
      return read(only.type, depth: depth + 1)
    }
    if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
      return .tuple(
        labels: tuple.elements.map { element in (element.secondName ?? element.firstName).map(\.text) },
        types: tuple.elements.map { read($0.type, depth: depth + 1) })
    }
    return .other(syntax.trimmedDescription)
  }
}
