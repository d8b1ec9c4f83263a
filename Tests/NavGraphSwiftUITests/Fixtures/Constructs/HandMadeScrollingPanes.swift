import SwiftUI

@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { ReelShelf() }
  }
}

struct ReelShelf: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Film") { FilmDetail() }
    }
  }
}

struct FilmDetail: View {
  var body: some View {
    ScrollView {
      VStack {
        Text("Poster")
        FilmPanes(title: "Reel")
      }
    }
  }
}

enum FilmPane: CaseIterable {
  case cast, reviews
}

struct FilmPanes: View {
  let title: String
  @State private var pane: FilmPane = .cast

  var body: some View {
    VStack {
      HStack {
        ForEach(FilmPane.allCases, id: \.self) { item in
          Button(title) { pane = item }
        }
      }
      switch pane {
      case .cast: CastList()
      case .reviews: ReviewList()
      }
    }
  }
}

struct CastList: View {
  var body: some View {
    NavigationLink("Actor") { ActorView() }
  }
}

struct ReviewList: View {
  @State private var writing = false

  var body: some View {
    Button("Write") { writing = true }
      .sheet(isPresented: $writing) { ReviewEditor() }
  }
}

struct ActorView: View {
  var body: some View { Text("Actor") }
}

struct ReviewEditor: View {
  var body: some View { Text("Editor") }
}
