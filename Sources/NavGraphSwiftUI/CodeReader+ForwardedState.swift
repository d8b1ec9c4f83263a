internal import NavGraph
internal import SwiftSyntax

/// State an object forwards from an object of a type not in the files read, and re-publishes:
/// `var isSignedIn: Bool { service.isSignedIn }` with `service.$isSignedIn.sink { _ in
/// self.objectWillChange.send() }` in the object's code. The value is set outside the files, at a
/// time no action the reader follows decides, and the subscription says the object's views follow
/// it: it is the object's state (`Object.isSignedIn`), set in that subscription, as a `@Published`
/// property the sink assigned would be. A forward nothing subscribes to stays something the reader
/// does not follow.
extension CodeReader {
  /// The object's state a choice on `base.property` tests, when `property` forwards a published
  /// property of an outside object its type subscribes to (`forwardedSource`). Nil otherwise.
  func forwardedState(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    guard let member = peel(expr).as(MemberAccessExprSyntax.self), let base = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(base), in: scope)),
      let type = index.types[typeName]
    else { return nil }
    let name = member.declName.baseName.text
    guard forwardedSource(of: name, in: type) != nil else { return nil }
    return StateKey(owner: type.qualifiedName, name: name)
  }

  /// The publisher a computed property of a type forwards and the type subscribes to: for `var p: T
  /// { x.q }` (or `return self.x.q`), with `x` a stored property whose type is not declared in the
  /// files read, the `x.$q` written in the type's initializers or methods. Nil otherwise.
  func forwardedSource(of name: String, in type: TypeDeclaration) -> MemberAccessExprSyntax? {
    guard let property = type.properties[name], !property.isStatic, let getter = property.getter,
      let forwarded = CodeReader.soleExpression(of: getter).flatMap({
        peel($0).as(MemberAccessExprSyntax.self)
      }),
      let holder = forwarded.base.flatMap({ storedName(peel(ExprSyntax($0))) }),
      let stored = type.properties[holder], stored.getter == nil, !stored.isStatic,
      (stored.type ?? inferredType(of: stored, in: type)).flatMap({
        index.lookup($0, from: type.qualifiedName)
      })
        == nil
    else { return nil }
    let published = "$" + forwarded.declName.baseName.text
    for function in type.initializers + type.methods.keys.sorted().flatMap({ type.methods[$0] ?? [] }) {
      guard let body = function.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind, text == published,
          let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          access.declName.baseName.id == token.id,
          access.base.flatMap({ storedName(peel(ExprSyntax($0))) }) == holder
        else { continue }
        return access
      }
    }
    return nil
  }

  /// `x` for `x` or `self.x`.
  private func storedName(_ expr: ExprSyntax) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}

extension CodeReader {
  /// The writes a subscription to an outside object's published property makes to the state a
  /// computed property forwards from it (`forwardedSource`): detached, since no action the reader
  /// follows sets the outside value.
  func recordForwardedWrites(subscribingTo publisher: ExprSyntax, at location: SourceAnchor, in scope: Scope)
  {
    guard let owner = scope.owner, let access = publisher.as(MemberAccessExprSyntax.self) else { return }
    for name in owner.propertyOrder where forwardedSource(of: name, in: owner)?.id == access.id {
      detachedWrites.append(
        (
          StateKey(owner: owner.qualifiedName, name: name), location,
          "a subscription to '\(SyntaxText.bounded(access, limit: 40))', state of an object of a type not in the files read"
        ))
    }
  }
}
