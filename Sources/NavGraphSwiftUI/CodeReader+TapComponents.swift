internal import SwiftSyntax

/// Controls of the app's own: a view given a closure that its body runs on a tap (`struct TabButton:
/// View { let action: () -> Void; var body: some View { Button(action: action) { ... } } }`, or
/// `Button { action() }`, `.onTapGesture { action() }`). A closure given to one (`TabButton(icon:
/// icon) { selectedTab = tab }`) runs on a tap, as a `Button`'s action does.
extension CodeReader {
  /// The names of the view types that run a closure property on a tap, found once. Linear in the
  /// tokens of the view types' bodies.
  func tapComponents() -> Set<String> {
    if let found = tapComponentNames { return found }
    var found: Set<String> = []
    for type in index.allTypes where type.isView {
      let actions = Set(
        type.properties.values.filter { property in
          guard !property.isStatic, property.getter == nil,
            case .function(returnsVoid: true, _)? = property.type?.unwrapped
          else { return false }
          return true
        }.map(\.name))
      guard !actions.isEmpty, let body = type.properties["body"]?.getter else { continue }
      if body.tokens(viewMode: .sourceAccurate).contains(where: { runsOnTap($0, actions: actions) }) {
        found.insert(type.name)
      }
    }
    tapComponentNames = found
    return found
  }

  /// Whether a token names one of `actions` as a `Button`'s action (`Button(action: action)`) or
  /// calls it in a `Button`'s or `onTapGesture`'s closure (`Button { action() }`).
  private func runsOnTap(_ token: TokenSyntax, actions: Set<String>) -> Bool {
    guard case .identifier(let name) = token.tokenKind, actions.contains(name),
      let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return false }
    if let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label?.text == "action",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return CodeReader.calleeName(call) == "Button"
    }
    var called = Syntax(reference)
    if let chained = reference.parent?.as(OptionalChainingExprSyntax.self) {
      // `action?()` of an optional closure.
      called = Syntax(chained)
    } else if let initializer = reference.parent?.as(InitializerClauseSyntax.self),
      let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self),
      let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let branch = binding.parent?.parent?.parent?.as(IfExprSyntax.self),
      let call = branch.body.statements.tokens(viewMode: .sourceAccurate).first(where: {
        $0.tokenKind == .identifier(bound) && $0.parent?.parent?.is(FunctionCallExprSyntax.self) == true
      })?.parent
    {
      // `if let press = action { press() }`.
      called = call
    }
    guard called.parent?.is(FunctionCallExprSyntax.self) == true else { return false }
    var current: Syntax? = called
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self) {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let name = CodeReader.calleeName(call)
        return name == "Button" || name == "onTapGesture"
      }
      current = node.parent
    }
    return false
  }

  /// The name a call's callee ends with (`Button`, `onTapGesture` of `x.onTapGesture`).
  private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
