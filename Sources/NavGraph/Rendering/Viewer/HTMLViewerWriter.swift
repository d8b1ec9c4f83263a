/// Writes the interactive HTML viewer: one self-contained page (no network access, no external
/// file) holding Graphviz's SVG of the map, the viewer's style and script (`ViewerStyle`,
/// `ViewerScript`), and three JSON documents the script reads:
///
/// - `ng-check`: `check --format json` (`JSONReporter`) on the description;
/// - `ng-routes`: `routes --format json` (`RoutesJSONReporter`);
/// - `ng-map`: the map's own data (`ViewerMapData`): which SVG element draws which screen and edge.
///
/// Embedding. Each JSON document sits in a `<script type="application/json">` element, where the
/// HTML parser ends the element at the first `</script` and treats `<!--` specially; so every `<`,
/// `>` and `&` of the JSON text (they occur only inside JSON strings) is written as the JSON escape
/// `\u003c`, `\u003e`, `\u0026`: `JSON.parse` gives back exactly the reporter's document. The SVG
/// goes in from its `<svg` tag on (Graphviz's XML declaration, doctype and comments before it are
/// dropped); Graphviz escapes every text in it. The page's title is HTML-escaped. A
/// Content-Security-Policy of `default-src 'none'` lets the page load nothing from anywhere.
///
/// Output is a pure function of its inputs (the same bytes every time). Linear in their size.
package enum HTMLViewerWriter {
  /// The page for `map` (built by `NavigationMap`) of `app`, around `svg` (Graphviz's rendering of
  /// `DOTWriter.write(map, elementIDs: true)`).
  package static func write(app: App, map: NavigationMap, svg: [UInt8], reports: ViewerReports) -> [UInt8] {
    let check = JSONReporter().generateReport(reports.check)
    let routes = RoutesJSONReporter().generateReport(reports.routes)
    let data = ViewerMapData.json(app: app, map: map, reports: reports).serialized()
    let title = (app.name ?? reports.check.file) + " · NavGraph"

    var out: [UInt8] = []
    out.reserveCapacity(svg.count + check.utf8.count + routes.utf8.count + data.utf8.count + 80_000)
    func add(_ text: String) { out.append(contentsOf: text.utf8) }
    add(
      documentStart(
        title: title,
        contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"))
    add("\n")
    add(ViewerStyle.css)
    add("</style>\n</head>\n<body>\n")
    add(ViewerPage.header)
    add("<div id=\"ng-map\" class=\"ng-map\" tabindex=\"0\" role=\"region\" ")
    add("aria-label=\"Navigation map\" aria-describedby=\"ng-map-help\">\n")
    out.append(contentsOf: svgElement(svg))
    add("</div>\n")
    let drawn = Set(map.edges.lazy.filter { !$0.isRouteOnly }.map(\.kind))
    add(ViewerPage.sidebar(kinds: LinkKind.allCases.filter(drawn.contains)))
    add("</main>\n")
    for (id, json) in [("ng-check", check), ("ng-routes", routes), ("ng-map-data", data)] {
      add("<script type=\"application/json\" id=\"\(id)\">\n")
      appendScriptSafeJSON(json, to: &out)
      add("</script>\n")
    }
    add("<script>\n")
    add(ViewerScript.javascript)
    add("</script>\n</body>\n</html>\n")
    return out
  }

  /// The start of a page NavGraph writes, up to its `<style>` start tag: the doctype, English, UTF-8,
  /// the viewport, light and dark colour schemes, `contentSecurityPolicy` when given (a constant,
  /// written as it is), the generator and `title` (escaped).
  static func documentStart(title: String, contentSecurityPolicy: String? = nil) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">\n
      """
    if let contentSecurityPolicy {
      out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
    }
    out += """
      <meta name="generator" content="\(ToolInfo.name) \(ToolInfo.version)">
      <title>\(htmlEscaped(title))</title>
      <style>
      """
    return out
  }

  /// `svg` from its `<svg` start tag to the end: Graphviz's XML declaration, doctype and comments
  /// come before it and have no place inside HTML. The whole text when there is no such tag.
  static func svgElement(_ svg: [UInt8]) -> ArraySlice<UInt8> {
    let tag = Array("<svg".utf8)
    var i = 0
    while i + tag.count <= svg.count {
      if svg[i] == tag[0] && svg[i..<(i + tag.count)].elementsEqual(tag) { return svg[i...] }
      i += 1
    }
    return svg[...]
  }

  /// Appends JSON text with `<`, `>` and `&` written as `\u003c`, `\u003e` and `\u0026`, so that it
  /// cannot end or comment out the `<script>` element it sits in. In JSON these characters occur
  /// only inside strings, where the escapes mean the same characters.
  static func appendScriptSafeJSON(_ json: String, to out: inout [UInt8]) {
    for byte in json.utf8 {
      switch byte {
      case UInt8(ascii: "<"): out.append(contentsOf: #"\u003c"#.utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: #"\u003e"#.utf8)
      case UInt8(ascii: "&"): out.append(contentsOf: #"\u0026"#.utf8)
      default: out.append(byte)
      }
    }
  }

  /// Text for HTML element content or a quoted attribute: `& < > " '` as character references,
  /// control characters and noncharacters as U+FFFD (`appendDisplayable`).
  static func htmlEscaped(_ text: String) -> String {
    String(escaping: text, htmlEscapes, displayable: true)
  }

  private static let htmlEscapes: EscapeTable = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]
}
