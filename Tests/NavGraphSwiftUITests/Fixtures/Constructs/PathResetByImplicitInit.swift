import SwiftUI

@main
struct RidgeApp: App {
  var body: some Scene { WindowGroup { RidgeList() } }
}

final class Ridge: ObservableObject {
  @Published var path: NavigationPath = .init()
  @Published var showsMap = false
}

struct RidgeList: View {
  @StateObject private var ridge = Ridge()

  var body: some View {
    NavigationStack(path: $ridge.path) {
      List { NavigationLink("Summit", value: 1) }
        .navigationDestination(for: Int.self) { _ in RidgeStop() }
    }
    .environmentObject(ridge)
  }
}

struct RidgeStop: View {
  @EnvironmentObject var ridge: Ridge

  var body: some View {
    Button("Map") { ridge.showsMap = true }
      .sheet(isPresented: $ridge.showsMap) { RidgeMap() }
  }
}

/// `.init()` written where the path is expected makes an empty path: back to the stack's root.
struct RidgeMap: View {
  @EnvironmentObject var ridge: Ridge

  var body: some View {
    Button("Back to the start") {
      ridge.showsMap = false
      ridge.path = .init()
    }
  }
}
