/// Which branches of a view's code run on a screen, by the properties the screen's creations of
/// the view give as literals (`CodeReader+ConstantFlags`).
extension NavigationResolver {
  /// Whether code under the tests may run on a screen: when some creation of each tested view in
  /// the screen's code (its own or its components') lets every test on that view hold; true when
  /// the screen's code creates the view nowhere (it may be shown by other creations). Linear in
  /// the tests and the view's distinct creations.
  func admitsFlags(_ tests: [FlagTest], screen: ScreenRecord) -> Bool {
    guard !tests.isEmpty else { return true }
    var byOwner: [String: [FlagTest]] = [:]
    for test in tests { byOwner[test.owner, default: []].append(test) }
    return byOwner.allSatisfy { owner, tests in
      let creations = (reader.flagCreations[owner] ?? []).filter {
        $0.creator.map(screen.views.contains) ?? false
      }
      guard !creations.isEmpty else { return true }
      return creations.contains { creation in tests.allSatisfy { $0.mayHold(creation) } }
    }
  }
}
