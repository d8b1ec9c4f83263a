/// The single entry point of `render` for callers that need only the bytes: plans the render
/// (`RenderPlan`: filters first, size check), builds the `NavigationMap`, then writes it as Mermaid
/// or plain DOT, has Graphviz lay it out and render it, or wraps Graphviz's SVG in the HTML viewer.
/// `RenderPlan` also returns the warnings.
public enum Renderer {
  /// The output bytes of `app` drawn with `options`; `checkResult`'s findings are drawn when
  /// given and `options.findings` is on. For `.html`, `reports` are what the viewer lists (by
  /// default `ViewerReports(app:file:)` on `app` under its source's name, without the loader's
  /// diagnostics); the other formats ignore them. Throws `RenderError`.
  public static func render(
    _ app: App, checkResult: CheckResult?, options: RenderOptions, reports: ViewerReports? = nil
  ) throws -> [UInt8] {
    try RenderPlan(app: app, options: options).render(checkResult: checkResult, reports: reports).bytes
  }
}
