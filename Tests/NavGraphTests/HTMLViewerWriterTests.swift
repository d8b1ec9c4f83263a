import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct HTMLViewerWriterTests {
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
}
