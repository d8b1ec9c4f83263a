/// What a deep link shows when it is opened at launch (cold): the state its moves leave when
/// replayed on the launch state, each move by the ordinary rules and one that cannot act skipped
/// (`NavigationState.applying(_:_:)`), and whether that state shows the deep link's `to`.
public struct DeepLinkOpening: Sendable {
  /// The deep link's index in `App.deepLinks`.
  public var deepLink: Int
  /// The state it opens cold.
  public var state: NavigationSnapshot
  /// Whether `state` shows the deep link's `to` (false when `to` is unknown).
  public var endsOnTarget: Bool

  /// The opening of deep link `deepLink` in `state`, ending on its target or not.
  public init(deepLink: Int, state: NavigationSnapshot, endsOnTarget: Bool) {
    self.deepLink = deepLink
    self.state = state
    self.endsOnTarget = endsOnTarget
  }
}

/// Every deep link's cold opening (`DeepLinkOpening`), in file order. `routes` lists them, `path
/// --deep-link` starts from them, `render` draws them and `diff` compares them. Complexity: the total
/// number of the deep links' moves, times the size of a state.
enum DeepLinkOpenings {
  /// Per deep link of `model`'s app, what it shows opened cold; empty when the app has no launch
  /// state.
  static func cold(_ model: NavigationModel) -> [DeepLinkOpening] {
    model.app.deepLinks.indices.compactMap { d in
      guard let state = coldState(d, model) else { return nil }
      return DeepLinkOpening(
        deepLink: d, state: state.snapshot, endsOnTarget: state.visible == model.app.deepLinks[d].to)
    }
  }

  /// The state deep link `d` opens cold: its moves replayed on the launch state; nil when the app
  /// has no launch state.
  static func coldState(_ d: Int, _ model: NavigationModel) -> NavigationState? {
    guard let launch = NavigationState.launch(model) else { return nil }
    return launch.applying(Move(.deepLink(d), on: launch.visible), model) ?? launch
  }
}
