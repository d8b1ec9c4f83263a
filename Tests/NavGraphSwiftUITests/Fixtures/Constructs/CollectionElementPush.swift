import SwiftUI

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { DockList() }
  }
}

struct Boat: Identifiable {
  let id: String
  let name: String
}

final class DockStore: ObservableObject {
  @Published var boats: [Boat] = []
}

struct DockList: View {
  @StateObject private var store = DockStore()
  @State private var edited: Boat?

  var body: some View {
    NavigationStack {
      List {
        if let first = store.boats.first {
          NavigationLink(value: first.id) { Text("First") }
        }
        if let last = store.boats.last {
          NavigationLink(value: last) { Text("Last") }
        }
        if let any = store.boats.randomElement() {
          NavigationLink(value: any.id) { Text("Any") }
        }
        if let named = store.boats.first(where: { $0.name == "Ada" }) {
          NavigationLink(value: named.id) { Text("Ada") }
          Button("Edit") { edited = named }
        }
        NavigationLink(value: store.boats[0].id) { Text("Top") }
      }
      .navigationDestination(for: String.self) { boatId in
        BoatDetail(boatId: boatId)
      }
      .navigationDestination(for: Boat.self) { boat in
        BoatDetail(boatId: boat.id)
      }
      .sheet(item: $edited) { boat in
        BoatDetail(boatId: boat.id)
      }
    }
  }
}

struct BoatDetail: View {
  let boatId: String
  var body: some View { Text(boatId) }
}
