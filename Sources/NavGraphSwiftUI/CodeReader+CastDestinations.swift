internal import NavGraph
internal import SwiftSyntax

/// A destination registered for a base class that switches on the value's subclass:
/// `.navigationDestination(for: ViewModel.self) { model in switch model { case let demo as
/// DemoViewModel: DemoView(viewModel: demo) default: EmptyView() } }`. Each `as` (or `is`) case is
/// the destination of its type, as if registered `for: DemoViewModel.self`, so a pushed
/// `DemoViewModel` finds it; the other cases show nothing the reader can name.
extension CodeReader {
  /// The cases of a destination closure that is one `switch` on its parameter whose cases test its
  /// type: each tested type with the case's statements and the name the case binds. Nil when the
  /// closure is anything else or no case tests a type. O(cases).
  func castCases(of content: ClosureExprSyntax) -> [(
    type: TypeReference, items: CodeBlockItemListSyntax, name: String?
  )]? {
    guard content.statements.count == 1,
      let switchExpr = content.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
        .as(SwitchExprSyntax.self)
        ?? content.statements.first?.item.as(SwitchExprSyntax.self),
      peel(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.text
        == CodeReader.firstParameterName(content)
    else { return nil }
    var result: [(type: TypeReference, items: CodeBlockItemListSyntax, name: String?)] = []
    for element in switchExpr.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label
      else { continue }
      for item in label.caseItems {
        if let cast = castPattern(item.pattern) {
          result.append((cast.type, switchCase.statements, cast.name))
        }
      }
    }
    return result.isEmpty ? nil : result
  }

  /// `let x as T`, `is T`: the type tested and the name bound.
  private func castPattern(_ pattern: PatternSyntax) -> (type: TypeReference, name: String?)? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return castPattern(binding.pattern) }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      if let isPattern = pattern.as(IsTypePatternSyntax.self) { return (TypeReference(isPattern.type), nil) }
      return nil
    }
    // `let x as T` parses as an expression pattern `x as T` inside the binding.
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard elements[1].is(UnresolvedAsExprSyntax.self), let written = elements[2].as(TypeExprSyntax.self)
      else { return nil }
      let name =
        elements[0].as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
      return (TypeReference(written.type), name)
    }
    if let cast = expression.as(AsExprSyntax.self) {
      let name =
        cast.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        ?? cast.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      return (TypeReference(cast.type), name)
    }
    return nil
  }
}
