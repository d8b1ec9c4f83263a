import Foundation
import NavGraphTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The default map lays the tab areas out left to right in tab-bar order (docs/RENDERING.md, "The
/// tab bar on top, in tab order"): dot orders clusters itself, so this is checked on the laid-out SVG
/// of every sample and of the generated social apps, not on the DOT text.
@Suite struct RenderTabOrderTests {
  /// The tab clusters of a default map (`cluster_0` … `cluster_<tabs - 1>`, as `NavigationMap` numbers
  /// them): per cluster its label and the x of the label's centre.
  final class TabClusters: NSObject, XMLParserDelegate {
    var clusters: [Int: (label: String, x: Double)] = [:]
    private var current: Int?
    private var inTitle = false
    private var inText = false
    private var title = ""
    private var text = ""
    private var textX = 0.0
    private var groupDepth = 0
    private var clusterDepth = 0

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch name {
      case "g":
        groupDepth += 1
        if attributes["class"] == "cluster" {
          current = -1
          clusterDepth = groupDepth
          title = ""
        }
      case "title" where current == -1:
        inTitle = true
      case "text" where current != nil && current! >= 0 && clusters[current!] == nil:
        inText = true
        text = ""
        textX = Double(attributes["x"] ?? "") ?? .nan
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inTitle { title += string }
      if inText { text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      switch name {
      case "title" where inTitle:
        inTitle = false
        current = title.hasPrefix("cluster_") ? Int(title.dropFirst("cluster_".count)) : nil
      case "text" where inText:
        inText = false
        if let current { clusters[current] = (text, textX) }
      case "g":
        if groupDepth == clusterDepth { current = nil }
        groupDepth -= 1
      default: break
      }
    }
  }

  /// The tabs of the description at `path`, in tab-bar order: each one's title (or id).
  static func tabLabels(_ path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tabs = object["tabs"] as? [[String: Any]] ?? []
    return tabs.map { ($0["title"] as? String) ?? ($0["id"] as? String) ?? "" }
  }

  @Test(arguments: ViewerTestInputs.all) func tabAreasAreLaidOutInTabBarOrder(_ name: String) throws {
    let directory = CLI.temporaryDirectory()
    let input = try ViewerTestInputs.path(name, in: directory)
    let labels = try Self.tabLabels(input)
    guard labels.count >= 2 else { return }
    let output = directory.appendingPathComponent("map.svg").path
    let run = CLI.run(["render", input, "-o", output])
    #expect(run.status == 0, "\(name): \(run.stderr)")
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: output)))
    let clusters = TabClusters()
    parser.delegate = clusters
    #expect(parser.parse(), "\(name): the SVG does not parse")
    let drawn = try (0..<labels.count).map { try #require(clusters.clusters[$0], "\(name): tab \($0)") }
    #expect(drawn.map(\.label) == labels, "\(name): the tab clusters are not the tabs in order")
    let xs = drawn.map(\.x)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "\(name): tab areas at x \(xs)")
  }
}
