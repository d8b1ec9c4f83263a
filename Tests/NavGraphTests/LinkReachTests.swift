import Testing

@testable import NavGraph

/// `LinkReach` says no only of screens that no reachable state shows (the configuration graph has
/// none of them), on random apps; in apps with deep links or compound actions it says yes.
@Suite struct LinkReachTests {
  @Test func noChainOfLinksMeansUnreachable() {
    var proved = 0
    var unreachable = 0
    for seed in 0..<UInt64(160) {
      var app = seed < 80 ? PrunedPathSearchTests.app(seed: seed) : RandomApps.make(seed: seed &* 7919 &+ 17)
      let model = NavigationModel(app)
      guard model.launch != nil else { continue }
      let graph = ConfigurationGraph(model: model)
      let plain = app.deepLinks.isEmpty && app.linkParts.isEmpty
      for s in 0..<Int32(app.screens.count) {
        let may = LinkReach.mayReach(s, in: model)
        if !graph.isReachable(s) { unreachable += 1 }
        if !may { proved += 1 }
        #expect(may || !graph.isReachable(s), "seed \(seed): screen \(s) is reachable")
        #expect(may || plain, "seed \(seed): an app with deep links or compound actions decides nothing")
      }
      // The same app without its deep links and compound actions: decided by its links.
      guard !plain else { continue }
      app.deepLinks = []
      app.linkParts = [:]
      let stripped = NavigationModel(app)
      let strippedGraph = ConfigurationGraph(model: stripped)
      for s in 0..<Int32(app.screens.count) {
        if !strippedGraph.isReachable(s) { unreachable += 1 }
        guard !LinkReach.mayReach(s, in: stripped) else { continue }
        proved += 1
        #expect(!strippedGraph.isReachable(s), "seed \(seed), stripped: screen \(s) is reachable")
      }
    }
    print("link reach: \(proved) screens proved unreachable of \(unreachable)")
    // Most unreachable screens of these apps have no chain of links from launch.
    #expect(proved * 2 > unreachable, "\(proved) proved of \(unreachable) unreachable")
  }
}
