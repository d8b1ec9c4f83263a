import Foundation
import NavGraph
import Testing

/// Small apps for the render tests, built in code: screens by id with their links by target id.
package enum RenderTestApps {
  package struct LinkSpec {
    package var kind: LinkKind
    package var to: String?
    package var label: String?

    package init(_ kind: LinkKind, _ to: String? = nil, label: String? = nil) {
      self.kind = kind
      self.to = to
      self.label = label
    }
  }

  package struct ScreenSpec {
    package var id: String
    package var title: String?
    package var links: [LinkSpec]

    package init(_ id: String, _ title: String? = nil, _ links: [LinkSpec] = []) {
      self.id = id
      self.title = title
      self.links = links
    }
  }

  /// An app with `tabs` (id, title, root screen id), `screens`, and the given entry and home ids
  /// (without `home`, the app has none), made by the library's `AppBuilder`.
  package static func make(
    name: String? = nil, tabs: [(id: String, title: String?, root: String)] = [], screens: [ScreenSpec],
    entry: String? = nil, home: String? = nil
  ) -> App {
    var builder = NavGraph.AppBuilder()
    builder.name = name
    for tab in tabs { builder.addTab(tab.id, root: tab.root, title: tab.title) }
    for spec in screens {
      builder.addScreen(
        spec.id, title: spec.title, links: spec.links.map { .init($0.kind, to: $0.to, label: $0.label) })
    }
    if let entry { builder.setEntry(entry) }
    if let home { builder.setHome(home) }
    var app = builder.build().app!
    if home == nil { app.home = nil }
    return app
  }

  /// A small shop: three tabs, pushes, every modal kind, a tab link, a replace flow at launch, the
  /// targetless kinds, a push cycle and an unreachable screen.
  package static var shop: App {
    make(
      name: "Shop",
      tabs: [("home", "Shop", "Home"), ("cart", "Cart", "Cart"), ("account", nil, "Account")],
      screens: [
        ScreenSpec("Splash", "Welcome", [LinkSpec(.replace, "Home", label: "Start shopping")]),
        ScreenSpec(
          "Home", "Shop",
          [
            LinkSpec(.push, "ProductList", label: "See all"),
            LinkSpec(.fullScreenCover, "Promo", label: "Watch video"),
          ]),
        ScreenSpec(
          "ProductList", "Products",
          [LinkSpec(.push, "Product", label: "Open"), LinkSpec(.sheet, "Filters", label: "Filter")]),
        ScreenSpec(
          "Product", nil,
          [
            LinkSpec(.push, "Similar", label: "See similar"), LinkSpec(.popover, "Share", label: "Share"),
            LinkSpec(.tab, "cart", label: "Go to cart"),
          ]),
        ScreenSpec("Similar", "Similar products", [LinkSpec(.push, "Product", label: "Open")]),
        ScreenSpec(
          "Filters", "Filters", [LinkSpec(.push, "FilterDetail"), LinkSpec(.dismiss, label: "Done")]),
        ScreenSpec("FilterDetail", "Filter", [LinkSpec(.pop), LinkSpec(.popToRoot)]),
        ScreenSpec("Share", "Share", [LinkSpec(.dismiss)]),
        ScreenSpec("Promo", "Spring video"),
        ScreenSpec("Cart", "Cart", [LinkSpec(.push, "Checkout", label: "Check out")]),
        ScreenSpec("Checkout", "Checkout"),
        ScreenSpec("Account", "Account", [LinkSpec(.push, "Orders", label: "Orders")]),
        ScreenSpec("Orders", "Orders"),
        ScreenSpec("Legacy", "Old settings"),
      ],
      entry: "Splash", home: "Home")
  }

  /// Findings for `shop`, as `check` would give them: `Legacy` unreachable, `Promo` a dead end,
  /// `Checkout` a trap, the Product/Similar pushes a cycle (its own example).
  package static var shopFindings: CheckResult {
    let app = shop
    var reachable = [Bool](repeating: true, count: app.screens.count)
    reachable[app.screen(withID: "Legacy")!.index] = false
    let product = app.screen(withID: "Product")!
    let similar = app.screen(withID: "Similar")!
    let cycle = Set(
      [product, similar].flatMap { s in
        app.screens[s].links.filter {
          app.links[$0].kind == .push
            && app.links[$0].targetScreen.map { [product, similar].contains($0) } == true
        }
      })
    return CheckResult(
      findings: [], reachable: reachable, deadEnds: [app.screen(withID: "Promo")!],
      traps: [app.screen(withID: "Checkout")!, app.screen(withID: "Promo")!], cycleLinks: cycle,
      exampleCycleLinks: cycle, inertLinks: [])
  }

  /// A route on `shop` from the tab bar's Shop tab: push Products, present Filters (sheet), swipe
  /// down, switch to the Cart tab with the tab bar.
  package static var shopRoute: Route {
    let app = shop
    func s(_ id: String) -> ScreenID { app.screen(withID: id)! }
    func link(_ from: String, _ kind: LinkKind) -> LinkID {
      app.screens[s(from)].links.first { app.links[$0].kind == kind }!
    }
    let home = s("Home")
    let list = s("ProductList")
    let filters = s("Filters")
    let cart = s("Cart")
    let account = s("Account")
    func tabs(_ selected: Int, _ first: [ScreenID]) -> NavigationSnapshot {
      NavigationSnapshot(
        root: .tabs(selected: TabID(selected), stacks: [first, [cart], [account]]), modals: [])
    }
    let moves = [
      Move(.link(link("Home", .push)), on: home),
      Move(.link(link("ProductList", .sheet)), on: list),
      Move(.swipeDown, on: filters),
      Move(.selectTab(TabID(1)), on: list),
    ]
    let states = [
      tabs(0, [home, list]),
      NavigationSnapshot(
        root: .tabs(selected: TabID(0), stacks: [[home, list], [cart], [account]]),
        modals: [NavigationSnapshot.Modal(kind: .sheet, stack: [filters])]),
      tabs(0, [home, list]),
      tabs(1, [home, list]),
    ]
    return Route(moves: moves, states: states, start: tabs(0, [home]))
  }

  /// A hub that pushes `count` screens titled `title`: a map with as many links as asked.
  package static func star(links count: Int, title: String = "S") -> App {
    let targets = (0..<count).map { ScreenSpec("t\($0)", title) }
    let hub = ScreenSpec("Hub", nil, (0..<count).map { .init(.push, "t\($0)") })
    return make(tabs: [("main", nil, "Hub")], screens: [hub] + targets)
  }

  /// One screen per hostile title, each also with a hostile id, all in one tab.
  package static let hostileTitles = [
    "<script>alert(1)</script>", "a\"b\\N", "\\G \\L \\n \\l \\r \\E \\T \\H end\\",
    "&lt;b&gt; &amp; &#0; &#x1; &bogus;",
    "line one\nline two", "首页 财富 钱包 个人", "emoji 🧭 and ]]> and --> and <!--", "tab\there\u{1}\u{7F}",
    "#quot; `code` | % [x] {y} (z)", "x\" onload=\"alert(1)", "' single quotes '",
  ]

  /// A hostile app name: markup, quotes, a Graphviz escape, and a line that would end Mermaid's
  /// front matter.
  package static let hostileName = "<b>Map</b> \"x\" \\N & #quot;\n---\ntitle: y"

  package static var hostile: App {
    var screens: [ScreenSpec] = []
    for (i, title) in hostileTitles.enumerated() {
      let next = i + 1 < hostileTitles.count ? [LinkSpec(.push, "s\(i + 1)", label: title)] : []
      screens.append(ScreenSpec(i == 0 ? "s0" : "s\(i)", title, next))
    }
    screens.append(ScreenSpec("id \"with\" <quotes> & \\N\nnewline", nil))
    return make(
      name: hostileName, tabs: [("t", "<b>Tab</b> \"one\" \\N", "s0")], screens: screens, entry: nil,
      home: "s0")
  }
}

/// The repro of tab areas when tabs share screens: Feed pushes Post, Post pushes Profile
/// (the root of the other tab), Profile and Followers push each other.
package enum SharedTabsApp {
  package static let json = """
    {"tabs":[{"id":"feed","title":"Feed","root":"Feed"},{"id":"profile","title":"Profile","root":"Profile"}],\
    "screens":[{"id":"Feed","links":["Post"]},{"id":"Post","links":[{"kind":"push","to":"Profile","label":"Author"}]},\
    {"id":"Profile","links":["Followers"]},{"id":"Followers","links":["Profile"]}]}
    """

  package static var app: App {
    get throws {
      let result = AppLoader.load(bytes: Array(json.utf8), fileName: "repro.json", limits: .standard)
      return try #require(result.app, "the repro does not load: \(result.diagnostics)")
    }
  }
}

/// Generated apps shaped like the benchmark's (tab trees, pushes across tabs, to other tabs' roots
/// among them, modals, tab links), seeded, for the tests of tab areas and their order.
package enum GeneratedTabApps {
  package static func make(screens count: Int, tabs tabCount: Int, seed: UInt64) -> App {
    var random = SplitMix64(seed: seed)
    let perTab = count / tabCount
    func tabOf(_ i: Int) -> Int { min(i / perTab, tabCount - 1) }
    func root(_ t: Int) -> Int { t * perTab }
    var screens: [RenderTestApps.ScreenSpec] = []
    for i in 0..<count {
      var links: [RenderTestApps.LinkSpec] = []
      let t = tabOf(i)
      let next = [2 * (i - root(t)) + 1, 2 * (i - root(t)) + 2].map { root(t) + $0 }
      for child in next where child < count && tabOf(child) == t { links.append(.init(.push, "s\(child)")) }
      if random.chance(20) { links.append(.init(.push, "s\(random.int(count))")) }
      if random.chance(10) { links.append(.init(.push, "s\(root(random.int(tabCount)))")) }
      if random.chance(7) {
        links.append(.init(random.chance(50) ? .sheet : .fullScreenCover, "s\(random.int(count))"))
      }
      if random.chance(7) { links.append(.init(.tab, "t\(random.int(tabCount))")) }
      if random.chance(5) { links.append(.init(.pop)) }
      screens.append(.init("s\(i)", "Screen \(i)", links))
    }
    return RenderTestApps.make(
      name: "Generated \(count)", tabs: (0..<tabCount).map { ("t\($0)", "Tab \($0)", "s\(root($0))") },
      screens: screens)
  }
}
