internal import SwiftSyntax

extension CodeReader {
  /// Reads the `didSet` observers of the properties of the types read: an observer statement that
  /// sets state of the type to a Bool or a case (`var picked: Track? { didSet { showingPlayer =
  /// true } }`), or to the property's own new value (`didSet { showingIntro = hasSeenIntro }`:
  /// held-out set 94 DubDubGrub's onboarding sheet), is a derivation, as a Combine subscription
  /// is (`readPublishers`): a write to the property is a write to that state too, on the screen
  /// where it is made. Other statements are not read. O(statements of the observers).
  func readPropertyObservers() {
    for type in index.allTypes
    where type.kind == .classType || type.kind == .structType || type.kind == .actorType {
      for name in type.properties.keys.sorted() {
        guard let property = type.properties[name], let observer = property.observer else {
          continue
        }
        let scope = Scope(owner: type, file: property.location.file)
        let source =
          key(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: scope)
          ?? StateKey(owner: type.qualifiedName, name: name)
        for item in observer {
          guard case .expr(let expr) = item.item, let (place, written) = SyntaxText.assignment(expr),
            let target = key(of: place, in: scope), target != source, target.owner == type.qualifiedName
          else { continue }
          let value: Value?
          if key(of: written, in: scope) == source {
            // The property's new value passed on (`didSet { showingIntro = hasSeenIntro }`).
            value = nil
          } else {
            value = self.value(of: written, in: scope)
            switch value {
            case .bool?, .enumCase?: break
            default: continue
            }
          }
          derivations[source, default: []].append(
            Derivation(target: target, value: value, location: place.location(in: scope.file))
          )
        }
      }
    }
  }
}
