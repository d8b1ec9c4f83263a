package import NavGraph

/// The overlay file read with the Swift code (docs/EXTRACT.md#the-overlay): the last file of
/// `ExtractionResult.sources`, and its `ignore` entries by the element they now belong to.
package struct OverlayFile: Sendable {
  /// The file, named as given with `--overlay`, or `navgraph.json` (relative to the first PATH).
  package var file: SourceFile
  /// The overlay's `ignore` entries, by the anchor of the element that carries them after the merge
  /// (an extracted screen's Swift anchor when the overlay screen merged into it).
  package var ignores: [SourceAnchor: [IgnoreComment]] = [:]
  /// Whether loading it found an error: then nothing of it was merged.
  package var hasErrors: Bool
}

extension ExtractedNavigation {
  /// Merges `overlay` over the navigation read from the code (docs/EXTRACT.md#the-overlay), in this
  /// order:
  ///
  /// 1. `remove`: each entry drops the links of screen `on` that the code gave it, with target `to`
  ///    and kind `kind` when given; an entry that names no screen, or matches no link, is an
  ///    `unmatched-overlay` warning at the entry.
  /// 2. `screens`: a screen whose id the code has merges into it: its links are added after the
  ///    code's, `destinations` are added, and `title`, the flags and `params` replace the code's
  ///    where the overlay writes them; any other screen is added. A screen id twice in the overlay
  ///    is a `duplicate-id` error (the first is used).
  /// 3. `name`, `entry`, `home` and `tabs` replace the code's when the overlay has them.
  ///
  /// 4. Deep links are added after the code's; one with the id of a deep link of the code replaces it.
  ///
  /// Every overlay element keeps its anchor in the overlay file (`sources`, which has it),
  /// so findings about it point there. Returns the diagnostics and the overlay's `ignore` entries
  /// by element (`OverlayFile.ignores`). O(elements + removals × links of their screen).
  package mutating func merge(_ overlay: Overlay, sources: SourceMap)
    -> (diagnostics: [Diagnostic], ignores: [SourceAnchor: [IgnoreComment]])
  {
    let file = sources.files.count - 1
    /// The overlay's anchors all point into its file, the last of `sources`; its start stands for none.
    func location(_ anchor: SourceAnchor?) -> SourceLocation {
      let anchor = anchor ?? SourceAnchor(file: file, offset: 0)
      return sources.location(of: anchor, path: nil)
        ?? SourceLocation(file: sources.files.last?.name ?? "", line: 1, column: 1, path: nil, anchor: anchor)
    }
    var diagnostics: [Diagnostic] = []
    var ignores: [SourceAnchor: [IgnoreComment]] = [:]
    func keep(_ specs: [AppBuilder.IgnoreSpec], for element: SourceLocation) {
      guard !specs.isEmpty else { return }
      ignores[element.anchor, default: []] += specs.map {
        IgnoreComment(
          code: $0.code, reason: $0.reason, location: location($0.anchor))
      }
    }
    var screenIndex: [String: Int] = [:]
    for (i, screen) in screens.enumerated() where screenIndex[screen.id] == nil { screenIndex[screen.id] = i }

    // 1. Removals, on the code's links only; an entry matches even a link another entry drops.
    var dropped = screens.map { Array(repeating: false, count: $0.links.count) }
    let codeIDs = screens.map(\.id)
    for removal in overlay.removals {
      let at = location(removal.anchor)
      guard let s = screenIndex[removal.on] else {
        let suggestion =
          NearMatch.suggestion(for: removal.on, among: codeIDs).map { "; did you mean '\($0)'?" }
          ?? ""
        diagnostics.append(
          unmatched(
            "'remove' names screen \(QuotedText.quote(removal.on)), which the SwiftUI reader did not find"
              + suggestion, at: at))
        continue
      }
      var matched = false
      for (l, link) in screens[s].links.enumerated()
      where removal.matches(kind: link.move.kind, target: link.move.to) {
        dropped[s][l] = true
        matched = true
      }
      if !matched {
        var what = removal.kind.map { "'\($0.rawValue)' link" } ?? "link"
        if let to = removal.to { what += " to \(QuotedText.quote(to))" }
        diagnostics.append(
          unmatched(
            "'remove' matches nothing: screen \(QuotedText.quote(removal.on)) has no \(what) in the code",
            at: at))
      }
    }
    for s in screens.indices where dropped[s].contains(true) {
      screens[s].links = zip(screens[s].links, dropped[s]).filter { !$0.1 }.map(\.0)
    }

    // 2. Screens.
    var firstInOverlay: [String: SourceLocation] = [:]
    for entry in overlay.screens {
      let at = location(entry.anchor)
      if let first = firstInOverlay[entry.id] {
        diagnostics.append(
          Diagnostic(
            severity: .error, code: .duplicateID,
            message: "duplicate screen id \(QuotedText.quote(entry.id)) in the overlay",
            location: at, notes: [DiagnosticNote(message: "first defined here", location: first)]))
        continue
      }
      firstInOverlay[entry.id] = at
      let s: Int
      if let existing = screenIndex[entry.id] {
        s = existing
      } else {
        s = screens.count
        screenIndex[entry.id] = s
        screens.append(ExtractedScreen(id: entry.id, location: at))
      }
      var screen = screens[s]
      if let title = entry.title { screen.title = title }
      if let stack = entry.stack { screen.stack = stack }
      if let hidden = entry.backButtonHidden { screen.backButtonHidden = hidden }
      if let disabled = entry.dismissDisabled { screen.dismissDisabled = disabled }
      if let hides = entry.hidesTabBar { screen.hidesTabBar = hides }
      if let params = entry.params {
        screen.params = params.map { ExtractedParameter(name: $0.name, type: $0.type) }
      }
      for type in entry.destinations where !screen.destinations.contains(type) {
        screen.destinations.append(type)
      }
      for spec in entry.links {
        let link = ExtractedLink(
          move: ExtractedMove(kind: spec.kind, to: spec.target, value: spec.value), label: spec.label,
          then: spec.then.map {
            ExtractedMove(kind: $0.kind, to: $0.target, value: $0.value, location: location($0.anchor))
          },
          location: location(spec.anchor), targetLocation: spec.targetAnchor.map { location($0) })
        keep(spec.ignores, for: link.location)
        screen.links.append(link)
      }
      keep(entry.ignores, for: screen.location)
      screens[s] = screen
    }

    // 3. The app's own values.
    if let name = overlay.name { self.name = name }
    if let entry = overlay.entry {
      self.entry = entry.id
      entryLocation = location(entry.anchor)
    }
    if let home = overlay.home {
      self.home = home.id
      homeLocation = location(home.anchor)
    }
    if let overlayTabs = overlay.tabs {
      tabs = overlayTabs.map {
        ExtractedTab(
          id: $0.id, title: $0.title, icon: $0.icon, root: $0.root, stack: $0.stack,
          location: location($0.anchor),
          rootLocation: $0.rootAnchor.map { location($0) })
      }
    }
    // 4. Deep links.
    for entry in overlay.deepLinks {
      let deepLink = ExtractedDeepLink(
        id: entry.id, url: entry.url, label: entry.label, to: entry.to,
        moves: entry.moves.map { ExtractedMove(kind: $0.kind, to: $0.target, value: $0.value) },
        location: location(entry.anchor))
      if let d = deepLinks.firstIndex(where: { $0.id == entry.id }) {
        deepLinks[d] = deepLink
      } else {
        deepLinks.append(deepLink)
      }
    }
    return (diagnostics, ignores)
  }

  private func unmatched(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(severity: .warning, code: .unmatchedOverlay, message: message, location: location)
  }
}
