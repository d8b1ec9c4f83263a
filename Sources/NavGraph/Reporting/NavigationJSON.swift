/// The JSON shapes of moves and navigation states, shared by `path` and `routes` so that a router
/// can rebuild its state (a NavigationPath per stack) from either:
///
///     move:  {"kind": "push", "to": "D", "via": "link", "label": "NavigateToD", "on": "C"}
///     state: {"tab": "c", "stacks": {"b": ["B"], "c": ["C", "D"]}, "modals": [{"kind": "sheet", "stack": ["X"]}]}
///            {"root": ["Login"], "modals": []}          (a single root screen instead of the tab bar)
///
/// `to` is the screen or tab the move goes to (the tab for re-selecting the current tab) and is
/// omitted for pop and dismiss; `label` is omitted when the link has none and for system moves;
/// `value` is the type of a value push (format 1.1), omitted for every other move.
extension App {
  func json(of move: Move) -> JSONValue {
    var members: [String: JSONValue] = [
      "kind": .string(move.kind.rawValue),
      "via": .string(move.via.rawValue),
      "on": .string(screens[Int(move.on)].id),
    ]
    if move.to >= 0 {
      switch move.kind.target {
      case .screen: members["to"] = .string(screens[Int(move.to)].id)
      case .tab: members["to"] = .string(tabs[Int(move.to)].id)
      case .none: if move.via == .system { members["to"] = .string(tabs[Int(move.to)].id) }
      }
    }
    if move.via == .link, move.link >= 0, let label = links[Int(move.link)].label {
      members["label"] = .string(label)
    }
    if move.via == .link, move.link >= 0, links[Int(move.link)].value >= 0 {
      members["value"] = .string(valueTypes[Int(links[Int(move.link)].value)])
    }
    return .object(members)
  }

  func json(of snapshot: NavigationSnapshot) -> JSONValue {
    func stack(_ s: [Int32]) -> JSONValue { .array(s.map { .string(screens[Int($0)].id) }) }
    var members: [String: JSONValue] = [
      "modals": .array(
        snapshot.modals.map { .object(["kind": .string($0.kind.rawValue), "stack": stack($0.stack)]) })
    ]
    switch snapshot.root {
    case .tabs(let selected, let stacks):
      members["tab"] = .string(tabs[Int(selected)].id)
      var byTab: [String: JSONValue] = [:]
      for (t, s) in stacks.enumerated() { byTab[tabs[t].id] = stack(s) }
      members["stacks"] = .object(byTab)
    case .screen(let s):
      members["root"] = stack(s)
    }
    return .object(members)
  }
}
