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
}
