/// The screens of two versions of an app, matched: by id, and, for a screen removed and a screen
/// added that have the same links, as a rename (a guess, which reports say is one).
///
/// A screen's *signature* is its outgoing links (kind, target id, label) and its incoming links
/// (source id, kind, label), each sorted, with the screen itself written as a placeholder so that
/// a self link survives the rename. A removed screen and an added screen are a rename when their
/// signatures are equal, non-empty, and shared by no other removed or added screen. Linear in screens
/// and links (plus sorting each screen's links).
struct ScreenRenames {
  /// Old id to new id, for the renamed screens.
  var newID: [String: String] = [:]
  /// The renames, in the new version's file order.
  var pairs: [(old: String, new: String)] = []

  init(old: App, new: App, removed: [ScreenID], added: [ScreenID]) {
    guard !removed.isEmpty, !added.isEmpty else { return }
    let oldSignatures = ScreenRenames.signatures(old, of: removed)
    let newSignatures = ScreenRenames.signatures(new, of: added)
    var oldBySignature: [[String]: [ScreenID]] = [:]
    for (s, signature) in zip(removed, oldSignatures) where signature.count > 2 {
      oldBySignature[signature, default: []].append(s)
    }
    var newCount: [[String]: Int] = [:]
    for signature in newSignatures { newCount[signature, default: 0] += 1 }
    for (s, signature) in zip(added, newSignatures) {
      guard newCount[signature] == 1, let olds = oldBySignature[signature], olds.count == 1 else { continue }
      let oldID = old.screens[olds[0]].id
      let newID = new.screens[s].id
      self.newID[oldID] = newID
      pairs.append((oldID, newID))
    }
  }

  /// The signature of each screen of `screens`: a separator, then its outgoing links, a separator,
  /// its incoming links (one string per link).
  private static func signatures(_ app: App, of screens: [ScreenID]) -> [[String]] {
    let index = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1, $0) })
    var outgoing = [[String]](repeating: [], count: screens.count)
    var incoming = [[String]](repeating: [], count: screens.count)
    let me = "\u{0}self"
    for s in app.screenIDs {
      for l in app.screens[s].links {
        let link = app.links[l]
        let target = link.targetScreen
        let label = link.label ?? ""
        if let i = index[s] {
          let to = target == s ? me : LinkSummary(app, l, renamed: [:]).target ?? ""
          outgoing[i].append([link.kind.rawValue, to, label].joined(separator: "\u{1}"))
        }
        if let target, let i = index[target] {
          incoming[i].append(
            [target == s ? me : app.screens[s].id, link.kind.rawValue, label].joined(separator: "\u{1}"))
        }
      }
    }
    return screens.indices.map { i in ["\u{2}"] + outgoing[i].sorted() + ["\u{2}"] + incoming[i].sorted() }
  }
}
