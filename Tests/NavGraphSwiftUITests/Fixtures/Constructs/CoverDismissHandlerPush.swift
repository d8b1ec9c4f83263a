import SwiftUI

// A cover whose `onDismiss` toggles the flag of the presenter's own pushed destination: once the
// cover (a cropper) closes, the presenter pushes the result screen. A second cover's `onDismiss`
// only keeps the picked name and clears its own flag, which is no navigation.
@main
struct PressApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { LeafPress() } }
  }
}

struct LeafPress: View {
  @State private var cropping = false
  @State private var cropped = false
  @State private var naming = false
  @State private var name = ""

  var body: some View {
    VStack {
      Button("Crop") { cropping = true }
      Button("Name") { naming = true }
    }
    .fullScreenCover(isPresented: $cropping, onDismiss: { cropped.toggle() }) {
      LeafCropper()
    }
    .fullScreenCover(isPresented: $naming, onDismiss: keepName) {
      LeafNamer()
    }
    .navigationDestination(isPresented: $cropped) {
      LeafResult()
    }
  }

  func keepName() {
    name = "oak"
    naming = false
  }
}

struct LeafCropper: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Use") { dismiss() }
  }
}

struct LeafNamer: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Save") { dismiss() }
  }
}

struct LeafResult: View {
  var body: some View { Text("Result") }
}
