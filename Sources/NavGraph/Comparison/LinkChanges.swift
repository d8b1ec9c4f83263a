/// The links of one screen in two versions, compared: those only in the old version (removed), only
/// in the new (added), and pairs that changed (kind, target, label, value or `then`).
///
/// Links equal in every part are matched first, as many times as they occur. Of the rest, an old and
/// a new link with the same label (when they have one) are one link changed; then with the same
/// kind and target (its label changed); the others are removed and added. Each step pairs in file
/// order. Quadratic in the links of the one screen left unmatched, linear otherwise.
struct LinkChanges {
  var removed: [LinkSummary] = []
  var added: [LinkSummary] = []
  var changed: [(old: LinkSummary, new: LinkSummary)] = []

  init(old: [LinkSummary], new: [LinkSummary]) {
    var left: [LinkSummary: Int] = [:]
    for link in old { left[link, default: 0] += 1 }
    var newRest: [LinkSummary] = []
    for link in new {
      if let n = left[link], n > 0 {
        left[link] = n - 1
      } else {
        newRest.append(link)
      }
    }
    var oldRest: [LinkSummary] = []
    for link in old {
      if let n = left[link], n > 0 {
        left[link] = n - 1
        oldRest.append(link)
      }
    }
    pair(&oldRest, &newRest) { $0.label != nil && $0.label == $1.label }
    pair(&oldRest, &newRest) { $0.kind == $1.kind && $0.target == $1.target }
    removed = oldRest
    added = newRest
  }

  /// Pairs each old link, in order, with the first new link left that `same` accepts.
  private mutating func pair(
    _ old: inout [LinkSummary], _ new: inout [LinkSummary], _ same: (LinkSummary, LinkSummary) -> Bool
  ) {
    var keptOld: [LinkSummary] = []
    for link in old {
      if let j = new.firstIndex(where: { same(link, $0) }) {
        changed.append((link, new.remove(at: j)))
      } else {
        keptOld.append(link)
      }
    }
    old = keptOld
  }
}
