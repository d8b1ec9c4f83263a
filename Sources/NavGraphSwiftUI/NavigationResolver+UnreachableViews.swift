internal import NavGraph

/// View types that hold navigation but that nothing the app shows leads to: the description leaves
/// them out, so an app whose `App` still launches a template view would be silently empty without a
/// note naming them.
extension NavigationResolver {
  /// How many names the note lists before it says how many more there are.
  static let unreachableNamesShown = 10

  /// Notes, at the App (or, without one, at the root view a `UIHostingController` is given), the
  /// view types with navigation (a `TabView`, a stack, a `NavigationLink`, a
  /// modal, a `navigationDestination`) whose code is part of no screen and that no code of the App or
  /// of a screen names (a branch the reader leaves out is named there, and reported where it is):
  /// sorted, at most `unreachableNamesShown` named. Previews (`PreviewProvider`) and the App are not
  /// counted, nor the views of the App's later scenes and those they name (noted at the scenes), nor
  /// a case wrapper read through (`CodeReader.caseWrappers`) or a tab's container
  /// (`CodeReader.tabContainers`); a view used only in a
  /// preview is unreachable. Linear in the summaries and their shapes.
  func noteUnreachableNavigation(root: TypeDeclaration) {
    var reached = Set<String>()
    for record in screens.values { reached.formUnion(record.views) }
    // The views the App's later scenes show, and those they name, are noted at their scenes.
    let named = viewsNamed(byCodeOf: reached.union([root.qualifiedName]).union(sceneViews)).union(sceneViews)
      .union(namedRootViews)
    var names = Set<String>()
    for summary in reader.summaries.values {
      guard let host = summary.host, !reached.contains(host), !named.contains(host), !names.contains(host),
        !reader.caseWrappers.contains(host), !reader.tabContainers.contains(host),
        let type = index.types[host], type.isView, !type.isApp, !type.isPreview, holdsNavigation(summary)
      else { continue }
      names.insert(host)
    }
    guard !names.isEmpty else { return }
    let sorted = names.sorted()
    var list = sorted.prefix(Self.unreachableNamesShown).joined(separator: ", ")
    if sorted.count > Self.unreachableNamesShown {
      list += " and \(sorted.count - Self.unreachableNamesShown) more"
    }
    let count =
      sorted.count == 1 ? "1 view type with navigation is" : "\(sorted.count) view types with navigation are"
    warn(
      "\(count) not reachable from the app's root: \(list) (nothing the app shows leads to \(sorted.count == 1 ? "it" : "them"), so the description leaves \(sorted.count == 1 ? "it" : "them") out)",
      at: root.location, severity: .note)
  }

  /// The view types the code of the given views names: the views it uses, and those its structure,
  /// its links, its registrations and its presentations show.
  private func viewsNamed(byCodeOf hosts: Set<String>) -> Set<String> {
    var result = Set<String>()
    var shapes: [Shape] = []
    for summary in reader.summaries.values {
      guard let host = summary.host, hosts.contains(host) else { continue }
      result.formUnion(summary.uses.map(\.type))
      shapes.append(summary.top)
      shapes += summary.registrations.map(\.destination)
      shapes += (reader.presentationsByHost[summary.id] ?? []).map(\.destination)
      for link in summary.links {
        if case .push(let shape) = link.trigger { shapes.append(shape) }
      }
    }
    while let shape = shapes.popLast() {
      switch shape {
      case .view(let name, _, _): result.insert(name)
      case .stack(let inner): shapes.append(inner)
      case .tabs(let info): shapes += info.items.map(\.content)
      case .choice(let alternatives): shapes += alternatives.map(\.shape)
      case .inline, .unresolved, .empty: break
      }
    }
    return result
  }

  /// Whether a summary holds navigation: a stack or a tab view in its structure, a `NavigationLink`,
  /// a `navigationDestination(for:)`, or a presentation bound to state.
  private func holdsNavigation(_ summary: ViewSummary) -> Bool {
    if summary.hostsStack || !summary.registrations.isEmpty
      || !(reader.presentationsByHost[summary.id] ?? []).isEmpty
    {
      return true
    }
    if summary.links.contains(where: {
      switch $0.trigger {
      case .push, .pushValue, .tab: return true
      case .effects: return false
      }
    }) {
      return true
    }
    var shapes = [summary.top]
    while let shape = shapes.popLast() {
      switch shape {
      case .stack, .tabs: return true
      case .choice(let alternatives): shapes += alternatives.map(\.shape)
      case .view, .inline, .unresolved, .empty: break
      }
    }
    return false
  }
}
