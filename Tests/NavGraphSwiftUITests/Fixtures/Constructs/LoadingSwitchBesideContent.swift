import SwiftUI

// A loading state beside the screen's other views: the one branch showing a view type is a
// component of the screen (a list presenting its rows' details), the others are placeholders.
@main
struct HarbourWeatherApp: App {
  var body: some Scene {
    WindowGroup { ForecastHome() }
  }
}

enum FetchPhase { case idle, loading, done }

final class ForecastModel: ObservableObject {
  @Published var phase: FetchPhase = .idle
  @Published var failed = false
}

struct ForecastHome: View {
  @StateObject private var model = ForecastModel()
  @State private var searching = false

  var body: some View {
    VStack {
      Button("Add harbour") { searching = true }
        .fullScreenCover(isPresented: $searching) { HarbourSearch() }
      switch model.phase {
      case .done:
        if model.failed {
          Text("No forecast")
        } else {
          HarbourList()
        }
      case .loading:
        ProgressView().scaleEffect(2)
      case .idle:
        Text("Add a harbour")
      }
    }
  }
}

struct HarbourList: View {
  @State private var picked = false

  var body: some View {
    List {
      Text("Dover").onTapGesture { picked = true }
    }
    .fullScreenCover(isPresented: $picked) { HarbourForecast() }
  }
}

struct HarbourSearch: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct HarbourForecast: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
