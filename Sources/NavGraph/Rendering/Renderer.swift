/// The single entry point of `render`: builds the `NavigationMap` (filters first), then writes it
/// as Mermaid or plain DOT, has Graphviz lay it out and render it, or wraps Graphviz's SVG in the
/// HTML viewer.
public enum Renderer {
  /// The output bytes of `app` drawn with `options`; `checkResult`'s findings are drawn when
  /// given and `options.findings` is on. For `.html`, `reports` are what the viewer lists (by
  /// default `ViewerReports(app:file:)` on `app` under its source's name, without the loader's
  /// diagnostics); the other formats ignore them. Throws `RenderError`.
  public static func render(
    _ app: App, checkResult: CheckResult?, options: RenderOptions, reports: ViewerReports? = nil
  ) throws -> [UInt8] {
    let map = try NavigationMap(app: app, checkResult: checkResult, options: options)
    switch options.format {
    case .mermaid:
      return Array(MermaidWriter.write(map).utf8)
    case .dot where options.noLayout:
      return Array(DOTWriter.write(map).utf8)
    case .svg, .png, .pdf, .dot:
      return try GraphvizRenderer.render(
        dot: DOTWriter.write(map), layout: options.layout, format: options.format.rawValue)
    case .html:
      let svg = try GraphvizRenderer.render(
        dot: DOTWriter.write(map, elementIDs: true), layout: options.layout, format: "svg")
      return HTMLViewerWriter.write(
        app: app, map: map, svg: svg, reports: reports ?? ViewerReports(app: app, file: app.source.name))
    }
  }
}
