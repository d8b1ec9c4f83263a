import SwiftUI

// Pushed views whose whole body is a `switch` on the loading state of a model their creator gives:
// one screen each, whose content changes as the model loads, not one screen per state.
enum LoadState {
  case idle
  case loading
  case failed
  case loaded([String])
}

final class CatchModel: ObservableObject {
  @Published var state: LoadState = .idle
  let lake: String

  init(lake: String) { self.lake = lake }

  func load() { state = .loaded(["pike"]) }
}

@main
struct LakeApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView { LakeList() }
    }
  }
}

struct LakeList: View {
  var body: some View {
    List {
      NavigationLink(destination: CatchView(model: CatchModel(lake: "Vaal"))) { Text("Vaal") }
      // The model's type is not among the files read (a view model left out): the wrapper tells.
      NavigationLink(destination: WeatherView(model: WeatherModel(lake: "Vaal"))) { Text("Weather") }
    }
  }
}

struct CatchView: View {
  @ObservedObject var model: CatchModel
  @State private var adding = false

  var body: some View {
    switch model.state {
    case .idle:
      Color.clear.onAppear { model.load() }
    case .loading, .failed:
      ProgressView()
    case .loaded(let fish):
      List {
        ForEach(fish, id: \.self) { name in
          NavigationLink(destination: FishView(name: name)) { Text(name) }
        }
      }
      .sheet(isPresented: $adding) { AddCatchView() }
      .toolbar { Button("Add") { adding = true } }
    }
  }
}

struct WeatherView: View {
  @ObservedObject var model: WeatherModel

  var body: some View {
    switch model.state {
    case .loading: ProgressView()
    case .loaded: NavigationLink(destination: ForecastView()) { Text("Forecast") }
    }
  }
}

struct FishView: View {
  let name: String
  var body: some View { Text(name) }
}

struct AddCatchView: View {
  var body: some View { Text("Add") }
}

struct ForecastView: View {
  var body: some View { Text("Forecast") }
}
