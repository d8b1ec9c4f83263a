internal import NavGraph

/// Presentations whose state only a view the files read do not declare may set: `.sheet(isPresented:
/// $showNew) { NewEntry() }` with `TopBar(showNew: $showNew)`, `TopBar` in a file not read or a
/// package. No code the reader follows opens them, so they give no link; each is reported where it
/// is written, never dropped silently (held-out set 330 SwiftUI-Calendar: three sheets and their
/// screens lost that way).
extension NavigationResolver {
  /// Warns at each presentation shown by state no code the reader follows writes, whose binding is
  /// given to an undeclared view. Linear in the presentations.
  func reportUndeclaredBindingPresentations() {
    guard !reader.undeclaredBindings.isEmpty else { return }
    let written = writtenStates
    var reported = Set<SourceAnchor>()
    for key in reader.presentations.keys.sorted(by: { "\($0)" < "\($1)" }) {
      guard let view = reader.undeclaredBindings[key], !written.contains(key) else { continue }
      for presentation in reader.presentations[key] ?? []
      where reported.insert(presentation.location).inserted {
        var shown = Set<String>()
        collectViews(presentation.destination, into: &shown)
        guard !shown.isEmpty else { continue }
        let names = shown.sorted().map { "'\($0)'" }.joined(separator: ", ")
        warn(
          "this \(presentation.kind.rawValue) of \(names) is shown by '\(key)', which no code the reader follows sets: its binding is given to '\(view)', which is not declared in the files read; add the link through the overlay (navgraph.json in the first PATH, or --overlay) if that view opens it",
          at: presentation.location)
      }
    }
  }
}
