internal import SwiftSyntax

/// A view held in a local constant before it is returned: `let contentView = StartView()` at the
/// top of a body, then `return AnyView(contentView.environmentObject(settings))` in a branch. The
/// constant shows what its initializer creates, as if written where it is used.
extension CodeReader {
  /// The initializer of the local constant a reference names, when it creates a view type declared
  /// in the files read: the nearest declaration before the reference in the statement lists around
  /// it. Nil for anything else. Iterative:
  /// O(ancestors × statements).
  func localViewInitializer(_ reference: DeclReferenceExprSyntax, in scope: Scope) -> ExprSyntax? {
    let name = reference.baseName.text
    var node: Syntax? = Syntax(reference)
    while let current = node {
      if let list = current.as(CodeBlockItemListSyntax.self) {
        for item in list.reversed() where item.position < reference.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            guard let value = binding.initializer?.value,
              let call = modifierChain(value, in: scope).base.as(FunctionCallExprSyntax.self),
              let typeName = SyntaxText.name(peel(call.calledExpression)),
              viewType(named: typeName, in: scope) != nil
            else { return nil }
            return value
          }
        }
      }
      node = current.parent
    }
    return nil
  }

  /// The view a local declaration before the reference holds, for content read where the local is
  /// used by name (`return row`, `control.padding()`): a local computed property's getter (`var row:
  /// some View { Button { path.append(route) } label: { ... } }`) or a local's initializer (`let
  /// control = Button("About") { ... }`), whatever it builds; a use in view position is a view. The
  /// nearest declaration before the reference, outside it, in the statement lists around it; nil
  /// when there is none or it declares neither. Iterative: O(ancestors × statements).
  func localViewContent(_ reference: DeclReferenceExprSyntax) -> LocalViewContent? {
    let name = reference.baseName.text
    var node: Syntax? = Syntax(reference)
    while let current = node {
      if let list = current.as(CodeBlockItemListSyntax.self) {
        for item in list.reversed() where item.endPosition <= reference.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return .expression(value) }
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: return .getter(items)
            case .accessors(let accessors)?:
              guard let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = get.body
              else { return nil }
              return .getter(body.statements)
            default: return nil
            }
          }
        }
      }
      node = current.parent
    }
    return nil
  }

  /// Whether a reference names a local whose initializer creates one of SwiftUI's own views
  /// (`let control = Button("About") { ... }`), so that calls on it are modifiers.
  func holdsSystemView(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard case .expression(let value)? = localViewContent(reference),
      let call = unmodified(value).as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression))
    else { return false }
    return CodeReader.builtinViews.contains(name)
  }

  /// The local constant a view expression starts from, under its modifiers:
  /// `contentView.environmentObject(settings)` is `contentView`; nil when it starts from anything
  /// else. Iterative: O(modifiers).
  func localViewReference(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
    unmodified(expr).as(DeclReferenceExprSyntax.self)
  }
}

/// What a local declaration holding a view gives (`localViewContent`): its initializer, or the
/// statements of its getter.
enum LocalViewContent {
  case expression(ExprSyntax)
  case getter(CodeBlockItemListSyntax)
}
