import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The forward search (`ForwardSearch`, the graph of an app without deep links or compound actions)
/// against the definitions it reads through `LinkEffects`: every node's facts are those
/// `ConfigurationFacts` makes from `NavigationModel.acts(link:in:)`, a link acts (`acting`) exactly
/// when it acts in some node, and every node but launch is reached from an earlier node by the move
/// its `via` names, one move deeper. On random apps with value pushes (the search numbers into the
/// index as it goes) and without (it keeps a bit set and freezes it).
@Suite struct ForwardSearchTests {
  @Test func factsActingLinksAndMovesFollowTheDefinitions() {
    var typed = 0
    for seed in 0..<UInt64(400) {
      var app = RandomApps.make(seed: seed &* 6151 &+ 3)
      app.deepLinks = []
      app.linkParts = [:]
      let model = NavigationModel(app)
      if model.tracksRegistrations { typed += 1 }
      let graph = ConfigurationGraph(model: model)
      var acting = [Bool](repeating: false, count: app.links.count)
      #expect(graph.facts.count == graph.count, "seed \(seed): every node is expanded")
      for v in 0..<graph.count {
        let c = graph.configuration(Int32(v))
        #expect(graph.node(of: c) == Int32(v), "seed \(seed): number of node \(v)")
        var f = ConfigurationFacts.start(c, model)
        for l in model.links(of: c.screen) {
          let acts = model.acts(link: l, in: c)
          f.link(model.linkKinds[l], acts: acts, in: c, modal: model.isModal(c.container))
          if acts { acting[l] = true }
        }
        #expect(graph.facts[v] == f.finished(c, model), "seed \(seed): facts of node \(v)")
        guard v > 0 else { continue }
        let p = Int(graph.parent[v])
        #expect(p < v && graph.depth[v] == graph.depth[p] + 1, "seed \(seed): parent of node \(v)")
        let from = graph.configuration(Int32(p))
        let via = Int(graph.via[v])
        if via >= 0 {
          #expect(model.acts(link: via, in: from), "seed \(seed): link to node \(v)")
          #expect(model.forwardTarget(link: via, from: from) == c, "seed \(seed): link to node \(v)")
        } else {
          #expect(via == -2 && model.showsTabBar(from), "seed \(seed): tab-bar tap to node \(v)")
          #expect(c == model.root(model.tabRoot(c.container), in: c.container), "seed \(seed): node \(v)")
        }
      }
      #expect(graph.acting == acting, "seed \(seed): acting links")
    }
    #expect(typed > 50 && typed < 350)
  }
}
