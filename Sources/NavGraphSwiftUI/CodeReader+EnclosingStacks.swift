internal import NavGraph
internal import SwiftSyntax

/// The stack a piece of view code is written in: the `NavigationStack` (or `NavigationView`) whose
/// content holds it in the code around it, so that two stacks in one view (a sign-in stack and the
/// main one, `if signedIn { NavigationStack { Home() ... } } else { NavigationStack { SignIn() ... } }`)
/// keep their `navigationDestination` registrations apart (`NavigationResolver.stackRegistrations`).
extension CodeReader {
  /// Modifiers whose content is shown in a modal, outside the stack of the view they modify.
  static let modalModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

  /// The most syntax levels searched up for a stack: beyond, the code counts as outside any stack.
  static let maximumStackSearch = 512

  /// The location of the innermost `NavigationStack` or `NavigationView` whose content holds a node,
  /// going up its syntax tree: nil when none does, or when a modal's content (`.sheet { ... }`) is
  /// met first, or when it is more than `maximumStackSearch` levels up. Linear in the node's depth,
  /// without recursion.
  func enclosingStack(of node: Syntax, file: Int) -> SourceAnchor? {
    var previous = node
    var current = node.parent
    var levels = 0
    while let parent = current, levels < CodeReader.maximumStackSearch {
      levels += 1
      if let call = parent.as(FunctionCallExprSyntax.self), previous.id != call.calledExpression.id {
        let callee = peel(call.calledExpression)
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
          name == "NavigationStack" || name == "NavigationView"
        {
          return call.location(in: file)
        }
        if let member = callee.as(MemberAccessExprSyntax.self),
          CodeReader.modalModifiers.contains(member.declName.baseName.text)
        {
          return nil
        }
      }
      previous = parent
      current = parent.parent
    }
    return nil
  }
}
