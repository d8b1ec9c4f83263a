import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Deep links on the map (format 1.1): entry arrows from one "deep links" start node to each deep
/// link's `to`, dashed when broken at launch; the legend's entries only when the app has deep links.
@Suite struct DeepLinkRenderingTests {
  /// 'post' shows 'Post'; 'login' pushes 'Me' onto a sheet without a stack, so opened at launch it
  /// shows 'Login', not its `to`.
  static let app: App = {
    let result = LoaderHarness.load(
      """
      {"format": "1.1", "name": "Deep", "tabs": [{"id": "home", "root": "Feed"}, {"id": "me", "root": "Me"}],
       "screens": [{"id": "Feed", "links": ["Post"]}, {"id": "Me", "links": [{"kind": "sheet", "to": "Login"}]},
                   {"id": "Post"}, {"id": "Login"}],
       "deepLinks": [
         {"id": "post", "url": "app://post/{id}", "label": "Open a post", "to": "Post",
          "moves": [{"kind": "tab", "to": "home"}, {"kind": "push", "to": "Post"}]},
         {"id": "login", "url": "app://login", "to": "Me",
          "moves": [{"kind": "tab", "to": "me"}, {"kind": "sheet", "to": "Login"}, {"kind": "push", "to": "Me"}]}]}
      """)
    return result.app!
  }()

  func map(_ options: RenderOptions = RenderOptions()) throws -> NavigationMap {
    try NavigationMap(app: Self.app, checkResult: nil, options: options)
  }

  @Test func theMapHasOneEntryPerDeepLinkWithItsStateAtLaunch() throws {
    let map = try map()
    #expect(map.deepLinks.map(\.id) == ["post", "login"])
    #expect(map.deepLinks.map(\.to) == [.screen(2), .screen(1)])
    #expect(map.deepLinks.map(\.brokenShows) == [nil, "Login"])
    #expect(map.deepLinks[0].url == "app://post/{id}" && map.deepLinks[0].label == "Open a post")
  }

  /// Regression: a sheet presented only by a deep link ('Login', by 'login') crashed the map (its
  /// area was read from the link that first presented it, and no link did).
  @Test func aModalOpenedOnlyByADeepLinkIsItsOwnFlow() throws {
    let map = try map()
    let login = try #require(map.nodes.first { $0.title == "Login" })
    let cluster = try #require(login.cluster)
    #expect(map.clusters[cluster].kind == .modal(.sheet))
    #expect(map.clusters[cluster].title == "Login")
  }

  @Test func dotDrawsArrowsFromOneStartNode() throws {
    let dot = DOTWriter.write(try map(), elementIDs: true)
    let lines = dot.split(separator: "\n").map(String.init)
    let node = try #require(lines.first { $0.hasPrefix("  \"deeplinks\" [") })
    #expect(node.contains("shape=\"cds\"") && node.contains("label=\"deep links\""))
    let post = try #require(lines.first { $0.hasPrefix("  \"deeplinks\" -> \"n2\" [") })
    #expect(!post.contains("dashed"))
    #expect(post.contains("headlabel=\"post\""))
    #expect(post.contains("tooltip=\"deep link 'post': app://post/{id}\\nOpen a post\""))
    #expect(post.contains("id=\"ng_d0\""))
    let login = try #require(lines.first { $0.hasPrefix("  \"deeplinks\" -> \"n1\" [") })
    #expect(login.contains("style=\"dashed\""))
    #expect(login.contains("broken: opened at launch it shows 'Login'"))
    #expect(!dot.contains("legend_deeplinks"))
    let legend = DOTWriter.write(try map(RenderOptions(legend: true)))
    #expect(legend.contains("\"legend_deeplinks\" [shape=\"cds\""))
    #expect(legend.contains("label=\"deep link, broken at launch\""))
  }

  @Test func mermaidDrawsArrowsFromOneStartNode() throws {
    let text = MermaidWriter.write(try map())
    #expect(text.contains("  deeplinks>\"deep links\"]\n"))
    #expect(text.contains("  deeplinks -->|\"post<br>app://post/{id}\"| n2\n"))
    #expect(text.contains("  deeplinks -.->|\"login<br>app://login\"| n1\n"))
    #expect(text.contains("  class deeplinks deepLinks\n"))
    #expect(!text.contains("legend_deeplinks"))
    #expect(
      MermaidWriter.write(try map(RenderOptions(legend: true))).contains("legend_deeplinks>\"deep links\"]"))
  }

  @Test func viewerDataListsTheDeepLinks() throws {
    let reports = ViewerReports(app: Self.app, file: "app.json")
    let map = try NavigationMap(app: Self.app, checkResult: reports.checkResult, options: RenderOptions())
    guard case .object(let document) = ViewerMapData.json(app: Self.app, map: map, reports: reports),
      case .array(let deepLinks)? = document["deepLinks"]
    else {
      Issue.record("no deepLinks")
      return
    }
    #expect(
      deepLinks.map { $0.serialized() }.map {
        $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
      }
        == [
          #"{"edge": "ng_d0","id": "post","label": "Open a post","to": 2,"url": "app://post/{id}"}"#,
          #"{"brokenShows": 3,"edge": "ng_d1","id": "login","to": 1,"url": "app://login"}"#,
        ])
  }

  /// A map of an app without deep links has neither the start node nor its legend entries.
  @Test func withoutDeepLinksNothingChanges() throws {
    let app = RenderTestApps.shop
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(legend: true))
    #expect(map.deepLinks.isEmpty)
    #expect(!DOTWriter.write(map).contains("deeplinks"))
    #expect(!MermaidWriter.write(map).contains("deeplinks"))
  }
}
