/// The single entry point of `render` for callers that need only the bytes: plans the render
/// (`RenderPlan`: filters first, size check), builds the `NavigationMap`, then writes it as Mermaid
/// or plain DOT, or has Graphviz lay it out and render it. `RenderPlan` also returns the warnings.
public enum Renderer {
  /// The output bytes of `app` drawn with `options`; `checkResult`'s findings are drawn when
  /// given and `options.findings` is on. Throws `RenderError`.
  public static func render(_ app: App, checkResult: CheckResult?, options: RenderOptions) throws -> [UInt8] {
    try RenderPlan(app: app, options: options).render(checkResult: checkResult).bytes
  }
}
