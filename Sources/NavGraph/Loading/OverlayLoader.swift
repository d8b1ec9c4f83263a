/// Loading an overlay (docs/EXTRACT.md#the-overlay): the description loader's reader and checks,
/// then its draft turned into an `Overlay` of strings instead of being resolved, since its ids may
/// name screens of the code it is merged over.
extension AppLoader {
  /// Reads the overlay at `path` (named `fileName` in diagnostics and locations) and loads it as the
  /// next file of `sources`. O(file size + elements).
  public static func loadOverlay(
    path: String, fileName: String, sources: SourceMap, limits: LoadLimits = .standard
  ) -> OverlayLoadResult {
    switch FileReading.read(path: path, limit: limits.fileBytes) {
    case .success(let bytes):
      return loadOverlay(bytes: bytes, fileName: fileName, sources: sources, limits: limits)
    case .failure(let failure):
      return OverlayLoadResult(
        overlay: nil, diagnostics: [diagnostic(failure, fileName: fileName, limits)], sources: sources,
        hasErrors: true)
    }
  }

  /// Loads the overlay held in `bytes` as the next file of `sources`.
  public static func loadOverlay(
    bytes: [UInt8], fileName: String, sources: SourceMap, limits: LoadLimits = .standard
  ) -> OverlayLoadResult {
    let diagnostics = DiagnosticCollector(limit: limits.maxDiagnostics)
    var sources = sources
    let file = sources.add(SourceFile(name: fileName, bytes: bytes))
    guard bytes.count <= limits.fileBytes else {
      diagnostics.add(
        .error, .tooLarge, at: nil, path: nil, tooLargeMessage(fileName, size: bytes.count, limits))
      return OverlayLoadResult(
        overlay: nil, diagnostics: diagnostics.finish(sources: sources), sources: sources, hasErrors: true)
    }
    let loaded = bytes.withUnsafeBufferPointer { buffer -> Overlay? in
      read(buffer, file: file, limits: limits, diagnostics: diagnostics, isOverlay: true) { reader, base in
        makeOverlay(&reader, base: base)
      }
    }
    return OverlayLoadResult(
      overlay: loaded, diagnostics: diagnostics.finish(sources: sources), sources: sources,
      hasErrors: diagnostics.hasErrors)
  }

  /// The overlay `reader` read, its ids made strings (from the source at `base` or the reader's arena).
  private static func makeOverlay(_ reader: inout DescriptionReader, base: UnsafePointer<UInt8>) -> Overlay {
    let draft = reader.takeDraft()
    let keys = reader.screenKeys
    let seen = reader.screenKeysSeen
    let removals = reader.removals
    let deepLinkDrafts = reader.deepLinks
    let linkParts = Dictionary(reader.linkParts.map { ($0.link, $0.moves) }) { first, _ in first }
    return reader.arena.withUnsafeBufferPointer { arena in
      // Every ref points into the source (pinned by the caller) or the arena (pinned here).
      let strings = ByteStrings(source: base, arena: arena.baseAddress)
      func string(_ ref: ByteRef) -> String? { ref.isNone ? nil : strings.string(ref) }
      func reference(_ ref: AppDraft.Reference?) -> Overlay.Reference? {
        ref.map { Overlay.Reference(id: strings.string($0.id), anchor: $0.anchor) }
      }
      var ignores: [Ignore.Element: [AppBuilder.IgnoreSpec]] = [:]
      for entry in draft.ignores {
        ignores[entry.element, default: []].append(
          .init(entry.code.rawValue, reason: entry.reason, at: entry.anchor))
      }
      let tabs = draft.tabs.indices.map { t in
        let tab = draft.tabs[t]
        return Overlay.TabEntry(
          id: tab.id, title: tab.title, icon: tab.icon,
          root: draft.tabRoots[t].map { strings.string($0.id) } ?? "",
          stack: tab.stack, anchor: tab.anchor, idAnchor: draft.tabIDAnchors[t],
          rootAnchor: draft.tabRoots[t]?.anchor)
      }
      func spec(_ move: DeepLinkDraft.Move) -> AppBuilder.LinkSpec {
        AppBuilder.LinkSpec(
          move.link.kind, to: move.target?.id, label: move.link.label,
          value: move.value.map { draft.valueTypes[$0] }, at: move.link.anchor, targetAt: move.target?.anchor)
      }
      let screens = draft.screens.indices.map { s in
        let screen = draft.screens[s]
        let given = s < seen.count ? seen[s] : 0
        func set<T>(_ key: ScreenKey, _ value: T) -> T? { keys.contains(key, in: given) ? value : nil }
        let links = screen.links.map { l in
          let link = draft.links[l.index]
          return AppBuilder.LinkSpec(
            link.kind, to: string(draft.linkTargets[l.index]), label: link.label,
            value: draft.linkValues[l].map { draft.valueTypes[$0] }, at: link.anchor,
            targetAt: link.targetAnchor,
            ignores: ignores[.link(l)] ?? [], then: linkParts[l]?.map(spec) ?? [])
        }
        return Overlay.ScreenEntry(
          id: screen.id, title: screen.title, stack: set(.stack, screen.stack),
          backButtonHidden: set(.backButtonHidden, screen.backButtonHidden),
          dismissDisabled: set(.dismissDisabled, screen.dismissDisabled),
          hidesTabBar: set(.hidesTabBar, screen.hidesTabBar), params: set(.params, screen.params),
          destinations: draft.valueTypes.indices.filter { screen.destinations & 1 << UInt64($0) != 0 }
            .map { draft.valueTypes[$0] },
          links: links, ignores: ignores[.screen(ScreenID(s))] ?? [], anchor: screen.anchor)
      }
      let deepLinks = deepLinkDrafts.map { deepLink -> Overlay.DeepLinkEntry in
        Overlay.DeepLinkEntry(
          id: deepLink.id ?? "", url: deepLink.url, label: deepLink.label, to: deepLink.to?.id,
          moves: deepLink.moves.map(spec), anchor: deepLink.idAnchor)
      }
      return Overlay(
        name: draft.name, entry: reference(draft.entry), home: reference(draft.home),
        tabs: draft.tabsGiven ? tabs : nil, screens: screens, removals: removals, deepLinks: deepLinks)
    }
  }
}
