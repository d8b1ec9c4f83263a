/// Ids of screens whose view type is nested in another (`extension HistoryView { struct
/// PurchaseDetailView: View { ... } }`): the type's own name, as an app's code and its authors name
/// it, when no other screen has that name; the qualified name (`HistoryView.PurchaseDetailView`)
/// only when two nested types of the app's screens share it, or a type declared in the files read
/// is named so. A type inside a namespace (a caseless enum: `extension App.Views { struct Detail:
/// View }`) keeps its qualified name (`App.Views.Detail`), as the code builds it.
extension NavigationResolver {
  /// The name each view screen's type is written as in ids, by its qualified name: its own name
  /// when unique as above, else the qualified name. Linear in the screens.
  func screenTypeNames() -> [String: String] {
    var qualified: Set<String> = []
    for key in order {
      if case .view(let name, _) = key { qualified.insert(name) }
    }
    var claimants: [String: Int] = [:]
    for name in qualified { claimants[ownName(name), default: 0] += 1 }
    var names: [String: String] = [:]
    for name in qualified {
      let own = ownName(name)
      let unique = claimants[own] == 1 && (own == name || index.types[own] == nil)
      names[name] = unique ? own : name
    }
    return names
  }

  /// The name a nested view type is declared with (`PurchaseDetailView` of
  /// `HistoryView.PurchaseDetailView`); a name not nested as it is.
  private func ownName(_ qualified: String) -> String {
    guard let type = index.types[qualified], type.outer != nil, !isInNamespace(type) else { return qualified }
    return type.name
  }

  /// Whether a type is declared inside a caseless enum, at any level.
  private func isInNamespace(_ type: TypeDeclaration) -> Bool {
    var outer = type.outer
    while let name = outer, let enclosing = index.types[name] {
      if enclosing.kind == .enumType, enclosing.cases.isEmpty { return true }
      outer = enclosing.outer
    }
    return false
  }
}
