/// The JSON shapes of moves and navigation states, shared by `path` and `routes` so that a router
/// can rebuild its state (a NavigationPath per stack) from either:
///
///     move:  {"kind": "push", "to": "D", "via": "link", "label": "NavigateToD", "on": "C"}
///     state: {"tab": "c", "stacks": {"b": ["B"], "c": ["C", "D"]}, "modals": [{"kind": "sheet", "stack": ["X"]}]}
///            {"root": ["Login"], "modals": []}          (a single root screen instead of the tab bar)
///
/// `to` is the screen or tab the move goes to (the tab for re-selecting the current tab) and is
/// omitted for pop and dismiss; `label` is omitted when the link has none and for system moves;
/// `value` is the type of a value push (format 1.1), omitted for every other move. A compound
/// action (format 1.1 `then`) adds `parts`, the moves after the link's own in order, each
/// `{"kind", "to", "value", "label"}` with the same omissions:
///
///     {"kind": "dismiss", "via": "link", "label": "See profile", "on": "Sheet",
///      "parts": [{"kind": "push", "to": "Profile", "value": "Route"}]}
extension App {
  func json(of move: Move) -> JSONValue {
    let description = describe(move)
    var members: [String: JSONValue] = [
      "kind": .string(description.kind.rawValue),
      "via": .string(description.via),
      "on": .string(screens[move.on].id),
    ]
    if let target = description.target { members["to"] = .string(target) }
    if let l = move.link, let label = links[l].label { members["label"] = .string(label) }
    if let l = move.link, let type = valueType(of: l) { members["value"] = .string(type) }
    if let l = move.link, let parts = linkParts[l] {
      members["parts"] = .array(
        parts.moves.enumerated().map { p, part in
          var partMembers: [String: JSONValue] = ["kind": .string(part.kind.rawValue)]
          switch part.destination {
          case .screen(let s)?: partMembers["to"] = .string(screens[s].id)
          case .tab(let t)?: partMembers["to"] = .string(tabs[t].id)
          case nil: break
          }
          if let label = part.label { partMembers["label"] = .string(label) }
          if let v = parts.moveValues[p] { partMembers["value"] = .string(valueTypes[v]) }
          return .object(partMembers)
        })
    }
    return .object(members)
  }

  func json(of snapshot: NavigationSnapshot) -> JSONValue {
    func stack(_ s: [ScreenID]) -> JSONValue { .array(s.map { .string(screens[$0].id) }) }
    var members: [String: JSONValue] = [
      "modals": .array(
        snapshot.modals.map { .object(["kind": .string($0.kind.rawValue), "stack": stack($0.stack)]) })
    ]
    switch snapshot.root {
    case .tabs(let selected, let stacks):
      members["tab"] = .string(tabs[selected].id)
      var byTab: [String: JSONValue] = [:]
      for (t, s) in stacks.enumerated() { byTab[tabs[t].id] = stack(s) }
      members["stacks"] = .object(byTab)
    case .screen(let s):
      members["root"] = stack(s)
    }
    return .object(members)
  }
}
