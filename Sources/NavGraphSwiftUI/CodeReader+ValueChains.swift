internal import SwiftSyntax

/// `if` chains that test one state for several values and have no `else` (`if selectedTab == 0 {
/// HomeTab() } else if selectedTab == 1 { StatsTab() }`): a choice between the branches, showing
/// nothing for the other values, as the same chain with `else { EmptyView() }` or a `switch` with
/// a blank `default` is.
extension CodeReader {
  /// Whether an `if` chain without an `else` is a choice on one state: at least two clauses, each
  /// with one condition comparing the same state of the app with `==` to a value the reader knows,
  /// no value twice. A lone `if flag { Banner() }`, or a chain testing different things, is not
  /// (it shows a view at times, over or beside the rest). O(clauses).
  func isValueChain(_ ifExpr: IfExprSyntax, in scope: Scope) -> Bool {
    var subject: Subject?
    var values: Set<String> = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      guard clause.conditions.count == 1, case .expression(let expr)? = clause.conditions.first?.condition,
        let sequence = peel(expr).as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
        let (tested, value) = comparison(Array(sequence.elements), in: scope),
        case .state(let key) = tested, key.owner != "?", key.constantValue == nil, value != "nil",
        subject == nil || subject == tested, values.insert(value).inserted
      else { return false }
      subject = tested
      switch clause.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock: return false
      case nil: current = nil
      @unknown default: return false
      }
    }
    return values.count >= 2
  }
}
