import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The nodes of a Graphviz SVG, read with `XMLParser` (so the SVG must parse): each node's name
/// (the `<title>` Graphviz gives its `<g class="node">`: `n3` for a screen, `a2` for an area) and
/// the lines of its label (its `<text>` elements), in document order; and the document's size in
/// points.
final class SVGNodes: NSObject, XMLParserDelegate {
  private(set) var nodes: [(name: String, lines: [String])] = []
  private(set) var width = 0.0
  private(set) var height = 0.0
  private var inNode = false
  private var text: String?

  static func parse(_ data: Data, _ what: String) throws -> SVGNodes {
    let result = SVGNodes()
    let parser = XMLParser(data: data)
    parser.delegate = result
    let ok = parser.parse()
    try #require(ok, "\(what): the SVG does not parse: \(String(describing: parser.parserError))")
    return result
  }

  /// The screens drawn in full: the indices of the `n…` nodes.
  var screens: [Int] { nodes.compactMap { $0.name.hasPrefix("n") ? Int($0.name.dropFirst()) : nil } }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "svg":
      width = Double(attributes["width"]?.replacingOccurrences(of: "pt", with: "") ?? "") ?? 0
      height = Double(attributes["height"]?.replacingOccurrences(of: "pt", with: "") ?? "") ?? 0
    case "g":
      // A node's `<g>` holds another, without a class, around its tooltip's `<a>`.
      guard let kind = attributes["class"] else { break }
      inNode = kind == "node"
      if inNode { nodes.append(("", [])) }
    case "title", "text":
      if inNode { text = "" }
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard inNode, let value = text, elementName == "title" || elementName == "text" else { return }
    // Graphviz writes runs of spaces as no-break spaces.
    let clean = value.replacingOccurrences(of: "\u{A0}", with: " ")
    if elementName == "title" {
      nodes[nodes.count - 1].name = clean
    } else {
      nodes[nodes.count - 1].lines.append(clean)
    }
    text = nil
  }
}
