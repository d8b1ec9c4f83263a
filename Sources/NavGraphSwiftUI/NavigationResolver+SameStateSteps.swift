internal import NavGraph

/// A branch of a root switch whose view switches again on the same state, with chrome of its own
/// around the inner switch: a wizard whose steps share a step indicator (`if setup.stage == .done {
/// LobbyView() } else { SetupFlow(setup: setup) }`, SetupFlow's body `NavigationStack { VStack {
/// StepIndicator(); switch setup.stage { case .hello: HelloStep(...) case .name: NameStep(...) ... };
/// Footer() } }`). Each step is a screen the user goes through, and writing the state moves the
/// root from step to step: the inner branches are branches of the root switch, for the values
/// the outer branch admits, and the view's code (its chrome) is code around each of them.
extension NavigationResolver {
  /// The root targets of the steps, each with its condition, when `shape` is a view whose body
  /// (in a stack or not) is a choice on `key` alone whose branches for the values `outer` admits
  /// are view types (a step showing nothing is left out), at least two of them. Nil otherwise.
  /// O(branches).
  func sameStateSteps(_ shape: Shape, key: StateKey, within outer: Condition) -> [(
    condition: Condition, target: Target
  )]? {
    guard case .view(let name, _, _) = shape else { return nil }
    let host = shownView(by: name).name
    var stack = false
    var branches: [(conditions: [Condition], shape: Shape)]
    switch reader.summaries[.view(host)]?.top {
    case .choice(let found)?: branches = found
    case .stack(.choice(let found))?:
      branches = found
      stack = true
    default: return nil
    }
    var steps: [(condition: Condition, shape: Shape)] = []
    for branch in branches {
      guard branch.conditions.count == 1, case .state(let tested) = branch.conditions[0].subject,
        environmentOrigin(of: tested) == key, let value = branch.conditions[0].value
      else { return nil }
      // A value the outer branch does not admit is shown by another branch of the root.
      guard outer.admits(value) else { continue }
      switch branch.shape {
      case .empty: continue
      case .view: steps.append((branch.conditions[0], branch.shape))
      default: return nil
      }
    }
    guard steps.count > 1 else { return nil }
    // The view holds a root switch: its branches are no components of its code, which is around
    // each step.
    rootSwitchHosts.insert(host)
    var result: [(condition: Condition, target: Target)] = []
    for step in steps {
      guard let target = targets(step.shape, selector: nil, stack: stack).first else { continue }
      attachAroundCode(.view(host), to: target)
      result.append((step.condition, target))
    }
    return result
  }
}

extension NavigationResolver {
  /// The branches of a `switch` on the state of a root switch taken on a screen that is shown for
  /// one value of that state only (a wizard's step, `case .name: NameStep(...)`): the branch naming
  /// that value, else the `default`, so that the step's `setup.advance()`, whose `switch stage {
  /// case .hello: stage = .name ... }` moves every step to the next, moves this one from its own
  /// value. All of them for any other switch or screen. O(branches × root branches).
  func currentStateBranches(_ branches: [EffectBranch], screen: ScreenRecord) -> [EffectBranch] {
    guard let state = branches.first?.state,
      branches.allSatisfy({ $0.state?.key == state.key }),
      let alternatives = rootSwitches[environmentOrigin(of: state.key)]
    else { return branches }
    let values = Set(
      alternatives.compactMap { alternative -> String? in
        guard case .screen(let key) = alternative.target, key == screen.key else { return nil }
        return alternative.condition.value
      })
    guard values.count == 1, let value = values.first else { return branches }
    let named = branches.filter { $0.state?.cases.contains(value) == true }
    return named.isEmpty ? branches.filter { $0.state?.cases.isEmpty == true } : named
  }
}
