/// A tab's root that selects its own tab when it appears or is tapped (`FeedView().onAppear {
/// selectedIndex = 0 }`, `.onTapGesture { selectedIndex = 0 }` in the tab tagged 0): the tab is
/// already selected whenever its root is shown, so the write changes nothing and is no link (what
/// `check` calls an inert self-tab). Selecting another tab there stays a link.
extension NavigationResolver {
  /// Whether `link`, from an appearance action (`onAppear`, `task`) or a tap of `record`, only
  /// selects the tab whose root `record` is, and the only tab it is the root of. O(tabs).
  func selectsOwnTab(_ link: PendingLink, site: LinkSite, screen record: ScreenRecord) -> Bool {
    guard site.occasion == .appearance || site.occasion == .tap, link.moves.count == 1,
      let move = link.moves.first, move.kind == .tab,
      let tab = move.tab, tabRoots.indices.contains(tab), tabRoots[tab] == record.key
    else { return false }
    return tabRoots.filter { $0 == record.key }.count == 1
  }
}
