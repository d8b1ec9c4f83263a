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

  /// The local constant a view expression starts from, under its modifiers:
  /// `contentView.environmentObject(settings)` is `contentView`; nil when it starts from anything
  /// else. Iterative: O(modifiers).
  func localViewReference(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
    var base = peel(expr)
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
    {
      base = peel(inner)
    }
    return base.as(DeclReferenceExprSyntax.self)
  }
}
