import SwiftUI

// A decorative view (a pattern, a colour) with the real content laid over it: the overlay's view is
// the screen, the backdrop only draws behind it.
@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GardenTabs() }
  }
}

struct GardenTabs: View {
  var body: some View {
    TabView {
      PlantsStack()
        .tabItem { Label("Plants", systemImage: "leaf") }
      Color.mint.ignoresSafeArea()
        .overlay { NavigationStack { SeedList() } }
        .tabItem { Label("Seeds", systemImage: "circle") }
    }
  }
}

struct LeafPattern: View {
  var body: some View {
    ZStack {
      Rectangle().fill(.green.opacity(0.1))
      Text("🌿").font(.system(size: 80))
    }
  }
}

struct Plant: Hashable, Identifiable {
  let id: Int
  let name: String
}

struct PlantsStack: View {
  @State private var path: [Plant] = []

  var body: some View {
    LeafPattern()
      .overlay {
        NavigationStack(path: $path) {
          PlantGrid(path: $path)
        }
      }
  }
}

struct PlantGrid: View {
  @Binding var path: [Plant]
  let plants: [Plant] = []

  var body: some View {
    List(plants) { plant in
      NavigationLink(value: plant) { Text(plant.name) }
    }
    .navigationTitle("Plants")
    .navigationDestination(for: Plant.self) { plant in
      LeafPattern()
        .overlay {
          PlantDetail(plant: plant)
        }
    }
  }
}

struct PlantDetail: View {
  let plant: Plant
  @State private var editing = false

  var body: some View {
    Text(plant.name)
      .toolbar { Button("Edit") { editing = true } }
      .sheet(isPresented: $editing) { PlantEditor() }
  }
}

struct PlantEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct SeedList: View {
  @State private var sowing = false

  var body: some View {
    Button("Sow") { sowing = true }
      .sheet(isPresented: $sowing) { PlantEditor() }
  }
}
