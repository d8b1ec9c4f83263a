import SwiftUI

@main
struct GreenhouseApp: App {
  var body: some Scene { WindowGroup { PlantList() } }
}

final class PlantStore: ObservableObject {
  @Published var loading = true
  @Published var failure: String?
  @Published var names: [String] = []

  func reload() async {
    loading = false
    failure = "offline"
  }
}

/// The sidebar shows a spinner while the store loads, a failure banner when it fails, and the
/// list otherwise: the loading states of one screen, not a switch between screens.
struct PlantList: View {
  @StateObject private var store = PlantStore()
  @State private var picked: String?

  var body: some View {
    NavigationSplitView {
      Group {
        if store.loading {
          ProgressView()
        } else if let failure = store.failure {
          FailureBanner(text: failure, retry: { Task { await store.reload() } })
        } else {
          List(store.names, id: \.self, selection: $picked) { name in
            Text(name)
          }
        }
      }
      .task { await store.reload() }
    } detail: {
      if let picked {
        PlantDetail(name: picked)
      } else {
        Text("Pick a plant")
      }
    }
  }
}

struct FailureBanner: View {
  let text: String
  let retry: () -> Void

  var body: some View {
    VStack {
      Text(text)
      Button("Retry", action: retry)
    }
  }
}

struct PlantDetail: View {
  let name: String

  var body: some View { Text(name) }
}
