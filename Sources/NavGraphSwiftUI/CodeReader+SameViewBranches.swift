/// An `if`/`else` whose every branch shows the same view type (`if let wallet, wallet.id == id {
/// Detail(id: wallet.id) } else { Detail(id: id) }`): the condition only picks the arguments, so
/// the branches are one screen of that type, not a screen per branch (`Detail.true`, `Detail.false`).
extension CodeReader {
  /// The one view every alternative shows, with the modifiers of all of them; nil when a branch
  /// shows nothing, something other than a view, or another view type.
  func sameViewInEveryBranch(_ alternatives: [(conditions: [Condition], shape: Shape)]) -> Shape? {
    guard alternatives.count > 1, case .view(let name, var decoration, let location) = alternatives[0].shape
    else { return nil }
    for alternative in alternatives.dropFirst() {
      guard case .view(let other, let more, _) = alternative.shape, other == name else { return nil }
      decoration = merge(decoration, more)
    }
    return .view(name, decoration, location)
  }

  /// Whether a choice, its nested choices flattened, shows one view type in two branches or more
  /// and nothing else but content written in place (`if portfolio { if coins.isEmpty { Text("None")
  /// } else { CoinList(coins: mine) } } else { CoinList(coins: all) }`): the branches only pick the
  /// data of one view. Iterative over nested choices.
  func showsOneViewTypeInSeveralBranches(_ shape: Shape) -> Bool {
    var names: [String] = []
    var pending = [shape]
    while let next = pending.popLast() {
      switch next {
      case .choice(let alternatives): pending += alternatives.map(\.shape)
      case .view(let name, _, _): names.append(name)
      case .inline, .empty: break
      default: return false
      }
    }
    guard names.count > 1, let first = names.first else { return false }
    return names.allSatisfy { $0 == first }
  }
}
