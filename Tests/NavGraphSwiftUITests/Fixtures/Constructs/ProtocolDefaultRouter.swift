import SwiftUI

// A coordinator whose navigation methods are only the default implementations an extension of its
// protocol gives: the class declares the state and the views, the protocol's extension the moves.
@MainActor
protocol Steering: ObservableObject {
  associatedtype Stop: Hashable

  var trail: NavigationPath { get set }
  var sheet: Stop? { get set }
  var cover: Stop? { get set }

  func go(_ stop: Stop)
  func show(sheet stop: Stop)
  func show(cover stop: Stop)
  func back()
  func backToStart()
  func close()
}

extension Steering {
  func go(_ stop: Stop) { trail.append(stop) }
  func show(sheet stop: Stop) { sheet = stop }
  func show(cover stop: Stop) { cover = stop }
  func back() { trail.removeLast() }
  func backToStart() { trail.removeLast(trail.count) }

  func close() {
    sheet = nil
    cover = nil
  }
}

enum TrailStop: Hashable, Identifiable {
  case start
  case ridge
  case hut
  case summit

  var id: Self { self }
}

final class TrailCoordinator: Steering {
  @Published var trail = NavigationPath()
  @Published var sheet: TrailStop?
  @Published var cover: TrailStop?

  @ViewBuilder
  func screen(for stop: TrailStop) -> some View {
    switch stop {
    case .start: StartView(coordinator: self)
    case .ridge: RidgeView(coordinator: self)
    case .hut: HutView(coordinator: self)
    case .summit: SummitView(coordinator: self)
    }
  }
}

@main
struct TrailApp: App {
  @StateObject private var coordinator = TrailCoordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $coordinator.trail) {
        coordinator.screen(for: .start)
          .navigationDestination(for: TrailStop.self) { stop in coordinator.screen(for: stop) }
      }
      .sheet(item: $coordinator.sheet) { stop in coordinator.screen(for: stop) }
      .fullScreenCover(item: $coordinator.cover) { stop in coordinator.screen(for: stop) }
    }
  }
}

struct StartView: View {
  @ObservedObject var coordinator: TrailCoordinator

  var body: some View {
    VStack {
      Button("Ridge") { coordinator.go(.ridge) }
      Button("Hut") { coordinator.show(sheet: .hut) }
      Button("Summit") { coordinator.show(cover: .summit) }
    }
  }
}

struct RidgeView: View {
  @ObservedObject var coordinator: TrailCoordinator

  var body: some View {
    VStack {
      Button("Further") { coordinator.go(.ridge) }
      Button("Back") { coordinator.back() }
      Button("Start") { coordinator.backToStart() }
    }
  }
}

struct HutView: View {
  @ObservedObject var coordinator: TrailCoordinator

  var body: some View {
    Button("Leave") { coordinator.close() }
  }
}

struct SummitView: View {
  @ObservedObject var coordinator: TrailCoordinator

  var body: some View {
    Button("Descend") { coordinator.close() }
  }
}
