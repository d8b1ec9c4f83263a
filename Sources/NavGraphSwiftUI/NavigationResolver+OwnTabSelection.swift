/// A tab's root that selects its own tab when it appears or is tapped (`FeedView().onAppear {
/// selectedIndex = 0 }`, `.onTapGesture { selectedIndex = 0 }` in the tab tagged 0): the tab is
/// already selected whenever its root is shown, so the write changes nothing and is no link (what
/// `check` calls an inert self-tab). Selecting another tab there stays a link.
///
/// A view that is the root of several tabs (`Feed()` tagged 0 and 2, each `.onAppear { tab = 0 }`
/// and `{ tab = 2 }`) is one screen for all of them: each tab's appearance action selects that
/// tab, which is already selected, so none is a link either. A tap there selecting the other tab
/// of the same view stays one.
extension NavigationResolver {
  /// Whether `link`, from an appearance action (`onAppear`, `task`) or a tap of `record`, only
  /// selects a tab whose root `record` is: on an appearance, any such tab; on a tap, the only tab
  /// it is the root of. O(tabs).
  func selectsOwnTab(_ link: PendingLink, site: LinkSite, screen record: ScreenRecord) -> Bool {
    guard site.occasion == .appearance || site.occasion == .tap, link.moves.count == 1,
      let move = link.moves.first, move.kind == .tab,
      let tab = move.tab, tabRoots.indices.contains(tab), tabRoots[tab] == record.key
    else { return false }
    return site.occasion == .appearance || tabRoots.filter { $0 == record.key }.count == 1
  }
}
