import SwiftUI

// A sheet bound to a component's @Binding, its button in the component: setting and toggling the
// binding show the sheet; the parent's state is the origin.
@main
struct EditApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { EditorView() } }
  }
}

struct EditorView: View {
  @State private var showFilters = false
  @State private var showCrop = false

  var body: some View {
    VStack {
      Text("Editor")
      EditorControls(showFilters: $showFilters, showCrop: $showCrop)
    }
  }
}

struct EditorControls: View {
  @Binding var showFilters: Bool
  @Binding var showCrop: Bool

  var body: some View {
    HStack {
      Button("Filters") { showFilters = true }
      Button("Crop") { showCrop.toggle() }
    }
    .sheet(isPresented: $showFilters) { FiltersView() }
    .fullScreenCover(isPresented: $showCrop) { CropView() }
  }
}

struct FiltersView: View {
  var body: some View { Text("Filters") }
}

struct CropView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
