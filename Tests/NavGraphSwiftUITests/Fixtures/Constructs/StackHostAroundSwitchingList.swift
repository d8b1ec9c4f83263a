import SwiftUI

// The App's root view is a stack around a list whose body shows an empty state or the rows
// (`if plants.isEmpty { ... } else { ... }`), with a toolbar link and a cover of its own: the root
// view is the screen and the entry, the list its content, and the list's `if` is no root switch.

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GardenHome() }
  }
}

struct Plant: Identifiable, Hashable {
  let id: Int
  let name: String
}

struct GardenHome: View {
  @State private var adding = false
  @State private var path: [Plant] = []

  var body: some View {
    NavigationStack(path: $path) {
      PlantGrid(plants: [])
        .navigationTitle("Garden")
        .toolbar {
          NavigationLink("About") { GardenAbout() }
          Button("Add") { adding = true }
        }
        .fullScreenCover(isPresented: $adding) { PlantForm() }
        .navigationDestination(for: Plant.self) { plant in PlantPage(plant: plant) }
    }
  }
}

struct PlantGrid: View {
  let plants: [Plant]

  var body: some View {
    if plants.isEmpty {
      Text("No plants yet")
    } else {
      List(plants) { plant in
        NavigationLink(plant.name, value: plant)
      }
    }
  }
}

struct PlantPage: View {
  let plant: Plant
  var body: some View { Text(plant.name) }
}

struct GardenAbout: View {
  var body: some View { Text("About") }
}

struct PlantForm: View {
  var body: some View { Text("New plant") }
}
