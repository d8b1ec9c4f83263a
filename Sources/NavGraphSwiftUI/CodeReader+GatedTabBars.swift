internal import NavGraph
internal import SwiftSyntax

/// A tab bar whose content is one `if` / `else` between a view with no tab item and the tabs:
/// `TabView { if session.user == nil { SignUp() } else { Home().tabItem { ... }; Profile().tabItem {
/// ... } } }`. SwiftUI shows the lone view without a tab bar until the state changes, so it is
/// read as `if session.user == nil { SignUp() } else { TabView { tabs } }`: a choice whose branch
/// without tab items is that view and whose other branch is the tab bar.
extension CodeReader {
  /// The `if` and its branch without tab items, when a `TabView`'s content is one `if` with an
  /// `else` (no `else if`), one branch holding no tab marks (`.tabItem`, `.tag`, `Tab`) at any depth
  /// and the other some; nil otherwise. Linear in the content's tokens.
  func gatedTabs(_ content: ClosureExprSyntax) -> (ifExpr: IfExprSyntax, untabbed: CodeBlockSyntax)? {
    guard content.statements.count == 1, let item = content.statements.first else { return nil }
    let expr: ExprSyntax?
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
    default: expr = nil
    }
    guard let ifExpr = expr.map({ peel($0) })?.as(IfExprSyntax.self),
      case .codeBlock(let otherwise)? = ifExpr.elseBody
    else { return nil }
    switch (CodeReader.marksTabs(ifExpr.body), CodeReader.marksTabs(otherwise)) {
    case (false, true): return (ifExpr, ifExpr.body)
    case (true, false): return (ifExpr, otherwise)
    default: return nil
    }
  }

  /// Whether code marks tabs: a `.tabItem` or `.tag` modifier, or a `Tab(...)`, at any depth.
  private static func marksTabs(_ block: CodeBlockSyntax) -> Bool {
    block.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      return name == "tabItem" || name == "tag" || name == "Tab"
    }
  }

  /// The shape of a gated tab bar (`gatedTabs`): the `if`'s choice, the branch without tab items
  /// read as it is, the other the tab bar `info`.
  func gatedTabsShape(
    _ gate: (ifExpr: IfExprSyntax, untabbed: CodeBlockSyntax), info: TabViewInfo, in summary: ViewSummary,
    scope: Scope, depth: Int
  ) -> Shape {
    let tested = disjunctConditions(of: gate.ifExpr.conditions, in: scope)
    let location = gate.ifExpr.location(in: scope.file)
    let first: Shape
    let second: Shape
    if gate.untabbed.id == gate.ifExpr.body.id {
      first = structure(
        ofItems: gate.untabbed.statements, in: summary, scope: scope, role: .branch, depth: depth)
      second = .tabs(info)
    } else {
      first = .tabs(info)
      second = structure(
        ofItems: gate.untabbed.statements, in: summary, scope: scope, role: .branch, depth: depth)
    }
    var alternatives = tested.map { subject, value in
      ([Condition(subject: subject, value: value, location: location)], first)
    }
    alternatives.append((elseConditions(tested), second))
    return .choice(alternatives)
  }
}

extension CodeReader {
  /// The `else` block of an `if` with one.
  func otherBranch(_ ifExpr: IfExprSyntax) -> CodeBlockSyntax {
    guard case .codeBlock(let block)? = ifExpr.elseBody else { return ifExpr.body }
    return block
  }
}
