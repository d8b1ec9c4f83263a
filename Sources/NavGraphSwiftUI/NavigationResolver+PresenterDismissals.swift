internal import NavGraph

/// A presenter's own environment dismiss run from a screen it presents modally, through a closure
/// it gives that screen (`AddressForm(onSave: { ...; presentationMode.wrappedValue.dismiss() })`
/// in a sheet's content, the presenter itself a sheet): dismissing the presenter closes what it
/// presents with it, so from the inner screen it is `dismiss` then `dismiss`. A presenter that no
/// modal shows keeps the one `dismiss` of the screen above it.
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
    guard presentedByOrigin, originPresented else { return [PendingMove(kind: .dismiss)] }
    return [PendingMove(kind: .dismiss), PendingMove(kind: .dismiss)]
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
