import SwiftUI

// A three-column split view: on iPhone, a stack whose root is the sidebar, the content column
// pushed from it and the detail column pushed from the content column; the detail view only
// chooses between a view and a placeholder by the selection.
@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { AtlasRoot() }
  }
}

struct AtlasRoot: View {
  @State private var region: String?
  @State private var city: String?

  var body: some View {
    NavigationSplitView {
      AtlasRegions(region: $region)
    } content: {
      AtlasCities(city: $city)
    } detail: {
      AtlasDetail(city: city)
    }
  }
}

struct AtlasRegions: View {
  @Binding var region: String?

  var body: some View {
    List(["North", "South"], id: \.self, selection: $region) { name in
      Text(name)
    }
  }
}

struct AtlasCities: View {
  @Binding var city: String?

  var body: some View {
    List(["Oslo", "Rome"], id: \.self, selection: $city) { name in
      Text(name)
    }
  }
}

struct AtlasDetail: View {
  let city: String?

  var body: some View {
    if let city {
      AtlasCity(name: city)
    } else {
      Text("Pick a city")
    }
  }
}

struct AtlasCity: View {
  let name: String
  @State private var sharing = false

  var body: some View {
    Button("Share") { sharing = true }
      .sheet(isPresented: $sharing) { AtlasShare() }
  }
}

struct AtlasShare: View {
  var body: some View { Text("Share") }
}
