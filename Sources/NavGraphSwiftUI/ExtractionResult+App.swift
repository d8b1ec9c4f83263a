package import NavGraph

extension ExtractionResult {
  /// The navigation as NavGraph's model: an `App` made through the public `AppBuilder`, with a
  /// `SourceMap` over the Swift files read (file `i` of the map is `files[i]`), so that every
  /// diagnostic and finding is located at a Swift line (`Feature/ProfileView.swift:42:9`).
  ///
  /// A link's further moves (`then`) are its compound action's parts, each located at the link (or,
  /// from the overlay, at the part). The result's diagnostics are the reader's (`swift-syntax`,
  /// `skipped-file`, `unresolved-navigation`, ...) and the builder's (the loader's checks:
  /// `unknown-id`, `no-launch`, ...), sorted by location (those without one first), stable otherwise.
  /// `hasErrors` is true when the reader or the builder found an error.
  ///
  /// O(elements + diagnostics × log diagnostics), plus the builder's own cost.
  package func app(limits: LoadLimits = .standard) -> LoadResult {
    let sources = self.sources
    /// The `// navgraph:ignore` comments of the element at `location`, as the builder takes them.
    func ignores(at location: SourceLocation) -> [AppBuilder.IgnoreSpec] {
      ignoreComments(at: location).map { .init($0.code, reason: $0.reason, at: $0.location.anchor) }
    }
    var builder = AppBuilder(sources: sources, limits: limits)
    builder.name = navigation.name
    if let entry = navigation.entry { builder.setEntry(entry, at: navigation.entryLocation?.anchor) }
    if let home = navigation.home { builder.setHome(home, at: navigation.homeLocation?.anchor) }
    for tab in navigation.tabs {
      builder.addTab(
        tab.id, root: tab.root, title: tab.title, icon: tab.icon, stack: tab.stack, at: tab.location.anchor,
        rootAt: tab.rootLocation?.anchor)
    }
    for screen in navigation.screens {
      var links: [AppBuilder.LinkSpec] = []
      for link in screen.links {
        links.append(
          .init(
            link.move.kind, to: link.move.to, label: link.label, value: link.move.value,
            at: link.location.anchor, targetAt: link.targetLocation?.anchor,
            ignores: ignores(at: link.location),
            then: link.then.map {
              .init($0.kind, to: $0.to, value: $0.value, at: ($0.location ?? link.location).anchor)
            }))
      }
      builder.addScreen(
        screen.id, title: screen.title, stack: screen.stack, backButtonHidden: screen.backButtonHidden,
        dismissDisabled: screen.dismissDisabled, hidesTabBar: screen.hidesTabBar,
        params: screen.params.map { ($0.name, $0.type) }, destinations: screen.destinations, links: links,
        ignores: ignores(at: screen.location), at: screen.location.anchor)
    }
    for deepLink in navigation.deepLinks {
      builder.addDeepLink(
        deepLink.id, url: deepLink.url, label: deepLink.label, to: deepLink.to,
        moves: deepLink.moves.map {
          .init($0.kind, to: $0.to, value: $0.value, at: deepLink.location.anchor)
        },
        at: deepLink.location.anchor)
    }
    let built = builder.build()

    let all = diagnostics + built.diagnostics
    let sorted = SwiftUIExtractor.byLocation(all)
    return LoadResult(
      app: built.app, diagnostics: sorted, sources: sources, hasErrors: hasErrors || built.hasErrors)
  }

  /// The files read as a source map of SwiftUI code: file `i` is `files[i]`, then the overlay's file
  /// when one was read (docs/EXTRACT.md#the-overlay).
  package var sources: SourceMap {
    SourceMap(files: files.map(\.source) + (overlay.map { [$0.file] } ?? []), format: .swiftUI)
  }
}
