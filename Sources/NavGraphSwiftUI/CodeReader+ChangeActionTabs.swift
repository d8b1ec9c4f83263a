internal import SwiftSyntax

/// An action tab of a tab bar drawn by hand that its host handles where the selection changes: the
/// bar's "+" stores `.plus`, the roots' switch shows nothing for it (`case .plus: Text("")`), and
/// `.onChange(of: currentTab) { newValue in if newValue == .plus { isCreating = true; currentTab =
/// previousTab } else { previousTab = newValue } }` runs the action and selects the tab that was
/// shown again. As an action case written `Color.clear.onAppear { ... }`, the case is no tab, and the
/// bar's control storing it runs the action (`CodeReader+HandMadeTabBars`).
extension CodeReader {
  /// An action handled on change: the handler's statements for the case, without the write that
  /// selects a tab again; the handler, where its link is located; and its closure.
  struct ChangeAction {
    var statements: [CodeBlockItemSyntax]
    var handler: FunctionCallExprSyntax
    var closure: ClosureExprSyntax
  }

  /// The change handler of `owner` that runs an action for the case `caseName` of the selection:
  /// an `.onChange(of: selection)` whose closure has an `if` testing the new value (its last
  /// parameter, or the selection itself) against the case, with a write of the selection in that
  /// `if`'s body. Nil when there is none. Linear in the tokens of the owner's member bodies.
  func changeAction(for caseName: String, selection: String, in owner: TypeDeclaration) -> ChangeAction? {
    for (items, _) in memberBodies(of: owner) {
      for token in items.tokens(viewMode: .sourceAccurate) where token.text == "onChange" {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let call = member.parent?.as(FunctionCallExprSyntax.self),
          let watched = SyntaxText.argument(call, "of"),
          peel(watched).as(DeclReferenceExprSyntax.self)?.baseName.text == selection,
          let closure = call.trailingClosure ?? SyntaxText.closure(call, "perform")
            ?? SyntaxText.closure(call, "action")
        else { continue }
        let tested = Set([selection] + CodeReader.parameterNames(closure).suffix(1))
        for statement in closure.statements {
          guard
            let branch = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
              ?? statement.item.as(IfExprSyntax.self),
            branch.conditions.count == 1,
            case .expression(let condition)? = branch.conditions.first?.condition,
            let (left, op, right) = SyntaxText.binary(condition), op == "==",
            tested.contains(peel(left).as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
            peel(right).as(MemberAccessExprSyntax.self)?.declName.baseName.text == caseName
          else { continue }
          let statements = Array(branch.body.statements)
          let kept = statements.filter { !writesSelection($0, selection) }
          guard kept.count < statements.count else { continue }
          return ChangeAction(statements: kept, handler: call, closure: closure)
        }
      }
    }
    return nil
  }

  /// Whether a statement is a write of the selection (`currentTab = previousTab`).
  private func writesSelection(_ item: CodeBlockItemSyntax, _ selection: String) -> Bool {
    guard
      let sequence = item.item.as(SequenceExprSyntax.self)
        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
    else { return false }
    let elements = Array(sequence.elements)
    return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
      && peel(elements[0]).as(DeclReferenceExprSyntax.self)?.baseName.text == selection
  }
}
