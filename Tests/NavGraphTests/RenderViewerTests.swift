import Foundation
import NavGraph
import Testing

@testable import NavGraph

/// The HTML viewer on the library side: the element ids in the DOT, the viewer's map data, the
/// page's embedding and escaping, determinism. (Its behaviour in a browser is tested in
/// `NavGraphCLITests/ViewerBrowserTests`.)
@Suite("Render: HTML viewer")
struct RenderViewerTests {
  /// Two tabs, a sheet with its own stack, a tab link, a push cycle, target-less links, params,
  /// flags and an unreachable screen.
  static var tiny: App {
    func link(_ kind: LinkKind, _ target: Int32, _ label: String?) -> Link {
      Link(kind: kind, target: target, label: label, offset: 0, targetOffset: 0)
    }
    return App(
      name: "Tiny", home: 0,
      tabs: [Tab(id: "feed", title: "Home", root: 0), Tab(id: "me", root: 3)],
      screens: [
        Screen(id: "Feed", title: "Home", linkStart: 0, linkEnd: 3),
        Screen(id: "Post", params: [(name: "postID", type: "Post.ID")], linkStart: 3, linkEnd: 5),
        Screen(id: "Compose", stack: true, dismissDisabled: true, linkStart: 5, linkEnd: 6),
        Screen(id: "Me", hidesTabBar: true, linkStart: 6, linkEnd: 6),
        Screen(id: "Orphan", title: "Old", linkStart: 6, linkEnd: 7),
      ],
      links: [
        link(.push, 1, "Open"), link(.sheet, 2, "New"), link(.tab, 1, "Profile"),
        link(.push, 0, nil), link(.pop, -1, "Back"),
        link(.dismiss, -1, "Cancel"),
        link(.push, 1, "Open"),
      ])
  }

  @Test func dotHasElementIDsOnlyWhenAsked() throws {
    let map = try NavigationMap(app: Self.tiny, checkResult: nil, options: RenderOptions())
    let plain = DOTWriter.write(map)
    #expect(!plain.contains("id="))
    let withIDs = DOTWriter.write(map, elementIDs: true)
    for node in map.nodes {
      #expect(withIDs.contains("\"n\(node.screen)\" [") && withIDs.contains("id=\"ng_s\(node.screen)\""))
    }
    let edgeLines = withIDs.split(separator: "\n").filter {
      $0.contains(" -> \"n") && !$0.contains("\"launch\"")
    }
    #expect(edgeLines.count == map.edges.count)
    for (i, line) in edgeLines.enumerated() { #expect(line.hasSuffix(", id=\"ng_e\(i)\"];"), "\(line)") }
    #expect(
      withIDs.replacingOccurrences(of: #", id="ng_[se][0-9]+""#, with: "", options: .regularExpression)
        == plain)
  }

  @Test func mapDataIsTheLibrarysAnswer() throws {
    let app = Self.tiny
    let reports = ViewerReports(app: app, file: "tiny.json")
    let map = try NavigationMap(app: app, checkResult: reports.checkResult, options: RenderOptions())
    let text = ViewerMapData.json(app: app, map: map, reports: reports).serialized()
    let compact = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    #expect(
      compact
        == #"""
        {"areas": ["Home","me","sheet: Compose"],"edges": [\#
        {"cycle": true,"from": 0,"id": "ng_e0","kind": "push","to": 1},\#
        {"from": 0,"id": "ng_e1","kind": "sheet","to": 2},\#
        {"from": 0,"id": "ng_e2","kind": "tab","to": 3},\#
        {"cycle": true,"from": 1,"id": "ng_e3","kind": "push","to": 0},\#
        {"from": 4,"id": "ng_e4","kind": "push","to": 1}],\#
        "file": "tiny.json","home": 0,"launch": 0,"name": "Tiny","screens": [\#
        {"actions": [],"area": 0,"flags": ["home"],"id": "Feed","links": [\#
        {"edge": "ng_e0","kind": "push","label": "Open","screen": 1,"to": "Post"},\#
        {"edge": "ng_e1","kind": "sheet","label": "New","screen": 2,"to": "Compose"},\#
        {"edge": "ng_e2","kind": "tab","label": "Profile","screen": 3,"to": "me"}],"node": "ng_s0","title": "Home"},\#
        {"actions": ["tap 'Open' on 'Feed'"],"area": 0,"id": "Post","links": [\#
        {"edge": "ng_e3","kind": "push","screen": 0,"to": "Feed"},{"kind": "pop","label": "Back"}],\#
        "node": "ng_s1","params": [{"name": "postID","type": "Post.ID"}],"routeEdges": ["ng_e0"],"title": "Post"},\#
        {"actions": ["tap 'New' on 'Feed'"],"area": 2,"flags": ["stack","dismissDisabled"],"id": "Compose",\#
        "links": [{"kind": "dismiss","label": "Cancel"}],"node": "ng_s2","routeEdges": ["ng_e1"],"title": "Compose"},\#
        {"actions": ["tap 'Profile' on 'Feed'"],"area": 1,"flags": ["hidesTabBar"],"id": "Me","node": "ng_s3",\#
        "routeEdges": ["ng_e2"],"title": "Me"},\#
        {"id": "Orphan","links": [{"edge": "ng_e4","kind": "push","label": "Open","screen": 1,"to": "Post"}],\#
        "node": "ng_s4","title": "Old"}],"version": 1}
        """#)
  }

  @Test func aFilteredMapListsEveryScreenButDrawsOnlyItsOwn() throws {
    let app = Self.tiny
    let reports = ViewerReports(app: app, file: "tiny.json")
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(tab: "me"))
    guard case .object(let document) = ViewerMapData.json(app: app, map: map, reports: reports),
      case .array(let screens) = document["screens"]
    else { Issue.record("not an object with screens"); return }
    #expect(screens.count == app.screens.count)
    let drawn = screens.map { screen -> Bool in
      guard case .object(let members) = screen else { return false }
      return members["node"] != nil
    }
    #expect(drawn == [false, false, false, true, false])
    #expect(document["launch"] == nil)
  }

  @Test func jsonIsEmbeddedSoItCannotEndItsScriptElement() {
    var out: [UInt8] = []
    HTMLViewerWriter.appendScriptSafeJSON(#"{"a": "</script><!-- & x > y"}"#, to: &out)
    #expect(
      String(decoding: out, as: UTF8.self) == #"{"a": "\u003c/script\u003e\u003c!-- \u0026 x \u003e y"}"#)
    #expect(
      HTMLViewerWriter.htmlEscaped("<b>\"Tom\" & 'Jerry'\u{1}</b>")
        == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;\u{FFFD}&lt;/b&gt;")
    let svg = Array(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<!-- x -->\n<svg width=\"1pt\"><g/></svg>\n".utf8)
    #expect(
      String(decoding: HTMLViewerWriter.svgElement(svg), as: UTF8.self) == "<svg width=\"1pt\"><g/></svg>\n")
    #expect(String(decoding: HTMLViewerWriter.svgElement(Array("no tag".utf8)), as: UTF8.self) == "no tag")
  }

  @Test func thePageIsSelfContainedDeterministicAndEscaped() throws {
    let app = RenderTestApps.hostile
    let options = RenderOptions(format: .html)
    let first = try Renderer.render(app, checkResult: NavigationAnalysis(app).check(), options: options)
    let second = try Renderer.render(app, checkResult: NavigationAnalysis(app).check(), options: options)
    #expect(first == second)
    let page = String(decoding: first, as: UTF8.self)
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</html>\n"))
    #expect(page.components(separatedBy: "<script").count - 1 == 4)
    #expect(page.components(separatedBy: "</script>").count - 1 == 4)
    #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
    #expect(!page.lowercased().contains("<script>alert"))
    #expect(!page.contains("<?xml") && !page.contains("<!DOCTYPE svg"))
    // Nothing to fetch: the only URLs are the SVG's XML namespaces.
    let urls = page.matches(of: /(https?:)?\/\/[A-Za-z0-9.\-]+\.[a-z]{2,}[^\s"'<>)]*/).map {
      String($0.output.0)
    }
    #expect(Set(urls) == ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"], "\(Set(urls))")
    #expect(!page.contains(" src=") && !page.contains("@import") && !page.contains("url("))
    // Every screen's node and every edge carries its generated id, once.
    let map = try NavigationMap(app: app, checkResult: NavigationAnalysis(app).check(), options: options)
    for node in map.nodes {
      #expect(
        page.components(separatedBy: "<g id=\"\(MapElementID.screen(node.screen))\" class=\"node\"").count
          == 2)
    }
    for i in map.edges.indices {
      #expect(page.components(separatedBy: "<g id=\"\(MapElementID.edge(i))\" class=\"edge\"").count == 2)
    }
  }

  @Test func theDefaultReportsAreCheckAndRoutesOnTheApp() throws {
    let app = RenderTestApps.shop
    let options = RenderOptions(format: .html)
    let reports = ViewerReports(app: app, file: app.source.name)
    #expect(
      try Renderer.render(app, checkResult: nil, options: options)
        == Renderer.render(app, checkResult: nil, options: options, reports: reports))
    #expect(reports.check.diagnostics == NavigationAnalysis(app).check().findings)
    #expect(reports.check.summary.errors == reports.check.diagnostics.count { $0.severity == .error })
    #expect(
      reports.routes.routes.map { $0?.moves.count } == NavigationAnalysis(app).routes.map { $0?.moves.count })
  }

  @Test func formatFromExtension() {
    #expect(RenderFormat(outputPath: "docs/map.html") == .html)
    #expect(RenderFormat(outputPath: "MAP.HTM") == .html)
    #expect(RenderFormat.html.fileExtension == "html")
    #expect(!RenderFormat.html.isBinary)
  }
}
