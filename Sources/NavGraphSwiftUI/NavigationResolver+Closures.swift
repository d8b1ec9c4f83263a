internal import NavGraph

/// Closures given to a component's closure property (`CardView(onTap: { ... })`), called by the
/// component (`Button(action: onTap)`), into the effects of the screen's own creations.
extension NavigationResolver {
  /// An action's effects with each call of a closure property replaced by what the closures given to
  /// it do: on a screen, the closures its own code gives (the creations read into its summaries, else
  /// those of its views; when none is the screen's, those presenting the view as a screen, else
  /// every creator's);
  /// one closure in place, several as alternatives (a branch each, so one link each: four cards
  /// that each push are four pushes, not one push followed by three). A closure that calls itself,
  /// through others or not, is left out the second time; one no creator gives stays, for its warning.
  /// With `labelProperty`, the component's property the calling site's label shows
  /// (`LinkSite.labelProperty`), each closure given to a closure property of that component is a
  /// branch labeled with its creation's text for the property.
  /// Linear in the effects and the closures given, per closure property on the path.
  func expandingClosureCalls(
    _ effects: [Effect], screen: ScreenRecord, calling: Set<StateKey> = [],
    labelProperty: StateKey? = nil
  ) -> [Effect] {
    var result: [Effect] = []
    for effect in effects {
      switch effect {
      case .branches(let branches, let location):
        let expanded = branches.map { branch in
          var branch = branch
          branch.effects = expandingClosureCalls(branch.effects, screen: screen, calling: calling)
          return branch
        }
        result.append(.branches(expanded, location))
      case .callClosure(let key, let location, let arguments):
        guard !calling.contains(key) else { continue }
        // An object's closure property assigned one closure (`+AssignedClosures`) runs that one, a
        // subject's send what subscribes to it (`+Subjects`).
        // Less those that only call back a closure being expanded (`MooringGate(enter: enter)` in
        // the screen `MooringGate` pushes, handing its own closure back around a cycle): they add
        // nothing, and, chosen as the screen's own, would hide the closures that act.
        let expanding = calling.union([key])
        let given =
          (reader.closureArguments[key]
          ?? (reader.assignedClosure(key) ?? reader.subjectSubscription(key)).map { [$0] } ?? [])
          .filter { !NavigationResolver.onlyCallsBack($0, expanding) }
        // The creations in the screen's own code first (a sheet written in place is a screen of its
        // own: the closures given in it are not its presenter's), then the screen's views'.
        // Not those in a branch of code the screen shares with other root branches that shows
        // that code's own content (a sign-out button's in a signed-in branch written in place).
        let inCode = given.filter { argument in
          guard let summary = argument.summary, screen.code.contains(summary) else { return false }
          guard screen.sharedRootCode.contains(summary), let site = argument.site else { return true }
          return reader.summaries[summary]?.ownBranchUses.contains(site) != true
        }
        let local =
          inCode.isEmpty
          ? given.filter { argument in argument.creator.map { screen.views.contains($0) } ?? false } : inCode
        // Else the creations that made this screen (`case .two: StepView(title: "Two", next: { ... })`
        // for `StepView.two`), then those that present the view as a screen (a destination, a
        // sheet's view: read into no summary), not those showing it in place on another screen (a
        // wizard's step).
        let made = given.filter { argument in argument.site.map { screen.creations.contains($0) } ?? false }
        let presenting = given.filter { $0.summary == nil }
        let chosen = !local.isEmpty ? local : !made.isEmpty ? made : !presenting.isEmpty ? presenting : given
        let alternatives = chosen.map {
          expandingClosureCalls(
            closureEffects(of: $0, calledWith: arguments), screen: screen, calling: expanding)
        }
        if let labelProperty, labelProperty.owner == key.owner,
          chosen.contains(where: { $0.texts[labelProperty.name] != nil })
        {
          result.append(
            .branches(
              zip(chosen, alternatives).map { argument, effects in
                EffectBranch(
                  condition: nil, literal: nil, effects: effects, label: argument.texts[labelProperty.name])
              }, location))
          continue
        }
        switch alternatives.count {
        case 0: result.append(effect)
        case 1: result += alternatives[0]
        default:
          result.append(
            .branches(alternatives.map { EffectBranch(condition: nil, literal: nil, effects: $0) }, location))
        }
      default:
        result.append(effect)
      }
    }
    return result
  }

  /// Whether a closure given only calls one of the closures being expanded, with nothing else.
  static func onlyCallsBack(_ argument: ClosureArgument, _ expanding: Set<StateKey>) -> Bool {
    guard argument.effects.count == 1, case .callClosure(let called, _, _) = argument.effects[0] else {
      return false
    }
    return expanding.contains(called)
  }

  /// What a given closure does when called: run again with the values the call gives, when the
  /// reader knows each and the closure names its parameters (`onGoTo(.profile)` of `{ tab in
  /// activeTab = tab }` stores `.profile`); else what it does with values it cannot tell. The values
  /// travel with the call (`Effect.callClosure`), so one call site read once per element of a list
  /// (`ForEach(signs) { sign in ... onChoose(sign.wing) }`) gives each element's value.
  private func closureEffects(of argument: ClosureArgument, calledWith values: [Value]?) -> [Effect] {
    guard let closure = argument.closure, let values, closure.parameters.count == values.count
    else { return argument.effects }
    return reader.run(closure, arguments: values, depth: 0)
  }
}
