import SwiftUI

// Destinations that show a placeholder while what they need is missing: an `if let` whose `else`
// is `EmptyView()`, `Text(...)`, `ProgressView()` or `Color.clear`. The placeholder is no
// destination: the other branch is.

struct Plant: Hashable {
  var name: String
}

enum Catalog {
  static func plant(named name: String) -> Plant? { Plant(name: name) }
}

enum GreenhouseRoute: Hashable {
  case plant(name: String)
  case care(name: String)
  case shop
}

@main
struct GreenhouseApp: App {
  var body: some Scene {
    WindowGroup { BenchView() }
  }
}

struct BenchView: View {
  @State private var path: [GreenhouseRoute] = []
  @State private var pickedPlant: Plant?
  @State private var showsLabel = false
  @State private var note: GardenNote?

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Fern") { path.append(.plant(name: "fern")) }
        Button("Care") { path.append(.care(name: "fern")) }
        Button("Label") {
          pickedPlant = Catalog.plant(named: "fern"); showsLabel = true
        }
        Button("Note") { note = GardenNote(id: 1, text: "water") }
      }
      .navigationDestination(for: GreenhouseRoute.self) { route in
        switch route {
        case .plant(let name):
          if let plant = Catalog.plant(named: name) {
            PlantView(plant: plant)
          } else {
            EmptyView()
          }
        case .care(let name):
          if let plant = Catalog.plant(named: name) {
            CareView(plant: plant)
          } else {
            ProgressView()
          }
        case .shop:
          ShopView()
        }
      }
      .sheet(isPresented: $showsLabel) {
        if let pickedPlant {
          LabelView(plant: pickedPlant)
        } else {
          Text("No plant picked")
            .foregroundStyle(.secondary)
        }
      }
      .sheet(item: $note) { note in
        if note.text.isEmpty { Color.clear } else { NoteView(text: note.text) }
      }
    }
  }
}

struct GardenNote: Identifiable {
  var id: Int
  var text: String
}

struct PlantView: View {
  let plant: Plant
  var body: some View { NavigationLink("Shop", value: GreenhouseRoute.shop) }
}

struct CareView: View {
  let plant: Plant
  var body: some View { Text(plant.name) }
}

struct ShopView: View {
  var body: some View { Text("Shop") }
}

struct LabelView: View {
  let plant: Plant
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct NoteView: View {
  let text: String
  var body: some View { Text(text) }
}
