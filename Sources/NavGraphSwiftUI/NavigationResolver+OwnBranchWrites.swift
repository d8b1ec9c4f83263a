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
  /// site, and the branch it chooses.
  struct RootWriteMark: Hashable {
    var screen: ScreenKey
    var site: SourceAnchor
    var move: PendingMove
    var branch: RootBranchID
  }

  func rootBranchID(_ target: Target) -> RootBranchID {
    switch target {
    case .screen(let key): return .screen(key)
    case .tabs(let info): return .tabs(ObjectIdentifier(info))
    }
  }

  /// Notes that `move`, made on `screen` by the link being resolved, writes a root switch's state
  /// to the branch showing `target`.
  func markRootWrite(_ move: PendingMove, to target: Target, screen: ScreenKey) {
    guard let site = linkSite else { return }
    rootWriteMarks.insert(RootWriteMark(screen: screen, site: site, move: move, branch: rootBranchID(target)))
  }

  /// Removes the root writes of screens that every root branch reaching them is the one the write
  /// chooses (a screen reached from no branch, or from two, keeps them); a link left with no move
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
    for mark in rootWriteMarks where homes[mark.screen] == [mark.branch] {
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
