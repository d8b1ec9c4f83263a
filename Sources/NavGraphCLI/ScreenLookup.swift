import NavGraph

/// Screen and deep-link ids given on the command line, resolved with a did-you-mean on failure.
enum ScreenLookup {
  /// The screen with id `id`, or the reason there is none: `unknown screen`,
  /// suggesting the closest id, or the id of a screen whose title is `id`.
  static func resolve(_ id: String, in app: App) throws(UnknownScreen) -> ScreenID {
    if let s = app.screen(withID: id) { return s }
    let ids = app.screens.map(\.id)
    var hint = ""
    if let titled = app.screens.first(where: { $0.title == id }) {
      hint = "; did you mean '\(titled.id)' (titled '\(id)')?"
    } else if let near = NearMatch.suggestion(for: id, among: ids) {
      hint = "; did you mean '\(near)'?"
    }
    throw UnknownScreen(id: id, message: "unknown screen '\(id)'\(hint)")
  }

  /// The screens `from` (when given) and `to`, the first unknown one thrown.
  static func resolve(from: String?, to: String, in app: App) throws(UnknownScreen) -> (ScreenID?, ScreenID) {
    let start = try from.map { id throws(UnknownScreen) in try resolve(id, in: app) }
    return (start, try resolve(to, in: app))
  }

  /// The index of the deep link with id `id` in `App.deepLinks`, or the reason there is none:
  /// `unknown deep link`, suggesting the closest id (`NearMatch`), or saying the app has none.
  static func resolveDeepLink(_ id: String, in app: App) throws(UnknownScreen) -> Int {
    let ids = app.deepLinks.map(\.id)
    if let d = ids.firstIndex(of: id) { return d }
    var hint = ""
    if ids.isEmpty {
      hint = ": the description has no 'deepLinks'"
    } else if let near = NearMatch.suggestion(for: id, among: ids) {
      hint = "; did you mean '\(near)'?"
    }
    throw UnknownScreen(id: id, message: "unknown deep link '\(id)'\(hint)")
  }

  /// The screen with id `id`; nil after printing why there is none on standard error.
  static func find(_ id: String, in app: App, _ console: Console) -> ScreenID? {
    do {
      return try resolve(id, in: app)
    } catch {
      console.error(error.message)
      return nil
    }
  }
}

/// A screen id (or a deep-link id) given on the command line that names no screen (no deep link),
/// and the message that says so.
struct UnknownScreen: Error {
  var id: String
  var message: String
}
