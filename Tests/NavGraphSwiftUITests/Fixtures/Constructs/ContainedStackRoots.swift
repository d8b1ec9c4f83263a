import SwiftUI

// A stack whose root is a container laying out a background and one view: a plain component (an
// image that loads itself) is the host's content, so the host is the screen; a view with navigation
// of its own is the stack's root, as before.

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup { GalleryView() }
  }
}

struct GalleryView: View {
  @State private var showsPhoto = false
  @State private var showsAlbum = false

  var body: some View {
    VStack {
      Button("Photo") { showsPhoto = true }
      Button("Album") { showsAlbum = true }
    }
    .sheet(isPresented: $showsPhoto) { PhotoScreen(name: "sunset") }
    .sheet(isPresented: $showsAlbum) { AlbumScreen() }
  }
}

struct PhotoScreen: View {
  @Environment(\.dismiss) private var dismiss
  let name: String

  var body: some View {
    NavigationStack {
      ZStack {
        Color.black.ignoresSafeArea()
        RemoteImage(name: name)
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Close") { dismiss() }
        }
      }
    }
  }
}

struct RemoteImage: View {
  let name: String
  @State private var loaded = false

  var body: some View {
    Group {
      if loaded {
        Image(name)
      } else {
        ProgressView()
      }
    }
    .task { loaded = true }
  }
}

struct AlbumScreen: View {
  var body: some View {
    NavigationStack {
      ZStack {
        Color.gray.opacity(0.1).ignoresSafeArea()
        AlbumList()
      }
    }
  }
}

struct AlbumList: View {
  var body: some View {
    NavigationLink("First photo") { PhotoDetail() }
  }
}

struct PhotoDetail: View {
  var body: some View { Text("Photo") }
}
