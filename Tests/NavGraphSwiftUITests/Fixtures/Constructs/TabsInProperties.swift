import SwiftUI

// Tabs written in computed properties of the view holding the TabView, and a tag that is the `id`
// of an enum case.

@main
struct StudioApp: App {
  var body: some Scene {
    WindowGroup { StudioTabs() }
  }
}

final class StudioTabsModel: ObservableObject {
  enum Tab: Hashable, Identifiable {
    case sketches
    case gallery
    case profile

    var id: Self { self }
  }

  @Published var selected: Tab = .sketches

  func showProfile() { selected = .profile }
}

struct StudioTabs: View {
  @StateObject private var model = StudioTabsModel()

  var body: some View {
    TabView(selection: $model.selected) {
      sketchesTab
      galleryTab
      StudioProfileView()
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(StudioTabsModel.Tab.profile.id)
    }
    .environmentObject(model)
  }

  var sketchesTab: some View {
    SketchesView()
      .tabItem { Label("Sketches", systemImage: "pencil") }
      .tag(StudioTabsModel.Tab.sketches)
  }

  var galleryTab: some View {
    GalleryView()
      .tabItem { Label("Gallery", systemImage: "photo") }
      .tag(StudioTabsModel.Tab.gallery)
  }
}

struct SketchesView: View {
  @EnvironmentObject var model: StudioTabsModel

  var body: some View {
    Button("My profile") { model.showProfile() }
  }
}

struct GalleryView: View {
  var body: some View { Text("Gallery") }
}

struct StudioProfileView: View {
  var body: some View { Text("Profile") }
}
