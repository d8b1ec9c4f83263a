/// Reachable configurations whose visible screen has no move at all: no acting link, no back button,
/// no swipe-down, no tab-bar tap that changes anything.
///
/// A configuration showing `home` is not a dead end: the user is where they must be able to get back
/// to (a one-screen app is not an error).
///
/// Exact, because the moves available depend only on the configuration (`NavigationModel`) and
/// `ConfigurationGraph` holds exactly the configurations of reachable states. For each dead-end screen
/// the first such configuration in breadth-first order is kept, so its route is a shortest one.
/// Complexity: O(C + L) over the reachable configurations.
struct DeadEnds: Sendable {
  /// Per dead-end screen (sorted), the first dead configuration node.
  let nodes: [(screen: Int32, node: Int32)]

  init(graph: ConfigurationGraph) {
    var first: [Int32: Int32] = [:]
    let home = graph.model.app.home?.rawValue ?? -1
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      if c.screen != home && first[c.screen] == nil && !graph.model.hasAnyMove(c) {
        first[c.screen] = node
      }
    }
    nodes = first.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}
