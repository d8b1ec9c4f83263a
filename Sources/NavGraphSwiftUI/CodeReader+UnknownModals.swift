internal import NavGraph
internal import SwiftSyntax

/// A modifier the reader does not know that looks like a modal (`.presentModal(isPresented:
/// $showsPopup) { ... } content: { SuccessPopup() }`, a package's): it takes a binding to present
/// by (`isPresented:` or `item:`) and a closure building a view type declared in the files read.
/// The reader does not guess that it presents the view; it records it, and when that view is shown
/// by nothing else the reader reads, the resolver warns at the modifier
/// (`NavigationResolver.reportUnknownModals`).
struct UnknownModal: Sendable {
  /// The modifier's name and the argument it presents by (`presentModal(isPresented:)`).
  var modifier: String
  /// The view type its closure builds.
  var view: String
  /// The view type the modifier is written in.
  var host: String?
  var location: SourceAnchor
}

extension CodeReader {
  /// SwiftUI modifiers with a presenting binding whose closures are buttons or messages, not a
  /// view the modifier presents.
  static let bindingModifiersWithoutViews: Set<String> = ["alert", "confirmationDialog"]

  /// Records a modifier the reader has no rule for as a possible modal (`UnknownModal`) when it
  /// takes a binding by `isPresented:` or `item:` and a closure whose content is a view type
  /// declared in the files read.
  func recordUnknownModal(_ call: FunctionCallExprSyntax, name: String, scope: Scope) {
    guard !CodeReader.bindingModifiersWithoutViews.contains(name) else { return }
    let label = ["isPresented", "item"].first { SyntaxText.argument(call, $0) != nil }
    guard let label, let trigger = SyntaxText.argument(call, label),
      case .binding = value(of: trigger, in: scope)
    else { return }
    var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map(\.closure)
    for closure in closures {
      for item in closure.statements {
        guard case .expr(let expr) = item.item,
          let built = modifierChain(peel(expr), in: scope).base.as(FunctionCallExprSyntax.self),
          let typeName = SyntaxText.name(peel(built.calledExpression)),
          let type = viewType(named: typeName, in: scope)
        else { continue }
        let location =
          call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.location(in: scope.file)
          ?? call.location(in: scope.file)
        unknownModals.append(
          UnknownModal(
            modifier: "\(name)(\(label):)", view: type.qualifiedName,
            host: scope.origin ?? scope.owner?.qualifiedName, location: location))
        return
      }
    }
  }
}
