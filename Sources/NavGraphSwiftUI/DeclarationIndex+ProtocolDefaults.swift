/// A type's members include the default implementations its protocols' extensions give, when the
/// protocols are declared in the files read (`extension Steering { func go(_ stop: Stop) {
/// trail.append(stop) } }` is `TrailCoordinator`'s `go(_:)`), with the protocol's associated types
/// bound to the types the conformer uses for them, as Swift does.
extension DeclarationIndex {
  /// Adds to each type that is not a protocol the methods and computed properties with a body that
  /// the protocols it conforms to (directly, or through protocols they inherit) give and it does not
  /// declare: what a type or its superclass declares wins over a default, as in Swift, so this runs
  /// after `inheritSuperclassMembers`. A protocol is visited once per type (a loop of inheritance
  /// stops). Linear in the types' conformances times the protocols' members.
  func adoptProtocolDefaults() {
    for type in allTypes where type.kind != .protocolType {
      var pending = type.inherited.reversed().compactMap { protocolNamed($0, from: type.outer) }
      var seen = Set(pending.map(ObjectIdentifier.init))
      while let declared = pending.popLast() {
        adopt(declared, into: type)
        for name in declared.inherited.reversed() {
          guard let parent = protocolNamed(name, from: declared.outer),
            seen.insert(ObjectIdentifier(parent)).inserted
          else { continue }
          pending.append(parent)
        }
      }
    }
  }

  /// Copies into `type` the members with a body that `declared` gives and `type` lacks, the
  /// protocol's associated types replaced by what `type` binds them to (`bindings(of:in:)`).
  private func adopt(_ declared: TypeDeclaration, into type: TypeDeclaration) {
    let bound = bindings(of: declared, in: type)
    for (name, methods) in declared.methods where type.methods[name] == nil {
      let defaults = methods.filter { $0.body != nil }.map { function in
        var function = function
        for i in function.parameters.indices {
          function.parameters[i].type = function.parameters[i].type?.substituting(bound)
        }
        return function
      }
      if !defaults.isEmpty { type.methods[name] = defaults }
    }
    for name in declared.propertyOrder where type.properties[name] == nil {
      guard var property = declared.properties[name], property.getter != nil else { continue }
      property.type = property.type?.substituting(bound)
      type.properties[name] = property
      type.propertyOrder.append(name)
    }
  }

  /// What an associated type of one of the protocols `type` conforms to (directly or through the
  /// protocols they inherit) stands for in it (`Steps` in a `ShelfFlow: Flow` whose `path` is
  /// `[ShelfSteps]`): `bindings(of:in:)` of the first protocol declaring it; nil when none does or
  /// the type does not tell it. Linear in the conformances and the protocols' properties.
  func associatedType(_ name: String, of type: TypeDeclaration) -> TypeReference? {
    var pending = type.inherited.reversed().compactMap { protocolNamed($0, from: type.outer) }
    var seen = Set(pending.map(ObjectIdentifier.init))
    while let declared = pending.popLast() {
      if declared.associatedTypes.contains(name) { return bindings(of: declared, in: type)[name] }
      for parent in declared.inherited.reversed() {
        guard let found = protocolNamed(parent, from: declared.outer),
          seen.insert(ObjectIdentifier(found)).inserted
        else { continue }
        pending.append(found)
      }
    }
    return nil
  }

  /// What each associated type of a protocol stands for in a conforming type: the type alias of that
  /// name the conformer declares (`typealias Stop = TrailStop`), else the type it infers from a
  /// property the protocol requires (`var sheet: Stop? { get set }` in the protocol, `@Published var
  /// sheet: TrailStop?` in the conformer), as Swift infers it.
  private func bindings(of declared: TypeDeclaration, in type: TypeDeclaration) -> [String: TypeReference] {
    var bound: [String: TypeReference] = [:]
    let names = Set(declared.associatedTypes)
    for name in declared.associatedTypes {
      if let target = alias([name], from: type.qualifiedName) { bound[name] = target }
    }
    for name in declared.propertyOrder where bound.count < names.count {
      guard let required = declared.properties[name]?.type, let given = type.properties[name]?.type else {
        continue
      }
      DeclarationIndex.match(required, given, binding: names, into: &bound)
    }
    return bound
  }

  /// Matches a type written with associated types against the conformer's type of the same shape,
  /// recording what each associated type matched (`Stop?` against `TrailStop?`). Iterative over the
  /// pairs of nested types.
  private static func match(
    _ required: TypeReference, _ given: TypeReference, binding names: Set<String>,
    into bound: inout [String: TypeReference]
  ) {
    var pairs = [(required, given)]
    while let (required, given) = pairs.popLast() {
      switch (required, given) {
      case (.named(let components, let arguments), _)
      where components.count == 1 && arguments.isEmpty
        && names.contains(components[0]):
        if bound[components[0]] == nil { bound[components[0]] = given }
      case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)): pairs.append((a, b))
      case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
        pairs.append((k1, k2))
        pairs.append((v1, v2))
      case (.named(let c1, let a1), .named(let c2, let a2)) where c1 == c2 && a1.count == a2.count:
        pairs.append(contentsOf: zip(a1, a2))
      default: continue
      }
    }
  }
}
