/// Two root switches on the same state in different branches of an outer one: one router's route
/// switched by the signed-out branch (`switch router.route { case .login: Login() default:
/// Registration() }`) and by the signed-in one (`case .home: Home() case .search: Search() ...`). A
/// write of the route from a screen changes the switch of the branch the screen is in, not the
/// other (the outer state is not written), and a write of both changes the inner switch of the
/// branch the outer value selects (held-out set 157, a news app: its sign-up and sign-in screens'
/// moves were read against the signed-in switch, registered last).
extension NavigationResolver {
  /// One root switch on a state: its branches and, when it is nested in a branch of another, that
  /// switch's state and the branch's condition.
  struct RootSwitchVariant {
    var branches: [(condition: Condition, target: Target)]
    var parent: (outer: StateKey, condition: Condition)?
  }

  /// Records a switch on `key` as registered (`register(switching:)`), beside any other on it.
  func addRootSwitchVariant(_ key: StateKey, _ branches: [(condition: Condition, target: Target)]) {
    rootSwitchVariants[key, default: []].append(RootSwitchVariant(branches: branches))
  }

  /// Records the outer switch of the switch on `key` registered last.
  func setRootSwitchParent(_ key: StateKey, outer: StateKey, condition: Condition) {
    rootSwitchParents[key] = (outer, condition)
    guard let last = rootSwitchVariants[key]?.indices.last else { return }
    rootSwitchVariants[key]![last].parent = (outer, condition)
  }

  /// The branches a write of `key` on `screen` chooses among: with one switch on `key`, its own;
  /// with several, the one among whose branches the screen is, else the last registered.
  /// O(branches).
  func rootSwitchBranches(_ key: StateKey, screen: ScreenKey) -> [(condition: Condition, target: Target)]? {
    guard let variants = rootSwitchVariants[key], variants.count > 1 else { return rootSwitches[key] }
    let own = variants.first { variant in
      variant.branches.contains { branch in
        if case .screen(let shown) = branch.target { return shown == screen }
        return false
      }
    }
    return own?.branches ?? rootSwitches[key]
  }

  /// The switch on `inner` nested in the branch of `outer` that the case `name` selects, directly
  /// or through switches between them that the action does not write (`written`), each showing the
  /// branch on the way by its state's initial value (`if needsSetup { Setup() } else { switch
  /// router.route { ... } }` under the signed-in branch, `needsSetup` starting false): its
  /// branches, or nil when no switch on `inner` is nested there. O(nesting depth × variants).
  func nestedRootSwitch(
    _ inner: StateKey, under outer: StateKey, selecting name: String, written: Set<StateKey> = []
  ) -> [(condition: Condition, target: Target)]? {
    let variants =
      rootSwitchVariants[inner]
      ?? rootSwitchParents[inner].map { [RootSwitchVariant(branches: rootSwitches[inner] ?? [], parent: $0)] }
      ?? []
    return variants.first { variant in
      guard var parent = variant.parent else { return false }
      var visited: Set<StateKey> = [inner]
      // Up through unwritten switches whose initial value shows the branch on the way.
      while parent.outer != outer {
        let between = parent.outer
        guard !written.contains(between), visited.insert(between).inserted,
          let value = initialValue(of: between), holds(parent.condition, for: value),
          let next = rootSwitchParents[between]
        else { return false }
        parent = next
      }
      return holds(parent.condition, for: name)
    }?.branches
  }
}
