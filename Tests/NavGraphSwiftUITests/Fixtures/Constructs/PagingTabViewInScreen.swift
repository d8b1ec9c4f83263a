import SwiftUI

// A screen showing its photos in a paging `TabView` made by a `ForEach` over an array: pages of
// content, no tab bar, so no tabs to read.
@main
struct AlbumApp: App {
  var body: some Scene {
    WindowGroup { AlbumView() }
  }
}

struct AlbumView: View {
  let photos = ["dune", "cliff", "bay"]

  var body: some View {
    NavigationStack {
      VStack {
        TabView {
          ForEach(photos, id: \.self) { photo in
            Image(photo)
          }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
        NavigationLink("Details") { AlbumDetailView() }
      }
    }
  }
}

struct AlbumDetailView: View {
  var body: some View {
    TabView {
      ForEach(0..<3) { index in
        Text("Page \(index)")
      }
    }
    .tabViewStyle(.page)
  }
}
