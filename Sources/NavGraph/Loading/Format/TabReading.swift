/// The JSON format's tab bar: the part of `DescriptionReader` under `tabs`.
extension DescriptionReader {
  /// Reads `tabs` into the draft, and whether it was given and readable.
  mutating func readTabs() throws(LoadStop) {
    let read = try readArray("'tabs'", path: "tabs", of: .tabs) {
      (reader: inout DescriptionReader) throws(LoadStop) in try reader.readTab(reader.draft.tabs.count)
    }
    draft.tabsGiven = read
    draft.tabsUnreadable = !read
  }

  private mutating func readTab(_ t: Int) throws(LoadStop) {
    let offset = scanner.pos
    var tab = Tab(id: "", root: nil, anchor: anchor(offset))
    var id = ByteRef.none
    var idOffset = offset
    var root: AppDraft.Reference?
    /// The keys read, once the whole object was.
    var seen: UInt32?
    defer {
      draft.addTab(tab, id: id, idAnchor: anchor(idOffset), root: root)
      // A tab without `root` is pointed at by its id's value when it has one, else by its `{`.
      for (index, key) in TabKey.allCases.enumerated()
      where key.required && seen.map({ $0 & 1 << index == 0 }) == true {
        diagnostics.add(
          .error, .missingKey, at: anchor(idOffset), path: JSONPaths.tab(t),
          "missing required key '\(key.rawValue)' in tab")
      }
    }
    guard try expect(.object, "a tab", path: JSONPaths.tab(t)) else { return }
    seen = try readMembers(tabKeys, parent: JSONPaths.tab(t)) {
      (reader: inout DescriptionReader, key: TabKey) throws(LoadStop) in
      let name = key.rawValue
      func path() -> String { JSONPaths.member(JSONPaths.tab(t), name) }
      switch key {
      case .id:
        if let value = try reader.readString(name, path: path()) {
          id = reader.reference(value)
          idOffset = value.quote
          tab.id = reader.text(value)
        }
      case .title:
        if let value = try reader.readString(name, path: path()) { tab.title = reader.text(value) }
      case .icon:
        if let value = try reader.readString(name, path: path()) { tab.icon = reader.text(value) }
      case .root:
        if let value = try reader.readString(name, path: path()) { root = reader.idReference(value) }
      case .stack:
        if let value = try reader.readBool(name, path: path()) { tab.stack = value }
      }
    }
  }
}
