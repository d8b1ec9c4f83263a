internal import NavGraph

/// Two stacks registering one value type with different destinations (a sign-in stack whose
/// `navigationDestination(for: Route.self)` shows SignUpView, and the main stack's showing every
/// screen, in one view; or two tabs, each with its own stack registering `String`): a push is
/// resolved with the registrations of the stack it is made in, not another stack's, as SwiftUI
/// looks the destination up in the stack the link is in.
extension NavigationResolver {
  /// The registrations of a value type that apply to a push from a screen: when they are written in
  /// two or more stacks, those written in the push's stacks and those written outside any stack (on
  /// a view a stack elsewhere shows). The push's stacks are `stack` when the push is known to be in
  /// one (a `NavigationLink(value:)` written in a stack, an append to a stack's path), else the
  /// stacks whose content creates the screen's view when every creation is inside one. All of them
  /// otherwise, or when none is left. O(registrations).
  func stackRegistrations(_ registrations: [Registration], on screen: ScreenKey, stack: SourceAnchor? = nil)
    -> [Registration]
  {
    let stacks = Set(registrations.compactMap(\.stack))
    guard stacks.count > 1 else { return registrations }
    let pushing: Set<SourceAnchor?>
    if let stack {
      pushing = [stack]
    } else if case .view(let name, _) = screen, let creations = reader.creationStacks[name],
      !creations.contains(nil)
    {
      pushing = creations
    } else {
      return registrations
    }
    let own = registrations.filter { registration in
      registration.stack.map { pushing.contains($0) } ?? true
    }
    return own.isEmpty ? registrations : own
  }

  /// The stack an append to a path pushes on: the one stack the path's state (or the state it is
  /// bound to) is given to as `NavigationStack(path:)`; nil when none or several.
  func pushedStack(_ path: StateKey) -> SourceAnchor? {
    var found: Set<SourceAnchor> = []
    for key in [path] + origins(of: path) {
      found.formUnion(reader.pathStacks[key] ?? [])
    }
    return found.count == 1 ? found.first : nil
  }

  /// The one type registered on `stack` (`.navigationDestination(for: Film.self)` in its content),
  /// for a pushed value whose type the reader cannot tell (an element of a list an undeclared model
  /// holds): on that stack a value of any other type shows nothing. Nil when the stack is unknown,
  /// registers several types, or a registration the reader cannot place in a stack has another
  /// type. Linear in the registrations.
  func onlyRegisteredType(on stack: SourceAnchor?) -> String? {
    guard let stack else { return nil }
    var placed: Set<String> = []
    var unplaced: Set<String> = []
    for (type, registrations) in reader.registrations {
      if registrations.contains(where: { $0.stack == stack }) { placed.insert(type) }
      if registrations.contains(where: { $0.stack == nil }) { unplaced.insert(type) }
    }
    guard placed.count == 1, let type = placed.first, unplaced.isSubset(of: placed) else { return nil }
    return type
  }

  /// Whether a value the reader cannot tell is written as a plain name (`reel`: a row's element, a
  /// closure's parameter), not a case of a type named (`Badge.gold`) or a call's result.
  func isPlainName(_ value: Value) -> Bool {
    switch value {
    case .unknown(let text), .nonNil(let text):
      return !text.isEmpty
        && text.unicodeScalars.allSatisfy {
          $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    default: return false
    }
  }

  /// The one type the screen's own code registers (`.navigationDestination(for: Track.self)` on the
  /// list whose rows push), for a pushed value written as a name whose type the reader cannot tell and whose stack's
  /// registrations do not decide it (a list written outside the stack it is shown in): a view
  /// registering one type beside its links pushes values of that type. Nil when the screen's code
  /// registers no type or several. Linear in the registrations of the screen's summaries.
  func onlyTypeRegistered(by screen: ScreenKey) -> String? {
    guard let record = screens[screen] else { return nil }
    var types: Set<String> = []
    for id in record.code {
      for registration in reader.summaries[id]?.registrations ?? [] where !registration.isGenericParameter {
        types.insert(registration.type)
      }
    }
    return types.count == 1 ? types.first : nil
  }
}
