/// Which cases of a `switch` on an environment value are taken on a screen
/// (`CodeReader+EnvironmentCases`).
extension NavigationResolver {
  /// Whether the cases are taken on a screen: when the screen's code (its own or its components')
  /// sets the value to one of them, or code elsewhere sets it on the screen's own view
  /// (`ProfilePage().environment(\.mode, .link)` in the link that pushes it) to one; when the
  /// screen's code sets it nowhere, also when the key's default value is one (the screen may be
  /// shown by other creations); true when the reader cannot tell the value set or the default.
  func admits(_ taken: EnvironmentCase, screen: ScreenRecord) -> Bool {
    let settings = reader.environmentSettings[taken.key] ?? []
    var values: [String?] = settings.filter { $0.creator.map(screen.views.contains) ?? false }.map(\.value)
    if values.isEmpty { values.append(reader.environmentDefault(taken.key)) }
    values += settings.filter { $0.target.map { screen.summaries.contains(.view($0)) } ?? false }.map(\.value)
    return values.contains { value in value.map(taken.cases.contains) ?? true }
  }
}
