import NavGraphTestSupport

/// The command line's golden files and the broken description whose outputs some of them are.
/// `GoldenDirectory` says how to regenerate them.
enum Goldens {
  static let cli = GoldenDirectory("Tests/NavGraphCLITests/Golden")
}
