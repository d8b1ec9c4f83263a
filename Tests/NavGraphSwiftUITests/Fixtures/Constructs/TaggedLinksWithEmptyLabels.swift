import SwiftUI

final class ReelRouter: ObservableObject {
  @Published var route: ReelRoute? = .intro
}

enum ReelRoute: Hashable {
  case intro, shelf, search
}

@main
struct ReelApp: App {
  @StateObject private var router = ReelRouter()

  var body: some Scene {
    WindowGroup { ReelHome().environmentObject(router) }
  }
}

/// Links bound to a route, each with an empty label closure (`{}`), so none can be tapped; the
/// route starts on the first, and the intro's button moves to the second. The destination of the
/// third is a method of the view given by name.
struct ReelHome: View {
  @EnvironmentObject var router: ReelRouter

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: ReelIntro(), tag: .intro, selection: $router.route) {}
        NavigationLink(destination: ReelShelf(), tag: .shelf, selection: $router.route) {}
        NavigationLink(tag: .search, selection: $router.route, destination: searchPage) { EmptyView() }
        Button("Search") { router.route = .search }
      }
    }
  }

  private func searchPage() -> some View {
    let page = ReelSearch(query: "")
    return page
  }
}

struct ReelIntro: View {
  @EnvironmentObject var router: ReelRouter

  var body: some View {
    Button("Enter") { router.route = .shelf }
  }
}

struct ReelShelf: View {
  var body: some View { Text("Shelf") }
}

struct ReelSearch: View {
  let query: String
  var body: some View { Text("Search \(query)") }
}
