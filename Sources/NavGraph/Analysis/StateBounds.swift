/// The bounds on the searches over concrete states that apps with deep links need (format 1.1;
/// docs/MODEL.md#deep-links): what `NavigationAnalysis` passes to `ConfigurationGraph` and
/// `TrapAnalysis`. Apps without deep links never search states this way.
package struct StateBounds: Sendable {
  /// The most states the search for routes and reachability explores (`ConfigurationGraph`).
  package var graphStates: Int
  /// The most states the trap check enumerates (`DeepLinkTraps`); beyond, it is `partial`.
  package var trapStates: Int

  package init(
    graphStates: Int = ConfigurationGraph.defaultMaxStates,
    trapStates: Int = TrapAnalysis.defaultMaxDeepLinkStates
  ) {
    self.graphStates = graphStates
    self.trapStates = trapStates
  }
}
