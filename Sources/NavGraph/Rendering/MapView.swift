/// Which map `render` draws: the whole app, one area's page, or the overview.
///
/// - `all`: every screen, in its area (docs/RENDERING.md): links into the shared destinations from
///   another area bundled into one edge per area and kind, dense push groups drawn compactly, the
///   tab bar in tab order on top. With `--focus`, the neighbourhood only, every link drawn.
/// - `tab`, `sharedDestinations`, `outsideTheTabs`: one area's page: its screens and the modal
///   flows they present drawn in full (push groups with every link), and each other area they link
///   to as one node, with one edge per screen, area and kind. The pages of the tabs, the shared
///   destinations and what is outside them draw every screen of the app once in full.
/// - `overview`: one node per area (each tab, the shared destinations, each modal flow, what is
///   outside the tabs) and per push group, joined by one edge per two nodes and kind, weighted by
///   the links it stands for.
public enum MapView: Hashable, Sendable {
  case all
  /// The page of the tab with this id.
  case tab(String)
  /// The page of the screens two or more tabs' stacks show.
  case sharedDestinations
  /// The page of the screens outside the tabs and the shared destinations: entry flows, `replace`
  /// targets, unreachable screens no area claims, and every modal flow no other page draws.
  case outsideTheTabs
  case overview
}
