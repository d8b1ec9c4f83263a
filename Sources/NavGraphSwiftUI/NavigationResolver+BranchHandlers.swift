/// Handlers written on a root switch's branch view at the switch (`case .loading: SpinnerView()
/// .onAppear { store.load() }`) are that branch screen's code: its `onAppear` runs when the branch
/// is shown, so its moves are the screen's links. Read as the host's code, they were code around
/// every branch (around the tab bar: a warning, and the screen lost its links).
extension NavigationResolver {
  /// Gives the handlers recorded for the branch view of `shape` (`CodeReader.branchHandlers`) to the
  /// branch's screen, and takes their links out of the host's own code. O(host's links).
  /// A branch showing the host's own content carries its handlers in its decoration
  /// (`CodeReader.withBranchHandlers`); a tab bar's branch gets them as code around the tab bar,
  /// whose appearance moves are the launch screen's, or a warning.
  /// `target` nil: a branch the root never shows, whose handlers never run.
  func attachBranchHandlers(_ shape: Shape, host: String, to target: Target?) {
    let ids: [SummaryID]
    switch shape {
    case .view(_, _, let location): ids = reader.branchHandlers[location].map { [$0] } ?? []
    case .inline(let id, _, _, let decoration) where id == .view(host): ids = decoration.content
    default: ids = []
    }
    guard let owner = reader.summaries[.view(host)] else { return }
    for id in ids {
      guard let handlers = reader.summaries[id] else { continue }
      let sites = Set(handlers.links.map(\.location))
      owner.links.removeAll { sites.contains($0.location) }
      if let target { attachAroundCode(id, to: target) }
    }
  }
}
