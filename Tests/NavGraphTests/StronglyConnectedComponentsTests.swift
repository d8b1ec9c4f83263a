import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The one Tarjan of the package (`StronglyConnectedComponents.forEach`), which the cycle groups,
/// the unreachable groups and the trap analysis's fixpoints run, against a brute-force transitive
/// closure on seeded random graphs with edge kinds.
@Suite struct StronglyConnectedComponentsTests {
  /// A random graph: `n` vertices, edges in source order, each with one of three kind bits.
  static func graph(seed: UInt64) -> (n: Int, offsets: [Int32], targets: [Int32], kinds: [UInt8]) {
    var r = SplitMix64(seed: seed)
    let n = 1 + r.int(9)
    var offsets: [Int32] = [0]
    var targets: [Int32] = []
    var kinds: [UInt8] = []
    for _ in 0..<n {
      for _ in 0..<r.int(4) {
        targets.append(Int32(r.int(n)))
        kinds.append(1 << UInt8(r.int(3)))
      }
      offsets.append(Int32(targets.count))
    }
    return (n, offsets, targets, kinds)
  }

  /// Per vertex, the vertices it reaches through edges whose kind is in `mask` (itself included).
  static func reach(_ g: (n: Int, offsets: [Int32], targets: [Int32], kinds: [UInt8]), mask: UInt8) -> [Set<
    Int
  >] {
    (0..<g.n).map { v in
      var seen: Set<Int> = [v]
      var queue = [v]
      while let u = queue.popLast() {
        for e in Int(g.offsets[u])..<Int(g.offsets[u + 1]) where g.kinds[e] & mask != 0 {
          if seen.insert(Int(g.targets[e])).inserted { queue.append(Int(g.targets[e])) }
        }
      }
      return seen
    }
  }

  /// Components are exactly the classes of mutual reachability, each vertex in one, and every edge
  /// leaving a component enters one completed before it (the order the fixpoints rely on).
  @Test func componentsAndTheirOrderMatchBruteForce() {
    for seed in UInt64(1)...300 {
      let g = Self.graph(seed: seed)
      for mask: UInt8 in [1, 3, 7] {
        let reach = Self.reach(g, mask: mask)
        var completed = [Int](repeating: -1, count: g.n)
        var count = 0
        StronglyConnectedComponents.forEach(
          offsets: g.offsets, targets: g.targets, kinds: g.kinds, mask: mask
        ) {
          for v in $0 {
            #expect(completed[Int(v)] == -1, "seed \(seed): vertex \(v) twice")
            completed[Int(v)] = count
          }
          count += 1
        }
        for v in 0..<g.n {
          for w in 0..<g.n {
            let mutual = reach[v].contains(w) && reach[w].contains(v)
            #expect((completed[v] == completed[w]) == mutual, "seed \(seed), mask \(mask): \(v) and \(w)")
          }
          for e in Int(g.offsets[v])..<Int(g.offsets[v + 1]) where g.kinds[e] & mask != 0 {
            #expect(
              completed[Int(g.targets[e])] <= completed[v], "seed \(seed): edge \(v) -> \(g.targets[e])")
          }
        }
      }
    }
  }

  /// Without kinds every edge counts, and `component` numbers the components in completion order.
  @Test func componentNumbersFollowCompletionOrder() {
    for seed in UInt64(1)...100 {
      let g = Self.graph(seed: seed)
      let edges = (0..<g.n).flatMap { v in
        (Int(g.offsets[v])..<Int(g.offsets[v + 1])).map { (Int32(v), g.targets[$0], Int32($0)) }
      }
      let scc = StronglyConnectedComponents(CSRGraph(vertexCount: g.n, edges: edges))
      let reach = Self.reach(g, mask: 7)
      for v in 0..<g.n {
        for w in 0..<g.n {
          let mutual = reach[v].contains(w) && reach[w].contains(v)
          #expect((scc.component[v] == scc.component[w]) == mutual, "seed \(seed): \(v) and \(w)")
        }
      }
      #expect(Set(scc.component).count == scc.componentCount)
    }
  }

  /// A million-vertex chain: iterative, so no stack overflow, and one component per vertex.
  @Test func longChainDoesNotRecurse() {
    let n = 1_000_000
    let offsets = (0...n).map { Int32(min($0, n - 1)) }
    let targets = (1..<n).map { Int32($0) }
    var components = 0
    StronglyConnectedComponents.forEach(offsets: offsets, targets: targets) { _ in components += 1 }
    #expect(components == n)
  }
}
