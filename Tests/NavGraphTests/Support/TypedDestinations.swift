import NavGraph

/// Format 1.1's typed destinations on an app built with `TestApp`: value types in order of first
/// use, each screen's registrations (`destinations`) by screen id, and each value push's type by
/// its link label.
enum TypedDestinations {
  static func apply(_ app: App, destinations: [String: [String]] = [:], values: [String: String] = [:]) -> App
  {
    var app = app
    var types: [String] = []
    func index(_ type: String) -> Int {
      if let i = types.firstIndex(of: type) { return i }
      types.append(type)
      return types.count - 1
    }
    for i in app.screens.indices {
      for type in destinations[app.screens[i].id] ?? [] {
        app.screens[i].destinations |= 1 << UInt64(index(type))
      }
    }
    for i in app.links.indices {
      if let label = app.links[i].label, let type = values[label] { app.linkValues[LinkID(i)] = index(type) }
    }
    app.valueTypes = types
    return app
  }
}
