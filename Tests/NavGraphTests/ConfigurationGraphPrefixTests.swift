import NavGraphTestSupport
import Testing

@testable import NavGraph

/// A graph made `until` a screen is the whole graph's prefix up to the first node that shows that
/// screen: the same nodes in the same order, the same first node for every screen it shows, and no
/// node expanded after the one whose moves found that screen.
@Suite struct ConfigurationGraphPrefixTests {
  @Test func graphUntilAScreenIsThePrefixOfTheWholeGraph() {
    var compared = 0
    for seed in 0..<UInt64(200) {
      var app = RandomApps.make(seed: seed &* 7919 &+ 17)
      app.deepLinks = []
      app.linkParts = [:]
      let model = NavigationModel(app)
      let whole = ConfigurationGraph(model: model)
      for s in 0..<Int32(app.screens.count) {
        let prefix = ConfigurationGraph(model: model, until: s)
        let stop = whole.firstNode[Int(s)]
        guard stop >= 0 else {
          #expect(
            prefix.count == whole.count, "seed \(seed): screen \(s) unreachable, the search runs to its end")
          continue
        }
        compared += 1
        #expect(prefix.count > Int(stop), "seed \(seed): the prefix reaches screen \(s)")
        #expect(prefix.count <= whole.count)
        #expect(prefix.firstNode[Int(s)] == stop, "seed \(seed): first node of screen \(s)")
        // It stops right after the node whose moves found the screen: no further node is expanded.
        let expanded = stop == 0 ? 0 : Int(whole.parent[Int(stop)]) + 1
        #expect(prefix.facts.count == expanded, "seed \(seed): nodes expanded until screen \(s)")
        for v in 0..<min(prefix.count, whole.count) {
          #expect(prefix.configuration(Int32(v)) == whole.configuration(Int32(v)), "seed \(seed): node \(v)")
          #expect(prefix.parent[v] == whole.parent[v], "seed \(seed): parent of node \(v)")
        }
        for t in 0..<app.screens.count where prefix.firstNode[t] >= 0 {
          #expect(prefix.firstNode[t] == whole.firstNode[t], "seed \(seed): first node of screen \(t)")
        }
      }
    }
    #expect(compared > 200)
  }
}
