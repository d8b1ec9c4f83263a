/// A tab whose content is only SwiftUI's own views written in place (`Text("Create Post")
/// .tabItem { ... }.tag(2)`, a slot under a "+" button): no view type of the app, no link, no
/// presentation, no stack. It shows no screen, so it is no tab, reported as a tab with no screen
/// is; read as content in place, it was a tab rooted at the `TabView`'s host.
extension NavigationResolver {
  /// Whether the tab's content is such a placeholder. O(the content's summary).
  func isPlaceholderTab(_ item: TabItemInfo) -> Bool {
    guard case .inline(let id, _, _, let decoration) = item.content, case .inline = id,
      decoration.content.isEmpty, let summary = reader.summaries[id]
    else { return false }
    return summary.uses.isEmpty && summary.links.isEmpty && summary.registrations.isEmpty
      && summary.deepLinkHandlers.isEmpty && !summary.hostsStack && reader.presentationsByHost[id] == nil
  }
}
