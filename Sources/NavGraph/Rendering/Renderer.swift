/// The single entry point of `render`: builds the `NavigationMap` (filters first), then writes it
/// as Mermaid or plain DOT, or has Graphviz lay it out and render it.
public enum Renderer {
  /// The output bytes of `app` drawn with `options`; `checkResult`'s findings are drawn when
  /// given and `options.findings` is on. Throws `RenderError`.
  public static func render(_ app: App, checkResult: CheckResult?, options: RenderOptions) throws -> [UInt8] {
    let map = try NavigationMap(app: app, checkResult: checkResult, options: options)
    switch options.format {
    case .mermaid:
      return Array(MermaidWriter.write(map).utf8)
    case .dot where options.noLayout:
      return Array(DOTWriter.write(map).utf8)
    case .svg, .png, .pdf, .dot:
      return try GraphvizRenderer.render(
        dot: DOTWriter.write(map), layout: options.layout, format: options.format.rawValue)
    }
  }
}
