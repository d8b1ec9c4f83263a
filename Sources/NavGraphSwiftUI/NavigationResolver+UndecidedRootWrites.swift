internal import NavGraph

/// A write to a root switch's state after which the root shows none of its branches' views, only
/// the content of the view holding the switch (`if session == nil { SignIn() } else if let profile
/// { Ledger(profile) }`, after `session = token` while `profile` is nil at launch, or set by code
/// the reader does not follow). When the one branch left is waiting for an optional to be set (`if
/// let profile`), the app shows it once the value comes: the move is read as going there, and
/// reported. Otherwise it is read as a `replace` to that view's own screen, which is literally what
/// the code shows, and reported, since the app most likely shows a branch then that the reader
/// could not decide.
extension NavigationResolver {
  /// Warns at a root write whose branch target is the switch host's own content (not a branch
  /// written as the root of a stack or split view, `hostStackBranches`, a screen the code shows):
  /// which conditions
  /// of the switches nested in that branch the reader could not decide (it takes their state's
  /// launch value), and how to state the move. O(nested switches × their branches).
  func warnIfNoBranchShown(
    _ key: StateKey, branch: (condition: Condition, target: Target), screen: ScreenKey,
    at location: SourceAnchor
  ) {
    guard let (host, alternatives) = undecidedBranches(key, branch: branch) else { return }
    let undecided = alternatives.map { innerKey, alternative in
      "'\(innerKey)' \(describe(alternative.condition)) (\(describe(alternative.target)))"
    }
    let why =
      undecided.isEmpty
      ? "after this write the root shows none of its branches' views"
      : "after this write the root shows a branch only when "
        + undecided.joined(separator: " or ")
        + ", which the reader cannot decide here (it takes the value at launch)"
    warn(
      "\(why), so the move is read as 'replace' to the content of '\(host)', the view holding the switch; if the app shows another screen then, "
        + overlayHint(.replace, on: screen),
      at: location)
  }

  /// The branch a root write leaves the root waiting for: after the write the root shows no
  /// branch's view, and the one branch that can show is on an optional being set (`else if let
  /// profile = model.profile`), which the reader takes as nil, its value at launch. Nil for any
  /// other write. O(nested switches × their branches).
  func awaitedBranch(_ key: StateKey, branch: (condition: Condition, target: Target)) -> (
    key: StateKey, target: Target
  )? {
    guard let (_, alternatives) = undecidedBranches(key, branch: branch), alternatives.count == 1,
      let (innerKey, alternative) = alternatives.first, alternative.condition.value == "some"
    else { return nil }
    return (innerKey, alternative.target)
  }

  /// Warns at a root write read as going to the branch it leaves the root waiting for
  /// (`awaitedBranch`).
  func warnAwaitedBranch(
    _ awaited: (key: StateKey, target: Target), screen: ScreenKey, at location: SourceAnchor
  ) {
    warn(
      "after this write the root shows no branch's view until '\(awaited.key)' is set, which the reader cannot follow here (it takes the value at launch), so the move is read as going to \(describe(awaited.target)), the branch shown once it is; if the app shows another screen then, "
        + overlayHint(.replace, on: screen),
      at: location)
  }

  /// The host of a root switch whose own content a branch target is (not a branch written as the
  /// root of a stack or split view, `hostStackBranches`, a screen the code shows), with the
  /// alternatives of the switches nested in that branch that show something else: those the
  /// reader could not decide. Nil when the branch shows a view.
  private func undecidedBranches(_ key: StateKey, branch: (condition: Condition, target: Target)) -> (
    host: String, alternatives: [(StateKey, (condition: Condition, target: Target))]
  )? {
    guard case .screen(let target) = branch.target, case .view(let host, nil) = target,
      rootSwitchHosts.contains(host), !hostStackBranches.contains(target)
    else { return nil }
    var undecided: [(StateKey, (condition: Condition, target: Target))] = []
    // Whether a nested switch shows the host's own content as one of its branches (a view whose
    // own form steps on to another, `NavigationResolver+NestedRootChoices`): that content is a
    // branch's view.
    var ownBranch = false
    let inner = rootSwitchParents.filter { $0.value.outer == key && $0.value.condition == branch.condition }
    for innerKey in inner.keys.sorted(by: { "\($0)" < "\($1)" }) {
      // The host's own state starts at its initial value each time the host appears (`@State
      // private var finished = false` in the view the write shows): decided.
      let fresh = innerKey.owner == host ? initialValue(of: innerKey) : nil
      for alternative in rootSwitches[innerKey] ?? [] {
        if case .screen(let shown) = alternative.target, shown == target {
          ownBranch = true
          continue
        }
        if let fresh, !alternative.condition.admits(fresh) { continue }
        undecided.append((innerKey, alternative))
      }
    }
    if undecided.isEmpty, ownBranch { return nil }
    return (host, undecided)
  }

  /// A branch's condition in words: `is nil`, `is not nil`, `is .home`, `is not .home`.
  private func describe(_ condition: Condition) -> String {
    if let value = condition.value {
      switch value {
      case "some": return "is not nil"
      case "nil", "true", "false": return "is \(value)"
      default: return "is .\(value)"
      }
    }
    switch condition.excluded {
    case ["some"]: return "is nil"
    case ["nil"]: return "is not nil"
    default:
      return "is none of " + condition.excluded.map { $0 == "nil" ? $0 : ".\($0)" }.joined(separator: ", ")
    }
  }

  /// A root target in words: the screen's name, or the tab bar.
  private func describe(_ target: Target) -> String {
    switch target {
    case .screen(let key): return "'\(screenName(key))'"
    case .tabs: return "the tab bar"
    }
  }
}
