internal import NavGraph

/// Change handlers whose moves follow the actions that set the flag they watch
/// (`CodeReader+ChangeHandlers`).
extension NavigationResolver {
  /// Whether the change handler written at `location` moves after the actions that set its flag:
  /// some action the reader follows writes the flag a value the handler moves for. Otherwise (the
  /// flag set only where the reader does not see it) the handler stays a link of the screen
  /// carrying it. The table of written values is made once: linear in the effects read.
  func isFollowedChangeHandler(at location: SourceAnchor) -> Bool {
    guard let watched = reader.changeHandlerKeys[location],
      let handler = reader.changeHandlers[watched]?.first(where: { $0.location == location })
    else { return false }
    if writtenValueCache == nil {
      var table: [StateKey: Set<String>] = [:]
      var pending = readEffects()
      while let effect = pending.popLast() {
        switch effect {
        case .write(let key, let value, _):
          guard let name = value.caseName else { continue }
          for found in [key] + origins(of: key) { table[found, default: []].insert(name) }
        case .branches(let branches, _): for branch in branches { pending += branch.effects }
        default: break
        }
      }
      writtenValueCache = table
    }
    let written = writtenValueCache?[watched] ?? []
    return handler.effects.keys.contains(where: written.contains)
  }
}
