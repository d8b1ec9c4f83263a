import SwiftUI

// View types nested in namespace enums, declared in extensions and built through member accesses.
@main
struct Atlas: SwiftUI.App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        Atlas.Views.Home()
      }
    }
  }
}

extension Atlas {
  enum Views {}
  enum Models {}
}

extension Atlas.Models {
  struct Star: Hashable { let name: String }
}

extension Atlas.Views {
  struct Home: View {
    let stars = [Atlas.Models.Star(name: "Vega")]
    var body: some View {
      List(stars, id: \.name) { star in
        NavigationLink(destination: Atlas.Views.Detail(star: star)) { Text(star.name) }
      }
      .toolbar {
        NavigationLink(destination: Views.Settings()) { Text("Settings") }
      }
    }
  }
}

extension Atlas.Views {
  struct Detail: View {
    let star: Atlas.Models.Star
    var body: some View {
      NavigationLink("Notes") { Atlas.Views.Detail.Notes() }
    }
  }
}

extension Atlas.Views.Detail {
  struct Notes: View {
    var body: some View { Text("Notes") }
  }
}

extension Atlas.Views {
  struct Settings: View {
    var body: some View { Text("Settings") }
  }
}
