import SwiftUI

// Each tab is a generic wrapper given its content as a value (`let content: Content`, created as
// `RouteFrame(content: PantryView(), state: pantry)`), whose body is a stack on the state's path
// around that content and a sheet with a stack of its own; the router's `closeModal()` hides the
// sheet, then clears the sheet's own path.
@main
struct LarderApp: App {
  var body: some Scene {
    WindowGroup { LarderTabs() }
  }
}

enum LarderRoute: Hashable {
  case shelf
  case label
}

final class RouteState: ObservableObject {
  @Published var routes: [LarderRoute] = []
  @Published var showModal = false
  @Published var modalRoutes: [LarderRoute] = []

  func push(_ route: LarderRoute) { routes.append(route) }
  func presentModal() { showModal = true }
  func closeModal() {
    showModal = false
    modalRoutes.removeAll()
  }
}

struct RouteFrame<Content: View>: View {
  let content: Content
  @ObservedObject var state: RouteState

  var body: some View {
    NavigationStack(path: $state.routes) {
      content
        .navigationDestination(for: LarderRoute.self) { route in
          RouteScreen(route: route)
        }
    }
    .environmentObject(state)
    .sheet(isPresented: $state.showModal) {
      NavigationStack(path: $state.modalRoutes) {
        LabelMaker()
      }
      .environmentObject(state)
    }
  }
}

struct RouteScreen: View {
  let route: LarderRoute
  var body: some View {
    switch route {
    case .shelf: ShelfView()
    case .label: LabelMaker()
    }
  }
}

struct LarderTabs: View {
  @StateObject private var pantry = RouteState()
  @StateObject private var cellar = RouteState()

  var body: some View {
    TabView {
      RouteFrame(content: PantryView(), state: pantry)
        .tabItem { Label("Pantry", systemImage: "cabinet") }
      RouteFrame(content: CellarView(), state: cellar)
        .tabItem { Label("Cellar", systemImage: "wineglass") }
    }
  }
}

struct PantryView: View {
  @EnvironmentObject var state: RouteState
  var body: some View {
    VStack {
      Button("Shelf") { state.push(.shelf) }
      Button("Label") { state.presentModal() }
    }
  }
}

struct CellarView: View {
  var body: some View { Text("Cellar") }
}

struct ShelfView: View {
  var body: some View { Text("Shelf") }
}

struct LabelMaker: View {
  @EnvironmentObject var state: RouteState
  var body: some View {
    Button("Done") { state.closeModal() }
  }
}
