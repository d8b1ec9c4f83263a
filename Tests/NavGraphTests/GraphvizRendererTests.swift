import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects what an SVG document holds: element names, attribute names, and the text of each
/// `<text>` element.
final class SVGContents: NSObject, XMLParserDelegate {
  var elements: Set<String> = []
  var attributes: Set<String> = []
  var texts: [String] = []
  /// The tooltips: `xlink:title` of the `<a>` elements Graphviz wraps around nodes and edges.
  var tooltips: [String] = []
  private var current: String?

  static func parse(_ bytes: [UInt8]) throws -> SVGContents {
    let contents = SVGContents()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = contents
    let ok = parser.parse()
    try #require(ok, "the SVG does not parse: \(String(describing: parser.parserError))")
    return contents
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    elements.insert(elementName)
    attributes.formUnion(attributeDict.keys)
    if elementName == "a", let tooltip = attributeDict["xlink:title"] {
      tooltips.append(tooltip.replacingOccurrences(of: "\u{A0}", with: " "))
    }
    if elementName == "text" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "text", let text = current {
      // Graphviz writes runs of spaces as no-break spaces.
      texts.append(text.replacingOccurrences(of: "\u{A0}", with: " "))
      current = nil
    }
  }
}

@Suite struct GraphvizRendererTests {
  static let svgElements: Set<String> = [
    "svg", "g", "title", "polygon", "polyline", "path", "ellipse", "text", "a",
  ]
  static let svgAttributes: Set<String> = [
    "width", "height", "viewBox", "xmlns", "xmlns:xlink", "id", "class", "transform", "fill", "stroke",
    "points",
    "d", "x", "y", "cx", "cy", "rx", "ry", "text-anchor", "font-family", "font-size", "font-weight",
    "stroke-width", "stroke-dasharray", "xlink:title",
  ]

  func render(_ app: App, _ options: RenderOptions, findings: CheckResult? = nil) throws -> [UInt8] {
    try Renderer.render(app, checkResult: findings, options: options)
  }

  @Test func svgParsesAndShowsEveryTitle() throws {
    let app = RenderTestApps.shop
    let options = RenderOptions(labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    let svg = try SVGContents.parse(try render(app, options, findings: RenderTestApps.shopFindings))
    #expect(svg.elements.isSubset(of: Self.svgElements), "elements \(svg.elements)")
    #expect(svg.attributes.isSubset(of: Self.svgAttributes), "attributes \(svg.attributes)")
    for screen in app.screens {
      #expect(svg.texts.contains(screen.displayName), "missing '\(screen.displayName)'")
    }
    for title in ["Shop", "Cart", "account", "sheet: Filters", "Legend", "See all", "3 · swipe down"] {
      #expect(svg.texts.contains(title), "missing '\(title)'")
    }
  }

  @Test func tooltipsShowTheScreensNotTheirNodeNames() throws {
    let svg = try SVGContents.parse(try render(RenderTestApps.shop, RenderOptions(labels: true)))
    #expect(svg.tooltips.contains("Shop\n(Home)"), "tooltips \(svg.tooltips)")
    #expect(svg.tooltips.contains("Filter\n(FilterDetail)\n‹ pop  « popToRoot"))
    #expect(svg.tooltips.contains("Shop → Products: push\nSee all"))
    #expect(svg.tooltips.contains("Welcome → Shop: replace\nStart shopping"))
    #expect(!svg.tooltips.contains { $0.range(of: #"^n[0-9]+"#, options: .regularExpression) != nil })
  }

  @Test func hostileTitlesStayText() throws {
    let app = RenderTestApps.hostile
    let bytes = try render(app, RenderOptions(labels: true))
    let svg = try SVGContents.parse(bytes)
    #expect(svg.elements.isSubset(of: Self.svgElements), "elements \(svg.elements)")
    #expect(svg.attributes.isSubset(of: Self.svgAttributes), "attributes \(svg.attributes)")
    let expected: [String: [String]] = [
      "line one\nline two": ["line one", "line two"],
      "tab\there\u{1}\u{7F}": ["tab here\u{FFFD}\u{FFFD}"],
    ]
    for title in RenderTestApps.hostileTitles {
      for line in expected[title] ?? [title] { #expect(svg.texts.contains(line), "missing '\(line)'") }
    }
    #expect(svg.texts.contains("<b>Tab</b> \"one\" \\N"))
    #expect(svg.texts.contains("<b>Map</b> \"x\" \\N & #quot;"))
    #expect(svg.tooltips.contains("<script>alert(1)</script>\n(s0)"), "tooltips \(svg.tooltips)")
    #expect(svg.texts.contains("id \"with\" <quotes> & \\N"))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("<script") && !text.contains("onload=\"") && !text.contains("<b>"))
  }

  @Test func nonLatinTitlesAreUTF8InSVG() throws {
    let app = RenderTestApps.make(
      tabs: [("home", "首页", "Home"), ("wealth", "财富", "Wealth")],
      screens: [.init("Home", "首页"), .init("Wealth", "财富", [.init(.push, "Wallet")]), .init("Wallet", "钱包")])
    let bytes = try render(app, RenderOptions())
    let svg = try SVGContents.parse(bytes)
    for title in ["首页", "财富", "钱包"] { #expect(svg.texts.contains(title)) }
    #expect(String(decoding: bytes, as: UTF8.self).contains("钱包"))
  }

  @Test func binaryFormatsHaveTheirSignatures() throws {
    let app = RenderTestApps.shop
    let png = try render(app, RenderOptions(format: .png))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let pdf = try render(app, RenderOptions(format: .pdf))
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000"))
  }

  @Test func laidOutDOTHasPositions() throws {
    let dot = String(decoding: try render(RenderTestApps.shop, RenderOptions(format: .dot)), as: UTF8.self)
    #expect(dot.hasPrefix("digraph navgraph {"))
    #expect(dot.contains("pos=") && dot.contains("bb="))
    let plain = String(
      decoding: try render(RenderTestApps.shop, RenderOptions(format: .dot, noLayout: true)), as: UTF8.self)
    #expect(!plain.contains("pos="))
  }

  @Test func outputIsIdenticalAcrossRuns() throws {
    let app = RenderTestApps.shop
    for format in [RenderFormat.svg, .dot, .png, .pdf, .mermaid] {
      let options = RenderOptions(format: format, labels: true, legend: true)
      let first = try render(app, options, findings: RenderTestApps.shopFindings)
      let second = try render(app, options, findings: RenderTestApps.shopFindings)
      #expect(first == second, "\(format) differs between runs")
    }
  }

  @Test(arguments: RenderOptions.layoutEngines) func everyEngineLaysOut(_ engine: String) throws {
    let svg = try SVGContents.parse(try render(RenderTestApps.shop, RenderOptions(layout: engine)))
    #expect(svg.texts.contains("Products"))
  }

  @Test func unknownLayoutThrowsWithGraphvizText() throws {
    let error = try #require(throws: RenderError.self) {
      try render(RenderTestApps.shop, RenderOptions(layout: "bogus"))
    }
    guard case .unknownLayout(let name, let detail) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(name == "bogus")
    #expect(detail.contains("bogus") && detail.contains("not recognized") && detail.contains("dot"))
    #expect(
      error.description.hasPrefix(
        "unknown layout engine 'bogus'; use one of dot, neato, fdp, sfdp, circo, twopi"))
    #expect(error.code == "unknown-layout")
    #expect(throws: RenderError.unknownLayout("../x\n", detail: "")) {
      try render(RenderTestApps.shop, RenderOptions(layout: "../x\n"))
    }
    // Graphviz is still usable afterwards.
    #expect(try render(RenderTestApps.shop, RenderOptions()).count > 0)
  }

  @Test func graphvizReadErrorsAreCaptured() throws {
    let error = try #require(throws: RenderError.self) {
      try GraphvizRenderer.render(dot: "digraph { a -> }", layout: "dot", format: "svg")
    }
    guard case .graphviz(let stage, let detail) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(stage == "read")
    #expect(detail.contains("syntax error"))
    #expect(try render(RenderTestApps.shop, RenderOptions()).count > 0)
  }

  @Test func hugeGraphsAreRefusedBeforeLayout() throws {
    let count = GraphvizRenderer.layoutLimits["dot"]!.nodes
    let screens = (0..<count).map { i in
      RenderTestApps.ScreenSpec("s\(i)", nil, i + 1 < count ? [.init(.push, "s\(i + 1)")] : [])
    }
    let app = RenderTestApps.make(screens: screens, entry: "s0")
    let start = ThreadCPUTime.now()
    // The screens alone fit `dot`'s limit; with the launch point the graph does not, which
    // Graphviz's own count catches.
    #expect(throws: RenderError.graphTooLarge(nodes: count + 1, edges: count, layout: "dot")) {
      try render(app, RenderOptions())
    }
    // The screens are already too many for `circo`: the plan refuses them, counted before the map.
    #expect(throws: RenderError.graphTooLarge(nodes: count, edges: count - 1, layout: "circo")) {
      try render(app, RenderOptions(layout: "circo"))
    }
    #expect(ThreadCPUTime.now() - start < .seconds(10))
    let message = RenderError.graphTooLarge(nodes: count + 1, edges: count, layout: "dot").description
    #expect(
      message
        == "the map has \(count + 1) nodes and \(count) edges, more than 'dot' lays out in reasonable time; "
        + "use --layout sfdp, or draw part of it with --tab or --focus")
    let sfdp = RenderError.graphTooLarge(nodes: 200_000, edges: 1, layout: "sfdp").description
    #expect(sfdp.hasSuffix("; draw part of it with --tab or --focus"))
  }

  @Test func graphsDotWouldChokeOnAreRefusedBeforeLayout() throws {
    // A ring with long modal links: few screens, but ranks and virtual nodes without end.
    let count = 1_000
    let screens = (0..<count).map { i in
      RenderTestApps.ScreenSpec(
        "s\(i)", nil, [.init(.push, "s\((i + 1) % count)"), .init(.sheet, "s\(i * 7 % count)")])
    }
    let app = RenderTestApps.make(screens: screens, entry: "s0")
    let start = ThreadCPUTime.now()
    #expect(throws: RenderError.graphTooLarge(nodes: count + 1, edges: 2 * count + 1, layout: "dot")) {
      try render(app, RenderOptions(format: .dot))
    }
    #expect(ThreadCPUTime.now() - start < .seconds(10))
  }

  @Test func largeTreeShapedAppsLayOutWithDot() throws {
    // 1,500 screens in a binary push tree, every leaf with a tab link back to the root.
    let count = 1_500
    let screens = (0..<count).map { i in
      let children = [2 * i + 1, 2 * i + 2].filter { $0 < count }
      return RenderTestApps.ScreenSpec(
        "s\(i)", nil, children.isEmpty ? [.init(.tab, "t")] : children.map { .init(.push, "s\($0)") })
    }
    let app = RenderTestApps.make(tabs: [("t", nil, "s0")], screens: screens)
    let start = ThreadCPUTime.now()
    let dot = try render(app, RenderOptions(format: .dot))
    #expect(String(decoding: dot, as: UTF8.self).contains("pos="))
    #expect(ThreadCPUTime.now() - start < .seconds(60))
  }
}
