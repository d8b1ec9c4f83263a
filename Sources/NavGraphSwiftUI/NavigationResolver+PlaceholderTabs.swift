/// A tab whose content is only SwiftUI's own views written in place (`Text("Create Post")
/// .tabItem { ... }.tag(2)`, a slot under a "+" button): no view type of the app, no link, no
/// presentation, no stack; a handler that only writes the tab bar's selection (`.onAppear { pick =
/// 1 }`, the slot selecting itself) is no link either. It shows no screen, so it is no tab,
/// reported as a tab with no screen is; read as content in place, it was a tab rooted at the
/// `TabView`'s host.
extension NavigationResolver {
  /// Whether the tab's content is such a placeholder. O(the content's summary).
  func isPlaceholderTab(_ item: TabItemInfo, of info: TabViewInfo) -> Bool {
    guard case .inline(let id, _, _, let decoration) = item.content, case .inline = id,
      decoration.content.isEmpty, let summary = reader.summaries[id]
    else { return false }
    return summary.uses.isEmpty && summary.links.allSatisfy { onlySelects($0, info.selection) }
      && summary.registrations.isEmpty && summary.deepLinkHandlers.isEmpty && !summary.hostsStack
      && reader.presentationsByHost[id] == nil
  }

  /// Whether a link site is a handler (not a tap) whose effects only write `selection`.
  private func onlySelects(_ site: LinkSite, _ selection: StateKey?) -> Bool {
    guard site.occasion != .tap, let selection, case .effects(let effects) = site.trigger else {
      return false
    }
    return effects.allSatisfy { effect in
      guard case .write(let key, _, _) = effect else { return false }
      return key == selection || origins(of: key).contains(selection)
    }
  }
}
