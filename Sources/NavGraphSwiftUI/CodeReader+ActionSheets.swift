internal import SwiftSyntax

/// The buttons of an `ActionSheet`: `.actionSheet(isPresented: $show) { ActionSheet(title: ...,
/// buttons: [.default(Text("Report")) { report = .init(...) }, .cancel()]) }` (also `item:`). Each
/// `Alert.Button` with an action is a control of the view the modifier is written in, whether the
/// button is written in the closure or in a method or computed property of the view it names
/// (`return reportActionSheet`, `let report = Alert.Button.default(Text("Report"), action: { ...
/// })` there).
extension CodeReader {
  /// The `Alert.Button` factories whose action is a control.
  static let alertButtonKinds: Set<String> = ["default", "destructive", "cancel"]

  /// Reads the buttons of an `actionSheet` modifier's sheet as links of the view. Linear in the
  /// tokens of the closure and of the members it names (one level).
  func readActionSheetButtons(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    guard let content = call.trailingClosure ?? SyntaxText.closure(call, "content") else { return }
    var regions: [(node: Syntax, scope: Scope)] = [(Syntax(content), scope)]
    if let owner = scope.owner {
      var named: Set<String> = []
      for token in content.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, named.insert(name).inserted else { continue }
        let own = Scope(owner: owner, file: scope.file, generics: scope.generics, origin: scope.origin)
        if let method = owner.methods[name]?.first, let body = method.body {
          var inner = own
          inner.file = method.location.file
          regions.append((Syntax(body), inner))
        } else if let getter = owner.properties[name]?.getter, let property = owner.properties[name] {
          var inner = own
          inner.file = property.location.file
          regions.append((Syntax(getter), inner))
        }
      }
    }
    for (node, regionScope) in regions {
      for token in node.tokens(viewMode: .sourceAccurate)
      where CodeReader.alertButtonKinds.contains(token.text) {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let button = member.parent?.as(FunctionCallExprSyntax.self),
          button.calledExpression.id == member.id,
          let closure = SyntaxText.closure(button, "action") ?? button.trailingClosure
        else { continue }
        let title = button.arguments.first.flatMap { peel($0.expression).as(FunctionCallExprSyntax.self) }
          .flatMap { SyntaxText.firstStringArgument($0) }
        addLink(
          run(closureValue(closure, in: regionScope), arguments: [], depth: depth + 1), label: title,
          at: ExprSyntax(closure), into: summary, scope: regionScope)
      }
    }
  }
}
