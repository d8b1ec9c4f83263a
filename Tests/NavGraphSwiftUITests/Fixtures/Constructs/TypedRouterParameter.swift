import SwiftUI

// A router method with a typed parameter, called with a value the reader cannot type (the `if let`
// of a model's optional): the parameter's declared type says what is pushed.

@main
struct TeaApp: App {
  @StateObject private var router = TeaRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        TeaListView()
          .navigationDestination(for: TeaKind.self) { kind in
            TeaDetailView(kind: kind)
          }
      }
      .environmentObject(router)
    }
  }
}

enum TeaKind: Hashable {
  case green
  case oolong
}

struct TeaItem {
  var name: String
  var kind: TeaKind?
}

final class TeaRouter: ObservableObject {
  @Published var path = NavigationPath()

  func showDetails(kind: TeaKind) { path.append(kind) }
}

struct TeaListView: View {
  @EnvironmentObject var router: TeaRouter
  let teas: [TeaItem] = []

  var body: some View {
    List(teas, id: \.name) { tea in
      Button(tea.name) {
        if let kind = tea.kind {
          router.showDetails(kind: kind)
        }
      }
    }
  }
}

struct TeaDetailView: View {
  let kind: TeaKind

  var body: some View { Text("Tea") }
}
