// A view-model flag the screen's body switches on, set in a Combine subscription made inside the
// method the screen's button calls (`service.knock().sink { _ in } receiveValue: { ... }.store(in:
// &bag)`, `DoorService` not in the files): the sink's closure is the continuation of the action.
// Expected: entry Door; Door: replace Hall 'Enter'; Hall: no links; no warning.
import Combine
import SwiftUI

final class DoorModel: ObservableObject {
  @Published var opened = false
  private var bag = Set<AnyCancellable>()
  private let service = DoorService()

  func knock() {
    service.knock()
      .receive(on: DispatchQueue.main)
      .sink { _ in
      } receiveValue: { [weak self] _ in
        self?.opened = true
      }
      .store(in: &bag)
  }
}

@main struct DoorApp: App {
  var body: some Scene { WindowGroup { Door() } }
}

struct Door: View {
  @StateObject private var model = DoorModel()
  var body: some View {
    if model.opened {
      Hall()
    } else {
      Button("Enter") { model.knock() }
    }
  }
}

struct Hall: View { var body: some View { Text("Hall") } }
