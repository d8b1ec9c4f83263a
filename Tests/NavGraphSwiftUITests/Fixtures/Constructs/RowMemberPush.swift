import SwiftUI

// Rows that push a member of their element (`shelf.plant`, `shelf.plant.species`), typed from the
// members' declared types; a row of an undeclared type pushes a member nobody can type.
@main
struct GreenhouseApp: App {
  var body: some Scene {
    WindowGroup { GreenhouseView() }
  }
}

struct Species: Hashable {
  let name: String
}

struct Plant: Hashable {
  let name: String
  let species: Species
}

struct Shelf: Identifiable {
  let id: Int
  let plant: Plant
}

@Observable final class GreenhouseModel {
  var shelves: [Shelf] = []
}

struct GreenhouseView: View {
  @State private var model = GreenhouseModel()
  @State private var imported: [CatalogEntry] = []

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.shelves) { shelf in
          NavigationLink(value: shelf.plant) { Text("Plant") }
        }
        ForEach(model.shelves) { (shelf: Shelf) in
          NavigationLink(value: shelf.plant.species) { Text("Species") }
        }
        ForEach(model.shelves) { shelf in
          let species = shelf.plant.species
          NavigationLink(value: species) { Text("Kind") }
        }
        ForEach(imported) { entry in
          NavigationLink(value: entry.plant) { Text("Imported") }
        }
      }
      .navigationDestination(for: Plant.self) { plant in
        PlantView(plant: plant)
      }
      .navigationDestination(for: Species.self) { species in
        SpeciesView(species: species)
      }
    }
  }
}

struct PlantView: View {
  let plant: Plant

  var body: some View {
    Text(plant.name)
  }
}

struct SpeciesView: View {
  let species: Species

  var body: some View {
    Text(species.name)
  }
}
