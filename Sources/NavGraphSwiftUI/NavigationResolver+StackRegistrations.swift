/// Two stacks registering one value type with different destinations (a sign-in stack whose
/// `navigationDestination(for: Route.self)` shows SignUpView, and the main stack's showing every
/// screen, in one view): a push from a screen that only those stacks' content creates is resolved
/// with the registrations of its own stacks, not another stack's.
extension NavigationResolver {
  /// The registrations of a value type that apply to a push from a screen: when they are written in
  /// two or more stacks and every creation of the screen's view is inside a stack, those written in
  /// its stacks and those written outside any stack (on a view a stack elsewhere shows); all of
  /// them otherwise, or when none is left. O(registrations).
  func stackRegistrations(_ registrations: [Registration], on screen: ScreenKey) -> [Registration] {
    let stacks = Set(registrations.compactMap(\.stack))
    guard stacks.count > 1, case .view(let name, _) = screen,
      let creations = reader.creationStacks[name], !creations.contains(nil)
    else { return registrations }
    let own = registrations.filter { registration in
      registration.stack.map { creations.contains($0) } ?? true
    }
    return own.isEmpty ? registrations : own
  }
}
