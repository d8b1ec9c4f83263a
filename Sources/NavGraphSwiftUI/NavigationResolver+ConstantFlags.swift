/// Which branches of a view's code run on a screen, by the properties the screen's creations of
/// the view give as literals (`CodeReader+ConstantFlags`).
extension NavigationResolver {
  /// Whether code under the tests may run on a screen: when some creation of each tested view in
  /// the screen's code (its own or its components') lets every test on that view hold; true when
  /// the screen's code creates the view nowhere (it may be shown by other creations). A creation of
  /// the screen's own view type in its own code (a friend's row pushing `PupProfile(isMine: false)`
  /// on `PupProfile`) is another instance, no part of this one: every creation of it then counts.
  /// Linear in the tests and the view's distinct creations.
  func admitsFlags(_ tests: [FlagTest], screen: ScreenRecord) -> Bool {
    guard !tests.isEmpty else { return true }
    var byOwner: [String: [FlagTest]] = [:]
    for test in tests { byOwner[test.owner, default: []].append(test) }
    return byOwner.allSatisfy { owner, tests in
      let isScreensView: Bool
      switch screen.key {
      case .view(let name, _): isScreensView = name == owner
      case .inline: isScreensView = false
      }
      let all = reader.flagCreations[owner] ?? []
      var creations = all.filter { $0.creator.map(screen.views.contains) ?? false }
      if isScreensView, !creations.isEmpty { creations = all }
      guard !creations.isEmpty else { return true }
      return creations.contains { creation in tests.allSatisfy { $0.mayHold(creation) } }
    }
  }
}
