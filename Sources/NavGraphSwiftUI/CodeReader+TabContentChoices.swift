/// A tab whose content, written in place, changes with its data: `if rooms.isEmpty { Button("New
/// Room") { adding.toggle() } } else { List { ... } }` in the tab's stack. A tab's root is one
/// screen (the model has no tab whose root switches), so content in place in every branch is one
/// screen, the tab's root, with the links of every branch; read as a choice, the first branch was
/// the root and the others screens nothing shows.
extension CodeReader {
  /// The one screen of a tab's choice between contents written in place: the first branch that is
  /// no loading placeholder (`isPlaceholder`; else the first), with the other branches as its
  /// content. Nil unless `kind` is a tab's and every alternative is content in place or nothing,
  /// two at least content. O(alternatives).
  func oneTabScreen(_ alternatives: [(conditions: [Condition], shape: Shape)], kind: String) -> Shape? {
    guard kind == "tab" else { return nil }
    var contents: [(id: SummaryID, host: String?, decoration: Decoration, placeholder: Bool)] = []
    for alternative in alternatives {
      switch alternative.shape {
      case .empty: continue
      case .inline(let id, _, let host, let decoration):
        contents.append((id, host, decoration, isPlaceholder(alternative.shape)))
      default: return nil
      }
    }
    guard contents.count > 1 else { return nil }
    let main = contents.firstIndex { !$0.placeholder } ?? 0
    var decoration = contents[main].decoration
    for (i, content) in contents.enumerated() where i != main {
      decoration = merge(decoration, content.decoration)
      if !decoration.content.contains(content.id) { decoration.content.append(content.id) }
    }
    return .inline(contents[main].id, kind: kind, host: contents[main].host, decoration)
  }
}
