// Destinations built by methods of a value typed by a protocol that one struct of the files read
// conforms to, each returning `AnyView` from a switch, called from the presentations' closures.
// Expected: entry Lobby (stack); Lobby: push Rules 'Rules' (value Page), sheet Scores 'Scores',
//           fullScreenCover Credits 'Credits'.
import SwiftUI

enum Page: Hashable { case rules }

enum Modal: String, Identifiable {
  case scores
  var id: String { rawValue }
}

enum Cover: String, Identifiable {
  case credits
  var id: String { rawValue }
}

protocol PageMaker {
  func page(_ page: Page) -> AnyView
  func sheet(for modal: Modal) -> AnyView
  func cover(_ cover: Cover) -> AnyView
}

struct GamePages: PageMaker {
  func page(_ page: Page) -> AnyView {
    switch page {
    case .rules: return AnyView(Rules())
    }
  }
  func sheet(for modal: Modal) -> AnyView {
    switch modal {
    case .scores: return AnyView(Scores())
    }
  }
  func cover(_ cover: Cover) -> AnyView {
    switch cover {
    case .credits: return AnyView(Credits())
    }
  }
}

@main
struct GameApp: App {
  var body: some Scene { WindowGroup { Lobby(maker: GamePages()) } }
}

struct Lobby: View {
  let maker: PageMaker
  @State private var path: [Page] = []
  @State private var modal: Modal?
  @State private var cover: Cover?
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Rules") { path.append(.rules) }
        Button("Scores") { modal = .scores }
        Button("Credits") { cover = .credits }
      }
      .navigationDestination(for: Page.self) { page in maker.page(page) }
    }
    .sheet(item: $modal) { modal in maker.sheet(for: modal) }
    .fullScreenCover(item: $cover) { cover in maker.cover(cover) }
  }
}

struct Rules: View {
  var body: some View { Text("Rules") }
}

struct Scores: View {
  var body: some View { Text("Scores") }
}

struct Credits: View {
  var body: some View { Text("Credits") }
}
