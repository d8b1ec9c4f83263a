import SwiftUI

@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardHome() }
  }
}

final class OrchardModel: ObservableObject {
  @Published var picked: String?
}

enum OrchardSheet: Identifiable {
  case basket(String)
  case notes
  var id: String {
    switch self {
    case .basket(let name): return name
    case .notes: return "notes"
    }
  }
}

struct OrchardHome: View {
  @StateObject private var model = OrchardModel()
  @State private var sheet: OrchardSheet?

  var body: some View {
    VStack {
      Button("Basket") { sheet = .basket("pears") }
      Button("Notes") { sheet = .notes }
    }
    .sheet(item: $sheet) { sheet in
      switch sheet {
      case .basket(let name):
        if let picked = model.picked, picked == name {
          OrchardBasket(name: picked)
        } else {
          OrchardBasket(name: name)
        }
      case .notes:
        OrchardNotes()
      }
    }
  }
}

struct OrchardBasket: View {
  let name: String
  @State private var showsLabel = false

  var body: some View {
    Button("Label") { showsLabel = true }
      .sheet(isPresented: $showsLabel) { OrchardLabel() }
  }
}

struct OrchardNotes: View {
  var body: some View { Text("Notes") }
}

struct OrchardLabel: View {
  var body: some View { Text("Label") }
}
