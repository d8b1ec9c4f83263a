import SwiftUI

// A dismiss through a binding that animates its change: `presentationMode.animation()` and
// `$shown.animation(.easeOut)` stand for the same dismiss action and state.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardList() }
  }
}

struct OrchardList: View {
  @State private var planting = false
  @State private var pruning = false

  var body: some View {
    NavigationView {
      VStack {
        Button("Plant") { planting = true }
        Button("Prune") { pruning = true }
      }
      .sheet(isPresented: $planting) { PlantForm() }
      .sheet(isPresented: $pruning) { PruneForm(shown: $pruning) }
    }
  }
}

struct PlantForm: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Save") {
      presentationMode.animation().wrappedValue.dismiss()
    }
  }
}

struct PruneForm: View {
  @Binding var shown: Bool

  var body: some View {
    Button("Done") {
      $shown.animation(.easeOut).wrappedValue = false
    }
  }
}
