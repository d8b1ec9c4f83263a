import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Compares the analyses with the brute-force reference (`BruteForce.swift`) on many random small
/// apps (`RandomApps`, seeded: the same apps on every run).
@Suite struct BruteForceTests {
  static let appCount = Int(ProcessInfo.processInfo.environment["NAVGRAPH_BRUTE_APPS"] ?? "") ?? 500
  static let stateCap = Int(ProcessInfo.processInfo.environment["NAVGRAPH_BRUTE_CAP"] ?? "") ?? 2_000
  /// The library's bounds on the state searches of apps with deep links: just above the brute
  /// force's cap, so that an app the brute force enumerates is enumerated by the library too.
  static let bounds = StateBounds(graphStates: 4 * stateCap, trapStates: stateCap + 1)
  static let seedOffset = UInt64(ProcessInfo.processInfo.environment["NAVGRAPH_BRUTE_SEED"] ?? "") ?? 0

  struct Tally {
    var apps = 0
    var launchable = 0
    var complete = 0
    var trapsCompared = 0
    var trapsSkippedInfinite = 0
    var trapsSkippedHome = 0
    var appsWithTraps = 0
    var statesCompared = 0
    var enumerated = 0
    var pathsCompared = 0
    var pathsSkipped = 0
    var findings = 0
    var appsWithValuePushes = 0
    var appsWithDismissActions = 0
    var linksCompared = 0
    var unregistered = 0
    var unregisteredSometimes = 0
    var appsWithDeepLinks = 0
    var deepLinksCompared = 0
    var brokenCold = 0
    var brokenWarm = 0
    var approximated = 0
    var appsWithCompoundActions = 0
    var compoundDecided = 0
    var partsCompared = 0
    var inertParts = 0
    var unregisteredParts = 0
    var trapsUnchecked = 0
  }

  @Test func analysesAgreeWithBruteForce() {
    var tally = Tally()
    for seed in 0..<UInt64(BruteForceTests.appCount) {
      let app = RandomApps.make(seed: (seed + BruteForceTests.seedOffset) &* 7919 &+ 17)
      tally.apps += 1
      compare(app, &tally)
      // Deep links and compound actions often make the state space infinite, and the brute force
      // then decides fewer things: the same app without them is compared too.
      if !app.deepLinks.isEmpty || !app.linkParts.isEmpty {
        var plain = app
        plain.deepLinks = []
        plain.linkParts = [:]
        tally.apps += 1
        compare(plain, &tally)
      }
    }
    print(
      "brute force: \(tally.apps) apps, \(tally.launchable) launchable, \(tally.complete) fully enumerated "
        + "(\(tally.enumerated) states); traps compared on \(tally.trapsCompared) apps "
        + "(\(tally.appsWithTraps) with traps, \(tally.findings) findings, \(tally.statesCompared) states), "
        + "skipped \(tally.trapsSkippedInfinite) (state space over the cap) and \(tally.trapsSkippedHome) "
        + "(home unreachable); \(tally.pathsCompared) paths compared, "
        + "\(tally.pathsSkipped) skipped (over the cap); \(tally.appsWithValuePushes) apps with value pushes, "
        + "\(tally.appsWithDismissActions) with dismissAction; links compared on the fully enumerated apps: "
        + "\(tally.linksCompared), \(tally.unregistered) unregistered-destination "
        + "(\(tally.unregisteredSometimes) acting in some states only); \(tally.appsWithDeepLinks) apps with deep "
        + "links (\(tally.approximated) approximated, compared one-sided), \(tally.deepLinksCompared) deep links "
        + "compared: \(tally.brokenCold) broken cold, \(tally.brokenWarm) broken warm only; "
        + "\(tally.appsWithCompoundActions) apps with compound actions (\(tally.compoundDecided) decided state by "
        + "state, traps not checked on \(tally.trapsUnchecked)), \(tally.partsCompared) parts compared, "
        + "\(tally.inertParts) inert, \(tally.unregisteredParts) unregistered-destination")
    #expect(tally.trapsCompared >= min(200, BruteForceTests.appCount / 2))
    #expect(tally.appsWithTraps >= min(50, BruteForceTests.appCount / 10))
    #expect(tally.pathsCompared >= min(1000, BruteForceTests.appCount * 5))
    #expect(tally.appsWithValuePushes >= min(100, BruteForceTests.appCount / 5))
    #expect(tally.appsWithDismissActions >= min(100, BruteForceTests.appCount / 5))
    #expect(tally.unregistered >= min(50, BruteForceTests.appCount / 10))
    #expect(tally.unregisteredSometimes >= min(10, BruteForceTests.appCount / 50))
    #expect(tally.appsWithDeepLinks >= min(100, BruteForceTests.appCount / 5))
    #expect(tally.brokenCold >= min(20, BruteForceTests.appCount / 25))
    #expect(tally.brokenWarm >= min(20, BruteForceTests.appCount / 25))
    #expect(tally.appsWithCompoundActions >= min(100, BruteForceTests.appCount / 5))
    #expect(tally.compoundDecided >= min(50, BruteForceTests.appCount / 10))
    #expect(tally.partsCompared >= min(100, BruteForceTests.appCount / 5))
    #expect(tally.inertParts >= min(10, BruteForceTests.appCount / 50))
  }

  func compare(_ app: App, _ tally: inout Tally) {
    let brute = BruteModel(app: app)
    let analysis = NavigationAnalysis(app, bounds: BruteForceTests.bounds)
    let graph = analysis.graph
    guard let launch = brute.launch else {
      #expect(graph.count == 0, "\(RandomApps.describe(app))")
      return
    }
    tally.launchable += 1
    if !app.linkValues.isEmpty { tally.appsWithValuePushes += 1 }
    if app.links.contains(where: { $0.kind == .dismissAction }) { tally.appsWithDismissActions += 1 }
    if !app.deepLinks.isEmpty { tally.appsWithDeepLinks += 1 }
    if !app.linkParts.isEmpty { tally.appsWithCompoundActions += 1 }
    let all = BruteExploration(brute, from: launch, cap: BruteForceTests.stateCap, deepLinks: true)
    // Where reachability with deep links is approximated (a frame left on top of a tab not shown),
    // it must over-approximate: every screen the brute force reaches is reported reachable.
    if graph.approximate {
      tally.approximated += 1
      for s in all.states {
        #expect(
          graph.isReachable(brute.visible(s)),
          "approximation misses \(brute.visible(s))\n\(RandomApps.describe(app))")
      }
      return
    }
    if all.complete {
      tally.complete += 1
      tally.enumerated += all.states.count
    }
    let text = RandomApps.describe(app)

    // Reachable screens and their fewest moves from launch.
    var firstState = [Int32](repeating: -1, count: app.screens.count)
    for (i, s) in all.states.enumerated() where firstState[Int(brute.visible(s))] < 0 {
      firstState[Int(brute.visible(s))] = Int32(i)
    }
    for s in 0..<app.screens.count {
      let node = graph.firstNode[s]
      let modelDepth = node >= 0 ? Int(graph.depth[Int(node)]) : nil
      if firstState[s] >= 0 {
        let bruteDepth = Int(all.depth[Int(firstState[s])])
        #expect(
          modelDepth == bruteDepth,
          "screen \(app.screens[s].id): \(String(describing: modelDepth)) vs \(bruteDepth)\n\(text)")
      } else if let modelDepth {
        #expect(
          modelDepth > all.discoveredDepth, "screen \(app.screens[s].id) at \(modelDepth) not found\n\(text)")
      }
    }

    // Dead ends: screens of states without moves, but home. Where the configurations decide (no
    // compound action), or the library enumerated the states, every dead end the brute force finds
    // is one; past the library's bound with compound actions, one-sided the other way: the route of
    // each one reported replays to a state without moves.
    let activity = analysis.actionActivity
    if let activity, activity.exact { tally.compoundDecided += 1 }
    let modelDeadEnds = Set(analysis.deadEnds.entries.map(\.screen))
    var bruteDeadEnds = Set<Int32>()
    for (i, next) in all.successors.enumerated() where next.isEmpty {
      bruteDeadEnds.insert(brute.visible(all.states[i]))
    }
    bruteDeadEnds.remove(app.home?.rawValue ?? -1)
    if activity?.exact ?? true {
      #expect(
        bruteDeadEnds.isSubset(of: modelDeadEnds), "dead ends \(bruteDeadEnds) vs \(modelDeadEnds)\n\(text)")
    }
    if all.complete {
      #expect(bruteDeadEnds == modelDeadEnds, "dead ends \(bruteDeadEnds) vs \(modelDeadEnds)\n\(text)")
    }
    for (s, _, route) in analysis.deadEnds.entries {
      guard let route else { continue }
      let state = brute.replaying(route, from: all.states[0], "dead end \(s)", text)
      #expect(
        brute.visible(state) == s && brute.moves(state).isEmpty,
        "dead end \(s): the route ends in \(RandomApps.describe(state, app))\n\(text)")
    }

    // What `check` reports (after its own grouping and filtering) for dead ends and unreachable
    // screens: every screen exactly once.
    let result = analysis.check()
    let reported = { (code: DiagnosticCode) in
      result.findings.filter { $0.code == code && $0.severity != .note }
    }
    let index = Dictionary(uniqueKeysWithValues: app.screens.enumerated().map { ($1.id, Int32($0)) })
    let deadEndScreens = reported(.deadEnd).map { index[$0.screen!]! }
    let bruteDeadEndsShown = bruteDeadEnds
    #expect(Set(deadEndScreens).count == deadEndScreens.count, "dead end reported twice\n\(text)")
    if all.complete {
      #expect(
        Set(deadEndScreens) == bruteDeadEndsShown,
        "check reports dead ends \(deadEndScreens) vs brute force \(bruteDeadEndsShown.sorted())\n\(text)")
    }
    var unreachable: [Int32] = []
    for finding in reported(.unreachable) {
      #expect(finding.screens?.first == finding.screen, "unreachable group \(finding.screens ?? [])\n\(text)")
      unreachable += (finding.screens ?? []).map { index[$0]! }
    }
    let bruteUnreachable = (0..<Int32(app.screens.count)).filter { firstState[Int($0)] < 0 }
    #expect(Set(unreachable).count == unreachable.count, "unreachable listed twice \(unreachable)\n\(text)")
    if all.complete {
      #expect(
        unreachable.sorted() == bruteUnreachable,
        "check reports unreachable \(unreachable.sorted()) vs brute force \(bruteUnreachable)\n\(text)")
    }

    if all.complete { compareLinks(app, brute, analysis, all, result, &tally) }
    compareDeepLinks(app, brute, all, result, &tally)
    comparePaths(app, brute, graph, all, firstState, &tally)
    compareTraps(app, brute, analysis, all, result, &tally)
  }

  /// Inert links and unregistered destinations, on a fully enumerated app: for every link of a
  /// reachable screen, the states showing its screen where it acts, where its container has a
  /// NavigationStack, and where it is a value push that does not act for want of a registration.
  func compareLinks(
    _ app: App, _ brute: BruteModel, _ analysis: NavigationAnalysis, _ all: BruteExploration,
    _ result: CheckResult, _ tally: inout Tally
  ) {
    let text = RandomApps.describe(app)
    var acting = Set<Int32>()
    for s in all.states {
      for (move, _) in brute.moves(s) { if let l = move.link { acting.insert(l.rawValue) } }
    }
    struct Expected: Equatable {
      var acts: Bool
      var roots: [Int32]
    }
    var unregistered: [Int32: Expected] = [:]
    var failing: [Int32: Set<[Int32]>] = [:]
    for s in all.states {
      let v = brute.visible(s)
      for id in app.screens[Int(v)].links where app.links[id].isResolved {
        guard let type = app.linkValues[id] else { continue }
        guard brute.currentHasStack(s), !brute.registers(s, Int32(type)) else { continue }
        let l = id.rawValue
        failing[l, default: []].insert(s.key)
        var expected = unregistered[l] ?? Expected(acts: acting.contains(l), roots: [])
        if !expected.roots.contains(brute.currentStack(s)[0]) {
          expected.roots.append(brute.currentStack(s)[0])
        }
        unregistered[l] = expected
      }
    }
    for l in unregistered.keys {
      unregistered[l]!.roots.sort()
      if unregistered[l]!.acts { unregistered[l]!.roots = [] }
    }
    let found = analysis.unregisteredDestinations
    var modelUnregistered: [Int32: Expected] = [:]
    for entry in found.links where entry.part == nil {
      modelUnregistered[entry.link] = Expected(acts: entry.acts, roots: entry.acts ? [] : entry.roots)
      // The route to a failing state replays to one.
      guard case .configuration(let node) = entry.failing else {
        Issue.record("unregistered link \(entry.link) without a failing configuration\n\(text)")
        continue
      }
      let state = brute.replaying(
        analysis.graph.moves(to: node), from: all.states[0], "unregistered link \(entry.link)", text)
      #expect(
        failing[entry.link]?.contains(state.key) == true,
        "unregistered link \(entry.link): route ends in \(RandomApps.describe(state, app))\n\(text)")
    }
    #expect(
      modelUnregistered == unregistered,
      "unregistered destinations \(modelUnregistered) vs brute force \(unregistered)\n\(text)")

    tally.unregistered += unregistered.count
    tally.unregisteredSometimes += unregistered.values.filter(\.acts).count

    // Inert links: resolved links of reachable screens that act in no state, but for the value
    // pushes reported as unregistered destinations.
    var bruteInert: [Int32] = []
    var shown = Set<Int32>()
    for s in all.states { shown.insert(brute.visible(s)) }
    for s in shown.sorted() {
      for l in app.screens[Int(s)].links
      where !acting.contains(l.rawValue) && unregistered[l.rawValue] == nil && app.links[l].isResolved {
        bruteInert.append(l.rawValue)
      }
    }
    let modelInert = analysis.inertLinks.inert.map(\.link).sorted()
    #expect(
      modelInert == bruteInert.sorted(), "inert links \(modelInert) vs brute force \(bruteInert)\n\(text)")
    tally.linksCompared += shown.reduce(0) { $0 + app.screens[Int($1)].links.count }

    // Parts (format 1.1 `then`) of acting links: a value push that fails for want of a
    // registration in some state the action is used in is an unregistered destination (acting
    // elsewhere or not; when not, with the roots of the stacks it fails on); the other parts that
    // change no state the action is used in are inert, located at the part.
    var partActs = Set<[Int32]>()
    var partFails: [[Int32]: (roots: Set<Int32>, states: Set<[Int32]>)] = [:]
    for s in all.states {
      for l in app.screens[Int(brute.visible(s))].links where app.links[l].isResolved {
        for p in app.linkParts[l]?.moves.indices ?? 0..<0 {
          if brute.partActs(l, p, in: s) { partActs.insert([l.rawValue, Int32(p)]) }
          if let root = brute.partFailsRegistration(l, p, in: s) {
            partFails[[l.rawValue, Int32(p)], default: ([], [])].roots.insert(root)
            partFails[[l.rawValue, Int32(p)]]!.states.insert(s.key)
          }
        }
      }
    }
    var bruteInertParts: [[Int32]] = []
    var bruteUnregisteredParts: [[Int32]: Expected] = [:]
    for s in shown.sorted() {
      for l in app.screens[Int(s)].links where acting.contains(l.rawValue) {
        for p in app.linkParts[l]?.moves.indices ?? 0..<0 {
          let key = [l.rawValue, Int32(p)]
          let acts = partActs.contains(key)
          if let fails = partFails[key] {
            bruteUnregisteredParts[key] = Expected(acts: acts, roots: acts ? [] : fails.roots.sorted())
          } else if !acts {
            bruteInertParts.append(key)
          }
        }
        tally.partsCompared += app.linkParts[l]?.moves.count ?? 0
      }
    }
    var modelUnregisteredParts: [[Int32]: Expected] = [:]
    for entry in found.links {
      guard let p = entry.part else { continue }
      modelUnregisteredParts[[entry.link, Int32(p)]] = Expected(acts: entry.acts, roots: entry.roots)
      // The route leads to a state where the action is used and the part fails.
      guard case .route(let route) = entry.failing else {
        Issue.record("unregistered part \(entry.link).\(p) without a route to a state\n\(text)")
        continue
      }
      let state = brute.replaying(route, from: all.states[0], "unregistered part \(entry.link).\(p)", text)
      #expect(
        partFails[[entry.link, Int32(p)]]?.states.contains(state.key) == true,
        "unregistered part \(entry.link).\(p): route ends in \(RandomApps.describe(state, app))\n\(text)")
    }
    #expect(
      modelUnregisteredParts == bruteUnregisteredParts,
      "unregistered parts \(modelUnregisteredParts) vs brute force \(bruteUnregisteredParts)\n\(text)")
    tally.unregisteredParts += bruteUnregisteredParts.count
    let modelInertParts = analysis.inertLinks.inertParts.map { [$0.link, Int32($0.part)] }
    #expect(
      modelInertParts == bruteInertParts.sorted { $0.lexicographicallyPrecedes($1) },
      "inert parts \(modelInertParts) vs brute force \(bruteInertParts)\n\(text)")
    tally.inertParts += bruteInertParts.count
    let reportedUnregistered = result.findings.filter { $0.code == .unregisteredDestination }
    #expect(
      reportedUnregistered.count == unregistered.count + bruteUnregisteredParts.count,
      "\(reportedUnregistered.count) unregistered-destination findings\n\(text)")
    for entry in found.links {
      guard let p = entry.part else { continue }
      #expect(
        reportedUnregistered.contains {
          $0.location == app.location(ofLink: LinkID(rawValue: entry.link), part: p)
        },
        "unregistered part \(entry.link).\(p) not located at the part\n\(text)")
    }
    let inertFindings = result.findings.filter { $0.code == .inertLink && $0.severity != .note }
    #expect(
      inertFindings.count == bruteInert.count + bruteInertParts.count,
      "\(inertFindings.count) inert-link findings\n\(text)")
    for (s, l, p) in analysis.inertLinks.inertParts {
      #expect(
        inertFindings.contains { $0.location == app.location(ofLink: LinkID(rawValue: l), part: p) },
        "inert part \(l).\(p) of screen \(s) not located at the part\n\(text)")
    }
  }

  /// Broken deep links: an error when the deep link opened on the launch state does not show its
  /// `to` (compared on every app: one state decides it), else a warning when opened in some reachable
  /// state it does not, whose route replays to such a state. On an app the brute force could not
  /// enumerate, one-sided: a failing state it found must be reported (an error or a warning).
  func compareDeepLinks(
    _ app: App, _ brute: BruteModel, _ all: BruteExploration, _ result: CheckResult, _ tally: inout Tally
  ) {
    let text = RandomApps.describe(app)
    let reported = result.findings.filter { $0.code == .brokenDeepLink && $0.severity != .note }
    for (d, deepLink) in app.deepLinks.enumerated() {
      guard let to = deepLink.to?.rawValue else { continue }
      tally.deepLinksCompared += 1
      let cold = brute.visible(brute.openingDeepLink(d, in: all.states[0])) != to
      let warm = all.states.contains { brute.visible(brute.openingDeepLink(d, in: $0)) != to }
      let findings = reported.filter { $0.message.hasPrefix("deep link '\(deepLink.id)' ") }
      if cold {
        tally.brokenCold += 1
        #expect(findings.count == 1 && findings[0].severity == .error, "deep link \(d) cold\n\(text)")
      } else if warm {
        tally.brokenWarm += 1
        #expect(findings.count == 1 && findings[0].severity == .warning, "deep link \(d) warm\n\(text)")
        var state = all.states[0]
        for summary in findings.first?.route ?? [] {
          let next = (brute.moves(state) + brute.deepLinkMoves(state)).first {
            app.describe($0.0).summary == summary
          }
          guard let next else {
            Issue.record("deep link \(d): '\(summary)' does not act\n\(text)")
            break
          }
          state = next.1
        }
        #expect(
          brute.visible(brute.openingDeepLink(d, in: state)) != to,
          "deep link \(d): the route ends in \(RandomApps.describe(state, app)), where it works\n\(text)")
      } else if all.complete {
        #expect(findings.isEmpty, "deep link \(d) works\n\(text)")
      }
    }
  }

  func comparePaths(
    _ app: App, _ brute: BruteModel, _ graph: ConfigurationGraph, _ all: BruteExploration,
    _ firstState: [Int32],
    _ tally: inout Tally
  ) {
    let text = RandomApps.describe(app)
    let reachable = (0..<Int32(app.screens.count)).filter { graph.isReachable($0) }
    guard !reachable.isEmpty else { return }
    var r = SplitMix64(seed: UInt64(app.screens.count * 31 + app.links.count))
    var queries: [(Int32?, Int32)] = []
    for to in reachable { queries.append((nil, to)) }
    for _ in 0..<8 { queries.append((reachable[r.int(reachable.count)], reachable[r.int(reachable.count)])) }
    for (from, to) in queries {
      var start = all.states[0]
      if let from {
        guard firstState[Int(from)] >= 0 else {
          tally.pathsSkipped += 1
          continue
        }
        start = all.states[Int(firstState[Int(from)])]
        // The start state: the state reached by the shortest route to `from`, ties by move order.
        let replayed = NavigationState.launch(graph.model)!.replaying(
          graph.moves(to: graph.firstNode[Int(from)]), graph.model)
        #expect(
          replayed?.last ?? NavigationState.launch(graph.model)! == brute.navigationState(start),
          "start for \(app.screens[Int(from)].id): \(RandomApps.describe(start, app))\n\(text)")
      }
      let search = BruteExploration(brute, from: start, cap: BruteForceTests.stateCap) {
        brute.visible($0) == to
      }
      let found = search.states.firstIndex { brute.visible($0) == to }
      let outcome = ShortestPath.find(
        model: graph.model, graph: { graph }, from: from.map(ScreenID.init(rawValue:)),
        to: ScreenID(rawValue: to),
        options: PathOptions(fromLaunch: from == nil, maxStates: BruteForceTests.stateCap + 1))
      let name = "\(from.map { app.screens[Int($0)].id } ?? "launch") -> \(app.screens[Int(to)].id)"
      switch outcome {
      case .found(let route):
        guard let found else {
          if search.complete { Issue.record("\(name): path found but brute force finds none\n\(text)") }
          tally.pathsSkipped += 1
          continue
        }
        tally.pathsCompared += 1
        #expect(
          route.moves.count == Int(search.depth[found]),
          "\(name): \(route.moves.count) vs \(search.depth[found])\n\(text)")
        var state = start
        for move in route.moves {
          guard let next = brute.applying(move, to: state) else {
            Issue.record("\(name): move \(move) does not act in \(RandomApps.describe(state, app))\n\(text)")
            break
          }
          state = next
        }
        #expect(
          brute.visible(state) == to,
          "\(name): route ends on \(app.screens[Int(brute.visible(state))].id)\n\(text)")
      case .noPath:
        if found != nil {
          Issue.record("\(name): no path, brute force finds \(search.depth[found!]) moves\n\(text)")
        } else if search.complete {
          tally.pathsCompared += 1
        } else {
          tally.pathsSkipped += 1
        }
      case .limitReached, .routeLimitReached:
        // Only the search over concrete states of an app with compound actions has a limit a small
        // app can reach, where the state space is over the brute force's cap too.
        if !graph.model.hasCompoundActions || search.complete {
          Issue.record("\(name): search limit on a small app\n\(text)")
        }
        tally.pathsSkipped += 1
      }
    }
  }

  func compareTraps(
    _ app: App, _ brute: BruteModel, _ navigation: NavigationAnalysis, _ all: BruteExploration,
    _ result: CheckResult, _ tally: inout Tally
  ) {
    let text = RandomApps.describe(app)
    let home = app.home?.rawValue ?? -1
    let graph = navigation.graph
    let analysis = TrapAnalysis(
      graph: graph, home: home, maxDeepLinkStates: BruteForceTests.bounds.trapStates,
      states: app.deepLinks.isEmpty && app.linkParts.isEmpty ? nil : navigation.states)
    let reported = result.findings.filter { $0.code == .trap && $0.severity != .note }
    // With compound actions, past the enumeration's bound the traps are not checked, and a note
    // says so: never a silent pass.
    if analysis.unchecked != nil {
      tally.trapsUnchecked += 1
      #expect(!all.complete && !app.linkParts.isEmpty && reported.isEmpty, "traps unchecked\n\(text)")
      #expect(
        result.findings.contains { $0.code == .trap && $0.severity == .note },
        "no note on unchecked traps\n\(text)")
      return
    }
    guard home >= 0 && graph.isReachable(home) else {
      tally.trapsSkippedHome += 1
      #expect(analysis.trapScreens.isEmpty && analysis.findings.isEmpty && reported.isEmpty)
      return
    }
    guard all.complete else {
      tally.trapsSkippedInfinite += 1
      // Every state found so far still has the verdict of the analysis when it can reach home.
      return
    }
    tally.trapsCompared += 1
    let good = all.canReach(home, brute)
    var bruteTraps = Set<Int32>()
    var entries = Set<Int32>()
    for (i, s) in all.states.enumerated() {
      let trap = !good[i]
      #expect(
        analysis.isTrap(brute.navigationState(s)) == trap,
        "isTrap(\(RandomApps.describe(s, app))) should be \(trap)\n\(text)")
      tally.statesCompared += 1
      guard trap && !all.successors[i].isEmpty else { continue }
      bruteTraps.insert(brute.visible(s))
    }
    // Entries: a move, or a deep link, from a state that is not a trap (it can show home, or it has
    // no move: a dead end, which only a deep link leaves) into a trap state with a move; launch
    // itself when it is one (home shown only through deep links).
    for (i, next) in all.successors.enumerated() where good[i] || next.isEmpty {
      for j in next + all.deepLinkSuccessors[i] where !good[Int(j)] && !all.successors[Int(j)].isEmpty {
        entries.insert(brute.visible(all.states[Int(j)]))
      }
    }
    if !good[0] && !all.successors[0].isEmpty { entries.insert(brute.visible(all.states[0])) }
    #expect(
      analysis.trapScreens == bruteTraps.sorted(),
      "traps \(analysis.trapScreens) vs brute force \(bruteTraps.sorted())\n\(text)")
    if !bruteTraps.isEmpty { tally.appsWithTraps += 1 }

    var covered = Set<Int32>()
    for finding in analysis.findings {
      tally.findings += 1
      covered.insert(finding.screen)
      covered.formUnion(finding.alsoTrapped)
      #expect(entries.contains(finding.screen), "finding \(finding.screen) is not an entry\n\(text)")
      #expect(
        Set(finding.alsoTrapped).isSubset(of: bruteTraps), "also trapped \(finding.alsoTrapped)\n\(text)")
      var state = all.states[0]
      var previous = state
      for move in finding.route {
        guard let next = brute.applying(move, to: state) else {
          Issue.record("finding \(finding.screen): move \(move) does not act\n\(text)")
          break
        }
        previous = state
        state = next
      }
      let id = Int(all.index[state.key]!)
      #expect(
        brute.visible(state) == finding.screen && !good[id] && !all.successors[id].isEmpty,
        "finding \(finding.screen): route ends in \(RandomApps.describe(state, app))\n\(text)")
      #expect(
        finding.route.isEmpty || good[Int(all.index[previous.key]!)]
          || all.successors[Int(all.index[previous.key]!)].isEmpty,
        "finding \(finding.screen): the route enters the trap earlier\n\(text)")
    }
    #expect(
      covered.isSuperset(of: bruteTraps),
      "findings cover \(covered.sorted()) of \(bruteTraps.sorted())\n\(text)")

    // What `check` reports: every trap screen in some trap finding's group, each finding at an entry
    // with its own screen first in its group.
    let index = Dictionary(uniqueKeysWithValues: app.screens.enumerated().map { ($1.id, Int32($0)) })
    var reportedScreens = Set<Int32>()
    for finding in reported {
      let screen = index[finding.screen!]!
      #expect(entries.contains(screen), "check reports trap \(screen), not an entry\n\(text)")
      #expect(finding.screens?.first == finding.screen, "trap group \(finding.screens ?? [])\n\(text)")
      reportedScreens.formUnion((finding.screens ?? []).map { index[$0]! })
    }
    #expect(
      reportedScreens == bruteTraps,
      "check reports traps \(reportedScreens.sorted()) vs brute force \(bruteTraps.sorted())\n\(text)")
  }
}
