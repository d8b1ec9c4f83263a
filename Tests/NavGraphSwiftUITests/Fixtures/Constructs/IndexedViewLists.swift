import SwiftUI

// Destinations picked from a list of views by position: an object's `[AnyView]` given through the
// environment (`fleet.boats[i]` in a `List` over the indices), and a view's own `let` list of view
// creations (`races[index]` in a `ForEach`). Each element is a push; the names beside them are
// data, not destinations.
final class Fleet: ObservableObject {
  var names = ["Dinghy", "Catamaran"]
  var boats: [AnyView] = [AnyView(DinghyPage()), AnyView(CatamaranPage())]
}

@main
struct RegattaApp: App {
  var body: some Scene {
    WindowGroup {
      HarbourList().environmentObject(Fleet())
    }
  }
}

struct HarbourList: View {
  @EnvironmentObject var fleet: Fleet

  var body: some View {
    NavigationStack {
      List(0..<fleet.names.count, id: \.self) { i in
        NavigationLink(destination: fleet.boats[i]) { Text(fleet.names[i]) }
      }
      NavigationLink("Races") { RaceList() }
    }
  }
}

struct RaceList: View {
  let titles = ["Sprint", "Marathon"]
  let races = [SprintPage(), MarathonPage()]

  var body: some View {
    ForEach(0..<2) { index in
      NavigationLink(destination: races[index]) { Text(titles[index]) }
    }
  }
}

struct DinghyPage: View {
  var body: some View { Text("Dinghy") }
}

struct CatamaranPage: View {
  var body: some View { Text("Catamaran") }
}

struct SprintPage: View {
  var body: some View { Text("Sprint") }
}

struct MarathonPage: View {
  var body: some View { Text("Marathon") }
}
