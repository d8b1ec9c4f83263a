/// The root of a stack inside a container (`NavigationStack { ZStack {
/// Color.black.ignoresSafeArea(); RemoteImage(url: url) } }` in the body of `PhotoScreen`): the
/// stack's root when it has navigation of its own, as a wrapper's stack root is; otherwise a plain
/// component (an image, a card) laid out by the host, so the host is the screen.
extension NavigationResolver {
  /// Whether a view, with the components it shows, has navigation of its own: a link to a
  /// destination, a tab bar, a registration, a presentation, a deep link, a stack, or an action
  /// that does more than set state of these views that shows nothing (a dismiss, a path change,
  /// a closure its creator gives, a write of an object's state or of a binding). O(summaries
  /// reached and their effects).
  func hasNavigation(_ name: String) -> Bool {
    let ids = closure(of: [.view(name)])
    let views = Set(ids.compactMap { reader.summaries[$0]?.host })
    for id in ids {
      guard let summary = reader.summaries[id] else { continue }
      if !summary.registrations.isEmpty || !summary.deepLinkHandlers.isEmpty || summary.hostsStack
        || reader.presentationsByHost[id] != nil
      {
        return true
      }
      for site in summary.links {
        switch site.trigger {
        case .push, .pushValue, .tab: return true
        case .effects(let effects): if navigates(effects, within: views) { return true }
        }
      }
    }
    return false
  }

  /// Whether the host of a stack around one view has controls of its own that navigate
  /// (`NavigationView { WebPane(address:) }.navigationBarItems(leading: Button("Cancel") {
  /// dismiss() })`, `.toolbar { NavigationLink(...) }` or an `.overlay` button opening a cover on
  /// the view the stack holds): a control tapped in its body, not in the view the stack holds. A
  /// host whose body only switches to the stack once loaded (`stackAfterLoading`) is a loader,
  /// not a screen. `besideBranches`: only controls outside the branches of its root switch that
  /// show its own content count. O(the summary's links and effects).
  func hasOwnControls(
    _ host: ViewSummary, besideBranches: Bool = false, switching: Set<StateKey> = []
  ) -> Bool {
    guard !host.stackAfterLoading else { return false }
    let views: Set<String> = [host.host ?? ""]
    return host.links.contains { site in
      // With `besideBranches`, a control in a branch of the host's root switch that shows the
      // host's own content is that branch's, not one around the switch.
      guard site.occasion == .tap, !site.isColumn,
        !(besideBranches && (host.ownBranchLinks.contains(site.location) || isBranchTabItem(site, of: host)))
      else {
        return false
      }
      switch site.trigger {
      case .push, .pushValue, .tab: return true
      case .effects(let effects): return navigates(effects, within: views, switching: switching)
      }
    }
  }

  /// Whether a link is an item of a tab bar that a branch of the host's root switch shows (`if
  /// loading { Splash() } else { TabView { ... } }` in the host's stack): the branch's tabs, not a
  /// control around the switch.
  private func isBranchTabItem(_ site: LinkSite, of host: ViewSummary) -> Bool {
    guard case .tab(let info, _) = site.trigger, case .stack(.choice(let alternatives)) = host.top else {
      return false
    }
    return alternatives.contains { if case .tabs(let shown) = $0.shape { shown === info } else { false } }
  }

  /// Whether effects may navigate: anything but writes and changes to state that `views` own,
  /// that is no binding, and that shows no presentation, switches no root (nor is in `switching`,
  /// a choice about to be read as one) and is no stack's path. Iterative over branches:
  /// O(effects).
  private func navigates(_ effects: [Effect], within views: Set<String>, switching: Set<StateKey> = [])
    -> Bool
  {
    var pending = effects
    while let effect = pending.popLast() {
      switch effect {
      case .write(let key, _, _), .advance(let key, _, _), .toggle(let key, _), .append(let key, _, _),
        .appendAll(let key, _, _), .removeLast(let key, _, _), .removeAll(let key, _):
        if !views.contains(key.owner) || reader.aliases[key] != nil || environmentOrigin(of: key) != key
          || !presentations(of: key).isEmpty
          || rootSwitches[key] != nil || switching.contains(key) || isPath(key) || appTabs?.selection == key
        {
          return true
        }
      case .branches(let branches, _): for branch in branches { pending += branch.effects }
      case .dismiss, .closeModal, .callClosure, .unresolved, .storedClosure, .show: return true
      }
    }
    return false
  }

  /// The view types that the bodies of two or more declared views hold alone as a stack's root
  /// (`NavigationView { ArticleList(articles: news) }`, `NavigationView { ArticleList(articles:
  /// saved) }`), or that one holds so and a view shows as content in place (`VStack { Header();
  /// ArticleList(articles: mine) }`, beside another view): components laid out by each host, not one screen. Made once:
  /// O(views and their uses).
  var sharedStackRoots: Set<String> {
    if let cached = sharedStackRootCache { return cached }
    var hosts: [String: Int] = [:]
    for type in index.allTypes where type.isView && !type.isPreview {
      guard case .stack(.view(let root, _, _))? = reader.summaries[.view(type.qualifiedName)]?.top else {
        continue
      }
      hosts[root, default: 0] += 1
    }
    var shownInPlace = Set<String>()
    for summary in reader.summaries.values {
      guard let host = summary.host, index.types[host]?.isPreview != true else { continue }
      for use in summary.uses where use.role == .component && hosts[use.type] != nil {
        // Laid out beside another view: a body or content showing that view alone
        // (`ReedResults().environment(...)`) shows it as the screen, not as a part.
        guard summary.uses.contains(where: { $0.type != use.type }) else { continue }
        shownInPlace.insert(use.type)
      }
    }
    let shared = Set(hosts.filter { $0.value > 1 || shownInPlace.contains($0.key) }.keys)
    sharedStackRootCache = shared
    return shared
  }
}
