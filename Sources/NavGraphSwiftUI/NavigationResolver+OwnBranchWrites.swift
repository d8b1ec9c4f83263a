internal import NavGraph

/// Writes of a root switch's state that choose the branch the writing screen already sits in: a
/// save on a screen of the tab bar branch that sets `status = .loaded` again (`case .loaded:
/// MainTabs()`). SwiftUI keeps showing that branch, so the write is no move; read as one, it gave
/// `tab 0` (or a `replace`) after the save's `dismiss`. The branch a screen sits in is known once
/// every link is read: the branches from whose screens it can be reached without a root move.
extension NavigationResolver {
  /// A branch of a root switch: the screen it shows, or the tab bar.
  enum RootBranchID: Hashable {
    case screen(ScreenKey)
    case tabs(ObjectIdentifier)
  }

  /// A move a write of a root switch's state made (`writeMoves`): on which screen, at which link
  /// site, the branch it chooses, and the branches the write keeps where they are shown: that one
  /// and those of the switches nested in the chosen alternative on other state, which the write
  /// does not change (`if !unlocked { Gate() } else if peek { Shelf() } else { Home() }`: setting
  /// `unlocked = true` keeps Shelf or Home).
  struct RootWriteMark: Hashable {
    var screen: ScreenKey
    var site: SourceAnchor
    var move: PendingMove
    var branch: RootBranchID
    var kept: Set<RootBranchID>
  }

  func rootBranchID(_ target: Target) -> RootBranchID {
    switch target {
    case .screen(let key): return .screen(key)
    case .tabs(let info): return .tabs(ObjectIdentifier(info))
    }
  }

  /// Notes that `move`, made on `screen` by the link being resolved, writes a root switch's state
  /// to the branch showing `target`; with `key` and `condition`, the switch's state and the
  /// alternative the write chooses, whose nested switches on other state it keeps.
  func markRootWrite(
    _ move: PendingMove, to target: Target, screen: ScreenKey, key: StateKey? = nil,
    condition: Condition? = nil
  ) {
    guard let site = linkSite else { return }
    let branch = rootBranchID(target)
    var kept: Set<RootBranchID> = [branch]
    if let key, let condition { kept.formUnion(nestedBranches(under: key, condition: condition)) }
    rootWriteMarks.insert(RootWriteMark(screen: screen, site: site, move: move, branch: branch, kept: kept))
  }

  /// The branches of the root switches nested, at any depth, in the alternative of the switch on
  /// `key` that `condition` selects, but those that another alternative of that switch shows too
  /// (`if member == nil || touring { Gate() } else { Tabs() }`: where Gate is, the write may leave
  /// it). Iterative: O(nested switches × their branches).
  private func nestedBranches(under key: StateKey, condition: Condition) -> Set<RootBranchID> {
    var result: Set<RootBranchID> = []
    var visited: Set<StateKey> = [key]
    var work = rootSwitchParents.filter { $0.value.outer == key && $0.value.condition == condition }.map(
      \.key)
    while let inner = work.popLast() {
      guard visited.insert(inner).inserted else { continue }
      for branch in rootSwitches[inner] ?? [] { result.insert(rootBranchID(branch.target)) }
      work += rootSwitchParents.filter { $0.value.outer == inner }.map(\.key)
    }
    for other in rootSwitches[key] ?? [] where other.condition != condition {
      result.remove(rootBranchID(other.target))
    }
    return result
  }

  /// Removes the root writes of screens that every root branch reaching them is one the write
  /// keeps (a screen reached from no branch, or from one the write leaves, keeps them); a link left with no move
  /// goes, and links made equal are kept once. A `replace` of the writing screen itself is left to
  /// `withoutReplaceOfItself` (among an action's alternatives it is a failed attempt's outcome).
  /// One walk per branch over pushes and modals, stopping at a root move: O(branches × links).
  func dropWritesOfOwnBranch() {
    guard !rootWriteMarks.isEmpty else { return }
    var starts: [RootBranchID: [ScreenKey]] = [:]
    for alternatives in rootSwitches.values {
      for alternative in alternatives {
        switch alternative.target {
        case .screen(let key): starts[.screen(key)] = [key]
        case .tabs(let info): starts[.tabs(ObjectIdentifier(info))] = info === appTabs ? tabRoots : []
        }
      }
    }
    if let entry, starts[.screen(entry)] == nil { starts[.screen(entry)] = [entry] }
    var homes: [ScreenKey: Set<RootBranchID>] = [:]
    for (branch, keys) in starts {
      var seen = Set(keys)
      var work = keys
      while let key = work.popLast() {
        homes[key, default: []].insert(branch)
        for (link, _) in screens[key]?.links ?? [] {
          for move in link.moves {
            if move.kind == .replace || move.kind == .tab { break }
            if let target = move.screen, seen.insert(target).inserted { work.append(target) }
          }
        }
      }
    }
    var dropped: [ScreenKey: [SourceAnchor: Set<PendingMove>]] = [:]
    for mark in rootWriteMarks {
      guard let reached = homes[mark.screen], !reached.isEmpty, reached.isSubset(of: mark.kept) else {
        continue
      }
      if mark.move.kind == .replace && mark.move.screen == mark.screen { continue }
      dropped[mark.screen, default: [:]][mark.site, default: []].insert(mark.move)
    }
    for (key, sites) in dropped {
      guard let record = screens[key] else { continue }
      var links: [(link: PendingLink, location: SourceAnchor)] = []
      var keys = Set<LinkKey>()
      for (link, location) in record.links {
        var link = link
        if let moves = sites[location] { link.moves.removeAll { moves.contains($0) } }
        guard !link.moves.isEmpty, keys.insert(LinkKey(link: link, location: location)).inserted else {
          continue
        }
        links.append((link, location))
      }
      record.links = links
      record.linkKeys = keys
    }
  }
}
