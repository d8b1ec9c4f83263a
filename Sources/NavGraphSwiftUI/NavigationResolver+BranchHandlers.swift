/// Handlers written on a root switch's branch view at the switch (`case .loading: SpinnerView()
/// .onAppear { store.load() }`) are that branch screen's code: its `onAppear` runs when the branch
/// is shown, so its moves are the screen's links. Read as the host's code, they were code around
/// every branch (around the tab bar: a warning, and the screen lost its links).
extension NavigationResolver {
  /// Gives the handlers recorded for the branch view of `shape` (`CodeReader.branchHandlers`) to the
  /// branch's screen, and takes their links out of the host's own code. O(host's links).
  func attachBranchHandlers(_ shape: Shape, host: String, to target: Target) {
    guard case .view(_, _, let location) = shape, let id = reader.branchHandlers[location],
      let handlers = reader.summaries[id], let owner = reader.summaries[.view(host)]
    else { return }
    let sites = Set(handlers.links.map(\.location))
    owner.links.removeAll { sites.contains($0.location) }
    attachAroundCode(id, to: target)
  }
}
