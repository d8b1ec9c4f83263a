import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Areas (docs/RENDERING.md): a tab's root is always in its own tab's area, a screen two tabs push
/// in the shared destinations, any other in the area of its first configuration; the whole map
/// bundles the links into the shared destinations and draws dense push groups compactly; an area's
/// page draws its area and the modal flows it presents, and every other area it links to as one
/// node; the pages of a split draw every screen in full exactly once.
@Suite struct MapAreasTests {
  func members(_ map: NavigationMap, _ app: App) -> [String: [String]] {
    let groups = map.nodesByCluster()
    var result: [String: [String]] = [:]
    for (c, nodes) in groups.clusters.enumerated() {
      result[map.clusters[c].title] = nodes.map { app.screens[Int(map.nodes[$0].screen)].id }
    }
    result[""] = groups.outside.map { app.screens[Int(map.nodes[$0].screen)].id }
    return result
  }

  /// Issue 10's repro: Feed's Post pushes the Profile tab's root. Pushing another tab's root does
  /// not make that tab's screens shared: Followers stays in the Profile tab.
  @Test func pushingAnotherTabsRootSharesNothing() throws {
    let app = try SharedTabsApp.app
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.clusters.map(\.title) == ["Feed", "Profile"])
    #expect(members(map, app) == ["Feed": ["Feed", "Post"], "Profile": ["Profile", "Followers"], "": []])
  }

  /// Three tabs push the same destinations, which push each other: they are drawn once, in the
  /// shared destinations (with what they push), and each area's links into them are one edge.
  @Test func routerDestinationsAreSharedAndTheirLinksBundled() throws {
    let app = RouterApp.app
    let findings = NavigationAnalysis(app).check()
    let map = try NavigationMap(app: app, checkResult: findings, options: RenderOptions(labels: true))
    #expect(
      map.clusters.map(\.title) == [
        "Home", "Search", "Me", "Shared destinations", "Compose",
        "push group: 5 screens, 10 links among them",
      ])
    #expect(map.clusters.map(\.kind) == [.tab, .tab, .tab, .shared, .modal(.sheet), .pushGroup])
    #expect(map.clusters[5].parent == 3 && map.clusters[5].hiddenLinks == 10)
    #expect(
      members(map, app) == [
        "Home": ["Home", "HomeDetail"], "Search": ["Search"], "Me": ["Me", "Settings"],
        "Shared destinations": ["Share"],
        "push group: 5 screens, 10 links among them": ["D0", "D1", "D2", "D3", "D4"],
        "Compose": ["Compose"], "": [],
      ])

    // One bundle per area and kind into the shared destinations, standing for every link.
    let bundles = map.edges.filter(\.isBundle)
    #expect(bundles.map(\.tailCluster) == [0, 1, 2] && bundles.allSatisfy { $0.headCluster == 3 })
    func count(_ from: String) -> Int {
      app.links(of: app.screen(withID: from)!).filter {
        $0.kind == .push && $0.targetScreen.map { app.screens[$0].id.hasPrefix("D") } == true
      }.count
    }
    #expect(
      bundles.map(\.links.count) == [count("Home") + count("HomeDetail"), count("Search"), count("Me")])
    #expect(bundles.allSatisfy { $0.labels.isEmpty && $0.constrains })
    // The bundle is laid out from the area's deepest screen to its most linked destination.
    #expect(bundles[0].from == .screen(app.screenIndex(of: "HomeDetail")!))
    // The group's links among its screens are left out; the rest are drawn.
    for edge in map.edges where !edge.isBundle {
      guard case .screen(let a) = edge.from, case .screen(let b) = edge.to else { continue }
      #expect(!(app.screens[Int(a)].id.hasPrefix("D") && app.screens[Int(b)].id.hasPrefix("D")))
    }
    #expect(edges(map, app, "D0", "Share").count == 1)
    // Every link with a target on the map is drawn by exactly one edge, or hidden in the group.
    let drawn = map.edges.flatMap(\.links)
    #expect(Set(drawn).count == drawn.count)
    #expect(
      drawn.count + 10
        == app.links.indices.filter { MapSelection.drawnMove(of: LinkID($0), app: app) != nil }.count)
  }

  /// Between two areas, only the link that first presents a modal flow ranks the layout.
  @Test func onlyAModalsFirstPresentationRanksTheLayout() throws {
    let app = RouterApp.app
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(edges(map, app, "Home", "Compose").map(\.constrains) == [true])
    #expect(edges(map, app, "Search", "Compose").map(\.constrains) == [false])
    #expect(edges(map, app, "Me", "Settings").map(\.constrains) == [true])
    #expect(edges(map, app, "Settings", "Home").map(\.constrains) == [false])
  }

  /// With a focus, every link is drawn: no bundle, no compact group.
  @Test func aFocusDrawsEveryLink() throws {
    let app = RouterApp.app
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(focus: "D0", radius: 1))
    #expect(!map.edges.contains { $0.isBundle })
    #expect(!map.clusters.contains { $0.kind == .pushGroup })
    #expect(edges(map, app, "Home", "D0").count == 1)
    #expect(edges(map, app, "D4", "D0").count == 1)
  }

  /// The shared destinations' page draws its push group with every link, and the tabs it links to
  /// as nodes; a tab's page draws the shared destinations as one node.
  @Test func pagesExpandTheirGroupsAndCollapseOtherAreas() throws {
    let app = RouterApp.app
    let shared = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(view: .sharedDestinations))
    #expect(
      Set(shared.nodes.map { app.screens[Int($0.screen)].id }) == ["D0", "D1", "D2", "D3", "D4", "Share"])
    #expect(shared.clusters.contains { $0.kind == NavigationMap.AreaKind.pushGroup && $0.hiddenLinks == nil })
    #expect(edges(shared, app, "D0", "D1").count == 1)
    #expect(shared.areaNodes.map(\.title) == ["Search"])
    #expect(!shared.edges.contains { $0.isBundle } && shared.tabBar.isEmpty)

    let home = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("home")))
    #expect(home.nodes.map { app.screens[Int($0.screen)].id } == ["Home", "HomeDetail", "Compose"])
    #expect(home.areaNodes.map(\.title) == ["Shared destinations"])
    #expect(home.areaNodes[0].screens.count == 6)
    let intoShared = home.edges.filter { $0.to == .area(0) }
    #expect(intoShared.map(\.from) == ["Home", "HomeDetail"].map { .screen(app.screenIndex(of: $0)!) })
    #expect(intoShared.map(\.links.count) == [2, 3])
  }

  @Test(arguments: ["", "profile", "feed"]) func reproGoldens(_ tab: String) throws {
    let app = try SharedTabsApp.app
    let name = tab.isEmpty ? "shared-tabs" : "shared-tabs-tab-\(tab)"
    let options = RenderOptions(view: tab.isEmpty ? .all : .tab(tab))
    let findings = NavigationAnalysis(app).check()
    var dot = options
    dot.format = .dot
    dot.noLayout = true
    Goldens.render.expect(
      String(decoding: try Renderer.render(app, checkResult: findings, options: dot), as: UTF8.self),
      matches: "\(name).dot")
    var mermaid = options
    mermaid.format = .mermaid
    Goldens.render.expect(
      String(decoding: try Renderer.render(app, checkResult: findings, options: mermaid), as: UTF8.self),
      matches: "\(name).mmd")
  }

  /// On generated apps with pushes across tabs and to other tabs' roots: no tab area holds another
  /// tab's root, a screen two tabs push (not through another root) is shared, every other screen
  /// is in the area of its first configuration, and the pages of a split draw every screen in full
  /// exactly once.
  @Test(arguments: [1, 2, 3] as [UInt64]) func generatedAppsKeepEveryRootInItsTab(_ seed: UInt64) throws {
    let app = GeneratedTabApps.make(screens: 200, tabs: 4, seed: seed)
    let graph = ConfigurationGraph(model: NavigationModel(app))
    let areas = MapAreas(graph: graph)
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.clusters.prefix(4).map(\.title) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
    var clusterOf: [Int32: Int] = [:]
    for node in map.nodes { clusterOf[node.screen] = node.cluster.map { map.clusters[$0].parent ?? $0 } }
    for (t, tab) in app.tabs.enumerated() {
      #expect(
        clusterOf[tab.root!.rawValue] == t,
        "root of tab \(t) is drawn in cluster \(String(describing: clusterOf[tab.root!.rawValue]))")
    }
    let roots = Set(app.tabs.map { $0.root!.rawValue })
    let pushers = TabPushers(app)
    for s in 0..<Int32(app.screens.count) where !roots.contains(s) {
      if pushers.tabs[Int(s)].count >= 2 {
        #expect(
          areas.areaOf[Int(s)] == areas.shared, "screen \(app.screens[Int(s)].id) is pushed by two tabs")
      } else if graph.isReachable(s) {
        let first = graph.configuration(graph.firstNode[Int(s)])
        if first.container < Int32(app.tabs.count) {
          #expect(clusterOf[s] == Int(first.container), "screen \(app.screens[Int(s)].id)")
        }
      }
    }

    let split = MapSplit(analysis: NavigationAnalysis(app), format: .svg)
    var drawnOn = [Int](repeating: 0, count: app.screens.count)
    for page in split.pages where page.view != .overview {
      let pageMap = try NavigationMap(plan: split.plan(page, options: RenderOptions()), checkResult: nil)
      for node in pageMap.nodes { drawnOn[Int(node.screen)] += 1 }
      #expect(page.screens == pageMap.nodes.count, "\(page.file)")
    }
    #expect(
      drawnOn.allSatisfy { $0 == 1 },
      "screens drawn on no page or on two: \(drawnOn.enumerated().filter { $0.element != 1 }.map(\.offset))")
  }

  @Test func aSelectionThatDrawsNothingIsAnError() throws {
    let app = try SharedTabsApp.app
    let error = RenderError.emptySelection(area: "tab 'profile'", focus: "Feed", radius: 0)
    #expect(throws: error) {
      try NavigationMap(
        app: app, checkResult: nil, options: RenderOptions(view: .tab("profile"), focus: "Feed", radius: 0))
    }
    #expect(throws: error) {
      try RenderPlan(
        app: app, options: RenderOptions(format: .mermaid, view: .tab("profile"), focus: "Feed", radius: 0))
    }
    #expect(
      error.description
        == "nothing to draw: no screen of tab 'profile' is within 0 links of 'Feed'; widen --radius, or drop --focus"
    )
    #expect(error.code == "empty-selection")
    let near = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(view: .tab("profile"), focus: "Feed", radius: 2))
    #expect(near.nodes.map(\.title) == ["Profile"])
    #expect(throws: RenderError.self) {
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .sharedDestinations))
    }
    #expect(throws: RenderError.invalidView("--focus does not apply to the overview")) {
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .overview, focus: "Feed"))
    }
  }

  func edges(_ map: NavigationMap, _ app: App, _ from: String, _ to: String) -> [NavigationMap.Edge] {
    let f = app.screenIndex(of: from)!
    let t = app.screenIndex(of: to)!
    return map.edges.filter { $0.from == .screen(f) && $0.to == .screen(t) }
  }
}

/// Per screen, the tabs that push it from their root without passing another tab's root: the
/// definition of the shared destinations, computed the plain way (a search per tab).
struct TabPushers {
  var tabs: [Set<Int>]

  init(_ app: App) {
    tabs = Array(repeating: [], count: app.screens.count)
    let roots = Set(app.tabs.compactMap(\.root))
    for (t, tab) in app.tabs.enumerated() {
      guard let root = tab.root else { continue }
      var seen: Set<ScreenID> = [root]
      var work = [root]
      while let s = work.popLast() {
        tabs[s.index].insert(t)
        for link in app.links(of: s) where link.kind == .push {
          guard let target = link.targetScreen else { continue }
          if !roots.contains(target) && seen.insert(target).inserted { work.append(target) }
        }
      }
    }
  }
}

/// A router app: three tabs whose screens push the same five destinations, which push each other
/// in a ring and skip one (a dense push group) and push a sixth, one switching to the search tab;
/// two tabs present the same sheet; the Me tab pushes its own settings, which switch to the first tab.
enum RouterApp {
  static var app: App {
    let d = (0..<5).map { "D\($0)" }
    var screens: [RenderTestApps.ScreenSpec] = [
      .init(
        "Home", nil,
        [.init(.push, "HomeDetail"), .init(.push, "D0"), .init(.push, "D1"), .init(.sheet, "Compose")]),
      .init("HomeDetail", nil, [.init(.push, "D0"), .init(.push, "D2"), .init(.push, "D3")]),
      .init("Search", nil, [.init(.push, "D1"), .init(.sheet, "Compose")]),
      .init("Me", nil, [.init(.push, "Settings"), .init(.push, "D4")]),
      .init("Settings", nil, [.init(.tab, "home")]),
      .init("Compose", nil, [.init(.dismiss)]),
      .init("Share"),
    ]
    for (i, id) in d.enumerated() {
      var links: [RenderTestApps.LinkSpec] = [.init(.push, d[(i + 1) % 5]), .init(.push, d[(i + 2) % 5])]
      if i == 0 { links.append(.init(.push, "Share")) }
      if i == 2 { links.append(.init(.tab, "search")) }
      screens.append(.init(id, nil, links))
    }
    return RenderTestApps.make(
      tabs: [("home", "Home", "Home"), ("search", "Search", "Search"), ("me", "Me", "Me")], screens: screens)
  }
}
