import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Tab areas (docs/RENDERING.md): a tab's root is always in its own tab's area, a shared screen in
/// the area of its first configuration, and `--tab` draws every screen the tab shows, marking the
/// ones that belong elsewhere.
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

  @Test func sharedScreensGoToTheTabTheyAreFirstShownIn() throws {
    let app = try SharedTabsApp.app
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.clusters.map(\.title) == ["Feed", "Profile"])
    #expect(members(map, app) == ["Feed": ["Feed", "Post"], "Profile": ["Profile", "Followers"], "": []])
    #expect(map.nodes.allSatisfy { $0.otherArea == nil })
  }

  @Test func aTabDrawsEveryScreenItShowsAndMarksTheShared() throws {
    let app = try SharedTabsApp.app
    let profile = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(tab: "profile"))
    #expect(members(profile, app) == ["Profile": ["Profile", "Followers"], "": []])
    #expect(profile.nodes.allSatisfy { $0.otherArea == nil })

    let feed = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(tab: "feed"))
    #expect(members(feed, app) == ["Feed": ["Feed", "Post", "Profile", "Followers"], "": []])
    #expect(feed.nodes.map(\.otherArea) == [nil, nil, "tab 'Profile'", "tab 'Profile'"])
    #expect(DOTWriter.labelLines(feed.nodes[2]) == ["Profile", "also in tab 'Profile'"])
  }

  @Test(arguments: ["", "profile", "feed"]) func reproGoldens(_ tab: String) throws {
    let app = try SharedTabsApp.app
    let name = tab.isEmpty ? "shared-tabs" : "shared-tabs-tab-\(tab)"
    let options = RenderOptions(tab: tab.isEmpty ? nil : tab)
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
  /// tab's root, every screen is in the area of its first configuration, and `--tab` draws every
  /// screen with a configuration in that tab.
  @Test(arguments: [1, 2, 3] as [UInt64]) func generatedAppsKeepEveryRootInItsTab(_ seed: UInt64) throws {
    let app = GeneratedTabApps.make(screens: 200, tabs: 4, seed: seed)
    let graph = ConfigurationGraph(model: NavigationModel(app))
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.clusters.prefix(4).map(\.title) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
    var clusterOf: [Int32: Int] = [:]
    for node in map.nodes { clusterOf[node.screen] = node.cluster }
    for (t, tab) in app.tabs.enumerated() {
      #expect(
        clusterOf[tab.root] == t,
        "root of tab \(t) is drawn in cluster \(String(describing: clusterOf[tab.root]))")
    }
    let roots = Set(app.tabs.map(\.root))
    for s in 0..<Int32(app.screens.count) where !roots.contains(s) && graph.isReachable(s) {
      let first = graph.configuration(graph.firstNode[Int(s)])
      if first.container < Int32(app.tabs.count) {
        #expect(clusterOf[s] == Int(first.container), "screen \(app.screens[Int(s)].id)")
      }
    }
    let biggest = map.nodesByCluster().clusters.prefix(4).map(\.count).max() ?? 0
    #expect(biggest < 150, "one tab area holds \(biggest) of 200 screens")

    for (t, tab) in app.tabs.enumerated() {
      let selected = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(tab: tab.id))
      let drawn = Set(selected.nodes.map(\.screen))
      for n in 0..<Int32(graph.count) where graph.configuration(n).container == Int32(t) {
        let s = graph.configuration(n).screen
        #expect(drawn.contains(s), "tab \(tab.id) does not draw \(app.screens[Int(s)].id)")
      }
      for node in selected.nodes where node.otherArea != nil {
        #expect(clusterOf[node.screen] != t, "\(app.screens[Int(node.screen)].id) is marked but in tab \(t)")
      }
    }
  }

  @Test func aSelectionThatDrawsNothingIsAnError() throws {
    let app = try SharedTabsApp.app
    let error = RenderError.emptySelection(tab: "profile", focus: "Feed", radius: 0)
    #expect(throws: error) {
      try NavigationMap(
        app: app, checkResult: nil, options: RenderOptions(tab: "profile", focus: "Feed", radius: 0))
    }
    #expect(throws: error) {
      try RenderPlan(
        app: app, options: RenderOptions(format: .mermaid, tab: "profile", focus: "Feed", radius: 0))
    }
    #expect(
      error.description
        == "nothing to draw: no screen that tab 'profile' shows is within 0 links of 'Feed'; "
        + "widen --radius, or drop --tab or --focus")
    #expect(error.code == "empty-selection")
    let near = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(tab: "profile", focus: "Feed", radius: 2))
    #expect(near.nodes.map(\.title) == ["Profile"])
  }
}
