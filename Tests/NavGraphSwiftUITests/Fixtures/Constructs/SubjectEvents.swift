import Combine
import SwiftUI

// Views send Combine subjects of their view models; a coordinator subscribes and navigates: the
// home's button presents a sheet, its list pushes, the sheet's button closes it through a mapped
// `assign`, and an analytics subject nothing subscribes to is no navigation.

enum QuayStep: Hashable {
  case berth
}

final class QuayHomeModel: ObservableObject {
  struct Events {
    let openManifest = PassthroughSubject<Void, Never>()
    let openBerth = PassthroughSubject<QuayStep, Never>()
    let viewed = PassthroughSubject<String, Never>()
  }

  let events = Events()
}

final class QuayManifestModel: ObservableObject, Identifiable {
  let id = UUID()
  let closeTapped = PassthroughSubject<Void, Never>()
}

final class QuayCoordinator: ObservableObject {
  @Published var path: [QuayStep] = []
  @Published var manifest: QuayManifestModel?

  let home = QuayHomeModel()
  private var bag = Set<AnyCancellable>()

  init() {
    bindEvents()
  }

  private func bindEvents() {
    home.events.openManifest
      .sink { [weak self] _ in self?.presentManifest() }
      .store(in: &bag)
    home.events.openBerth
      .receive(on: DispatchQueue.main)
      .sink { [weak self] step in self?.path.append(step) }
      .store(in: &bag)
  }

  private func presentManifest() {
    let model = QuayManifestModel()
    model.closeTapped
      .map { _ in nil }
      .assign(to: &$manifest)
    manifest = model
  }
}

@main
struct QuayApp: App {
  @StateObject private var coordinator = QuayCoordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $coordinator.path) {
        QuayHome(model: coordinator.home)
          .navigationDestination(for: QuayStep.self) { _ in QuayBerth() }
          .sheet(item: $coordinator.manifest) { QuayManifest(model: $0) }
      }
    }
  }
}

struct QuayHome: View {
  @ObservedObject var model: QuayHomeModel

  var body: some View {
    List {
      Button("Manifest") { model.events.openManifest.send(()) }
      Button("Berth") { model.events.openBerth.send(.berth) }
    }
    .onAppear { model.events.viewed.send("home") }
  }
}

struct QuayManifest: View {
  @ObservedObject var model: QuayManifestModel

  var body: some View {
    Button("Close") { model.closeTapped.send() }
  }
}

struct QuayBerth: View {
  var body: some View {
    Text("Berth")
  }
}
