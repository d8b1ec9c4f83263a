import SwiftUI

// A confirm panel drawn over a pushed screen (`if showPanel { QuitPanel(...) }` in a ZStack, read
// as a full-screen cover): its "Quit" closure, given by the pushed TrackRoom, clears the flag and
// runs TrackRoom's own `presentationMode` dismiss.
@main
struct TrackApp: App {
  var body: some Scene {
    WindowGroup { TrackList() }
  }
}

struct TrackList: View {
  var body: some View {
    NavigationView {
      NavigationLink("Start", destination: TrackRoom())
    }
  }
}

struct TrackRoom: View {
  @Environment(\.presentationMode) var presentationMode
  @State private var showPanel = false

  var body: some View {
    ZStack {
      VStack {
        Text("Lap 1")
        Button("Stop") { showPanel = true }
      }
      if showPanel {
        QuitPanel(
          onQuit: {
            showPanel = false
            presentationMode.wrappedValue.dismiss()
          },
          onStay: { showPanel = false })
      }
    }
  }
}

struct QuitPanel: View {
  var onQuit: () -> Void
  var onStay: () -> Void

  var body: some View {
    VStack {
      Text("Stop the run?")
      Button("Quit", action: onQuit)
      Button("Stay", action: onStay)
    }
  }
}
