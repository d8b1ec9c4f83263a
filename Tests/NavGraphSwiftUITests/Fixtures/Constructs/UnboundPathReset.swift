import Observation
import SwiftUI

enum GardenStep: Hashable {
  case bed
}

@Observable
final class GardenRouter {
  var path = NavigationPath()

  func showBed() { path.append(GardenStep.bed) }
  func backHome() { path = NavigationPath() }
}

@Observable
final class PlantingDraft {
  var path = NavigationPath()
  var seeds = 0

  func startOver() {
    seeds = 0
    path = NavigationPath()
  }
}

@main
struct GardenApp: App {
  @State private var router = GardenRouter()
  @State private var draft = PlantingDraft()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: Bindable(router).path) {
        GardenView()
          .navigationDestination(for: GardenStep.self) { _ in BedView() }
      }
      .environment(router)
      .environment(draft)
    }
  }
}

struct GardenView: View {
  @Environment(GardenRouter.self) private var router

  var body: some View {
    Button("Bed") { router.showBed() }
  }
}

struct BedView: View {
  @Environment(GardenRouter.self) private var router
  @Environment(PlantingDraft.self) private var draft

  var body: some View {
    VStack {
      Button("Start over") { draft.startOver() }
      Button("Home") { router.backHome() }
    }
  }
}
