internal import SwiftSyntax

/// A property typed by a protocol that several types of the files read conform to (`weak var
/// coordinator: (any AppCoordinator)?` in a view model, the app's coordinators and a base class
/// all conforming), given its object where its holder is created: `GameModel(coordinator: self,
/// ...)` inside `GamesCoordinator`, so the model's `coordinator?.push(...)` is that coordinator's.
/// When every creation of the holder the files read gives the same conforming type, the property
/// holds an object of it; otherwise the reader does not choose, and calls stay warned.
extension CodeReader {
  /// The one conforming type the creations of `owner` give its property `property` (by the
  /// argument labelled with its name), when `type` is a protocol of the files read with several
  /// conformers; nil otherwise. The table of creations is made once (`recordCreationArguments`).
  func creationGivenObject(
    _ property: PropertyDeclaration, of owner: TypeDeclaration, typed type: TypeReference
  ) -> TypeDeclaration? {
    guard owner.isObject || owner.kind == .structType,
      let declared = index.lookup(
        index.resolvingAliases(type.unwrapped, from: owner.qualifiedName), from: owner.qualifiedName),
      declared.kind == .protocolType, index.soleConformer(of: declared) == nil,
      let conformers = index.conformers[declared.qualifiedName]
    else { return nil }
    if creationArguments == nil { creationArguments = recordCreationArguments() }
    let given = creationArguments?[StateKey(owner: owner.qualifiedName, name: property.name)] ?? []

    guard let first = given.first, given.allSatisfy({ $0 === first }),
      conformers.contains(where: { $0 === first })
    else { return nil }
    return first
  }

  /// For each class or struct of the files read and each argument label, the declared types its
  /// creations give that argument: `Holder(label: self)` in a type's code gives that type,
  /// `Holder(label: name)` the type of the property `name`, `Holder(label: Made())` `Made`; a
  /// creation written `.init(...)` as an argument of a view's creation is of that view's property's
  /// type. Linear in the tokens of the files' declarations.
  private func recordCreationArguments() -> [StateKey: [TypeDeclaration]] {
    var table: [StateKey: [TypeDeclaration]] = [:]
    for type in index.allTypes {
      var bodies: [Syntax] = []
      for name in type.propertyOrder {
        guard let property = type.properties[name] else { continue }
        if let getter = property.getter { bodies.append(Syntax(getter)) }
        if let initializer = property.initializer { bodies.append(Syntax(initializer)) }
      }
      for methods in type.methods.values { bodies += methods.compactMap { $0.body.map(Syntax.init) } }
      bodies += type.initializers.compactMap { $0.body.map(Syntax.init) }
      for body in bodies {
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftParen {
          guard let call = token.parent?.as(FunctionCallExprSyntax.self),
            let created = createdType(call, in: type), created.isObject || created.kind == .structType
          else { continue }
          for argument in call.arguments {
            guard let label = argument.label?.text,
              let given = givenType(peel(argument.expression), in: type)
            else { continue }
            table[StateKey(owner: created.qualifiedName, name: label), default: []].append(given)
          }
        }
      }
    }
    return table
  }

  /// The declared type a call creates: `Holder(...)`, `Outer.Holder(...)`, `Holder.init(...)`, or
  /// `.init(...)` given as an argument of a creation whose type has a property of that label.
  private func createdType(_ call: FunctionCallExprSyntax, in type: TypeDeclaration) -> TypeDeclaration? {
    let callee = peel(call.calledExpression)
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.base == nil
    {
      guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
        let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let holder = createdType(outer, in: type), let written = holder.properties[label]?.type
      else { return nil }
      return index.lookup(written.unwrapped, from: holder.qualifiedName)
    }
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard name?.first?.isUppercase == true else { return nil }
    return index.lookup(TypeReference(callee.typeSyntax), from: type.qualifiedName)
  }

  /// The declared type of an argument given in `type`'s code: `self`, a property of `type`, or a
  /// creation of a declared type.
  private func givenType(_ expr: ExprSyntax, in type: TypeDeclaration) -> TypeDeclaration? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.self) { return type }
      guard let property = type.properties[reference.baseName.text],
        let written = property.type ?? inferredType(of: property, in: type)
      else { return nil }
      return index.lookup(written.unwrapped, from: type.qualifiedName)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) { return createdType(call, in: type) }
    return nil
  }
}
