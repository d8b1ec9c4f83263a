import SwiftUI

// SwiftUI's first betas' links (2019): `NavigationButton(destination:)` pushes,
// `PresentationButton(destination:)` (later `PresentationLink`) presents a sheet. Code of that
// summer no longer compiles, but it says where each control goes.

struct AtlasHome: View {
  var body: some View {
    NavigationView {
      List {
        NavigationButton(destination: AtlasRegion()) {
          Text("Regions")
        }
        PresentationButton(destination: AtlasLegend()) {
          Text("Legend")
        }
        PresentationLink(destination: AtlasCredits()) {
          Text("Credits")
        }
      }
    }
  }
}

struct AtlasRegion: View {
  var body: some View { Text("Regions") }
}

struct AtlasLegend: View {
  var body: some View { Text("Legend") }
}

struct AtlasCredits: View {
  var body: some View { Text("Credits") }
}
