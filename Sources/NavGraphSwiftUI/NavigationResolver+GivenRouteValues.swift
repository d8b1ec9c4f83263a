internal import NavGraph

/// A component's `NavigationLink(value: route)` pushing a value its creators give
/// (`CodeReader+GivenRouteValues`): on a screen, one push per creation of the component that the
/// screen makes.
extension NavigationResolver {
  /// The pushes of `site`, a link whose value is a property of its component that creations give
  /// (`given`), on `screen`: those of the creations in the screen's own code, else those its views
  /// make, else those that made the screen, else every creation; each pushes the value it gives,
  /// labelled with its text for the property the link's label shows (`LinkSite.labelProperty`).
  /// Two creations making the same move give one link. Linear in the creations.
  func givenValuePushes(
    _ site: LinkSite, given: [CodeReader.GivenRouteValue], screen: ScreenRecord
  ) -> [PendingLink] {
    var links: [PendingLink] = []
    for creation in creations(given, on: screen) {
      let label = site.label ?? site.labelProperty.flatMap { creation.texts[$0.name] }
      let moves = valuePushes(
        creation.value, at: site.location, screen: screen.key, stack: reader.siteStacks[site.location])
      for move in moves where !links.contains(where: { $0.moves == [move] }) {
        links.append(PendingLink(moves: [move], label: label))
      }
    }
    return links
  }

  /// The creations of a component that count on `screen`: those in the screen's own code, else
  /// those its views make, else those that made the screen, else every creation.
  func creations(
    _ given: [CodeReader.GivenRouteValue], on screen: ScreenRecord
  ) -> [CodeReader.GivenRouteValue] {
    let inCode = given.filter { $0.summary.map { screen.code.contains($0) } ?? false }
    let local =
      inCode.isEmpty ? given.filter { $0.creator.map { screen.views.contains($0) } ?? false } : inCode
    let made = given.filter { screen.creations.contains($0.site) }
    return !local.isEmpty ? local : !made.isEmpty ? made : given
  }

  /// A component's button pushing a property its creators give, or a field of one, through a path
  /// or router (`Button { coordinator.push(page: page) }`, `path.append(entry.page)`): the effects
  /// once per creation that counts on the screen, each append of the property appending the value
  /// that creation gives, labelled with its text for `labelProperty` (`Button(entry.title)`); nil
  /// when no append of `effects` pushes such a property. O(effects × creations).
  func perGivenValue(
    _ effects: [Effect], screen: ScreenRecord, labelProperty: StateKey?
  ) -> [(effects: [Effect], label: String?)]? {
    for effect in effects {
      guard case .append(_, .state(let key, _), _) = effect, let given = reader.givenRouteValues(for: key)
      else { continue }
      return creations(given, on: screen).map { creation in
        let pushed = effects.map { effect in
          guard case .append(let path, .state(key, _), let location) = effect else { return effect }
          return .append(path, creation.value, location)
        }
        let label = labelProperty.flatMap { $0.owner == key.owner ? creation.texts[$0.name] : nil }
        return (pushed, label)
      }
    }
    return nil
  }
}
