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
/// a stack, which the pushes between configurations do not see). A part of an acting link's action
/// that is a value push failing in some reachable state where the action is used is an entry too,
/// when the states were all enumerated (`ActionActivity.failingParts`); it acts or not as the part
/// does (`ActionActivity.partsActing`).
///
/// Complexity: O(1) in an app without value pushes; else O(C × links per screen) for the links and
/// O(C + E) per screen with a never-acting value push for its roots, over C reachable
/// configurations and E acting pushes.
struct UnregisteredDestinations: Sendable {
  /// A value push that fails in some reachable configuration of its screen.
  struct Entry: Sendable {
    var screen: Int32
    var link: Int32
    /// The part of the link's compound action (numbered from 0 after its own move); nil for the
    /// link's own move.
    var part: Int? = nil
    /// Whether it acts in some other reachable configuration (a part: state).
    var acts: Bool
    /// Where it fails first, in breadth-first order (a shortest route leads there).
    var failing: Failing
    /// When it never acts: the root screens of the stacks its screen is shown in with a
    /// NavigationStack, sorted; empty otherwise.
    var roots: [Int32]
  }

  /// Where a value push fails first: a configuration of the graph (a link's own move, which fails
  /// or not by the configuration alone), or a route from launch to the state where a compound
  /// action is used whose part fails (which depends on the history).
  enum Failing: Sendable {
    case configuration(Int32)
    case route([Move])
  }

  /// Sorted by link, then part (the link's own move first).
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
        entries.append(Entry(screen: s, link: l, acts: acts, failing: .configuration(node), roots: roots))
        continue
      }
      let acts = acting.contains(l)
      if !acts && roots[s] == nil {
        if reverse == nil { reverse = UnregisteredDestinations.reversePushes(graph) }
        roots[s] = UnregisteredDestinations.stackRoots(of: s, graph, reverse!)
      }
      entries.append(
        Entry(screen: s, link: l, acts: acts, failing: .configuration(node), roots: acts ? [] : roots[s]!))
    }
    for (key, failing) in activity?.failingParts ?? [:] where activity!.acting[Int(key.link)] {
      let acts = activity!.partsActing[Int(key.link)]![key.part]
      entries.append(
        Entry(
          screen: model.app.screen(of: LinkID(rawValue: key.link)).rawValue, link: key.link, part: key.part,
          acts: acts, failing: .route(failing.route), roots: acts ? [] : failing.roots.sorted()))
    }
    entries.sort { ($0.link, $0.part ?? -1) < ($1.link, $1.part ?? -1) }
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
