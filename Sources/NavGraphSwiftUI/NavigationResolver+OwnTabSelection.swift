/// A tab's root that selects its own tab when it appears (`FeedView().onAppear { selectedIndex = 0
/// }` in the tab tagged 0): the tab is already selected whenever its root appears, so the write
/// changes nothing and is no link. Selecting another tab there, or from a control, stays a link.
extension NavigationResolver {
  /// Whether `link`, from an appearance action (`onAppear`, `task`) of `record`, only selects the
  /// tab whose root `record` is, and the only tab it is the root of. O(tabs).
  func selectsOwnTab(_ link: PendingLink, site: LinkSite, screen record: ScreenRecord) -> Bool {
    guard site.occasion == .appearance, link.moves.count == 1, let move = link.moves.first, move.kind == .tab,
      let tab = move.tab, tabRoots.indices.contains(tab), tabRoots[tab] == record.key
    else { return false }
    return tabRoots.filter { $0 == record.key }.count == 1
  }
}
