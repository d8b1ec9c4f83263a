internal import NavGraph

/// A presenter's own environment dismiss run from a screen it presents modally, through a closure
/// it gives that screen (`AddressForm(onSave: { ...; presentationMode.wrappedValue.dismiss() })`
/// in a sheet's content, the presenter itself a sheet): dismissing the presenter closes what it
/// presents with it, so from the inner screen it is `dismiss` then `dismiss`; a presenter that a
/// push shows (`WinSheet(onHome: returnToHome)` given by a pushed game whose `returnToHome()` calls
/// its `presentationMode.wrappedValue.dismiss()`) pops, and what it presents goes with it: `dismiss`
/// then `pop`. A presenter that neither shows keeps the one `dismiss` of the screen above it.
extension NavigationResolver {
  /// The moves of `origin`'s environment dismiss run from `screen`, whose code is not `origin`'s.
  func presenterDismissal(origin: String, screen: ScreenRecord) -> [PendingMove] {
    var presentedByOrigin = false
    var originPresented = false
    for presentation in reader.presentationsByHost.values.joined()
    where presentation.kind == .sheet || presentation.kind == .fullScreenCover
      || presentation.kind == .popover
    {
      let names = NavigationResolver.viewNames(presentation.destination)
      if presentation.host == .view(origin), !names.isDisjoint(with: screen.views) {
        presentedByOrigin = true
      }
      if names.contains(origin) { originPresented = true }
    }
    guard presentedByOrigin else { return [PendingMove(kind: .dismiss)] }
    if originPresented { return [PendingMove(kind: .dismiss), PendingMove(kind: .dismiss)] }
    if pushedViews.contains(origin) { return [PendingMove(kind: .dismiss), PendingMove(kind: .pop)] }
    return [PendingMove(kind: .dismiss)]
  }

  /// The view types some push shows: a `NavigationLink`'s destination, a `navigationDestination`'s
  /// content (registered for a type, or shown by a flag or an item). Made once: O(link sites,
  /// presentations and registrations).
  var pushedViews: Set<String> {
    if let cached = pushedViewCache { return cached }
    var shapes: [Shape] = reader.registrations.values.joined().map(\.destination)
    shapes += reader.presentationsByHost.values.joined().filter { $0.kind == .push }.map(\.destination)
    for summary in reader.summaries.values {
      for site in summary.links { if case .push(let shape) = site.trigger { shapes.append(shape) } }
    }
    let pushed = shapes.reduce(into: Set<String>()) { $0.formUnion(NavigationResolver.viewNames($1)) }
    pushedViewCache = pushed
    return pushed
  }

  /// The view types a destination shows as a whole (in a stack, or as one of its choices); not
  /// content written in place. Iterative: O(size of the shape).
  static func viewNames(_ shape: Shape) -> Set<String> {
    var names = Set<String>()
    var pending = [shape]
    while let current = pending.popLast() {
      switch current {
      case .view(let name, _, _): names.insert(name)
      case .stack(let inner): pending.append(inner)
      case .choice(let choices): pending += choices.map(\.shape)
      default: break
      }
    }
    return names
  }
}
