import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct NavigationMapTests {
  let app = RenderTestApps.shop

  func node(_ map: NavigationMap, _ id: String) -> NavigationMap.Node? {
    let s = app.screenIndex(of: id)!
    return map.nodes.first { $0.screen == s }
  }

  func edges(_ map: NavigationMap, _ from: String, _ to: String) -> [NavigationMap.Edge] {
    let f = app.screenIndex(of: from)!
    let t = app.screenIndex(of: to)!
    return map.edges.filter { $0.from == .screen(f) && $0.to == .screen(t) }
  }

  func ids(_ map: NavigationMap) -> [String] { map.nodes.map { app.screens[Int($0.screen)].id } }

  @Test func clustersFollowTabsThenModalRoots() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.clusters.map(\.title) == ["Shop", "Cart", "account", "Filters", "Share", "Spring video"])
    #expect(
      map.clusters.map(\.kind) == [
        .tab, .tab, .tab, .modal(.sheet), .modal(.popover), .modal(.fullScreenCover),
      ])
    let groups = map.nodesByCluster()
    let members = groups.clusters.map { $0.map { app.screens[Int(map.nodes[$0].screen)].id } }
    #expect(
      members == [
        ["Home", "ProductList", "Product", "Similar"], ["Cart", "Checkout"], ["Account", "Orders"],
        ["Filters", "FilterDetail"], ["Share"], ["Promo"],
      ])
    #expect(groups.outside.map { app.screens[Int(map.nodes[$0].screen)].id } == ["Splash", "Legacy"])
  }

  @Test func nodesCarryTitlesIdsMarksAndMarkers() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(ids(map) == app.screens.map(\.id))
    let home = try #require(node(map, "Home"))
    #expect(home.title == "Shop" && home.id == "Home" && home.isHome && !home.isEntry)
    let product = try #require(node(map, "Product"))
    #expect(product.title == "Product" && product.id == nil)
    #expect(node(map, "Splash")?.isEntry == true)
    #expect(node(map, "Filters")?.markers == [.dismiss])
    #expect(node(map, "FilterDetail")?.markers == [.pop, .popToRoot])
    #expect(map.launch == .screen(app.screenIndex(of: "Splash")!))
    #expect(map.nodes.allSatisfy { $0.status == .normal })
  }

  @Test func edgesByKindWithoutTargetlessLinks() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(edges(map, "Splash", "Home").map(\.kind) == [.replace])
    #expect(edges(map, "Product", "Cart").map(\.kind) == [.tab])
    #expect(edges(map, "Home", "Promo").map(\.kind) == [.fullScreenCover])
    #expect(edges(map, "Product", "Share").map(\.kind) == [.popover])
    #expect(!map.edges.contains { [.pop, .popToRoot, .dismiss].contains($0.kind) })
    #expect(map.edges.allSatisfy { $0.labels.isEmpty && !$0.isCycle && $0.steps.isEmpty && !$0.isRouteOnly })
    #expect(map.edges.count == 12)
    let firstLinks = map.edges.map { $0.links[0] }
    #expect(firstLinks == firstLinks.sorted())
  }

  @Test func labelsOnlyWhenAsked() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(labels: true))
    #expect(edges(map, "Home", "ProductList").first?.labels == ["See all"])
    #expect(edges(map, "Filters", "FilterDetail").first?.labels == [])
  }

  @Test func duplicateLinksShareOneEdge() throws {
    let app = RenderTestApps.make(
      screens: [
        .init(
          "A", nil, [.init(.push, "B", label: "one"), .init(.push, "B", label: "two"), .init(.sheet, "B")]),
        .init("B"),
      ], entry: "A")
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(labels: true))
    #expect(map.edges.map(\.kind) == [.push, .sheet])
    #expect(map.edges[0].labels == ["one", "two"])
  }

  @Test func findingsMarkScreensAndCycles() throws {
    let findings = RenderTestApps.shopFindings
    let map = try NavigationMap(app: app, checkResult: findings, options: RenderOptions())
    #expect(node(map, "Legacy")?.status == .unreachable)
    #expect(node(map, "Promo")?.status == .deadEnd)
    #expect(node(map, "Checkout")?.status == .trap)
    #expect(node(map, "Home")?.status == .normal)
    #expect(edges(map, "Product", "Similar").first?.isCycle == true)
    #expect(edges(map, "Similar", "Product").first?.isCycle == true)
    #expect(map.edges.filter(\.isCycle).count == 2)

    let off = try NavigationMap(app: app, checkResult: findings, options: RenderOptions(findings: false))
    #expect(off.nodes.allSatisfy { $0.status == .normal } && !off.edges.contains { $0.isCycle })
  }

  @Test func onlyTheExampleCycleIsHighlighted() throws {
    // One push group {A, B, C}: A > B > A is the example, B > C > A the rest of the group.
    let app = RenderTestApps.make(
      tabs: [("t", nil, "A")],
      screens: [
        .init("A", nil, [.init(.push, "B")]), .init("B", nil, [.init(.push, "A"), .init(.push, "C")]),
        .init("C", nil, [.init(.push, "A")]),
      ])
    let findings = NavigationAnalysis(app).check()
    #expect(findings.cycleLinks.count == 4 && findings.exampleCycleLinks.count == 2)
    let map = try NavigationMap(app: app, checkResult: findings, options: RenderOptions())
    func edge(_ from: Int32, _ to: Int32) -> NavigationMap.Edge? {
      map.edges.first { $0.from == .screen(from) && $0.to == .screen(to) }
    }
    #expect(edge(0, 1)?.isCycle == true && edge(1, 0)?.isCycle == true)
    #expect(edge(1, 2)?.isCycle == false && edge(2, 0)?.isCycle == false)
    #expect(map.nodes.map(\.inCycleGroup) == [false, false, true])
    let dot = DOTWriter.write(map)
    #expect(dot.contains("\"n2\" [label=\"C\", color=\"#dd6b20\""))
    #expect(dot.components(separatedBy: "penwidth=\"2\"").count == 3)
    let mermaid = MermaidWriter.write(map)
    #expect(mermaid.contains("  class n2 cycleGroup\n"))
    #expect(mermaid.contains("  linkStyle 1,2 stroke:#dd6b20,stroke-width:2px,color:#dd6b20\n"))
  }

  @Test func theAppsNameIsTheTitle() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.title == "Shop")
    #expect(DOTWriter.write(map).contains("label=\"Shop\", labelloc=\"t\", fontsize=\"16\""))
    #expect(MermaidWriter.write(map).hasPrefix("---\ntitle: \"Shop\"\n---\nflowchart TB\n"))
    var untitled = app
    untitled.name = nil
    let plain = try NavigationMap(app: untitled, checkResult: nil, options: RenderOptions())
    #expect(plain.title == nil && MermaidWriter.write(plain).hasPrefix("flowchart TB\n"))
    #expect(!DOTWriter.write(plain).contains("labelloc"))
    #expect(MermaidWriter.yamlQuoted("a \"b\" \\ c\nd\u{1}") == "\"a \\\"b\\\" \\\\ c d\u{FFFD}\"")
  }

  /// A tab's page: its area and the modal flows it presents in full, the other areas its screens
  /// link to as one node each, with one edge per screen, area and kind.
  @Test func tabPageDrawsTheTabItsModalFlowsAndTheAreasItLinksTo() throws {
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("home")))
    #expect(
      ids(map) == ["Home", "ProductList", "Product", "Similar", "Filters", "FilterDetail", "Share", "Promo"])
    #expect(map.clusters.map(\.title) == ["Shop", "Filters", "Share", "Spring video"])
    #expect(edges(map, "Product", "Cart").isEmpty)
    #expect(map.areaNodes.map(\.title) == ["Cart"])
    #expect(map.areaNodes[0].screens == [app.screenIndex(of: "Cart")!, app.screenIndex(of: "Checkout")!])
    let toCart = map.edges.filter { $0.to == .area(0) }
    #expect(toCart.map(\.from) == [.screen(app.screenIndex(of: "Product")!)] && toCart.map(\.kind) == [.tab])
    #expect(map.tabBar.isEmpty && map.launch == nil)

    let cart = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("cart")))
    #expect(ids(cart) == ["Cart", "Checkout"])
  }

  @Test func focusDrawsTheNeighbourhoodBothWays() throws {
    let one = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(focus: "Product", radius: 1))
    #expect(ids(one) == ["ProductList", "Product", "Similar", "Share", "Cart"])
    let zero = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(focus: "Product", radius: 0))
    #expect(ids(zero) == ["Product"] && zero.edges.isEmpty)
    let two = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(focus: "Product", radius: 2))
    #expect(
      ids(two) == ["Home", "ProductList", "Product", "Similar", "Filters", "Share", "Cart", "Checkout"])
    let both = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(view: .tab("home"), focus: "Product", radius: 1))
    #expect(ids(both) == ["ProductList", "Product", "Similar", "Share"])
  }

  @Test func filtersRejectUnknownNames() {
    #expect(throws: RenderError.unknownTab("nope", known: ["home", "cart", "account"])) {
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("nope")))
    }
    #expect(throws: RenderError.unknownScreen("Nope")) {
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(focus: "Nope"))
    }
    #expect(throws: RenderError.invalidRadius(-1)) {
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(focus: "Home", radius: -1))
    }
    #expect(
      RenderError.unknownTab("nope", known: ["home", "cart"]).description
        == "unknown tab 'nope'; tabs are 'home', 'cart'")
  }

  @Test func routeMovesAreNumbered() throws {
    let options = RenderOptions(highlight: RenderTestApps.shopRoute)
    let map = try NavigationMap(app: app, checkResult: nil, options: options)
    #expect(map.hasRoute)
    #expect(edges(map, "Home", "ProductList").map(\.steps) == [[1]])
    #expect(edges(map, "ProductList", "Filters").map(\.steps) == [[2]])
    let back = edges(map, "Filters", "ProductList")
    #expect(back.count == 1 && back[0].isRouteOnly && back[0].steps == [3] && back[0].action == "swipe down")
    let tab = edges(map, "ProductList", "Cart")
    #expect(tab.count == 1 && tab[0].isRouteOnly && tab[0].steps == [4] && tab[0].action == "tab bar")
    #expect(map.edges.filter { !$0.steps.isEmpty }.count == 4)
  }

  @Test func launchFallsBackToTheFirstTab() throws {
    var app = self.app
    app.entry = nil
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(map.launch == .tabBar)
    #expect(map.tabBar.map(\.title) == ["Shop", "Cart", "account"])
    #expect(map.tabBar.map(\.root) == ["Home", "Cart", "Account"].map { .screen(app.screenIndex(of: $0)!) })
    let page = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("home")))
    #expect(page.launch == .screen(app.screenIndex(of: "Home")!))
    #expect(!map.nodes.contains { $0.isEntry })
  }

  @Test func largeChainsMapInLinearTime() throws {
    let count = 50_000
    let screens = (0..<count).map { i in
      RenderTestApps.ScreenSpec(
        "s\(i)", nil, i + 1 < count ? [.init(.push, "s\(i + 1)"), .init(.sheet, "s\(i + 1)")] : [])
    }
    let app = RenderTestApps.make(tabs: [("t", nil, "s0")], screens: screens)
    let start = ThreadCPUTime.now()
    let map = try NavigationMap(
      app: app, checkResult: nil, options: RenderOptions(focus: "s25000", radius: 3))
    #expect(map.nodes.count == 7)
    let full = try NavigationMap(app: app, checkResult: nil, options: RenderOptions())
    #expect(full.nodes.count == count && full.edges.count == 2 * (count - 1))
    _ = DOTWriter.write(full)
    _ = MermaidWriter.write(full)
    #expect(ThreadCPUTime.now() - start < .seconds(20))
  }
}
