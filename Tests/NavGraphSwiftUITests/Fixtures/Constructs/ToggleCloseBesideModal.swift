import SwiftUI

// A cover whose content is the presented view beside a close button that toggles the
// presenter's flag back: the view is the cover's screen, the button its dismiss.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { KilnShelf() } }
  }
}

struct KilnShelf: View {
  @State private var showsGlazes = false

  var body: some View {
    Button("Glazes") { showsGlazes.toggle() }
      .fullScreenCover(isPresented: $showsGlazes) {
        ZStack(alignment: .topLeading) {
          Color.black.ignoresSafeArea()
          GlazeCarousel()
          Button {
            showsGlazes.toggle()
          } label: {
            Image(systemName: "xmark")
          }
        }
      }
  }
}

struct GlazeCarousel: View {
  var body: some View { Text("Glazes") }
}
