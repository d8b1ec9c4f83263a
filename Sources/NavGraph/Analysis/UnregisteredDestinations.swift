/// Value pushes (`NavigationLink(value:)`, format 1.1) of reachable screens that fail for want of a
/// registration: in some reachable configuration of their screen the container has a
/// NavigationStack, so the push would act, but no screen of the stack registers the value's type
/// with `navigationDestination(for:)`. SwiftUI prints "no matching navigationDestination
/// declaration" there at run time.
///
/// Exact, because whether a value push acts depends only on the configuration, whose mask is the
/// set of types the current stack registers (`NavigationModel`), and `ConfigurationGraph` holds
/// exactly the configurations of reachable states. For a link that never acts, the screens a
/// registration would fix are the roots of the stacks its screen is shown in: a registration on a
/// stack's root holds at every depth. They are found by a backward search over the acting pushes
/// from the screen's failing configurations to root configurations.
///
/// In an app with compound actions (format 1.1 `then`), whether the push's action acts elsewhere
/// and the roots of the stacks it fails in are `ActionActivity`'s (a part can push its screen onto
/// a stack, which the pushes between configurations do not see).
///
/// Complexity: O(1) in an app without value pushes; else O(C × links per screen) for the links and
/// O(C + E) per screen with a never-acting value push for its roots, over C reachable
/// configurations and E acting pushes.
struct UnregisteredDestinations: Sendable {
  /// A value push that fails in some reachable configuration of its screen.
  struct Entry: Sendable {
    var screen: Int32
    var link: Int32
    /// Whether it acts in some other reachable configuration.
    var acts: Bool
    /// The first failing configuration in breadth-first order (a shortest route leads there).
    var failing: Int32
    /// When it never acts: the root screens of the stacks its screen is shown in with a
    /// NavigationStack, sorted; empty otherwise.
    var roots: [Int32]
  }

  /// Sorted by link.
  let links: [Entry]

  init(graph: ConfigurationGraph, activity: ActionActivity?) {
    let model = graph.model
    guard model.tracksRegistrations else {
      links = []
      return
    }
    var failing: [Int32: Int32] = [:]
    var acting = Set<Int32>()
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      for l in model.links(of: c.screen) where model.linkKinds[l] == .push {
        if model.missingRegistration(link: l, in: c) != nil {
          if failing[Int32(l)] == nil { failing[Int32(l)] = node }
        } else if model.acts(link: l, in: c) {
          acting.insert(Int32(l))
        }
      }
    }
    var entries: [Entry] = []
    var roots: [Int32: [Int32]] = [:]
    var reverse: CSRGraph?
    for (l, node) in failing.sorted(by: { $0.key < $1.key }) {
      let s = graph.configuration(node).screen
      if let activity {
        let acts = activity.acting[Int(l)]
        let roots = acts ? [] : (activity.failingRoots[l] ?? []).sorted()
        entries.append(Entry(screen: s, link: l, acts: acts, failing: node, roots: roots))
        continue
      }
      let acts = acting.contains(l)
      if !acts && roots[s] == nil {
        if reverse == nil { reverse = UnregisteredDestinations.reversePushes(graph) }
        roots[s] = UnregisteredDestinations.stackRoots(of: s, graph, reverse!)
      }
      entries.append(Entry(screen: s, link: l, acts: acts, failing: node, roots: acts ? [] : roots[s]!))
    }
    links = entries
  }

  /// The acting pushes between reachable configurations, reversed: from each configuration to
  /// those that push it.
  private static func reversePushes(_ graph: ConfigurationGraph) -> CSRGraph {
    let model = graph.model
    var edges: [(source: Int32, target: Int32, label: Int32)] = []
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      for l in model.links(of: c.screen) where model.linkKinds[l] == .push && model.acts(link: l, in: c) {
        if let next = model.forwardTarget(link: l, from: c), let t = graph.node(of: next) {
          edges.append((t, node, Int32(l)))
        }
      }
    }
    return CSRGraph(vertexCount: graph.count, edges: edges)
  }

  /// The screens at the root of the stacks that show `screen` in a container with a
  /// NavigationStack, sorted: breadth-first backward over pushes from its configurations there.
  private static func stackRoots(of screen: Int32, _ graph: ConfigurationGraph, _ reverse: CSRGraph)
    -> [Int32]
  {
    let model = graph.model
    var seen = [Bool](repeating: false, count: graph.count)
    var queue: [Int32] = []
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      if c.screen == screen && model.hasStack(c.container) {
        seen[Int(node)] = true
        queue.append(node)
      }
    }
    var roots = Set<Int32>()
    var i = 0
    while i < queue.count {
      let v = queue[i]
      i += 1
      let c = graph.configuration(v)
      if c.isRoot { roots.insert(c.screen) }
      for e in reverse.edges(of: v) where !seen[Int(reverse.targets[e])] {
        seen[Int(reverse.targets[e])] = true
        queue.append(reverse.targets[e])
      }
    }
    return roots.sorted()
  }
}
