import Foundation
import NavGraph

/// The figures of one social app (`SocialAppWriter`): its default map and viewer.
struct SocialResult {
  var file: BenchApp
  var links = 0
  /// The engine the map was drawn with: `dot`, or `sfdp` when `dot` refused the map.
  var layout = "dot"
  /// Why `dot` refused the map, when it did.
  var refusal: String?
  /// `RenderPlan` and its render to SVG, findings included (what `navgraph render -o map.svg` does
  /// after loading).
  var svg = Timing()
  var svgBytes = 0
  /// The SVG's bounding box in points (Graphviz's `width` and `height`).
  var size: (width: Int, height: Int)?
  /// The same as an HTML viewer page (`--format html`).
  var html = Timing()
  var htmlBytes = 0
}

extension BenchHarness {
  /// Measures the maps of one social app in this process: the default map to SVG with `dot` (with
  /// `sfdp` when `dot` refuses it) and its size, then the HTML viewer.
  mutating func measureSocial(_ n: Int) {
    guard let file = generate("the social app of \(Format.count(n)) screens", { try $0.social(screens: n) })
    else { return }
    var result = SocialResult(file: file)
    guard case let (_, app)? = load(file, runs: 1) else { return }
    result.links = app.links.count
    let label = "social app of \(Format.count(n)) screens"

    func render(_ format: RenderFormat) throws -> (Timing, [UInt8]) {
      try Timing.time(runs: options.runs) {
        let options = RenderOptions(format: format, layout: result.layout)
        let plan = try RenderPlan(analysis: NavigationAnalysis(app), options: options)
        return try plan.render(file: app.sources.name, inputDiagnostics: []).bytes
      }
    }
    do {
      progress("\(label): SVG")
      let svg: [UInt8]
      do {
        (result.svg, svg) = try render(.svg)
      } catch let error as RenderError where error.code == "graph-too-large" {
        result.refusal = error.description
        result.layout = "sfdp"
        progress("\(label): dot refuses it; SVG with sfdp")
        (result.svg, svg) = try render(.svg)
      }
      result.svgBytes = svg.count
      result.size = Self.svgSize(svg)
      if result.size == nil { fail("\(label): the SVG has no width and height in points") }
      progress("\(label): HTML")
      let page: [UInt8]
      (result.html, page) = try render(.html)
      result.htmlBytes = page.count
    } catch {
      fail("\(label): \(error)")
    }
    socialResults.append(result)
  }

  /// The `width="…pt" height="…pt"` of Graphviz's `<svg>` element, rounded to whole points.
  static func svgSize(_ svg: [UInt8]) -> (width: Int, height: Int)? {
    let head = String(decoding: svg.prefix(2_048), as: UTF8.self)
    guard let tag = head.range(of: "<svg") else { return nil }
    let rest = head[tag.upperBound...]
    func points(_ name: String) -> Int? {
      guard let start = rest.range(of: " \(name)=\"") else { return nil }
      let value = rest[start.upperBound...].prefix { $0 != "\"" }
      guard value.hasSuffix("pt"), let number = Double(value.dropLast(2)) else { return nil }
      return Int(number.rounded())
    }
    guard let width = points("width"), let height = points("height") else { return nil }
    return (width, height)
  }

  func socialTable() -> String {
    var table = MarkdownTable([
      ("screens", true), ("links", true), ("layout", false), ("map (SVG)", true), ("bounding box", true),
      ("SVG", true), ("viewer (HTML)", true), ("HTML", true),
    ])
    for r in socialResults {
      table.add([
        Format.count(r.file.screens), Format.count(r.links), r.layout, Format.timing(r.svg),
        r.size.map { "\(Format.count($0.width)) × \(Format.count($0.height)) pt" } ?? "",
        Format.megabytes(r.svgBytes), Format.timing(r.html), Format.megabytes(r.htmlBytes),
      ])
    }
    var notes = [
      "Social apps (`SocialAppWriter`: five tabs, a router of shared destinations, sheets with stacks,",
      "settings). Times are in this process: `RenderPlan`, `check`'s findings and the render, from the",
      "loaded app; the bounding box is the SVG's `width` and `height`.",
    ]
    for r in socialResults {
      if let refusal = r.refusal {
        notes.append("- \(Format.count(r.file.screens)) screens: dot refused: \(refusal)")
      }
    }
    return "### Social apps: the default map\n\n" + table.render() + "\n\n" + notes.joined(separator: "\n")
      + "\n"
  }
}
