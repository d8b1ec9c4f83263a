import NavGraphTestSupport

/// The library's golden files: the renderers' outputs (`Golden/render`) and the reporters' outputs
/// (`Golden/reporting`). `GoldenDirectory` says how to regenerate them.
enum Goldens {
  static let render = GoldenDirectory("Tests/NavGraphTests/Golden/render")
  static let reporting = GoldenDirectory("Tests/NavGraphTests/Golden/reporting")
}
