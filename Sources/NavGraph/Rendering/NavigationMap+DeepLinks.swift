extension NavigationMap {
  /// A deep link (format 1.1) drawn as an entry arrow from the map's one "deep links" start node to
  /// the node that draws its `to`.
  package struct DeepLinkEntry: Hashable, Sendable {
    /// The deep link's index in `App.deepLinks`.
    package var deepLink: Int
    package var id: String
    package var url: String?
    package var label: String?
    /// The node drawing the deep link's `to`: its screen's, or the area node it is drawn in.
    package var to: Endpoint
    /// When opened at launch it does not show `to` (`DeepLinkOpening.endsOnTarget`): the screen it
    /// shows instead, by id; nil when it shows `to`. Such an arrow is dashed.
    package var brokenShows: String?
  }

  /// Adds an entry arrow for every deep link whose `to` the map draws (as a screen, or inside an
  /// area node), in file order, with what each shows when opened at launch
  /// (`NavigationAnalysis.deepLinkOpenings`). A map of an app without deep links is unchanged.
  /// Linear in nodes, area nodes' screens and deep links.
  mutating func addDeepLinks(_ analysis: NavigationAnalysis) {
    let app = analysis.app
    guard !app.deepLinks.isEmpty else { return }
    var endpoint: [Int32: Endpoint] = [:]
    for (a, node) in areaNodes.enumerated() { for s in node.screens { endpoint[s] = .area(a) } }
    for node in nodes { endpoint[node.screen] = .screen(node.screen) }
    for opening in analysis.deepLinkOpenings {
      let deepLink = app.deepLinks[opening.deepLink]
      guard let to = deepLink.to, let end = endpoint[to.rawValue] else { continue }
      deepLinks.append(
        DeepLinkEntry(
          deepLink: opening.deepLink, id: deepLink.id, url: deepLink.url, label: deepLink.label, to: end,
          brokenShows: opening.endsOnTarget ? nil : app.screens[opening.state.visible].id))
    }
  }
}
