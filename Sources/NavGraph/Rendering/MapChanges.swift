/// What `render --diff OLD` marks on the new version's map (docs/RENDERING.md#changes): the screens
/// and links a `NavigationDiff` found added, drawn in the added colour, and the removed ones drawn
/// as ghosts (dashed, grey): each removed screen once, and each removed link between two screens
/// the map draws (screens of the new version, or ghosts).
///
/// The added links of a screen are found by their `LinkSummary`, the first links of the screen
/// equal to each added one; every link of an added screen is added. Linear in links (expected).
package struct MapChanges: Hashable, Sendable {
  /// An end of a removed link: a screen of the new version, or a removed screen (`ghosts`).
  package enum End: Hashable, Sendable {
    case screen(Int32)
    case ghost(Int)
  }

  /// A removed link between two drawn ends.
  package struct GhostLink: Hashable, Sendable {
    package var from: End
    package var to: End
    package var kind: LinkKind
    package var label: String?
  }

  /// The new version's screens and links that are added.
  package var addedScreens: Set<ScreenID> = []
  package var addedLinks: Set<LinkID> = []
  /// The removed screens' titles (their ids when they have none), in the old file order.
  package var ghosts: [String] = []
  /// The removed links, by screen in the new file order, then the removed screens' links.
  package var ghostLinks: [GhostLink] = []

  /// The changes from `old` to `new` that `diff` (of the two) found.
  package init(diff: NavigationDiff, old: App, new: App) {
    var newScreen: [String: Int32] = [:]
    for s in new.screenIDs where newScreen[new.screens[s].id] == nil {
      newScreen[new.screens[s].id] = s.rawValue
    }
    var ghostIndex: [String: Int] = [:]
    for id in diff.screensRemoved {
      ghostIndex[id] = ghosts.count
      ghosts.append(old.screen(withID: id).map { old.screens[$0].displayName } ?? id)
    }
    func end(_ id: String?) -> End? {
      guard let id else { return nil }
      if let g = ghostIndex[id] { return .ghost(g) }
      return newScreen[id].map(End.screen)
    }

    for id in diff.screensAdded {
      guard let s = newScreen[id] else { continue }
      let screen = ScreenID(rawValue: s)
      addedScreens.insert(screen)
      addedLinks.formUnion(new.screens[screen].links)
    }
    var added: [String: [LinkSummary: Int]] = [:]
    for change in diff.linksAdded { added[change.screen, default: [:]][change.new!, default: 0] += 1 }
    for (id, summaries) in added {
      guard let s = newScreen[id] else { continue }
      var left = summaries
      for l in new.screens[Int(s)].links {
        let summary = LinkSummary(new, l, renamed: [:])
        if let n = left[summary], n > 0 {
          left[summary] = n - 1
          addedLinks.insert(l)
        }
      }
    }

    var removed: [(from: String, link: LinkSummary)] = diff.linksRemoved.map { ($0.screen, $0.old!) }
    for id in diff.screensRemoved {
      guard let s = old.screen(withID: id) else { continue }
      removed += old.screens[s].links.map { (id, LinkSummary(old, $0, renamed: [:])) }
    }
    for (from, link) in removed {
      guard let kind = LinkKind(rawValue: link.kind), kind.target == .screen, let a = end(from),
        let b = end(link.target)
      else { continue }
      ghostLinks.append(GhostLink(from: a, to: b, kind: kind, label: link.label))
    }
  }

  /// Whether there is nothing to mark.
  package var isEmpty: Bool {
    addedScreens.isEmpty && addedLinks.isEmpty && ghosts.isEmpty && ghostLinks.isEmpty
  }
}
