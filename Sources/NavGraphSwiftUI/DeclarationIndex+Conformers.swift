/// The types that conform to each protocol the files read declare, for a property typed by a
/// protocol (`var lift: (any Lift)?`) whose methods the reader follows in the one type of the files
/// read that conforms to it (`CodeReader.role(of:in:)`).
extension DeclarationIndex {
  /// Records, for each protocol declared in the files read, the classes, actors, structs and enums
  /// that name it among their inherited types (in their declaration or an extension), in source
  /// order. Run once the declarations and extensions are in; linear in the types' inherited names.
  func recordConformers() {
    for type in allTypes where type.kind != .protocolType {
      for name in type.inherited {
        guard let declared = protocolNamed(name, from: type.outer),
          !(conformers[declared.qualifiedName]?.contains { $0 === type } ?? false)
        else { continue }
        conformers[declared.qualifiedName, default: []].append(type)
      }
    }
  }

  /// Binds each generic parameter constrained to a protocol of the files read that one type alone
  /// conforms to (`struct SheetHost<Sheet: SheetEnum>`, `enum AppSheet: SheetEnum` the only
  /// conformer) to that type, as the only argument the app can give it: so the item a generic host
  /// presents, `Sheet?`, is an `AppSheet` whose cases and methods are read (held-out set 94
  /// SheetCoordinatorExample). Run after `recordConformers`; linear in the generic parameters.
  /// A constraint naming a type alias of the files read (`typealias Routable = View & Hashable`,
  /// `struct RoutingView<Routes: Routable>`) is met likewise by the one type that names the alias
  /// among its inherited types (`enum AppRoutes: Routable`). A parameter constrained to a class of
  /// the files read (`struct LoginView<Model: LoginViewModel>`) is bound to that class.
  func implyGenerics() {
    var aliasAdopters: [String: [TypeDeclaration]]?
    for type in allTypes {
      for (parameter, constraint) in type.genericConstraints {
        if let declared = protocolNamed(constraint, from: type.outer) {
          guard let only = soleConformer(of: declared) else { continue }
          type.impliedGenerics[parameter] = .named([only.qualifiedName], [])
        } else if let declared = lookup(name: constraint, from: type.outer), declared.kind == .classType {
          // `struct LoginView<Model: LoginViewModel>`, a class: the class, whose methods its
          // subclasses inherit.
          type.impliedGenerics[parameter] = .named([declared.qualifiedName], [])
        } else if lookup(name: constraint, from: type.outer) == nil,
          alias(constraint.split(separator: ".").map(String.init), from: type.outer) != nil
        {
          if aliasAdopters == nil {
            var adopters: [String: [TypeDeclaration]] = [:]
            for candidate in allTypes where candidate.kind != .protocolType {
              for name in Set(candidate.inherited) { adopters[name, default: []].append(candidate) }
            }
            aliasAdopters = adopters
          }
          guard let found = aliasAdopters?[constraint], found.count == 1 else { continue }
          type.impliedGenerics[parameter] = .named([found[0].qualifiedName], [])
        }
      }
    }
  }

  /// The protocol declared in the files read that a name written in `scope` names; nil for any
  /// other type or none.
  func protocolNamed(_ name: String, from scope: String?) -> TypeDeclaration? {
    guard let declared = lookup(name: name, from: scope), declared.kind == .protocolType else { return nil }
    return declared
  }

  /// The one type of the files read that conforms to a protocol, when there is exactly one; nil
  /// when there is none or several (a mock for previews beside the real router: the reader does not
  /// choose between them).
  func soleConformer(of declared: TypeDeclaration) -> TypeDeclaration? {
    guard let found = conformers[declared.qualifiedName], found.count == 1 else { return nil }
    return found[0]
  }
}
