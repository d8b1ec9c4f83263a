import SwiftUI

// Sheet and cover content that is the presented view laid beside its own close button: the close
// button sets the presenter's item or flag back to nil or false, so it closes the presented view.
@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { ReelHome() }
  }
}

struct Reel: Identifiable {
  let id: Int
}

struct ReelHome: View {
  @State private var selectedReel: Reel?
  @State private var showTrailer = false

  var body: some View {
    VStack {
      Button("Open") { selectedReel = Reel(id: 1) }
      Button("Trailer") { showTrailer = true }
    }
    .sheet(item: $selectedReel) { reel in
      ZStack(alignment: .topTrailing) {
        ReelDetail(reel: reel)
        Button {
          selectedReel = nil
        } label: {
          Image(systemName: "xmark")
        }
      }
    }
    .fullScreenCover(isPresented: $showTrailer) {
      ZStack(alignment: .topTrailing) {
        ReelTrailer()
        Button {
          showTrailer = false
        } label: {
          Image(systemName: "xmark")
        }
      }
    }
  }
}

struct ReelDetail: View {
  let reel: Reel
  @State private var showTrailer = false

  var body: some View {
    Button("Play") { showTrailer = true }
      .fullScreenCover(isPresented: $showTrailer) {
        ZStack(alignment: .topTrailing) {
          ReelTrailer()
          Button {
            showTrailer = false
          } label: {
            Image(systemName: "xmark")
          }
        }
      }
  }
}

struct ReelTrailer: View {
  var body: some View {
    Text("Trailer")
  }
}
