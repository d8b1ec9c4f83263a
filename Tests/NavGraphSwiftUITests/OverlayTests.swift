import Foundation
import NavGraph
import Testing

@testable import NavGraphSwiftUI

/// The overlay merged over the navigation read from code (docs/EXTRACT.md#the-overlay): the rules
/// of the merge, `remove`, entries that match nothing, and locations in both kinds of file.
@Suite("Overlay")
struct OverlayTests {
  static let code = """
    import SwiftUI
    @main struct ShopApp: App {
      var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
    }
    struct HomeView: View {
      @State private var promo = false
      var body: some View {
        List {
          NavigationLink("Settings", destination: SettingsView())
          NavigationLink("Beta", destination: BetaView())
          Button("Promo") { promo = true }.sheet(isPresented: $promo) { PromoView() }
        }
      }
    }
    struct SettingsView: View {
      var body: some View { Text("Settings").navigationBarBackButtonHidden() }
    }
    struct BetaView: View { var body: some View { Text("Beta") } }
    struct PromoView: View { var body: some View { Text("Promo") } }

    """

  /// The code in `App/`, the overlay beside it (`nav.json`), read as `--overlay nav.json` does.
  static func extract(overlay: String, name: String = "nav.json") -> (ExtractionResult, TemporaryTree) {
    let tree = TemporaryTree()
    tree.write("App/ShopApp.swift", code)
    tree.write(name, overlay)
    let path = name == SwiftUIExtractor.defaultOverlayName ? tree.path("App/\(name)") : tree.path(name)
    if name == SwiftUIExtractor.defaultOverlayName { tree.write("App/\(name)", overlay) }
    let result = SwiftUIExtractor.extract(
      paths: [tree.path("App")], overlay: name == SwiftUIExtractor.defaultOverlayName ? nil : path)
    return (result, tree)
  }

  /// `text` with the temporary directory of `tree` left out: the overlay is named as given.
  static func local(_ text: String, _ tree: TemporaryTree) -> String {
    text.replacingOccurrences(of: tree.root.path + "/", with: "")
  }

  @Test func screensMergeNewOnesAreAddedAndTheAppsValuesReplaceTheCodes() throws {
    let (result, tree) = Self.extract(
      overlay: """
        {
          "format": "1.1",
          "name": "Shop",
          "entry": "HomeView",
          "home": "HomeView",
          "tabs": [{"id": "main", "root": "HomeView"}],
          "screens": [
            {"id": "SettingsView", "title": "Settings", "backButtonHidden": false, "stack": true,
             "destinations": ["Route"],
             "links": [{"kind": "sheet", "to": "HelpScreen", "label": "Help"}]},
            {"id": "HelpScreen", "links": [{"kind": "dismiss", "label": "Close"}]}
          ]
        }
        """)
    defer { tree.remove() }
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    let navigation = result.navigation
    #expect(navigation.name == "Shop" && navigation.entry == "HomeView" && navigation.home == "HomeView")
    #expect(
      navigation.tabs.map { Self.local("\($0.id) \($0.root) \($0.location)", tree) } == [
        "main HomeView nav.json:6:12"
      ])
    let settings = try #require(navigation.screen("SettingsView"))
    // The code's flag is replaced where the overlay writes one; the screen stays where the code has it.
    #expect(!settings.backButtonHidden && settings.stack && settings.title == "Settings")
    #expect(settings.destinations == ["Route"] && settings.location.description == "ShopApp.swift:15:1")
    #expect(
      navigation.linkTexts == [
        "HomeView: push SettingsView 'Settings'", "HomeView: push BetaView 'Beta'",
        "HomeView: sheet PromoView 'Promo'", "SettingsView: sheet HelpScreen 'Help'",
        "HelpScreen: dismiss 'Close'",
      ])
    #expect(
      navigation.screens.flatMap(\.links).map { Self.local($0.location.description, tree) } == [
        "ShopApp.swift:9:7", "ShopApp.swift:10:7", "ShopApp.swift:11:7", "nav.json:10:16", "nav.json:11:36",
      ])
    #expect(
      navigation.screen("HelpScreen").map { Self.local($0.location.description, tree) } == "nav.json:11:12")
    #expect(result.sources.files.map { Self.local($0.name, tree) } == ["ShopApp.swift", "nav.json"])
  }

  @Test func removeDropsTheCodesLinksAndReportsEntriesThatMatchNothing() {
    let (result, tree) = Self.extract(
      overlay: """
        {
          "format": "1.1",
          "screens": [{"id": "HomeView", "links": [{"to": "BetaView", "label": "Beta 2"}]}],
          "remove": [
            {"on": "HomeView", "to": "BetaView"},
            {"on": "HomeView", "kind": "sheet"},
            {"on": "HomeView", "to": "BetaView", "kind": "push"},
            {"on": "HomeView", "to": "SettingsView", "kind": "sheet"},
            {"on": "HomeVeiw"},
            {"on": "BetaView"}
          ]
        }
        """)
    defer { tree.remove() }
    // The overlay's own link to BetaView stays: `remove` acts on the code's links only.
    #expect(
      result.navigation.linkTexts == [
        "HomeView: push SettingsView 'Settings'", "HomeView: push BetaView 'Beta 2'",
      ])
    #expect(
      result.diagnosticTexts.map { Self.local($0, tree) } == [
        "nav.json:8 unmatched-overlay: 'remove' matches nothing: screen 'HomeView' has no 'sheet' link to "
          + "'SettingsView' in the code",
        "nav.json:9 unmatched-overlay: 'remove' names screen 'HomeVeiw', which the SwiftUI reader did not find; "
          + "did you mean 'HomeView'?",
        "nav.json:10 unmatched-overlay: 'remove' matches nothing: screen 'BetaView' has no link in the code",
      ])
  }

  /// The source map has the Swift files then the overlay: the model's findings and the builder's
  /// diagnostics about overlay elements point into the overlay, the others into the Swift code.
  @Test func findingsAreLocatedInTheFileOfTheirElement() throws {
    let (result, tree) = Self.extract(
      overlay: """
        {
          "format": "1.1",
          "screens": [
            {"id": "PromoView", "links": [{"kind": "push", "to": "BetaView", "label": "More"}]},
            {"id": "Orphan", "links": [{"to": "Nowhere"}], "ignore": {"unreachable": "kept on purpose"}}
          ]
        }
        """)
    defer { tree.remove() }
    let load = result.app()
    let app = try #require(load.app)
    #expect(
      load.diagnostics.map { Self.local("\($0.location?.description ?? "-") \($0.code.rawValue)", tree) } == [
        "nav.json:5:39 unknown-id"
      ])
    let check = NavigationAnalysis(app).check()
    let findings = check.findings.map {
      Self.local("\($0.location?.description ?? "-") \($0.code.rawValue)", tree)
    }
    // A push from a sheet without a stack does nothing: the finding is at the overlay's link; the
    // dead end of the code's screen stays at its Swift line.
    #expect(findings == ["ShopApp.swift:15:1 dead-end", "nav.json:4:35 inert-link"], "\(findings)")
    #expect(
      check.ignored.map {
        Self.local("\($0.finding.location?.description ?? "-") \($0.finding.code.rawValue)", tree)
      } == ["nav.json:5:12 unreachable"])
    #expect(app.screens.map { $0.id }.last == "Orphan")
  }

  /// An overlay link's `then` is merged with it and reaches the model: the parts of a compound
  /// action, each located at its place in the overlay (before, the overlay dropped them silently).
  @Test func anOverlayLinksThenIsMergedWithItsParts() throws {
    let (result, tree) = Self.extract(
      overlay: """
        {
          "format": "1.1",
          "screens": [
            {"id": "PromoView", "links": [{"kind": "dismiss", "label": "See beta", "then": [{"to": "BetaView"}]},
                                          {"kind": "dismiss", "then": ["SettingsView", "Betaa"]}]}
          ]
        }
        """)
    defer { tree.remove() }
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    let promo = try #require(result.navigation.screen("PromoView"))
    #expect(promo.links.map { $0.then.map(\.to) } == [["BetaView"], ["SettingsView", "Betaa"]])
    #expect(
      promo.links.flatMap(\.then).map { Self.local($0.location?.description ?? "-", tree) } == [
        "nav.json:4:85", "nav.json:5:64", "nav.json:5:80",
      ])
    let load = result.app()
    #expect(
      load.diagnostics.map { Self.local("\($0.location?.description ?? "-") \($0.message)", tree) } == [
        "nav.json:5:80 unknown screen 'Betaa'"
      ])
    let app = try #require(load.app)
    let p = try #require(app.screens.firstIndex { $0.id == "PromoView" })
    let links = app.screens[p].links
    #expect(links.count == 2)
    let move = Move(.link(links.lowerBound), on: ScreenID(p))
    #expect(app.describe(move).effect == "dismiss, then push 'BetaView'")
    #expect(app.linkParts[LinkID(links.lowerBound.index + 1)]?.moves.map(\.kind) == [.push, .push])
    #expect(
      app.location(ofLink: links.lowerBound, part: 0).map { Self.local($0.description, tree) }
        == "nav.json:4:85")
  }

  /// An overlay's deep links are added to the code's and checked: one broken warm is reported at
  /// its id in the overlay (before, the overlay's deep links were dropped without a word).
  @Test func anOverlaysDeepLinksAreAddedAndChecked() throws {
    let (result, tree) = Self.extract(
      overlay: """
        {"format": "1.1", "screens": [],
         "deepLinks": [{"id": "beta", "url": "shop://beta", "to": "BetaView", "moves": ["BetaView"]}]}
        """)
    defer { tree.remove() }
    let load = result.app()
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
    let app = try #require(load.app)
    #expect(app.deepLinks.map(\.id) == ["beta"])
    let analysis = NavigationAnalysis(app, bounds: StateBounds(graphStates: 2_000, trapStates: 2_000))
    let findings = analysis.check().findings.filter { $0.code == .brokenDeepLink }
    // Opened while the promo sheet (no stack) covers Home, the push does nothing.
    #expect(
      findings.map { Self.local("\($0.location?.description ?? "-") \($0.severity)", tree) } == [
        "nav.json:2:23 warning"
      ])
  }

  /// The builder's diagnostics about an overlay's references point at the references' values.
  @Test func anOverlayTabsRootIsLocatedAtItsValue() {
    let (result, tree) = Self.extract(
      overlay: #"{"format": "1.1", "tabs": [{"id": "main", "root": "HomeVeiw"}], "screens": []}"#)
    defer { tree.remove() }
    #expect(
      result.app().diagnostics.map { Self.local("\($0.location?.description ?? "-") \($0.message)", tree) }
        == [
          "nav.json:1:51 unknown screen 'HomeVeiw'; did you mean 'HomeView'?"
        ])
  }

  @Test func navgraphJSONInTheFirstPathIsTheDefaultOverlay() {
    let (result, tree) = Self.extract(
      overlay: #"{"format": "1.1", "screens": [{"id": "BetaView", "title": "Beta"}]}"#,
      name: SwiftUIExtractor.defaultOverlayName)
    defer { tree.remove() }
    #expect(result.overlay?.file.name == "navgraph.json")
    #expect(result.navigation.screen("BetaView")?.title == "Beta")
    // The Swift files are still the only files read as code.
    #expect(result.files.map(\.path) == ["ShopApp.swift"])
  }

  @Test func anOverlayWithErrorsIsNotMerged() {
    let (result, tree) = Self.extract(
      overlay: """
        {"format": "1.1", "screens": [{"id": "BetaView", "title": 3}, {"id": "New"}, {"id": "New"}]}
        """)
    defer { tree.remove() }
    #expect(result.overlay?.hasErrors == true && result.hasErrors)
    #expect(result.navigation.screen("New") == nil)
    #expect(
      result.diagnosticTexts.map { Self.local($0, tree) } == [
        "nav.json:1 wrong-type: 'title' must be a string, found a number"
      ])
  }

  @Test func aScreenTwiceInTheOverlayIsADuplicate() {
    let (result, tree) = Self.extract(
      overlay: #"{"format": "1.1", "screens": [{"id": "New"}, {"id": "New", "title": "Second"}]}"#)
    defer { tree.remove() }
    #expect(result.overlay?.hasErrors == true)
    #expect(
      result.diagnosticTexts.map { Self.local($0, tree) } == [
        "nav.json:1 duplicate-id: duplicate screen id 'New' in the overlay"
      ])
    #expect(
      result.diagnostics.first?.notes.first?.location.map { Self.local($0.description, tree) }
        == "nav.json:1:38")
    #expect(result.navigation.screen("New")?.title == nil)
  }
}
