package import NavGraph

extension ExtractionResult {
  /// The navigation as NavGraph's model: an `App` made through the public `AppBuilder`, with a
  /// `SourceMap` over the Swift files read (file `i` of the map is `files[i]`), so that every
  /// diagnostic and finding is located at a Swift line (`Feature/ProfileView.swift:42:9`).
  ///
  /// The result's diagnostics are the reader's (`swift-syntax`, `skipped-file`,
  /// `unresolved-navigation`, ...), the builder's (the loader's checks: `unknown-id`, `no-launch`,
  /// ...) and, for what the reader found that the model cannot express (`UnmodelledConstructs`),
  /// `unmodelled-construct`; all sorted by location (those without one first), stable otherwise.
  /// `hasErrors` is true when the reader or the builder found an error.
  ///
  /// O(elements + diagnostics × log diagnostics), plus the builder's own cost.
  package func app(limits: LoadLimits = .standard) -> LoadResult {
    let sources = self.sources
    let anchor = anchors()
    /// The `// navgraph:ignore` comments of the element at `location`, as the builder takes them.
    func ignores(at location: SwiftSourceLocation) -> [AppBuilder.IgnoreSpec] {
      ignoreComments(at: location).map { .init($0.code, reason: $0.reason, at: anchor($0.location)) }
    }
    var unmodelled = UnmodelledConstructs()
    var builder = AppBuilder(sources: sources, limits: limits)
    builder.name = navigation.name
    if let entry = navigation.entry { builder.setEntry(entry) }
    for tab in navigation.tabs {
      builder.addTab(
        tab.id, root: tab.root, title: tab.title, icon: tab.icon, stack: tab.stack, at: anchor(tab.location))
    }
    for screen in navigation.screens {
      var links: [AppBuilder.LinkSpec] = []
      for link in screen.links {
        unmodelled.link(link)
        // The reader's kinds are the model's (`ExtractedLinkKind` mirrors `LinkKind`, a test holds them).
        let kind = LinkKind(rawValue: link.move.kind.rawValue)!
        links.append(
          .init(
            kind, to: link.move.to, label: link.label, value: link.move.value, at: anchor(link.location),
            ignores: ignores(at: link.location)))
      }
      builder.addScreen(
        screen.id, title: screen.title, stack: screen.stack, backButtonHidden: screen.backButtonHidden,
        dismissDisabled: screen.dismissDisabled, hidesTabBar: screen.hidesTabBar,
        params: screen.params.map { ($0.name, $0.type) }, destinations: screen.destinations, links: links,
        ignores: ignores(at: screen.location), at: anchor(screen.location))
    }
    for deepLink in navigation.deepLinks { unmodelled.deepLink(deepLink) }
    let built = builder.build()

    let all = located(diagnostics + unmodelled.diagnostics, in: sources) + built.diagnostics
    let sorted = all.enumerated().sorted { a, b in
      switch (a.element.location?.anchor, b.element.location?.anchor) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
      }
    }.map(\.element)
    return LoadResult(
      app: built.app, diagnostics: sorted, sources: sources, hasErrors: hasErrors || built.hasErrors)
  }

  /// The files read as a source map: file `i` is `files[i]`.
  package var sources: SourceMap { SourceMap(files: files.map(\.source)) }

  /// The reader's diagnostics as NavGraph's, located through `sources` (a map of these files).
  package func located(_ diagnostics: [ExtractionDiagnostic], in sources: SourceMap) -> [Diagnostic] {
    let anchor = anchors()
    return diagnostics.map { diagnostic in
      let location = diagnostic.location.flatMap(anchor).flatMap { sources.location(of: $0, path: nil) }
      // Every code the reader reports is a `DiagnosticCode` (a test holds the reader's sources to it).
      return Diagnostic(
        severity: Severity(rawValue: diagnostic.severity.rawValue)!,
        code: DiagnosticCode(rawValue: diagnostic.code)!,
        message: diagnostic.message, location: location)
    }
  }

  /// The anchor of a reader location in `sources`: its file's index and byte offset.
  private func anchors() -> (SwiftSourceLocation) -> SourceAnchor? {
    var fileIndex: [String: Int] = [:]
    for (i, file) in files.enumerated() { fileIndex[file.path] = i }
    return { location in fileIndex[location.file].map { SourceAnchor(file: $0, offset: location.offset) } }
  }
}
